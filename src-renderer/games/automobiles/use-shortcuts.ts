import { onBeforeUnmount, onMounted, type Ref } from 'vue';
import { useGameStore } from '../../stores/game';
import { useAutomobilesGame } from './automobiles-game';
import { useSettingsStore } from '../../stores/settings';
import { PLAY_MESSAGES } from './i18n/messages';
import { enterOption } from './ui/default-action';
import { optionForKey } from '../../ui/key-map';
import { sayNotice } from '../../ui/play-notice';
import { optionLabel } from './i18n/prompt-wording';

/**
 * Keyboard shortcuts (listed in the help overlay): 1–9 pick the Nth legal option, Enter ends
 * the phase / confirms, Backspace or Ctrl+Z undoes, Space skips animations, A/S animation
 * on-off/speed, L cards/log, ? help, Esc closes.
 */
export function useShortcuts(sideTab: Ref<'cards' | 'log'>) {
  const game = useGameStore();
  const auto = useAutomobilesGame();
  const settings = useSettingsStore();

  /**
   * Enter: the screen's default (end the phase, confirm); where there is none, the focused
   * button is pressed (Tab then Enter: a driver in the draft, a sponsor, the champion's buttons).
   */
  function enter(focused: HTMLButtonElement | null) {
    const v = auto.view;
    if (!v) return;
    if (game.needsHandoff) return game.confirmHandoff();
    if (game.waitsForBoard) game.skipAnimations();
    if (!game.canAct) return focused?.click();
    // Between races Enter's default is "Done": a pick reached by Tab is pressed instead, not skipped.
    if (v.phase === 'sponsors' && focused?.matches(':focus-visible')) return focused.click();
    const opt = enterOption(v);
    if (!opt && focused) return focused.click();
    // Enter ends the setup buy even with money left and cubes still affordable, and says so.
    const moneyLeft = v.phase === 'setup' && v.legal.some((o) => o.action.type === 'buy') ? (v.money ?? 0) : 0;
    if (opt)
      void game.choose(opt.n).then(() => {
        if (moneyLeft > 0 && !game.error) sayNotice(PLAY_MESSAGES.buy.endedWithMoneyLeft(moneyLeft));
      });
    else if (v.prompt?.kind === 'move') {
      // Names the button that ends the move now ("Do not move", "Stop moving here").
      const stop = v.legal.find((o) => o.action.type === 'stop');
      game.error = PLAY_MESSAGES.enterNeedsAMove(stop ? optionLabel(stop, v) : PLAY_MESSAGES.enterNoStop);
    }
  }

  function onKey(e: KeyboardEvent) {
    const t = e.target as HTMLElement | null;
    if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA' || t.isContentEditable))
      return;
    if (e.altKey || e.metaKey) return;
    // The settings panel has the keys while open (it closes on Esc itself).
    if (settings.panelOpen) return;
    const key = e.key;
    if (game.helpOpen) {
      if (key === 'Escape' || key === '?' || key === 'h' || key === 'H') {
        game.helpOpen = false;
        e.preventDefault();
      }
      return;
    }
    if (key === '?' || ((key === 'h' || key === 'H') && !e.ctrlKey)) {
      game.helpOpen = true;
      e.preventDefault();
      return;
    }
    if (game.screen !== 'game' || !auto.view) return;
    if (e.ctrlKey) {
      if (key === 'z' || key === 'Z') {
        e.preventDefault();
        void game.undo();
      }
      return;
    }
    if (key >= '1' && key <= '9') {
      e.preventDefault();
      // A key while the board still moves finishes the animation first, then acts.
      if (game.waitsForBoard) game.skipAnimations();
      const n = optionForKey(Number(key));
      if (game.canAct && n !== null) void game.choose(n);
      return;
    }
    switch (key) {
      case 'Enter':
        e.preventDefault();
        enter(t && t !== document.body ? t.closest<HTMLButtonElement>('button:not(:disabled)') : null);
        break;
      case 'Backspace':
        e.preventDefault();
        void game.undo();
        break;
      case ' ':
        if (!game.settled || game.animating) {
          e.preventDefault();
          game.skipAnimations();
        }
        break;
      case 'Escape':
        if (auto.view.prompt) game.promptFolded = !game.promptFolded;
        break;
      case 'a':
      case 'A':
        settings.toggleAnimations();
        break;
      case 's':
      case 'S':
        settings.cycleSpeed();
        break;
      case 'l':
      case 'L':
        sideTab.value = sideTab.value === 'cards' ? 'log' : 'cards';
        break;
    }
  }

  onMounted(() => window.addEventListener('keydown', onKey));
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey));
}
