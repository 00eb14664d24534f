/**
 * The catalogue's wording of the session's log lines and notices (each game's session/log-messages.ts, gathered by src-shared/games/registry.ts):
 * one function per message key, given the message's parameters and the players' names.
 * The table's type lists every key, so a key without wording does not compile.
 */
import { findTrack, getCard, getDriver, getFuelCard } from '../../src-shared/games/automobiles';
import type { LogMessage, LogKey } from '../../src-shared/games/registry';
import type { HintRefusal } from '../../src-shared/session/hint';
import type { ActRefusal } from '../../src-shared/session/types';
import { MESSAGES, PLAY_MESSAGES, colorName, driverName, sponsorName } from './messages';
import { YOU, secondPerson } from './second-person';
import { RACEPACK_MESSAGES } from './racepack-messages';

const RP = RACEPACK_MESSAGES.log;
/** "Car 3 (Anna)": a Racepack car as its board and panels name it. */
const rpCar = (m: { p: number; car: number }, who: (p: number) => string) =>
  `${RACEPACK_MESSAGES.screen.carLabel(m.car + 1)} (${who(m.p)})`;

type Words<K extends LogKey> = (m: Extract<LogMessage, { key: K }>, who: (p: number) => string) => string;

const PILE: Record<string, string> = {
  bag: 'bag',
  active: 'active pile',
  used: 'used pile',
  discard: 'discard pile',
  stock: 'stock',
  track: 'track',
};
const pile = (id: string) => PILE[id] ?? id;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const laps = (n: number) => plural(n, 'lap');
/** A piecepack die face: null (0), ace (1), 2 to 5. */
const dieFace = (n: number) => (n === 0 ? 'null' : n === 1 ? 'ace' : String(n));
const cardName = (id: string) => getCard(id)?.name ?? id;
const trackName = (id: string) => findTrack(id)?.name ?? id;
/** "2 red, 1 light grey": how many of each colour, in the order drawn. */
function countColors(colors: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const c of colors) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([c, n]) => `${n} ${colorName(c)}`).join(', ');
}
/** A sponsor as the screens show it: its name, then its letter and tier. */
const sponsorWords = (id: string) => `${sponsorName(id)} (${id})`;
const fuelName = (id: string) => getFuelCard(id)?.name ?? id;
/**
 * The engine's word for a cause, as the screens name it: drivers by name ("Driver 06" is
 * "Nadia Brandt"), sponsors by name and id; card names and other causes as they are.
 */
