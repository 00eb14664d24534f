/**
 * The iterations each searching level gets from its thinking time on one core, measured on a
 * CPU-time clock (process.cpuUsage) so that the figure hardly depends on the machine's load:
 * `npx tsx tests/bench/level-iterations.ts [positions]`. For every level it plays one whole
 * turn from each of the positions (greedy 2-player games on the default track, as the bench's
 * decisions section) and prints the median iterations of a turn's first search that had a
 * choice (the budget `LEVEL#N` sets) and of the whole turn. levels.ts LEVEL_ITERATIONS is
 * the first figure, rounded (docs/ai.md "Wave 3 session 3: the ladder measured").
 */
import {
  applyTrusted,
  clone,
  createGame,
  currentPlayer,
  isTerminal,
  legalActions,
  type GameState,
} from '../../src-shared/games/automobiles';
import { GreedyBot } from '../../src-shared/games/automobiles/bots/greedy-bot';
import { MctsBot } from '../../src-shared/games/automobiles/bots/mcts-bot';
import { LEVELS, LEVEL_ITERATIONS, LEVEL_THINK_MS } from '../../src-shared/games/automobiles/bots/levels';

const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

function samplePositions(n: number, seeds: number[]): GameState[] {
  const all: GameState[] = [];
  for (const seed of seeds) {
    const s = createGame({ players: 2, seed });
    const bots = [new GreedyBot(), new GreedyBot()];
    while (!isTerminal(s)) {
      if (s.phase === 'action' && !s.prompt && !s.turn.acted && legalActions(s).length > 2) all.push(clone(s));
      applyTrusted(s, bots[currentPlayer(s)].chooseAction(s, legalActions(s)));
    }
  }
  const step = Math.max(1, Math.floor(all.length / n));
  return all.filter((_, i) => i % step === 0).slice(0, n);
}

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : 0;
};

function turn(bot: MctsBot, pos: GameState): { first: number; total: number } {
  const s = clone(pos);
  const me = currentPlayer(s);
  let first = 0;
  let total = 0;
  while (!isTerminal(s) && currentPlayer(s) === me && s.turnIndex === pos.turnIndex && s.round === pos.round) {
    const d = bot.decide(s, legalActions(s));
    if (!first) first = d.iterations;
    total += d.iterations;
    applyTrusted(s, d.action);
  }
  return { first, total };
}

const n = Number(process.argv[2] ?? 60);
const positions = samplePositions(n, [77, 78, 79]);
// Warm-up: compiled code, as in a bot worker that has played a few turns.
for (const pos of positions.slice(0, 10)) turn(new MctsBot({ level: 'hard', seed: 99, clock: cpu }), pos);
for (const level of LEVELS) {
  const firsts: number[] = [];
  const totals: number[] = [];
  for (const [i, pos] of positions.entries()) {
    const r = turn(new MctsBot({ level, seed: i + 1, clock: cpu }), pos);
    if (r.first > 0) firsts.push(r.first);
    totals.push(r.total);
  }
  console.log(
    `${level} (${LEVEL_THINK_MS[level]} ms of CPU a turn): over ${positions.length} turns, ${firsts.length} searched; first search median ${median(firsts)} iterations (quartiles ${median(firsts.filter((x) => x <= median(firsts)))}–${median(firsts.filter((x) => x >= median(firsts)))}), whole turn median ${median(totals)}; LEVEL_ITERATIONS ${LEVEL_ITERATIONS[level]}`,
  );
}
