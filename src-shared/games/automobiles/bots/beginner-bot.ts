/**
 * Beginner, the ladder's bottom (docs/ai.md "The ladder"): Easy's naive rules (ladder-rules.ts
 * `novice`), with controlled mistakes. At each turn it lists what the search would compare (every distinct
 * end of its Action Phase, valued by the greedy rules in spaces, `candidatesFor`) and draws
 * one from a softmax over those values at `temperature`: a turn a space worse than the best
 * is taken e^(-1/T) times as often, one three spaces worse about 5 % as often at T = 1, so it
 * plays plausible turns and never a random blunder. Buys, draw cards and the pit rule are
 * the novice rules'; drafts, powers and sponsors the greedy bot's "first choice listed"
 * (it drafts less well than the levels above it); in a season's races it buys as Easy does
 * (levels.ts LEVEL_SEASON_BUYING). Seeded: the same seed, the same game.
 */
import { currentPlayer, sameAction, type Action, type GameState } from '..';
import type { AutomobilesBot } from './automobiles-bot';
import { BotRng } from '../../../bots/generic/game-bot';
import { candidatesFor } from './candidates';
import { GreedyBot } from './greedy-bot';
import { NOVICE_RULES } from './ladder-rules';
import type { GreedyRules } from './greedy/expert-rules';
import { withSeasonBuying } from './greedy/season-buying';
import { LEVEL_SEASON_BUYING } from './levels';

/** Beginner's softmax temperature over its turns' values (spaces). */
export const BEGINNER_TEMPERATURE = 1;

export class BeginnerBot implements AutomobilesBot {
  readonly name = 'beginner';
  private readonly raceGreedy = greedyOf(NOVICE_RULES);
  /** A season's races (not the solo series'): Easy's season buying. */
  private readonly seasonGreedy = greedyOf(withSeasonBuying(NOVICE_RULES, LEVEL_SEASON_BUYING.easy).season!);
  private readonly rng: BotRng;
  private plan: { player: number; next: number; actions: Action[] } | null = null;

  constructor(
    seed = 1,
    readonly temperature = BEGINNER_TEMPERATURE,
  ) {
    this.rng = new BotRng(seed);
  }

  chooseAction(s: GameState, legal: Action[]): Action {
    if (legal.length === 1) return legal[0];
    const p = currentPlayer(s);
    const greedy = s.season && !s.solo ? this.seasonGreedy : this.raceGreedy;
    const planned = this.followPlan(s, p, legal);
    if (planned) return planned;
    this.plan = null;
    if (s.phase !== 'action') return greedy.chooseAction(s, legal);
    const all = candidatesFor(s, p, NOVICE_RULES);
    // A rule's own answer (a draw card, the pit rule: prior ±Infinity) is followed as the greedy bot would.
    if (all.length <= 1 || all.some((c) => c.prior === Infinity)) return greedy.chooseAction(s, legal);
    const options = all.filter((c) => Number.isFinite(c.prior));
    if (options.length <= 1) return greedy.chooseAction(s, legal);
    const top = Math.max(...options.map((c) => c.prior));
    const weights = options.map((c) => Math.exp((c.prior - top) / this.temperature));
    const total = weights.reduce((a, b) => a + b, 0);
    let r = (this.rng.int(1 << 20) / (1 << 20)) * total;
    let pick = options[options.length - 1];
    for (let i = 0; i < options.length; i++) {
      r -= weights[i];
      if (r < 0) {
        pick = options[i];
        break;
      }
    }
    this.plan = { player: p, next: s.actionCount, actions: pick.actions };
    return this.followPlan(s, p, legal) ?? greedy.chooseAction(s, legal);
  }

  private followPlan(s: GameState, p: number, legal: Action[]): Action | null {
    const plan = this.plan;
    if (!plan || plan.player !== p) return null;
    const offset = s.actionCount - plan.next;
    if (offset < 0 || offset >= plan.actions.length) return null;
    const found = legal.find((a) => sameAction(a, plan.actions[offset]));
    if (!found) return null;
    if (offset === plan.actions.length - 1) this.plan = null;
    return found;
  }
}

/** The greedy bot of these rules, with the greedy bot's "first choice listed" campaign. */
function greedyOf(rules: Partial<GreedyRules>): GreedyBot {
  const all = { ...NOVICE_RULES, ...rules };
  return new GreedyBot({ pitWear: all.pitWear, weights: all.weights, buy: all.buy });
}