function reasonWords(reason: string): string {
  const driver = /^Driver (\d+)$/.exec(reason);
  if (driver) return driverName(Number(driver[1]));
  const sponsor = /^sponsor (\w+)$/.exec(reason);
  if (sponsor) return `sponsor ${sponsorWords(sponsor[1])}`;
  return reason;
}
/** The cubes of one line: "a white cube", "3 wear cubes", "2 white, 1 wear". */
function cubesWords(colors: readonly string[]): string {
  if (colors.length === 1) return `a ${colorName(colors[0])} cube`;
  if (new Set(colors).size === 1) return `${colors.length} ${colorName(colors[0])} cubes`;
  return `${colors.length} cubes (${countColors(colors)})`;
}
export const LOG_WORDING: { [K in LogKey]: Words<K> } = {
  raceStart: (m) => `Race at ${trackName(m.track)}: ${laps(m.laps)}, ${m.cars} cars`,
  seasonStart: (m) =>
    `Season of ${m.tracks.length} races (${m.tracks.map(trackName).join(', ')}): ${laps(m.laps)} each, ${m.cars} cars`,
  turn: (m, who) => `Round ${m.n}: ${who(m.p)}'s turn`,
  setupBuy: (m, who) => `${who(m.p)} buys with the $${m.money} starting allowance`,
  cubePlayed: (m, who) => `${who(m.p)} uses a ${colorName(m.color)} cube: ${cardName(m.card)}`,
  cubesDrawn: (m, who) =>
    `${who(m.p)} draws ${plural(m.colors.length, 'cube')}: ${countColors(m.colors)} · ${reasonWords(m.reason)}`,
  bagRefilled: (m, who) => `${who(m.p)} refills the bag from the discard pile (${plural(m.count, 'cube')})`,
  cubeMoved: (m, who) =>
    `${who(m.p)} moves ${cubesWords(m.colors)} from the ${pile(m.from)} to the ${pile(m.to)} (${reasonWords(m.reason)})`,
  cubeRemoved: (m, who) =>
    `${who(m.p)} removes ${cubesWords(m.colors)} from the ${pile(m.from)} (${reasonWords(m.reason)})`,
  cubeGained: (m, who) => `${who(m.p)} gains ${cubesWords(m.colors)} (${reasonWords(m.reason)})`,
  cubeBought: (m, who) => `${who(m.p)} buys a ${colorName(m.color)} cube for $${m.cost} ($${m.left} left)`,
  wearGained: (m, who) =>
    `${who(m.p)} gains ${plural(m.count, 'wear cube')} (${reasonWords(m.reason)})${m.missing > 0 ? ` (${m.missing} short: the stock is empty)` : ''}`,
  buyPhase: (m, who) => `${who(m.p)}: Buy Phase`,
  carMoved: (m, who) =>
    `${who(m.p)}'s car drives ${plural(m.spaces, 'space')}${
      m.place ? ` to a ${PLAY_MESSAGES.step(m.place.colors, PLAY_MESSAGES.lane(m.place.lane, m.place.lanes), 0)}` : ''
    }`,
  lap: (m, who) => `${who(m.p)} completes lap ${m.lap} of ${m.of}`,
  aerodynamics: (m, who) => `${who(m.p)} gains no wear (Aerodynamics)`,
  drafting: (m, who) => `${who(m.p)} drafts behind ${m.behind >= 0 ? who(m.behind) : 'a car'}: no wear`,
  pitStop: (m, who) => `${who(m.p)} makes a pit stop and removes ${plural(m.removed, 'wear cube')}`,
  boostNoDraw: (m, who) => `${who(m.p)} does not draw (Boost)`,
  finalRound: (m, who) => `${who(m.p)} has completed the last lap: this is the final round`,
  roundLimit: (m) => `Round ${m.n} reached: the race ends here, finish order by position`,
  raceOver: (m, who) => `Race over! ${m.order.map((p, i) => `${i + 1}. ${who(p)}`).join('  ')}`,
  driverChosen: (m, who) =>
    `${who(m.p)} drafts ${driverName(m.driver)} (${MESSAGES.drivers.subtitle(m.driver)}, ${getDriver(m.driver)?.phase ?? '?'} power)`,
  racePoints: (m, who) =>
    `Race ${m.race + 1} points: ${m.points.map((n, p) => `${who(p)} +${n} (${m.total[p]})`).join(', ')}`,
  sponsorChosen: (m, who) => `${who(m.p)} ${m.kept ? 'keeps' : 'takes'} sponsor ${sponsorWords(m.sponsor)}`,
  sponsorRemoved: (m, who) => `Sponsor ${sponsorWords(m.sponsor)} leaves the game (${who(m.p)})`,
  raceStarted: (m, who) =>
    `Race ${m.race + 1} starts at ${trackName(m.track)}; grid: ${m.grid.map((p) => who(p)).join(', ')}`,
  seasonOver: (m, who) =>
    `Season over! Champion: ${who(m.standings[0])}. ${m.standings.map((p, i) => `${i + 1}. ${who(p)} (${m.points[p]})`).join('  ')}`,
  momentum: (m, who) =>
    `Momentum: ${m.moves.map((x) => `${who(x.p)} ${plural(x.segments, 'segment')}`).join(', ')} forward to the front of the space`,
  fuelCardChosen: (m, who) => `${who(m.p)} keeps the Fuel Mixture card ${fuelName(m.card)}`,
  fuelUsed: (m, who) => `${who(m.p)} uses the Fuel Mixture card ${fuelName(m.card)}`,
  mechanicsRevealed: (m) => `Mechanics for hire: ${m.mechanics.map(sponsorWords).join(', ')}`,
  soloRaceScored: (m) => `Race ${m.race + 1} of the series: +${m.gained} (${plural(m.points, 'point')} in all)`,
  soloFinished: (m) => `Series over: ${plural(m.points, 'point')}, rating ${m.rating}`,
  event: (m) => m.type,
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
  botFailed: (m, who) => `${who(m.p)}'s bot failed (${m.why}); the greedy bot made this move instead.`,
  botIllegal: (m, who) => `${who(m.p)}'s bot chose an illegal move; the greedy bot made this move instead.`,
};

/** A log line or notice in words; `names` are the players' names by seat. */
export function logText(m: LogMessage, names: readonly string[]): string {
  const who = (p: number) => names[p] ?? `Player ${p + 1}`;
  const words = LOG_WORDING[m.key] as Words<LogKey> | undefined;
  // A key from a newer session than this renderer: show the key rather than nothing.
  const text = words ? words(m as never, who) : m.key;
  // The tutorial's player is "You": "You buy", "Your turn" (not "You buys", "You's turn").
  return names.includes(YOU) ? secondPerson(text) : text;
}

/** Why the session gave no hint, in words (`detail`: the bot's error message). */
export const HINT_REFUSALS: Record<HintRefusal, (detail?: string) => string> = {
  noGame: () => 'There is no game in progress.',
  over: () => 'The race is over.',
  botDeciding: () => 'A bot is deciding now.',
  botFailed: (detail) => `the bot could not decide (${detail ?? 'no reason given'})`,
  illegal: () => 'the bot chose an illegal move',
};

/** Why a move or an undo was refused, in words; `names` are the players' names by seat. */
export function actRefusalText(r: ActRefusal, names: readonly string[]): string {
  const who = (p: number) => names[p] ?? `Seat ${p + 1}`;
  switch (r.key) {
    case 'noGame':
      return 'There is no game in progress.';
    case 'raceOver':
      return 'The race is over.';
    case 'stale':
      return `That move was chosen on an older position (version ${r.chosenAt}, the game is at ${r.at}); it was not played.`;
    case 'notDeciding':
      return `${who(r.seat)} is not to decide now (${who(r.decider)} is); the move was not played.`;
    case 'botDeciding':
      return `${who(r.decider)} (a bot) is deciding now.`;
    case 'illegal':
      return r.detail;
    case 'engineFailed':
      return `The rules engine failed on this action: ${r.detail}`;
    case 'nothingToUndo':
      return 'Nothing to undo (undo stops at a draw and at another player’s action).';
  }
}
