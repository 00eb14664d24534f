/**
 * The app's one navigation: a table of screens and the one shown now (issue #26, after the
 * pixijs open-games' navigation object). Before it, four stores kept flags (`screen`, `active`,
 * `builderOpen`, …) and App.vue and GameScreen.vue chained conditions over them.
 *
 * - `start`: the start screen (the game chooser, setups, saves).
 * - `play`: the game in the session, on its kit's play screen (src-renderer/games/registry.ts
 *   says which one by the game id of the view on screen).
 * - `tool`: a kit's own full-screen tool (Racepack's track builder), named by its id.
 *
 * Overlays (rules, replay, help, dialogs) lie above whichever screen is current: they are not places.
 * Over a play screen, its kit's table of stage screens (`StageScreen`, below) says which of the
 * game's own screens (a draft, between races, results) the state calls for.
 * The navigation names no game and imports no store: stores and screens call it.
 */
import { computed, shallowRef, type Component } from 'vue';

export type Place = { screen: 'start' } | { screen: 'play' } | { screen: 'tool'; tool: string };

/** The screens of the table (App.vue maps each to its component). */
export const SCREENS = ['start', 'play', 'tool'] as const;
export type ScreenId = (typeof SCREENS)[number];

const current = shallowRef<Place>({ screen: 'start' });

export const navigation = {
  /** Where the app is now. */
  current: computed(() => current.value),
  go(place: Place): void {
    current.value = place;
  },
  toStart(): void {
    current.value = { screen: 'start' };
  },
  toPlay(): void {
    current.value = { screen: 'play' };
  },
  is(screen: ScreenId): boolean {
    return current.value.screen === screen;
  },
};

/**
 * What the shell knows of the game on its play screen when it picks the screens over it: the
 * view (the game's own), whether a hot-seat hand-off is pending, whether the results are due
 * (the game is over and the board has settled) and whether the player closed them.
 */
export interface PlayContext<V = unknown> {
  view: V;
  needsHandoff: boolean;
  showResults: boolean;
  resultsClosed: boolean;
}

/**
 * A row of a kit's table of stage screens: a screen its play screen shows over the board while
 * the game's state asks for it (a draft, the between-races screens, the results). The kit
 * declares the rows; `stagesShown` reads them, so no screen chains conditions of its own.
 */
export interface StageScreen<C extends PlayContext = PlayContext> {
  id: string;
  /** Rows of one layer exclude each other: the first, in table order, whose `when` holds is shown. */
  layer: string;
  component: Component;
  when(c: C): boolean;
  /** The screen emits `close` (a results screen): the play screen then closes the results. */
  closes?: boolean;
  /** A new key mounts the screen afresh (the between-races screen of the next race). */
  key?(c: C): string;
}

/** The stage screens shown now: per layer, the first row whose condition holds, in table order. */
export function stagesShown<C extends PlayContext>(
  table: readonly StageScreen<C>[],
  c: C,
): { stage: StageScreen<C>; key: string }[] {
  const taken = new Set<string>();
  const out: { stage: StageScreen<C>; key: string }[] = [];
  for (const stage of table) {
    if (taken.has(stage.layer) || !stage.when(c)) continue;
    taken.add(stage.layer);
    out.push({ stage, key: stage.key?.(c) ?? stage.id });
  }
  return out;
}
