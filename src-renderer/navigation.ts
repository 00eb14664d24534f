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
 * The navigation names no game and imports no store: stores and screens call it.
 */
import { computed, shallowRef } from 'vue';

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
