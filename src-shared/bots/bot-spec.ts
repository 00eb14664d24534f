/**
 * Specs of any game's bots (plain data naming their game, bot-kit.ts): made into bots, timed
 * and keyed through the game's kit. Each game parses its own short names (BotKit.parseSpec).
 */
import type { Bot } from './bot';
import type { BotSpec } from './bot-kit';
import { kitOfSpec } from './bot-kits';

export type { BotSpec } from './bot-kit';

/** A fresh bot of the spec's game; `clock` (ms) is for bots with a thinking-time budget. */
export function createBotFromSpec(spec: BotSpec, clock?: () => number): Bot<unknown, { readonly type: string }> {
  return kitOfSpec(spec).createBot(spec, clock);
}

/** The time a spec is meant to think per decision (ms); 0 for the bots that answer at once. */
export function thinkTimeOf<Spec extends BotSpec>(spec: Spec): number {
  return kitOfSpec(spec).thinkTimeOf(spec);
}

/** Stable text of a spec (cache keys, labels). */
export function specKey(spec: BotSpec): string {
  return JSON.stringify(spec, Object.keys(spec).sort());
}
