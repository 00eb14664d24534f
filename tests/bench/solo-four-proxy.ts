/**
 * The cheap proxy of the solo record (docs/ai.md "Wave 3 session 16"): the fixed player
 * (`greedy:c=smart`) in the human's seat against four opponents of one level, every seat a
 * greedy bot by the rules the level plays its own turns and buys by in the solo series (as
 * solo-field-proxy.ts), on the same seeds for each level. No search: a series costs about a second.
 *
 *   npx tsx tests/bench/solo-four-proxy.ts LEVEL[,LEVEL...] [series] [seed]
 *   npx tsx tests/bench/solo-four-proxy.ts hard,expert 200 1
 *
 * Prints the player's mean points a series against each (and their parts: finish places, opponents
 * lapped, the bag scoring line by line), its mean place a race, how often it won, how many colours
 * of the stock were sold out at the end, and each level's points minus the first's, seed by seed,
 * with its 95 % interval.
 */
import { applyTrusted, createGame, currentPlayer, isTerminal, legalActions } from '../../src-shared/games/automobiles';
import { GreedyBot } from '../../src-shared/games/automobiles/bots/greedy-bot';
import { CAMPAIGN_BY_NAME } from '../../src-shared/games/automobiles/bots/greedy/campaign-policy';
import { bagTotal } from '../../src-shared/games/automobiles/solo/solo-scoring';
import type { SoloBagScore } from '../../src-shared/games/automobiles/solo/solo-types';
import { WEAR } from '../../src-shared/games/automobiles/cubes';
import { meanAndHalfInterval } from '../helpers/solo-record';
import { seriesRulesBot } from '../helpers/solo-proxy';

const [levelsText, seriesText = '200', seedText = '1'] = process.argv.slice(2);
if (!levelsText) throw new Error('usage: solo-four-proxy.ts LEVEL[,LEVEL...] [series] [seed]');
const levels = levelsText.split(',');

/** One series of the player against four of a level. */
interface Series {
  points: number;
  places: number[];
  /** The points' parts: finish places, opponents lapped, bag scoring. */
  finish: number;
  lapped: number;
  bag: number;
  /** The bag scoring's lines the player scored over the series (RULINGS §9). */
  lines: Record<keyof SoloBagScore, number>;
  /** Colours of the stock sold out at the series' end (wear not counted). */
  soldOut: number;
}

/** The player's series against four of `level`, by their series rules, on `seed`. */
function series(level: string, seed: number): Series {
  const s = createGame({ players: 5, seed, solo: true });
  const bots = [
    new GreedyBot({ campaign: CAMPAIGN_BY_NAME.smart }),
    ...[1, 2, 3, 4].map(() => seriesRulesBot(level, s)),
  ];
  while (!isTerminal(s)) applyTrusted(s, bots[currentPlayer(s)].chooseAction(s, legalActions(s)));
  const races = s.solo!.races;
  const sum = (f: (r: (typeof races)[number]) => number) => races.reduce((a, r) => a + f(r), 0);
  return {
    points: s.solo!.points,
    places: s.season!.results.map((order) => order.indexOf(0) + 1),
    finish: sum((r) => r.finish),
    lapped: sum((r) => r.lapped),
    bag: sum((r) => bagTotal(r.bag)),
    lines: {
      noWear: sum((r) => r.bag.noWear),
      noBlue: sum((r) => r.bag.noBlue),
      noBlack: sum((r) => r.bag.noBlack),
      threeWhite: sum((r) => r.bag.threeWhite),
    },
    soldOut: s.stock.filter((n, c) => c !== WEAR && n === 0).length,
  };
}

const results = levels.map(() => [] as Series[]);
for (let g = 0; g < Number(seriesText); g++) {
  levels.forEach((level, i) => results[i].push(series(level, Number(seedText) + g)));
}
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
levels.forEach((level, i) => {
  const points = results[i].map((r) => r.points);
  const places = results[i].flatMap((r) => r.places);
  const part = (f: (r: Series) => number) => mean(results[i].map(f)).toFixed(2);
  const wins = places.filter((p) => p === 1).length / places.length;
  let line = `${level}: the player's points ${mean(points).toFixed(2)} (finish ${part((r) => r.finish)}, lapped ${part((r) => r.lapped)}, bag ${part((r) => r.bag)}: no wear ${part((r) => r.lines.noWear)}, no blue ${part((r) => r.lines.noBlue)}, no black ${part((r) => r.lines.noBlack)}, three white ${part((r) => r.lines.threeWhite)}), its place a race ${mean(places).toFixed(2)}, wins ${(100 * wins).toFixed(1)} %, colours sold out at the end ${part((r) => r.soldOut)} of 9`;
  if (i > 0) {
    const [m, half] = meanAndHalfInterval(points.map((p, k) => p - results[0][k].points));
    line += `; minus ${levels[0]}: ${m.toFixed(2)} (${(m - half).toFixed(2)} to ${(m + half).toFixed(2)})`;
  }
  console.log(line);
});
