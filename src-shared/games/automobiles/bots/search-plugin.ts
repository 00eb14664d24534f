/**
 * Automobiles' parts of the generic turn search (bots/search): its candidates (whole-turn
 * stretches, candidates.ts), its turn identity, the greedy bot as playout policy and the
 * static evaluation (evaluate.ts).
 */
import { legalActions, type Action, type GameState, automobiles } from '..';
import { publicKey } from './player-view';
import { TurnSearch, type SearchOptions, type SearchPlugin } from '../../../bots/search/turn-search';
import { candidatesFor } from './candidates';
import { DEFAULT_WEIGHTS, evaluate, type EvalWeights, type Objective } from './evaluate';
import { GreedyBot } from './greedy-bot';
import { BASE_RULES, buildsDeck, rulesFor, type GreedyRules } from './greedy/expert-rules';
import type { TurnPlan } from './greedy/turn-planner';
import { trackInfo } from './track-info';

export interface AutomobilesSearchTuning {
  /**
   * Which decisions are searched; the others take the greedy favourite. Default 'moves':
   * a buy pays off only after the next reshuffle, beyond any playout, so searching buys
   * only ranks them by the static evaluation, which the tuned buying rules beat.
   */
  scope?: 'all' | 'moves' | 'buys';
  weights?: EvalWeights;
  /** The searching seat's greedy rules: its favourite, its rule answers and its own playout turns (the others play BASE_RULES). */
  rules?: GreedyRules;
  /** What the search plays for in the solo series' races (evaluate.ts; default `win`, as in every other race). */
  soloObjective?: Objective;
}

/** Identifies whose turn (or setup buy) it is, to know when the searched turn is over. */
export function turnId(s: GameState): number {
  const race = (s.season?.race ?? 0) * 100000;
  if (s.phase === 'action' || s.phase === 'buy' || s.phase === 'after') return race + s.round * 8 + s.turnIndex;
  if (s.phase === 'setup') return race - 1 - s.turnIndex;
  return race - 1000 - s.actionCount; // draft and sponsors: every decision stands alone
}

export function automobilesSearch(tuning: AutomobilesSearchTuning = {}): SearchPlugin<GameState, Action> {
  const weights = tuning.weights ?? DEFAULT_WEIGHTS;
  const scope = tuning.scope ?? 'moves';
  const seatRules = tuning.rules ?? BASE_RULES;
  const soloObjective = tuning.soloObjective ?? 'win';
  return {
    game: automobiles,
    turnId,
    publicKey,
    quickAnswer: (s, legal) =>
      // Another player's Boost: a free cube for the next turn is always worth drawing.
      s.prompt?.kind === 'boostReply' ? (legal.find((a) => a.type === 'choose') ?? legal[0]) : null,
    begin(root, me, width) {
      const info = trackInfo(root);
      const objective = root.solo ? soloObjective : 'win';
      const rules = rulesFor(seatRules, root);
      // Candidates come ranked by the greedy bot's own values: the first is its choice.
      const buying = (root.phase === 'setup' || root.phase === 'buy') && !root.prompt;
      // A season race that cannot change the title is raced for the deck by the rules alone:
      // the search's evaluation is the race's standing, which does not count (season-stakes.ts).
      const inScope = !buildsDeck(seatRules, root) && (scope === 'all' || (scope === 'buys') === buying);
      const arms = inScope
        ? candidatesFor(root, me, rules)
            .slice(0, width ?? 4)
            .map((c) => c.actions)
        : // Out of scope: the greedy bot's own answer, as the only candidate.
          [[new GreedyBot(rules).chooseAction(root, legalActions(root))]];
      // The playout policy's turn plans by planKey (see GreedyOptions.planCache).
      const planCache = new Map<string, TurnPlan>();
      // Plans by other rules (weights) than the others' need a cache of their own.
      const myCache = rules.weights === BASE_RULES.weights ? planCache : new Map<string, TurnPlan>();
      return {
        arms,
        // The searching seat plays its own future by its own rules (plans do not read them).
        playoutBots: (s) =>
          s.players.map((_, p) => new GreedyBot(p === me ? { ...rules, planCache: myCache } : { planCache })),
        evaluate: (s) => evaluate(s, info, me, weights, objective),
      };
    },
  };
}

/** A turn search of an Automobiles position (tests, benches): the generic search with this plugin. */
export function automobilesTurnSearch(
  root: GameState,
  me: number,
  opts: SearchOptions<Action> & AutomobilesSearchTuning,
): TurnSearch<GameState, Action> {
  return new TurnSearch(automobilesSearch(opts), root, me, opts);
}
