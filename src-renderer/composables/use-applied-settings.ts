import { watchEffect } from 'vue';
import { navigation } from '../navigation';
import { rendererKitOf } from '../games/registry';
import { useGameStore } from '../stores/game';
import { useSettingsStore } from '../stores/settings';
import '../styles/preferences.css';
import { anOverlayIsOpen } from './overlay-open';

export { anOverlayIsOpen };

function typing(t: EventTarget | null): boolean {
  const el = t as HTMLElement | null;
  return (
    !!el && (el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA' || el.isContentEditable)
  );
}

/**
 * Applies the settings to the whole page (call once, in App's setup): the text size and reduced
 * motion as attributes of <html> (styles/preferences.css reads them), and the keys that work on
 * every screen of every game: "," opens the settings, "?" or H the help (a play screen whose kit
 * says it owns the help keys handles those itself).
 */
export function useAppliedSettings(): void {
  const settings = useSettingsStore();
  const game = useGameStore();

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
      if (typing(e.target) || e.ctrlKey || e.altKey || e.metaKey || anOverlayIsOpen() || navigation.is('tool')) return;
      const gameOnScreen = (game.shown?.view as { game?: string } | undefined)?.game;
      const screenOwnsHelp = navigation.is('play') && !!rendererKitOf(gameOnScreen).ownsHelpKeys;
      if (e.key === ',') {
        settings.panelOpen = true;
      } else if ((e.key === '?' || e.key === 'h' || e.key === 'H') && !screenOwnsHelp) {
        game.helpOpen = true;
      } else return;
      e.preventDefault();
      e.stopImmediatePropagation();
    },
    { capture: true },
  );
}
