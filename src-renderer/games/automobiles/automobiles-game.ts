/**
 * Automobiles' side of the game store: the batch and view on screen as Automobiles' own types
 * (null while another game is shown), its catalog (tracks, card sets) and its actions by
 * kind. The game store (stores/game.ts) names no game; Automobiles' screens read this one.
 */
import { defineStore } from 'pinia';
import { computed } from 'vue';
import type { Action, TrackDef } from '../../../src-shared/games/automobiles';
import type {
  AutomobilesCatalog,
  AutomobilesUpdate,
  CardCatalog,
  GameView,
} from '../../../src-shared/games/automobiles/kit';
import { useGameStore } from '../../stores/game';

/** Is this view (of any game) an Automobiles view? (Its views name no game: they predate the field.) */
export function isAutomobilesView(v: unknown): v is GameView {
  const game = (v as { game?: string } | null)?.game;
  return !!v && (game === undefined || game === 'automobiles');
}

export const useAutomobilesGame = defineStore('automobilesGame', () => {
  const game = useGameStore();
  /** The batch on screen of an Automobiles game (null while another game is shown). */
  const current = computed<AutomobilesUpdate | null>(() =>
    game.shown && isAutomobilesView(game.shown.view) ? (game.shown as AutomobilesUpdate) : null,
  );
  const view = computed<GameView | null>(() => current.value?.view ?? null);
  const catalog = computed(() => (game.catalogs.automobiles as AutomobilesCatalog | undefined) ?? null);
  const tracks = computed<TrackDef[]>(() => catalog.value?.tracks ?? []);
  const cardSets = computed<CardCatalog | null>(() => catalog.value?.cardSets ?? null);
  const track = computed(() => tracks.value.find((t) => t.id === view.value?.trackId) ?? null);

  async function act(action: Action) {
    await game.act(action);
  }

  async function actType(type: Action['type']) {
    await game.actType(type);
  }

  /** A click on a highlighted space: the legal step there. */
  async function stepTo(space: number) {
    const opt = view.value?.legal.find((o) => o.action.type === 'step' && o.action.space === space);
    if (opt) await game.act(opt.action);
  }

  return { current, view, tracks, catalog: cardSets, track, act, actType, stepTo };
});
