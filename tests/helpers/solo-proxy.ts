/**
 * The solo series' greedy proxies (tests/bench/solo-field-proxy.ts, solo-four-proxy.ts): a
 * searching level's seat played by the greedy rules it plays its own turns and buys by in the
 * series (its rules, campaign, season and solo buying, with the arena's knobs), without search.
 */
import type { createGame } from '../../src-shared/games/automobiles';
import { GreedyBot } from '../../src-shared/games/automobiles/bots/greedy-bot';
import { rulesFor } from '../../src-shared/games/automobiles/bots/greedy/expert-rules';
import { parseAutomobilesBotSpec } from '../../src-shared/games/automobiles/bots/automobiles-bot-spec';
import { rulesOf } from '../../src-shared/games/automobiles/bots/mcts-bot';

/** A searching level's greedy rules in this series (its solo overrides applied). */
export function seriesRulesBot(name: string, s: ReturnType<typeof createGame>): GreedyBot {
  const spec = parseAutomobilesBotSpec(name);
  if (spec.kind !== 'mcts' || !spec.level) throw new Error(`${name}: a level (easy, medium, hard, expert) with knobs`);
  return new GreedyBot(rulesFor(rulesOf({ level: spec.level, ...spec.tuning }), s));
}
