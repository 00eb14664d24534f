import { nextTick, onBeforeUnmount, onMounted, type Ref } from 'vue';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]):not([type=hidden]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The home's dialogs open now, the newest last: only the newest answers the keys. */
const open: symbol[] = [];

/**
 * Keyboard play of a dialog of the player's home (statistics, race summary): focus goes into it
 * when it opens (`first`, else its first control), Tab and Shift+Tab stay inside it, Esc calls
 * `escape`, and focus returns to the control that opened it when it closes. The keys are heard
 * on the window too, so a focus lost to the page (a button that went disabled) still works.
 */
export function useDialogKeys(box: Ref<HTMLElement | null>, escape: () => void, first?: Ref<HTMLElement | null>) {
  const opener = document.activeElement as HTMLElement | null;
  const me = Symbol('dialog');

  function onKey(e: KeyboardEvent) {
    if (open[open.length - 1] !== me || !box.value) return;
    const target = e.target as Node | null;
    const inside = !!target && box.value.contains(target);
    if (!inside && target !== document.body && target !== document.documentElement) return;
    if (e.key === 'Escape') {
      e.preventDefault();
      e.stopPropagation();
      escape();
      return;
    }
    if (e.key !== 'Tab') return;
    const all = [...box.value.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
    if (all.length === 0) return;
    const at = all.indexOf(document.activeElement as HTMLElement);
    if (e.shiftKey && at <= 0) {
      e.preventDefault();
      all[all.length - 1].focus();
    } else if (!e.shiftKey && (at === all.length - 1 || at < 0)) {
      e.preventDefault();
      all[0].focus();
    }
  }

  onMounted(async () => {
    open.push(me);
    window.addEventListener('keydown', onKey);
    await nextTick();
    const target = first?.value ?? box.value?.querySelector<HTMLElement>(FOCUSABLE) ?? null;
    target?.focus();
  });
  onBeforeUnmount(() => {
    window.removeEventListener('keydown', onKey);
    open.splice(open.indexOf(me), 1);
    if (opener && document.contains(opener)) opener.focus();
  });
}
