/**
 * Racepack's log lines in words (its session's log-messages.ts): one function per message key,
 * given the message's parameters and the players' names; every key of its log has one.
 */
import type { racepackKit } from '../../../../src-shared/games/racepack/kit';
import type { TypesOf } from '../../../../src-shared/games/kit';
import type { LogWords } from '../../kit';
import { RACEPACK_MESSAGES } from './racepack-messages';
import { laps } from '../../../i18n/counted';

const RP = RACEPACK_MESSAGES.log;
/** "Car 3 (Anna)": a Racepack car as its board and panels name it. */
const rpCar = (m: { p: number; car: number }, who: (p: number) => string) =>
  `${RACEPACK_MESSAGES.screen.carLabel(m.car + 1)} (${who(m.p)})`;
/** A piecepack die face: null (0), ace (1), 2 to 5. */
const dieFace = (n: number) => (n === 0 ? 'null' : n === 1 ? 'ace' : String(n));

export const RACEPACK_LOG_WORDING: LogWords<TypesOf<typeof racepackKit>['log']> = {
  rpStart: (m) => `Racepack at ${m.track}: ${laps(m.laps)}, ${m.players} players`,
  rpGridRolls: (m, who) =>
    `Grid dice: ${m.rolls.map((r) => `${who(r.p)} ${r.dice.map(dieFace).join('+')} = ${r.dice.reduce((a, b) => a + b, 0)}`).join(', ')}; grid: ${m.grid.map((g, i) => `${i + 1}. ${rpCar(g, who)}`).join(', ')}`,
  rpSpunOut: (m, who) => (m.corner ? RP.spun(rpCar(m, who), m.corner) : RP.spunAnywhere(rpCar(m, who))),
  rpLapStarted: (m, who) => RP.lap(rpCar(m, who), m.lap, m.of),
  // Every line about a car names it as the board does: "Car 3 (Anna) …".
  rpFinished: (m, who) => RP.finished(rpCar(m, who), m.place, m.noStop),
  rpPitStop: (m, who) => RP.pitStop(rpCar(m, who)),
  rpForfeited: (m, who) => RP.forfeited(rpCar(m, who), m.back),
  rpRaceOver: (m) => (m.stopped ? 'The race is stopped: no car can move' : 'The race is over'),
  rpMoved: (m, who) =>
    m.lane === 0 ? RP.forward(rpCar(m, who), m.speed) : RP.lane(rpCar(m, who), m.lane < 0 ? 'left' : 'right', m.speed),
  rpToken: (m, who) => RP.token(rpCar(m, who), m.value),
  rpDefend: (m, who) => RP.defendRoll(who(m.p), m.value),
  rpPass: (m, who) => RP.pass(who(m.p)),
  rpRoll: (m, who) => RP.roll(rpCar(m, who), m.roll, m.spinOn, m.spin),
  rpReentered: (m, who) => RP.reentered(rpCar(m, who)),
  rpHazardStop: (m, who) => RP.hazardStop(rpCar(m, who)),
  rpHazardActivated: () => RP.hazardActivated,
  rpHazardAdded: () => RP.hazardAdded,
  rpHazardMoved: () => RP.hazardMoved,
  rpBlocked: (m, who) => RP.blocked(rpCar(m, who), m.movements),
};
