import { useGameStore } from '../stores/game';
import { useSettingsStore } from '../stores/settings';

/** The help or the settings covers the screen: the games' own keys wait until it is closed. */
export function anOverlayIsOpen(): boolean {
  return useGameStore().helpOpen || useSettingsStore().panelOpen;
}
