import type { SlotInfo } from '../../src-shared/ipc/contract';

/**
 * The saves panel's order: newest first by save time, whatever the kind (a player looks for
 * "the one from yesterday", not for autosaves before named saves); saves without a time after
 * those with one, damaged saves last. The host's own list keeps unfinished games first for
 * "Continue"; only the panel reorders.
 */
export function slotsByDate(slots: readonly SlotInfo[]): SlotInfo[] {
  const time = (s: SlotInfo) => (s.ok && s.savedAt ? Date.parse(s.savedAt) : NaN);
  const rank = (s: SlotInfo) => (!s.ok ? 2 : Number.isNaN(time(s)) ? 1 : 0);
  return [...slots].sort((a, b) => {
    const r = rank(a) - rank(b);
    if (r) return r;
    const d = (time(b) || 0) - (time(a) || 0);
    return d || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  });
}
