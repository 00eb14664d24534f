/**
 * Experiments on Racepack's searching levels: a variant of the search (SearchLevel as JSON)
 * against a named level, in 2-player team races with the pit lane on the arena tracks, seats
 * rotated (each seed in both seatings), as `npm run cli -- --game racepack arena --pit-lane`:
 * `npx tsx tests/bench/racepack-ladder.ts '{"samples":24}' hard 200 [seed]`. The JSON is merged
 * over Expert's settings; prints the variant's wins with a 95 % Wilson interval.
 */
import {
  createRacepackBot,
  createSearchBot,
  racepack,
  SEARCH_LEVELS,
  type RacepackBotKind,
} from '../../src-shared/games/racepack';

const TRACKS = ['grand-prix', 'indy-oval', 'hairpin-chicane'];
const variant = { ...SEARCH_LEVELS.expert, ...(JSON.parse(process.argv[2] ?? '{}') as object) };
const against = (process.argv[3] ?? 'hard') as RacepackBotKind;
const games = Number(process.argv[4] ?? 100);
const seed0 = Number(process.argv[5] ?? 1);

function wilson(k: number, n: number): [number, number] {
  const z = 1.96;
  const p = k / n;
  const d = 1 + (z * z) / n;
  const c = (p + (z * z) / (2 * n)) / d;
  const h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [c - h, c + h];
}

let wins = 0;
let played = 0;
for (let g = 0; g < games; g++) {
  const seed = seed0 + Math.floor(g / 2);
  const variantSeat = g % 2;
  const options = racepack.normalizeOptions({ players: 2, track: TRACKS[seed % TRACKS.length], pitLane: true });
  const s = racepack.create(options, seed);
  const bots = [0, 1].map((seat) =>
    seat === variantSeat ? createSearchBot('expert', seat + 1, variant) : createRacepackBot(against, seat + 1),
  );
  while (!racepack.isTerminal(s)) {
    const legal = racepack.legalActions(s);
    racepack.applyTrusted(s, bots[racepack.currentPlayer(s)].chooseAction(s, legal));
  }
  const order = racepack.result(s)!.finishOrder as number[];
  played++;
  if (order[0] === variantSeat) wins++;
  if (played % 20 === 0) console.log(`${played}/${games}: variant ${wins}`);
}
const [lo, hi] = wilson(wins, played);
console.log(
  `variant ${JSON.stringify(variant)} vs ${against}: ${wins}/${played} = ${((100 * wins) / played).toFixed(1)} % (95 % CI ${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)} %)`,
);
