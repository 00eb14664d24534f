/** Log lines from the engine's events, in the renderer's words (MESSAGES.racepack.log). */
import { RACEPACK_MESSAGES as M } from '../i18n/racepack-messages';
import { type RacepackAction, type RacepackEvent, type RacepackState } from '../../src-shared/games/racepack';
import { trackFor } from './driving-view';
import type { RacepackLogLine, RacepackPublicState, RacepackSetupData } from './racepack-table';

/** "Car 3 (Anna)": the number painted on the car and its driver's name. */
export function carName(s: RacepackPublicState, setup: RacepackSetupData, car: number): string {
  const seat = s.cars[car]?.seat ?? 0;
  return `${M.screen.carLabel(car + 1)} (${setup.seats[seat]?.name ?? `Player ${seat + 1}`})`;
}

function start(s: RacepackState, setup: RacepackSetupData): RacepackLogLine[] {
  return [
    { seat: -1, text: M.log.start(s.options.track.name, s.options.laps) },
    // Every player sees the grid dice (RULINGS §11).
    ...(s.gridRolls?.length
      ? [
          {
            seat: -1,
            text: M.log.gridDice(
              s.gridRolls.map((r) => ({ name: setup.seats[r.seat]?.name ?? `Player ${r.seat + 1}`, dice: r.dice })),
            ),
          },
        ]
      : []),
    { seat: -1, text: M.log.gridOrder(s.order.map((id) => carName(s, setup, id))) },
  ];
}

function fromEvents(
  s: RacepackPublicState,
  setup: RacepackSetupData,
  action: RacepackAction,
  events: RacepackEvent[],
): RacepackLogLine[] {
  const out: RacepackLogLine[] = [];
  const car = (id: number) => carName(s, setup, id);
  const seatOf = (id: number) => s.cars[id]?.seat ?? -1;
  const name = (seat: number) => setup.seats[seat]?.name ?? `Player ${seat + 1}`;
  if (action.type === 'pass') {
    const e = events.find((x) => x.type === 'defencePassed');
    if (e && e.type === 'defencePassed') out.push({ seat: e.seat, text: M.log.pass(name(e.seat)) });
  }
  for (const e of events) {
    switch (e.type) {
      case 'moved':
        out.push({
          seat: seatOf(e.car),
          text:
            e.lane === 0
              ? M.log.forward(car(e.car), e.speed)
              : M.log.lane(car(e.car), e.lane < 0 ? 'left' : 'right', e.speed),
        });
        break;
      case 'tokenUsed':
        if (e.defensive) {
          const seat = s.poolSeat[e.pool];
          const target = s.defend?.car ?? events.find((x) => x.type === 'cornerRoll')?.car ?? 0;
          out.push({ seat, text: M.log.defend(name(seat), e.value, car(target as number)) });
        } else out.push({ seat: seatOf(e.car), text: M.log.token(car(e.car), e.value) });
        break;
      case 'cornerRoll':
        out.push({ seat: seatOf(e.car), text: M.log.roll(car(e.car), e.roll, e.spinsOnOrAbove, e.spin) });
        break;
      case 'spunOut': {
        const corner = cornerNumber(s, e.corner);
        out.push({ seat: seatOf(e.car), text: M.log.spun(car(e.car), corner) });
        break;
      }
      case 'reentered':
        out.push({ seat: seatOf(e.car), text: M.log.reentered(car(e.car)) });
        break;
      case 'hazardStop':
        out.push({ seat: seatOf(e.car), text: M.log.hazardStop(car(e.car)) });
        break;
      case 'hazardActivated':
        out.push({ seat: -1, text: M.log.hazardActivated });
        break;
      case 'hazardAdded':
        out.push({ seat: -1, text: M.log.hazardAdded });
        break;
      case 'hazardMoved':
        out.push({ seat: -1, text: M.log.hazardMoved });
        break;
      case 'lap':
        out.push({ seat: seatOf(e.car), text: M.log.lap(car(e.car), e.crossings, s.options.laps) });
        break;
      case 'finished':
        out.push({ seat: seatOf(e.car), text: M.log.finished(car(e.car), e.place, !!e.noStop) });
        break;
      case 'blocked':
        out.push({ seat: seatOf(e.car), text: M.log.blocked(car(e.car), e.movements) });
        break;
      case 'pitStop':
        out.push({ seat: seatOf(e.car), text: M.log.pitStop(car(e.car)) });
        break;
      case 'forfeited':
        out.push({ seat: seatOf(e.car), text: M.log.forfeited(car(e.car), e.back) });
        break;
      case 'raceOver':
        out.push({ seat: -1, text: M.log.raceOver });
        break;
      default:
        break;
    }
  }
  return out;
}

/** Corner number (1 = the first after the line) of a corner tile. */
function cornerNumber(s: RacepackPublicState, tile: number): number {
  return trackFor(s.options).corners.indexOf(tile) + 1;
}

export const logLines = { start, fromEvents };
