import { watchEffect } from 'vue';
import { useRacepackStore } from '../racepack/racepack-store';
import { useGameStore } from '../stores/game';
import { useSettingsStore } from '../stores/settings';
import '../styles/preferences.css';

/** The help or the settings covers the screen: the games' own keys wait until it is closed. */
export function anOverlayIsOpen(): boolean {
  return useGameStore().helpOpen || useSettingsStore().panelOpen;
}

function typing(t: EventTarget | null): boolean {
  const el = t as HTMLElement | null;
  return (
    !!el && (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA' || el.isContentEditable)
  );
}

/**
 * Applies the settings to the whole page (call once, in App's setup): the text size and reduced
 * motion as attributes of <html> (styles/preferences.css reads them), and the keys that work on
 * every screen of both games: "," opens the settings, "?" or H the help (Automobiles' own
 * shortcuts handle these on its screens; the Racepack race screen keeps the other keys to itself).
 */
export function useAppliedSettings(): void {
  const settings = useSettingsStore();
  const game = useGameStore();
  const racepack = useRacepackStore();

  watchEffect(() => {
    const root = document.documentElement;
    root.dataset.textSize = settings.textSize;
    root.style.setProperty('--text-scale', String(settings.textScale));
    root.dataset.colorSet = settings.colorSet;
    if (settings.reducedMotion) root.dataset.reducedMotion = '1';
    else delete root.dataset.reducedMotion;
  });

  // Registered in setup, before the screens' own capture listeners: it runs first.
  window.addEventListener(
    'keydown',
    (e) => {
      if (typing(e.target) || e.ctrlKey || e.altKey || e.metaKey || anOverlayIsOpen() || racepack.builderOpen) return;
      if (e.key === ',') {
        settings.panelOpen = true;
      } else if ((e.key === '?' || e.key === 'h' || e.key === 'H') && racepack.active) {
        game.helpOpen = true;
      } else return;
      e.preventDefault();
      e.stopImmediatePropagation();
    },
    { capture: true },
  );
}
