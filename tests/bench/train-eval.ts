/**
 * Trains Automobiles' learned evaluation (src-shared/games/automobiles/bots/learned-eval.ts)
 * from self-play and writes it as data (learned-eval-weights.ts; an OUT ending in .json gets plain JSON). Deterministic for its arguments.
 *
 *   npx tsx tests/bench/train-eval.ts [games] [seed] [explore] [out] [generation]
 *
 * Greedy 2-player races on the default tracks, each seat by Expert's or the base greedy rules
 * (drawn per seat), buying a random legal cube or stopping with probability `explore` at a
 * buy decision, so that decks vary beyond what the rules buy (without it the fit cannot tell
 * a card's worth from the rules' habits). With `generation` 2 half the seats re-rank their
 * buys by the learned evaluation already in `out` (as `:r=learned`, mix 0.4): the model
 * retrained on its own play. At the start of every round both players' features are recorded; the model is a logistic of P(the first wins) on
 * the difference of the two players' features, each sample also mirrored (seats swapped).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { applyTrusted, createGame, currentPlayer, isTerminal, legalActions } from '../../src-shared/games/automobiles';
import { GreedyBot } from '../../src-shared/games/automobiles/bots/greedy-bot';
import { BASE_RULES, EXPERT_RULES } from '../../src-shared/games/automobiles/bots/greedy/expert-rules';
import {
  FEATURE_NAMES,
  fitLogistic,
  playerFeatures,
  raceLeft,
  type LearnedEval,
} from '../../src-shared/games/automobiles/bots/learned-eval';
import { LEARNED_EVAL } from '../../src-shared/games/automobiles/bots/learned-eval-weights';
import { mulberry32 } from '../helpers/mulberry32';

const OUT = 'src-shared/games/automobiles/bots/learned-eval-weights.ts';
const [gamesText = '3000', seedText = '1', exploreText = '0.15', out = OUT, genText = '1'] = process.argv.slice(2);
const games = Number(gamesText);
const seed = Number(seedText);
const explore = Number(exploreText);
const generation = Number(genText);
const previous: LearnedEval | null =
  generation > 1 ? (out.endsWith('.json') ? JSON.parse(readFileSync(out, 'utf8')) : LEARNED_EVAL) : null;

const rand = mulberry32(seed * 7919 + 17);

const X: number[][] = [];
const y: number[] = [];
const started = Date.now();
for (let g = 0; g < games; g++) {
  const s = createGame({ players: 2, seed: seed * 100000 + g });
  const bots = s.players.map(
    () =>
      new GreedyBot({
        ...(rand() < 0.5 ? EXPERT_RULES : BASE_RULES),
        learned: previous && rand() < 0.5 ? previous : null,
        learnedMix: 0.4,
      }),
  );
  const rows: number[][][] = [];
  let round = -1;
  while (!isTerminal(s)) {
    if (s.phase === 'action' && s.round !== round) {
      round = s.round;
      const left = raceLeft(s);
      rows.push([playerFeatures(s, 0, left), playerFeatures(s, 1, left)]);
    }
    const legal = legalActions(s);
    const buying = (s.phase === 'setup' || s.phase === 'buy') && !s.prompt;
    const buys = buying ? legal.filter((a) => a.type === 'buy' || a.type === 'endBuy') : [];
    const action =
      buys.length > 1 && rand() < explore
        ? buys[Math.floor(rand() * buys.length)]
        : bots[currentPlayer(s)].chooseAction(s, legal);
    applyTrusted(s, action);
  }
  const won = s.finishOrder![0] === 0 ? 1 : 0;
  for (const [a, b] of rows) {
    X.push(a.map((v, i) => v - b[i]));
    y.push(won);
    X.push(b.map((v, i) => v - a[i]));
    y.push(1 - won);
  }
}
const played = Date.now();
const weights = fitLogistic(X, y, 1);
let logLoss = 0;
let right = 0;
for (let r = 0; r < X.length; r++) {
  const z = X[r].reduce((v, x, i) => v + x * weights[i], 0);
  const p = 1 / (1 + Math.exp(-z));
  logLoss -= y[r] ? Math.log(p) : Math.log(1 - p);
  if (p > 0.5 === (y[r] === 1)) right++;
}
const model: LearnedEval = {
  command: `npx tsx tests/bench/train-eval.ts ${process.argv.slice(2).join(' ')}`.trim(),
  games,
  samples: X.length,
  features: [...FEATURE_NAMES],
  weights: weights.map((w) => Math.round(w * 1000) / 1000),
};
const json = JSON.stringify(model, null, 2);
writeFileSync(
  out,
  out.endsWith('.json')
    ? json + '\n'
    : readFileSync(existsSync(out) ? out : OUT, 'utf8').replace(/= \{[\s\S]*\};\n$/, `= ${json};\n`), // keeps the module's header (a new module takes the shipped one's)
);
console.log(
  `${games} games (${((played - started) / 1000).toFixed(0)} s), ${X.length} samples; log loss ${(logLoss / X.length).toFixed(4)}, right ${((100 * right) / X.length).toFixed(1)} %`,
);
for (let i = 0; i < FEATURE_NAMES.length; i++) console.log(`${FEATURE_NAMES[i].padEnd(20)} ${weights[i].toFixed(3)}`);
