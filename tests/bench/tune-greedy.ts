/**
 * Tuning harness for the greedy bot's weights (how the defaults in greedy/buy-policy.ts and
 * greedy/turn-planner.ts were found): a variant against a base greedy, seat-rotated on the
 * same seeds, on one core (greedy games are fast: ~15 ms each).
 *
 *   npx tsx tests/bench/tune-greedy.ts '<variant json>' [games] [seed] [players] [track]
 *   BASE='<json>' npx tsx tests/bench/tune-greedy.ts ...   # base other than the defaults
 *   SEASON=3 npx tsx tests/bench/tune-greedy.ts ...         # 3-race seasons with drivers (wins: championships)
 *
 * A patch looks like {"pitWear":5,"weights":{"wear":0.3},"buy":{"cardScale":1,"dilution":1.5}};
 * {"campaign":{}} turns on the campaign rules (greedy/campaign-policy.ts), {"campaign":{"removeBelow":1}}
 * with one knob changed; {"learned":"gen2","learnedMix":0.4} re-ranks the buys by a learned
 * evaluation (learned-eval.ts: `gen1` or `gen2`), as Expert's rules do; {"build":{<patch>}} plays a
 * season race that cannot change the title (greedy/season-stakes.ts) by that patch over the rest.
 */
import { applyTrusted, createGame, currentPlayer, isTerminal, legalActions } from '../../src-shared/games/automobiles';
import { GreedyBot, type GreedyOptions } from '../../src-shared/games/automobiles/bots/greedy-bot';
import { BUY_WEIGHTS } from '../../src-shared/games/automobiles/bots/greedy/buy-policy';
import { PLAN_WEIGHTS } from '../../src-shared/games/automobiles/bots/greedy/turn-planner';
import { CAMPAIGN_RULES, type CampaignRules } from '../../src-shared/games/automobiles/bots/greedy/campaign-policy';
import { LEARNED_EVAL } from '../../src-shared/games/automobiles/bots/learned-eval-weights';
import { LEARNED_EVAL_GEN2 } from '../../src-shared/games/automobiles/bots/learned-eval-weights-gen2';
import { raceCountsForTitle } from '../../src-shared/games/automobiles/bots/greedy/season-stakes';
import { wilson } from '../../src-cli/arena-stats';

interface Patch {
  pitWear?: number;
  weights?: Partial<GreedyOptions['weights']>;
  buy?: Partial<GreedyOptions['buy']>;
  campaign?: Partial<CampaignRules>;
  learned?: 'gen1' | 'gen2';
  learnedMix?: number;
  /** In a season race that cannot change the title (greedy/season-stakes.ts): these knobs over the rest. */
  build?: Patch;
}

const MODELS = { gen1: LEARNED_EVAL, gen2: LEARNED_EVAL_GEN2 };

const options = (p: Patch): GreedyOptions => ({
  pitWear: p.pitWear ?? 4,
  weights: { ...PLAN_WEIGHTS, ...p.weights },
  buy: { ...BUY_WEIGHTS, ...p.buy },
  campaign: p.campaign ? { ...CAMPAIGN_RULES, ...p.campaign } : null,
  ...(p.learned ? { learned: MODELS[p.learned], learnedMix: p.learnedMix ?? 0.4 } : {}),
});
const season = Number(process.env.SEASON ?? 0);

const [variantText = '{}', gamesText = '400', seedText = '1', playersText = '2', track] = process.argv.slice(2);
const base: Patch = JSON.parse(process.env.BASE ?? '{}');
const variant: Patch = JSON.parse(variantText);
const players = Number(playersText);
const over = (a: Patch, b: Patch): Patch => ({
  ...a,
  ...b,
  weights: { ...a.weights, ...b.weights },
  buy: { ...a.buy, ...b.buy },
  campaign: a.campaign || b.campaign ? { ...a.campaign, ...b.campaign } : undefined,
});
const merged = over(base, variant);
const buildOf = (p: Patch): Patch => (p.build ? over(p, p.build) : p);
let wins = 0;
let games = 0;
let finish = 0;
for (let g = 0; games < Number(gamesText); g++) {
  for (let seat = 0; seat < players; seat++, games++) {
    const s = createGame({
      players,
      seed: Number(seedText) + g,
      track,
      ...(season ? { season: { races: season, random: track === undefined }, drivers: 'limited' as const } : {}),
    });
    const bots = s.players.map((_, i) => new GreedyBot(options(i === seat ? merged : base)));
    const buildBots = s.players.map((_, i) => new GreedyBot(options(buildOf(i === seat ? merged : base))));
    while (!isTerminal(s)) {
      const seats = raceCountsForTitle(s) ? bots : buildBots;
      applyTrusted(s, seats[currentPlayer(s)].chooseAction(s, legalActions(s)));
    }
    const rank = (s.season?.champion ?? s.finishOrder!).indexOf(seat);
    if (rank === 0) wins++;
    finish += rank + 1;
  }
}
const [lo, hi] = wilson(wins, games);
console.log(
  `${variantText} vs ${JSON.stringify(base)}, ${players}p ${season ? `${season}-race seasons` : (track ?? 'default track')}: variant wins ${((100 * wins) / games).toFixed(1)}% (${(100 * lo).toFixed(1)}–${(100 * hi).toFixed(1)}%) of ${games}, avg finish ${(finish / games).toFixed(2)}`,
);
