import { onBeforeUnmount, onMounted, type Ref } from 'vue';
import { useGameStore } from '../stores/game';
import { useSettingsStore } from '../stores/settings';
import { PLAY_MESSAGES } from '../i18n/messages';
import { enterOption } from '../ui/default-action';
import { optionForKey } from '../ui/key-map';
import { optionLabel } from '../i18n/prompt-wording';

/**
 * Keyboard shortcuts (listed in the help overlay): 1–9 pick the Nth legal option, Enter ends
 * the phase / confirms, Backspace or Ctrl+Z undoes, Space skips animations, A/S animation
 * on-off/speed, L cards/log, ? help, Esc closes.
 */
export function useShortcuts(sideTab: Ref<'cards' | 'log'>) {
  const game = useGameStore();
  const settings = useSettingsStore();

  /** The view version at which Enter was asked to confirm ending the setup buy with money left. */
  let confirmEndAt = -1;

  function enter() {
    const v = game.view;
    if (!v) return;
    if (game.needsHandoff) return game.confirmHandoff();
    if (game.waitsForBoard) game.skipAnimations();
    if (!game.canAct) return;
    const opt = enterOption(v);
    // The setup buy with money left and something still affordable: say so once, Enter again ends it.
    if (opt && v.phase === 'setup' && v.legal.some((o) => o.action.type === 'buy') && confirmEndAt !== v.version) {
      confirmEndAt = v.version;
      game.error = PLAY_MESSAGES.buy.enterWithMoneyLeft(v.money ?? 0);
      return;
    }
    confirmEndAt = -1;
    if (opt) void game.choose(opt.n);
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
    if (game.screen !== 'game' || !game.view) return;
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
        enter();
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
        if (game.view.prompt) game.promptFolded = !game.promptFolded;
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
