/**
 * The cheap proxy of a mixed solo field (docs/ai.md "Wave 3 session 12"): the solo series of the
 * arena's `--opponents U,U,L,L` (RULINGS §9, 3 laps, limited drivers), every seat a greedy bot:
 * the fixed player (`greedy:c=smart`) in the human's seat, two seats by the rules the searching
 * level `U` plays its own turns and buys by (its rules, campaign, season and solo buying, with
 * the arena's knobs), two by `L`'s. Seats turned by the seed as the arena turns them. No search,
 * so a series costs about a second, and it shows what a level's rules are worth with five cars.
 *
 *   npx tsx tests/bench/solo-field-proxy.ts UPPER LOWER [series] [seed]
 *   npx tsx tests/bench/solo-field-proxy.ts hard medium 120 1
 *   npx tsx tests/bench/solo-field-proxy.ts hard:sb=own medium 120 1   # Hard as it bought to session 11
 *
 * Prints each level's mean place a race and the lower's minus the upper's, with its 95 % interval
 * over the races (as the mixed-field table of solo-ladder-table.ts).
 */
import { applyTrusted, createGame, currentPlayer, isTerminal, legalActions } from '../../src-shared/games/automobiles';
import { GreedyBot } from '../../src-shared/games/automobiles/bots/greedy-bot';
import { CAMPAIGN_BY_NAME } from '../../src-shared/games/automobiles/bots/greedy/campaign-policy';
import { soloOpponentSeats } from '../../src-shared/games/automobiles/cli/solo-arena-series';
import { t95 } from '../helpers/solo-record';
import { seriesRulesBot } from '../helpers/solo-proxy';

const [upper, lower, seriesText = '120', seedText = '1'] = process.argv.slice(2);
if (!upper || !lower) throw new Error('usage: solo-field-proxy.ts UPPER LOWER [series] [seed]');

const gaps: number[] = [];
let upperPlaces = 0;
let lowerPlaces = 0;
for (let g = 0; g < Number(seriesText); g++) {
  const seed = Number(seedText) + g;
  const s = createGame({ players: 5, seed, solo: true });
  const seats = soloOpponentSeats([upper, upper, lower, lower].join(','), seed);
  const bots = [new GreedyBot({ campaign: CAMPAIGN_BY_NAME.smart }), ...seats.map((name) => seriesRulesBot(name, s))];
  while (!isTerminal(s)) applyTrusted(s, bots[currentPlayer(s)].chooseAction(s, legalActions(s)));
  for (const order of s.season!.results) {
    const places = (name: string) => seats.flatMap((x, i) => (x === name ? [order.indexOf(i + 1) + 1] : []));
    const [u, l] = [places(upper), places(lower)];
    upperPlaces += u[0] + u[1];
    lowerPlaces += l[0] + l[1];
    gaps.push((l[0] + l[1] - u[0] - u[1]) / 2);
  }
}
const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
const sd = Math.sqrt(gaps.reduce((a, d) => a + (d - mean) ** 2, 0) / (gaps.length - 1));
const half = (t95(gaps.length - 1) * sd) / Math.sqrt(gaps.length);
const place = (x: number) => (x / 2 / gaps.length).toFixed(2);
console.log(
  `${upper} over ${lower}, ${seriesText} series from seed ${seedText} (${gaps.length} races): mean place ${place(upperPlaces)} against ${place(lowerPlaces)}, gap ${mean.toFixed(2)} (${(mean - half).toFixed(2)} to ${(mean + half).toFixed(2)})`,
);
