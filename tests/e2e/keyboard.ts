/// <reference lib="dom" />
import { expect, type Page } from '@playwright/test';

/** Keyboard-only e2e: where the focus is, whether it shows, and Tab to a control. */

/** The focused element's test id ('' when none). */
export const focusedId = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.testid ?? '');

/** The focused control shows a ring (outline or box-shadow). */
export async function ringShown(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const s = getComputedStyle(el);
    return (
      (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || (s.boxShadow !== 'none' && s.boxShadow !== '')
    );
  });
}

/** Tab (or Shift+Tab) until the control with this test id (`prefix*`: one starting so) has the focus, its ring shown. */
export async function tabTo(page: Page, testId: string, back = false) {
  const matches = (id: string) => (testId.endsWith('*') ? id.startsWith(testId.slice(0, -1)) : id === testId);
  for (let i = 0; i < 150; i++) {
    if (matches(await focusedId(page))) {
      expect(await ringShown(page), `${testId} shows its focus ring`).toBe(true);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${testId} (focus on "${await focusedId(page)}")`);
}
