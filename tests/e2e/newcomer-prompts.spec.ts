import { expect, test, type Locator, type Page } from '@playwright/test';
import { currentPlayer } from '../../src-shared/games/automobiles';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { fixtureWhere, type Fixture, installFixture } from './newcomer-fixture';
import { scaled } from './load-scale';

/**
 * Issue #32, hand-off and prompts at both window sizes: the hot-seat hand-off's last moves
 * readable (not squeezed into a narrow column), the Fuel Mixture card's use ("Race Gas: Pay
 * any 3 cubes…") whole, and a card that cannot be used saying why.
 */
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
] as const;

async function continueFixture(page: Page, fixture: Fixture): Promise<void> {
  await fastAnimations(page);
  await installFixture(page, fixture);
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await page.getByTestId('continue-game').click();
}

/** The position after the first `n` actions of the fixture's bot play. */
const afterActions = (n: number) => {
  let seen = 0;
  return () => seen++ >= n;
};

/** Whether the element's box lies inside the window and inside every clipping ancestor, its content unclipped. */
async function whole(el: Locator): Promise<boolean> {
  return el.evaluate((node) => {
    const r = node.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) return false;
    if (node.scrollWidth > node.clientWidth + 1) return false;
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
  test(`${size.width}×${size.height}: the hot-seat hand-off's last moves are readable, its button whole`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(scaled(90_000));
    const errors = collectPageErrors(page);
    await page.setViewportSize(size);
    await continueFixture(
      page,
      fixtureWhere(3, (s) => s.round >= 3 && s.phase === 'action' && !s.prompt && currentPlayer(s) === 1, {
        players: 4,
        humans: 2,
      }),
    );
    const recent = page.getByTestId('handoff-recent');
    await expect(recent).toBeVisible();
    await expect(recent.locator('li')).not.toHaveCount(0);
    // A readable line: at least 380 px wide (the squeezed column was about 70 px), one word a line never.
    const width = (await recent.boundingBox())!.width;
    expect(width, 'the list of last moves is squeezed').toBeGreaterThanOrEqual(380);
    for (const li of await recent.locator('li').all()) {
      const lines = await li.evaluate(
        (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
      );
      expect(lines, `"${await li.innerText()}" wraps onto many lines`).toBeLessThan(2.5);
    }
    // Nothing of the list spills out of the dock, and the confirm button is whole.
    const dock = (await page.getByTestId('dock').boundingBox())!;
    const list = (await recent.boundingBox())!;
    expect(list.y + list.height).toBeLessThanOrEqual(dock.y + dock.height + 0.5);
    expect(await whole(page.getByTestId('handoff-confirm'))).toBe(true);
    expect(await whole(page.getByTestId('handoff-name'))).toBe(true);
    await attachShot(page, testInfo, `handoff-${size.width}`);
    errors.report(testInfo);
  });

  test(`${size.width}×${size.height}: the Race Gas button shows its whole text`, async ({ page }, testInfo) => {
    test.setTimeout(scaled(90_000));
    const errors = collectPageErrors(page);
    await page.setViewportSize(size);
    // Seed 11: seat 0 drafts Race Gas and may use it after the 23rd action.
    await continueFixture(page, fixtureWhere(11, afterActions(23), { fuelMixture: true }));
    const raceGas = page.getByTestId('action-bar').getByRole('button', { name: /Race Gas/ });
    await expect(raceGas).toBeEnabled();
    await expect(raceGas).toContainText('Use Race Gas: Pay any 3 cubes: move 1 black space.');
    expect(await whole(raceGas), 'the Race Gas button is clipped').toBe(true);
    // Its text starts inside the button (a centred overflow cut it on the left too).
    const start = await raceGas.evaluate((b) => {
      const range = document.createRange();
      range.selectNodeContents(b);
      const rects = [...range.getClientRects()];
      const box = b.getBoundingClientRect();
      return {
        left: Math.min(...rects.map((r) => r.left)) - box.left,
        right: box.right - Math.max(...rects.map((r) => r.right)),
      };
    });
    expect(start.left).toBeGreaterThanOrEqual(0);
    expect(start.right).toBeGreaterThanOrEqual(0);
    const dock = page.getByTestId('dock');
    expect(await dock.evaluate((d) => d.scrollHeight <= d.clientHeight + 1)).toBe(true);
    await attachShot(page, testInfo, `race-gas-${size.width}`);
    errors.report(testInfo);
  });

  test(`${size.width}×${size.height}: a Fuel Mixture card that cannot be used says why`, async ({ page }, testInfo) => {
    test.setTimeout(scaled(90_000));
    const errors = collectPageErrors(page);
    await page.setViewportSize(size);
    // Seed 19: seat 0 holds Race Gas and cannot use it after the 20th action.
    await continueFixture(page, fixtureWhere(19, afterActions(20), { fuelMixture: true }));
    await expect(page.getByTestId('action-bar')).toBeVisible();
    const card = page.getByTestId('fuel-card-0');
    await expect(card.getByTestId('fuel-use')).toHaveCount(0);
    const why = card.getByTestId('fuel-why-not');
    await expect(why).toBeVisible();
    await expect(why).toHaveAttribute('data-refusal', /^fuel|notEnoughToDraw/);
    await expect(why).toContainText(/^Race Gas (is paid|moves exactly)/);
    expect(await whole(why)).toBe(true);
    // The opponent's card, not theirs to use now, gives no reason.
    await expect(page.getByTestId('fuel-card-1').getByTestId('fuel-why-not')).toHaveCount(0);
    await attachShot(page, testInfo, `fuel-why-not-${size.width}`);
    errors.report(testInfo);
  });
}
