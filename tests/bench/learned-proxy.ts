/**
 * The cheap proxy for a learned evaluation's buys (learned-eval.ts): greedy bots alone, a
 * variant seat buying by the model against a base seat buying by rules, seats rotated on the
 * same seeds (as tune-greedy.ts), one core.
 *
 *   npx tsx tests/bench/learned-proxy.ts [model.json|shipped] [games] [seed] [variantRules] [baseRules]
 *
 *   MIX=0.2 npx tsx tests/bench/learned-proxy.ts ...   # the rules' baskets re-ranked (GreedyOptions.learnedMix)
 *
 * Rules are ladder-rules.ts names (default: both `expert`, so only the buys differ).
 */
import { readFileSync } from 'node:fs';
import { applyTrusted, createGame, currentPlayer, isTerminal, legalActions } from '../../src-shared/games/automobiles';
import { GreedyBot } from '../../src-shared/games/automobiles/bots/greedy-bot';
import { RULES_BY_NAME, type RulesName } from '../../src-shared/games/automobiles/bots/ladder-rules';
import type { LearnedEval } from '../../src-shared/games/automobiles/bots/learned-eval';
import { LEARNED_EVAL } from '../../src-shared/games/automobiles/bots/learned-eval-weights';
import { wilson } from '../../src-cli/arena-stats';

const [file = 'shipped', gamesText = '400', seedText = '1', variantRules = 'expert', baseRules = 'expert'] =
  process.argv.slice(2);
const mix = process.env.MIX === undefined ? undefined : Number(process.env.MIX);
const model: LearnedEval = file === 'shipped' ? LEARNED_EVAL : JSON.parse(readFileSync(file, 'utf8'));
let wins = 0;
let games = 0;
for (let g = 0; games < Number(gamesText); g++) {
  for (let seat = 0; seat < 2; seat++, games++) {
    const s = createGame({ players: 2, seed: Number(seedText) + g });
    const bots = s.players.map((_, i) =>
      i === seat
        ? new GreedyBot({ ...RULES_BY_NAME[variantRules as RulesName], learned: model, learnedMix: mix })
        : new GreedyBot(RULES_BY_NAME[baseRules as RulesName]),
    );
    while (!isTerminal(s)) applyTrusted(s, bots[currentPlayer(s)].chooseAction(s, legalActions(s)));
    if (s.finishOrder![0] === seat) wins++;
  }
}
const [lo, hi] = wilson(wins, games);
console.log(
  `${file} (${variantRules} + learned buys${mix === undefined ? '' : `, mix ${mix}`}) vs ${baseRules}: variant wins ${wins} of ${games}, ${((100 * wins) / games).toFixed(1)} % (${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)} %)`,
);
