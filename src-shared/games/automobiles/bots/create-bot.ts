import type { AutomobilesBot } from './automobiles-bot';
import { GreedyBot } from './greedy-bot';
import { RandomBot } from './random-bot';

export const BOT_KINDS = ['greedy', 'random'] as const;
export type BotKind = (typeof BOT_KINDS)[number];

export function isBotKind(x: string): x is BotKind {
  return (BOT_KINDS as readonly string[]).includes(x);
}

/** A fresh bot of a kind; `seed` feeds bots that use chance. */
export function createBot(kind: BotKind, seed: number): AutomobilesBot {
  return kind === 'random' ? new RandomBot(seed) : new GreedyBot();
}
