/**
 * The renderer's one registry of games: one line per game (issue #26), its kit
 * (games/<id>/kit.ts): its words (log lines, records' names, seats' colours, rules book) and
 * its screens, which a kit loads only when first shown. So this registry, and the log wording,
 * records and rules index that read it, load no .vue file and no store (the unit tests load
 * them without a Vue plugin; no import cycles back through the log). A view names its game
 * (`view.game`); a view without one is of the first game, Automobiles, whose views predate it.
 */
import type { GameId } from '../../src-shared/games/registry';
import type { GameWords, RendererKit } from './kit';
import { automobilesKit } from './automobiles/kit';
import { racepackKit } from './racepack/kit';

export const RENDERER_KITS: Record<GameId, RendererKit> = {
  automobiles: automobilesKit,
  racepack: racepackKit,
};

/** The kit of a view's game (`game` absent: the first game's). */
export function rendererKitOf(game: string | undefined): RendererKit {
  return RENDERER_KITS[(game ?? 'automobiles') as GameId] ?? RENDERER_KITS.automobiles;
}

/** The words of a record's or a view's game (`game` absent: the first game's; unknown: none). */
export function wordsOf(game: string | undefined): GameWords | undefined {
  return (RENDERER_KITS as Record<string, RendererKit | undefined>)[game ?? 'automobiles']?.words;
}

/** The tool of any kit by its id (tool ids are unique across games). */
export function toolOf(id: string) {
  for (const kit of Object.values(RENDERER_KITS)) if (kit.tools?.[id]) return kit.tools[id];
  return null;
}

/** The component that draws a game's pictures in the rules book (its kit's `rules.art`; none: no pictures). */
export function rulesArtOf(game: string | undefined) {
  return game ? ((RENDERER_KITS as Record<string, RendererKit | undefined>)[game]?.rules?.art ?? null) : null;
}
