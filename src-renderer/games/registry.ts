/**
 * The renderer's one registry of games: one line per game (issue #26). A view names its game
 * (`view.game`); a view without one is of the first game, Automobiles, whose views predate it.
 */
import type { GameId } from '../../src-shared/games/registry';
import type { RendererKit } from './kit';
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

/** The tool of any kit by its id (tool ids are unique across games). */
export function toolOf(id: string) {
  for (const kit of Object.values(RENDERER_KITS)) if (kit.tools?.[id]) return kit.tools[id];
  return null;
}

/** The component that draws a game's pictures in the rules book (its kit's `rules.art`; none: no pictures). */
export function rulesArtOf(game: string | undefined) {
  return game ? ((RENDERER_KITS as Record<string, RendererKit | undefined>)[game]?.rules?.art ?? null) : null;
}
