import { undominated } from './dominated';
import type { LearnedEval } from './learned-eval';
import { currentPlayer, type Action, type GameState, WEAR, sameAction } from '..';
import type { AutomobilesBot } from './automobiles-bot';
import { BUY_WEIGHTS, chooseBuy, type BuyWeights } from './greedy/buy-policy';
import { answerBoostReply, answerPrompt, utilityPlay } from './greedy/card-policy';
import { MOVE_CARDS } from './greedy/knowledge';
import {
  actionPowerPlay,
  answerDraft,
  answerDriverPrompt,
  answerSponsor,
  buyPowerPlay,
  type CampaignRules,
} from './greedy/campaign-policy';
import { fuelUtility, isFuelPlannedPrompt } from './greedy/fuel-policy';
import { PLAN_WEIGHTS, planKey, planTurn, type TurnPlan } from './greedy/turn-planner';

export interface GreedyOptions {
  /** Pit when this much of the hand is wear (RULINGS §5: all of it leaves the active pile). */
  pitWear: number;
  /** End-of-turn evaluation weights of the move planner. */
  weights: typeof PLAN_WEIGHTS;
  /** Buying rules. */
  buy: BuyWeights;
  /**
   * Turn plans by `planKey`, shared by the bots of one search's playouts: a plan reads only
   * public information and none of the other players' cubes, so an opponent's next turn is
   * usually planned once for all the sampled futures of a candidate.
   */
  planCache?: Map<string, TurnPlan>;
  /** Drafts, driver powers and sponsors (greedy/campaign-policy.ts); null: the first choice listed, no powers started. */
  campaign: CampaignRules | null;
  /** Buys by this learned evaluation instead of `buy`'s rules (learned-eval.ts). */
  learned?: LearnedEval | null;
  /** With `learned`: the rules' baskets re-ranked by their scores plus this times the model's gain; absent: the model alone. */
  learnedMix?: number;
}

/**
 * A heuristic bot: buys by priority (fast gears and useful cards over yellow), plays draw
 * and culling cards by rule, then searches the turn's moves for the best end-of-turn
 * distance, wear (drafting counts) and money. Deterministic: no PRNG, no peeking at draws.
 */
export class GreedyBot implements AutomobilesBot {
  readonly name = 'greedy';
  private readonly opts: GreedyOptions;
  /** The planned rest of the turn; valid while the game follows it action by action. */
  private plan: { player: number; next: number; actions: Action[] } | null = null;

  constructor(options: Partial<GreedyOptions> = {}) {
    this.opts = { pitWear: 4, weights: PLAN_WEIGHTS, buy: BUY_WEIGHTS, campaign: null, ...options };
  }

  chooseAction(s: GameState, all: Action[]): Action {
    if (all.length === 1) return all[0];
    // Never a dominated action (a pit stop with no wear, a Fuel Mixture use for nothing).
    const legal = undominated(s, all);
    const p = currentPlayer(s);
    const planned = this.followPlan(s, p, legal);
    if (planned) return planned;
    this.plan = null;
    const prompt = s.prompt;
    if (prompt?.kind === 'boostReply') return answerBoostReply(legal);
    const campaign = this.opts.campaign;
    if ((s.phase === 'setup' || s.phase === 'buy') && !prompt) {
      const power = campaign && buyPowerPlay(s, p, legal, campaign);
      return power || chooseBuy(s, p, legal, this.opts.buy, this.opts.learned, this.opts.learnedMix);
    }
    // Anything but the Action Phase's own moves (drafts, powers, sponsors) is answered by rule.
    if (
      s.phase !== 'action' ||
      (prompt && !(prompt.kind === 'move' || MOVE_CARDS.has(prompt.card) || isFuelPlannedPrompt(prompt)))
    ) {
      if (campaign) {
        const answer = prompt
          ? answerDriverPrompt(s, p, prompt, legal, campaign)
          : s.phase === 'draft'
            ? answerDraft(legal, campaign)
            : s.phase === 'sponsors'
              ? answerSponsor(s, legal, campaign, this.opts.buy)
              : null;
        if (answer) return answer;
      }
      return prompt ? answerPrompt(s, p, prompt, legal) : fallback(legal);
    }
    if (!prompt) {
      const pit = legal.find((a) => a.type === 'pitStop');
      if (pit && s.players[p].active[WEAR] >= this.opts.pitWear) return pit;
      const utility =
        utilityPlay(s, p, legal) ?? fuelUtility(s, p, legal) ?? (campaign && actionPowerPlay(s, p, legal, campaign));
      if (utility) return utility;
    }
    const plan = this.planFor(s, p);
    const pit = legal.find((a) => a.type === 'pitStop');
    // Nothing to gain by driving, but wear to shed: a pit stop is the better turn.
    if (pit && plan.gain <= 0 && s.players[p].active[WEAR] > 0) return pit;
    if (plan.actions.length === 0) return prompt ? answerPrompt(s, p, prompt, legal) : fallback(legal);
    this.plan = { player: p, next: s.actionCount, actions: plan.actions };
    return this.followPlan(s, p, legal) ?? legal[0];
  }

  private planFor(s: GameState, p: number): TurnPlan {
    const cache = this.opts.planCache;
    if (!cache) return planTurn(s, p, this.opts.weights);
    const key = planKey(s, p);
    let plan = cache.get(key);
    if (!plan) cache.set(key, (plan = planTurn(s, p, this.opts.weights)));
    return plan;
  }

  private followPlan(s: GameState, p: number, legal: Action[]): Action | null {
    const plan = this.plan;
    if (!plan || plan.player !== p || plan.actions.length === 0) return null;
    const offset = s.actionCount - plan.next;
    if (offset < 0 || offset >= plan.actions.length) return null;
    const want = plan.actions[offset];
    const found = legal.find((a) => sameAction(a, want));
    if (!found) return null;
    if (offset === plan.actions.length - 1) this.plan = null;
    return found;
  }
}

/** A decision the bot has no rule for: anything that is not passing. */
function fallback(legal: Action[]): Action {
  return legal.find((a) => a.type !== 'stop' && a.type !== 'usePower') ?? legal[0];
}
