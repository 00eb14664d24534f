import { expect, test, type Locator, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { manyKindsSave, type Fixture } from './newcomer-fixture';

/**
 * Issue #32, layout at both window sizes a newcomer uses: every action button in view however
 * many kinds of cube are in hand, and the start screen's header whole with an unfinished game.
 */
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
] as const;

/** Loads a fixture as the browser build's autosave (once per test) and continues it. */
async function continueFixture(page: Page, fixture: Fixture): Promise<void> {
  await fastAnimations(page);
  await page.addInitScript(
    ({ key, text }) => {
      if (sessionStorage.getItem('e2e-newcomer-fixture')) return;
      sessionStorage.setItem('e2e-newcomer-fixture', '1');
      localStorage.setItem(key, text);
    },
    { key: fixture.key, text: fixture.text },
  );
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await page.getByTestId('continue-game').click();
}

/** Whether the element's whole box lies inside the window and is not clipped by a scrolling ancestor. */
async function wholeInView(el: Locator): Promise<boolean> {
  return el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    if (r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) return false;
    for (let a = node.parentElement; a; a = a.parentElement) {
      const style = getComputedStyle(a);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const b = a.getBoundingClientRect();
      if (r.left < b.left - 0.5 || r.right > b.right + 0.5 || r.top < b.top - 0.5 || r.bottom > b.bottom + 0.5)
        return false;
    }
    return true;
  });
}

for (const size of SIZES) {
  for (const kinds of [5, 7]) {
    test(`${size.width}×${size.height}: with ${kinds} kinds of cube in hand every action button is in view`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      const errors = collectPageErrors(page);
      await page.setViewportSize(size);
      await continueFixture(page, manyKindsSave(kinds));
      const bar = page.getByTestId('action-bar');
      await expect(bar).toBeVisible();
      const buttons = bar.locator('button');
      const count = await buttons.count();
      // The plays (one per kind), Undo, Pit stop and End actions at least.
      expect(count).toBeGreaterThanOrEqual(kinds + 3);
      for (let i = 0; i < count; i++) {
        const b = buttons.nth(i);
        expect(await wholeInView(b), `button ${i} (${await b.innerText()}) is cut off`).toBe(true);
      }
      // Nothing hides in the dock's scroll area either.
      const dock = page.getByTestId('dock');
      expect(await dock.evaluate((d) => d.scrollHeight <= d.clientHeight + 1)).toBe(true);
      await attachShot(page, testInfo, `actions-${kinds}-kinds-${size.width}`);
      errors.report(testInfo);
    });
  }
}
