import { expect, test } from '@playwright/test';
import { SAVE_KEY_PREFIX } from '../../src-renderer/client/browser-save-store';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { fixtureWhere } from './newcomer-fixture';
import { scaled } from './load-scale';

/**
 * Issue #32, the saves list: newest first whatever the kind (named saves were listed after
 * every autosave), and a named save marked as one (it looked like an autosave); a delete here
 * can be taken back, as in the unfinished-games list.
 */
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
] as const;

/** A stored save of seed `seed`'s race after its first round, saved at `savedAt` (and named `label`). */
function storedSave(seed: number, savedAt: string, label?: string) {
  const f = fixtureWhere(seed, (s) => s.round >= 2);
  const save = JSON.parse(f.text) as { meta: Record<string, string> };
  save.meta = { ...save.meta, savedAt, ...(label ? { label } : {}) };
  return { key: f.key, text: `${JSON.stringify(save)}\n` };
}

for (const size of SIZES) {
  test(`${size.width}×${size.height}: the saves list is newest first and marks named saves`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(scaled(90_000));
    const errors = collectPageErrors(page);
    await page.setViewportSize(size);
    await fastAnimations(page);
    const olderGame = storedSave(1, '2026-01-01T10:00:00.000Z');
    const newerGame = storedSave(2, '2026-01-04T10:00:00.000Z');
    const entries = [
      olderGame,
      newerGame,
      {
        key: `${SAVE_KEY_PREFIX}before-the-chicane`,
        text: storedSave(4, '2026-01-03T10:00:00.000Z', 'Before the chicane').text,
      },
      { key: `${SAVE_KEY_PREFIX}last-lap`, text: storedSave(5, '2026-01-05T10:00:00.000Z', 'Last lap').text },
    ];
    await page.addInitScript((list) => {
      if (sessionStorage.getItem('e2e-newcomer-saves')) return;
      sessionStorage.setItem('e2e-newcomer-saves', '1');
      for (const { key, text } of list) localStorage.setItem(key, text);
    }, entries);
    await page.goto('/');
    await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
    await page.getByTestId('open-saves').click();
    const panel = page.getByTestId('saves-panel');
    const slots = panel.locator('li.slot');
    await expect(slots).toHaveCount(4);
    // Newest first: the named save of the 5th, the autosave of the 4th, the named save of the 3rd, the autosave of the 1st.
    const kinds = await slots
      .getByTestId('slot-kind')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-kind')));
    expect(kinds).toEqual(['named', 'game', 'named', 'game']);
    await expect(slots.nth(0).getByTestId('slot-label')).toHaveText('Last lap');
    await expect(slots.nth(2).getByTestId('slot-label')).toHaveText('Before the chicane');
    const dates = await slots.getByTestId('slot-date').allInnerTexts();
    const times = dates.map((d) => Date.parse(d));
    if (times.every((t) => !Number.isNaN(t)))
      for (let i = 1; i < times.length; i++) expect(times[i]).toBeLessThanOrEqual(times[i - 1]);
    // The badges say which is which, and they differ.
    await expect(slots.nth(0).getByTestId('slot-kind')).toHaveText('Named save');
    await expect(slots.nth(1).getByTestId('slot-kind')).toHaveText('Autosave');
    const look = async (i: number) =>
      slots
        .nth(i)
        .getByTestId('slot-kind')
        .evaluate((b) => getComputedStyle(b).backgroundColor);
    expect(await look(0)).not.toBe(await look(1));
    await attachShot(page, testInfo, `saves-${size.width}`);
    // Deleting here has an undo, as in the unfinished-games list (one behaviour).
    await page.getByTestId('slot-delete-last-lap').click();
    await page.getByTestId('slot-delete-last-lap').click();
    await expect(slots).toHaveCount(3);
    await expect(page.getByTestId('saves-deleted')).toContainText('Last lap');
    await attachShot(page, testInfo, `saves-deleted-${size.width}`);
    await page.getByTestId('saves-undo').click();
    await expect(slots).toHaveCount(4);
    await expect(slots.nth(0).getByTestId('slot-label')).toHaveText('Last lap');
    await expect(page.getByTestId('saves-deleted')).toHaveCount(0);
    errors.report(testInfo);
  });
}
