/**
 * The test build's src-renderer/games/registry.ts (swapped in by toy-build.ts): the house's
 * renderer kits plus the toy game's one line (its kit carries its words). The lookups are the
 * house's, over this table.
 */
import * as house from '../../../src-renderer/games/registry';
import type { GameWords, RendererKit } from '../../../src-renderer/games/kit';
import { diceRaceRendererKit } from '../renderer/kit';

export const RENDERER_KITS = {
  ...house.RENDERER_KITS,
  'dice-race': diceRaceRendererKit,
} as unknown as typeof house.RENDERER_KITS;
const TABLE = RENDERER_KITS as unknown as Record<string, RendererKit>;

export function rendererKitOf(game: string | undefined): RendererKit {
  return TABLE[game ?? 'automobiles'] ?? TABLE.automobiles;
}

export function wordsOf(game: string | undefined): GameWords | undefined {
  return TABLE[game ?? 'automobiles']?.words;
}

export function toolOf(id: string) {
  for (const kit of Object.values(TABLE)) if (kit.tools?.[id]) return kit.tools[id];
  return null;
}

export function rulesArtOf(game: string | undefined) {
  return game ? (TABLE[game]?.rules?.art ?? null) : null;
}

/** Every lookup of the house's registry has its copy here (a new one fails the type check until it does). */
export const SAME_EXPORTS: Record<keyof typeof house, unknown> = {
  RENDERER_KITS,
  rendererKitOf,
  wordsOf,
  toolOf,
  rulesArtOf,
};
