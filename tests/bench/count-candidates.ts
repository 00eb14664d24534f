/**
 * Why Hard's search adds little on the re-shaped tracks (docs/ai.md "The ladder"): at every
 * turn start of a few greedy 2-player games on the default track, how many distinct ends of
 * the Action Phase the search would compare (`candidatesFor`, capped at 10 in the count), and
 * the gap in the greedy rules' values between the best and the second.
 *
 *   npx tsx tests/bench/count-candidates.ts [games]
 */
import { createGame, legalActions, applyTrusted, currentPlayer } from '../../src-shared/games/automobiles';
import { GreedyBot } from '../../src-shared/games/automobiles/bots/greedy-bot';
import { candidatesFor } from '../../src-shared/games/automobiles/bots/candidates';
const hist = new Map<number, number>();
let roots = 0;
const gaps: number[] = [];
const games = Number(process.argv[2] ?? 6);
for (let seed = 1; seed <= games; seed++) {
  const s = createGame({ players: 2, seed });
  const bots = [new GreedyBot(), new GreedyBot()];
  let n = 0;
  while (s.phase !== 'over' && n++ < 5000) {
    const p = currentPlayer(s);
    if (s.phase === 'action' && !s.prompt && s.turn.placements.length === 0) {
      const c = candidatesFor(s, p).filter((x) => Number.isFinite(x.prior));
      if (c.length > 0 && c.length < 1000) {
        roots++;
        const k = Math.min(c.length, 10);
        hist.set(k, (hist.get(k) ?? 0) + 1);
        if (c.length >= 2) gaps.push(c[0].prior - c[1].prior);
      }
    }
    applyTrusted(s, bots[p].chooseAction(s, legalActions(s)));
  }
}
gaps.sort((a, b) => a - b);
console.log(
  'roots',
  roots,
  'distinct move outcomes (capped 10):',
  [...hist]
    .sort((a, b) => a[0] - b[0])
    .map(([k, v]) => `${k}:${v}`)
    .join(' '),
);
console.log(
  'gap best-second prior: median',
  gaps[gaps.length >> 1]?.toFixed(2),
  'p25',
  gaps[gaps.length >> 2]?.toFixed(2),
  'p75',
  gaps[(3 * gaps.length) >> 2]?.toFixed(2),
);
