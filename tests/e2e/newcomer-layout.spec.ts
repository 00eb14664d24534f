import { expect, test, type Locator, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { fixtureWhere, manyKindsSave, type Fixture, installFixture } from './newcomer-fixture';
import { scaled } from './load-scale';

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
  await installFixture(page, fixture);
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
      test.setTimeout(scaled(90_000));
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

/** Whether two boxes overlap. */
function overlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const size of SIZES) {
  test(`${size.width}×${size.height}: the start screen's header stays whole with an unfinished game, track names whole`, async ({
    page,
  }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(size);
    await fastAnimations(page);
    const fixture = fixtureWhere(1, (s) => s.round >= 2);
    await installFixture(page, fixture);
    await page.goto('/');
    await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
    await expect(page.getByTestId('continue-game')).toBeVisible();
    const title = (await page.getByTestId('app-title').boundingBox())!;
    const header = page.locator('[data-testid=start-screen] > header');
    const controls = header.locator('.top-actions > *');
    const n = await controls.count();
    expect(n).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < n; i++) {
      const c = controls.nth(i);
      const box = (await c.boundingBox())!;
      expect(overlap(box, title), `header control ${i} lies over the title`).toBe(false);
      expect(await wholeInView(c), `header control ${i} is cut off`).toBe(true);
    }
    await expect(page.getByTestId('start-race')).toBeVisible();
    expect(await wholeInView(page.getByTestId('start-race'))).toBe(true);
    // Continue's whole "where" is in its title when the label gives way.
    expect(await page.getByTestId('continue-game').getAttribute('title')).toMatch(
      /^Continue last game · .*Sunset Oval/,
    );
    // Every track name whole: no button narrower than its name, none past its column.
    const names = page.locator('.track-opt .tname');
    expect(await names.count()).toBeGreaterThanOrEqual(5);
    for (const cut of await names.evaluateAll((els) =>
      els.map((el) => {
        const b = el.closest('button')!;
        const col = el.closest('section')!.getBoundingClientRect();
        const r = b.getBoundingClientRect();
        return {
          name: el.textContent,
          cut: b.scrollWidth > b.clientWidth + 1 || r.right > col.right + 0.5 || r.left < col.left - 0.5,
        };
      }),
    ))
      expect(cut.cut, `the track name ${cut.name} is cut`).toBe(false);
    await attachShot(page, testInfo, `start-unfinished-${size.width}`);
    errors.report(testInfo);
  });
}

for (const size of SIZES) {
  test(`${size.width}×${size.height}: the help's title on one line with the zoom keys; the sound toggle says its state and its action`, async ({
    page,
  }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(size);
    await fastAnimations(page);
    await page.goto('/');
    await page.getByTestId('start-race').click();
    await expect(page.getByTestId('game-screen')).toBeVisible();
    await page.getByTestId('help-button').click();
    const title = page.getByTestId('help-title');
    await expect(title).toBeVisible();
    const lines = await title.evaluate(
      (h) => h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight || '20'),
    );
    expect(lines).toBeLessThan(1.5);
    await expect(page.getByTestId('help')).toContainText('Zoom the track in / out / fit the whole track');
    expect(await wholeInView(page.locator('[data-testid=help] section'))).toBe(true);
    await attachShot(page, testInfo, `help-${size.width}`);
    await page.keyboard.press('Escape');
    await page.getByTestId('sound-button').click();
    const toggle = page.getByTestId('sound-toggle');
    const pressed = await toggle.getAttribute('aria-pressed');
    await expect(toggle).toHaveText(pressed === 'true' ? 'Sound: on' : 'Sound: off');
    await expect(toggle).toHaveAttribute('title', pressed === 'true' ? /click to mute/ : /click to turn it on/);
    errors.report(testInfo);
  });
}
