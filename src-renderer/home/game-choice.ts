/**
 * Which game the start screen sets up (its tabs), remembered; and the game "in front": the one
 * on screen, else the one chosen (the help lists it first). Games come from the renderer's registry:
 * the start screen offers each kit with a setup panel.
 */
import { computed, ref } from 'vue';
import { RENDERER_KITS } from '../games/registry';
import type { RendererKit } from '../games/kit';
import { navigation } from '../navigation';
import { useGameStore } from '../stores/game';

/** The remembered choice's key (named when Racepack brought the choice; kept so the choice survives). */
const CHOICE_KEY = 'racepack.chosenGame';

/** The games the start screen offers, in the registry's order: [id, kit]. */
export const OFFERED_GAMES: readonly (readonly [string, RendererKit])[] = Object.entries(
  RENDERER_KITS as Record<string, RendererKit>,
).filter(([, kit]) => !!kit.setupPanel);

const firstGame = OFFERED_GAMES[0]?.[0] ?? '';

function loadChoice(): string {
  try {
    const saved = localStorage.getItem(CHOICE_KEY);
    return OFFERED_GAMES.some(([id]) => id === saved) ? saved! : firstGame;
  } catch {
    return firstGame;
  }
}

const chosen = ref(loadChoice());

/** The game the start screen sets up, and its kit. */
export const chosenGame = computed(() => chosen.value);
export const chosenKit = computed<RendererKit>(
  () => (RENDERER_KITS as Record<string, RendererKit>)[chosen.value] ?? OFFERED_GAMES[0]![1],
);

export function chooseGame(id: string) {
  chosen.value = id;
  try {
    localStorage.setItem(CHOICE_KEY, id);
  } catch {
    /* private mode: not remembered */
  }
}

/** The game in front: the one on screen while a game is played, else the one chosen. */
export function gameInFront(): string {
  const game = useGameStore();
  const onScreen = (game.shown?.view as { game?: string } | undefined)?.game;
  if (navigation.current.value.screen === 'play' && game.shown) return onScreen ?? firstGame;
  return chosen.value;
}
