/**
 * Automobiles' log lines in words (its session's log-messages.ts): one function per message key,
 * given the message's parameters and the players' names. The table's type lists every key of
 * its log, so a key without wording does not compile. The shell's log wording
 * (i18n/log-wording.ts) finds it through the game's kit's words (games/registry.ts).
 */
import { findTrack, getCard, getDriver, getFuelCard } from '../../../../src-shared/games/automobiles';
import type { automobilesKit } from '../../../../src-shared/games/automobiles/kit';
import type { TypesOf } from '../../../../src-shared/games/kit';
import type { LogWords } from '../../kit';
import { MESSAGES, PLAY_MESSAGES, colorName, driverName, sponsorName } from './messages';
import { laps, plural } from '../../../i18n/counted';

const PILE: Record<string, string> = {
  bag: 'bag',
  active: 'active pile',
  used: 'used pile',
  discard: 'discard pile',
  stock: 'stock',
  track: 'track',
};
const pile = (id: string) => PILE[id] ?? id;
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
export const AUTOMOBILES_LOG_WORDING: LogWords<TypesOf<typeof automobilesKit>['log']> = {
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
};
