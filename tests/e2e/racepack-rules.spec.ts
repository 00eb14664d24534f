import { expect, test, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { scaled } from './load-scale';

/** A 2-player Racepack race against a bot on the recommended track, pit lane on. */
async function startRace(page: Page) {
  await page.goto('/');
  await page.getByTestId('game-racepack').click();
  await expect(page.getByTestId('racepack-setup')).toBeVisible();
  await page.getByTestId('rp-seat-0-human').click();
  await page.getByTestId('rp-seat-1-bot').click();
  await page.getByTestId('rp-track-grand-prix').click();
  await page.getByTestId('rp-laps-5').click();
  await page.getByTestId('rp-pit').check();
  await page.getByTestId('rp-seed').fill('3');
  await page.getByTestId('rp-start').click();
  await expect(page.locator('[data-racepack-board]')).toBeVisible();
}

test('Racepack rules: opened from the race screen, searched, a board figure shown; from the setup too', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(90_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await page.setViewportSize({ width: 1280, height: 800 });
  await startRace(page);

  await page.getByTestId('rp-rules').click();
  const rules = page.getByTestId('rules');
  await expect(rules).toBeVisible();
  await expect(page.getByTestId('rules-title')).toHaveText('Racepack in one minute');
  await expect(rules.locator('[data-figure="rp-track"]')).toBeVisible();
  // Opened from a Racepack race: Racepack's sections head the index.
  await expect(rules.locator('nav .group h3').first()).toHaveText('Racepack');
  await expect(rules.locator('nav [data-testid=rules-item]').first()).toBeInViewport();

  await page.getByTestId('rules-search').fill('spin out');
  await expect(page.getByTestId('rules-title')).toHaveText('Spin-outs and re-entering the track');
  const figure = rules.locator('[data-figure="rp-spin"]');
  await expect(figure).toBeVisible();
  // The figure is a board picture: tiles, kerbs, a spun car and the three re-entry marks.
  expect(await figure.locator('rect.corner').count()).toBeGreaterThan(0);
  await expect(figure.locator('text.check')).toHaveCount(3);
  await expect(figure.locator('figcaption')).toContainText('Figure 3');
  await attachShot(page, testInfo, 'racepack-rules-spin');

  await page.getByTestId('rules-search').fill('pit box');
  await expect(page.getByTestId('rules-title')).toHaveText('Variant: the pit lane');
  await expect(rules.locator('[data-figure="rp-pit"] .pit-box')).toHaveCount(8);
  await attachShot(page, testInfo, 'racepack-rules-pit');
  // The pit figure's words stay inside the picture.
  const pitSvg = (await rules.locator('[data-figure="rp-pit"] svg').boundingBox())!;
  for (const t of await rules.locator('[data-figure="rp-pit"] svg text').all()) {
    if (((await t.textContent()) ?? '').length < 8) continue; // a corner number at the window's edge
    const b = await t.boundingBox();
    if (b)
      expect(b.x + b.width, `"${await t.textContent()}" inside the figure`).toBeLessThanOrEqual(
        pitSvg.x + pitSvg.width + 1,
      );
  }

  // Figure 2 and its text tell the same two turns (turn A as in the rulebook: 7, 5, the 2 token).
  await page.getByTestId('rules-search').fill('figure 2');
  await expect(page.getByTestId('rules-title')).toHaveText('A turn: three movements and speeds');
  await expect(page.getByTestId('rules-article')).toContainText('7, then 5, then the “2” token');
  const turns = rules.locator('[data-figure="rp-turns"]');
  for (const label of ['7', '5', '◆2 !', '4', '2 !', '↖1']) await expect(turns.locator('svg')).toContainText(label);
  await attachShot(page, testInfo, 'racepack-rules-figure-2');

  // Keys typed into the search stay there (Backspace does not undo a move behind it).
  await page.keyboard.press('Escape');
  await expect(rules).toBeHidden();

  // Leaving a race in progress asks first, and says the race is kept.
  page.once('dialog', (d) => {
    expect(d.message()).toContain('Continue');
    expect(d.message()).not.toContain('not saved');
    void d.accept();
  });
  await page.getByTestId('rp-quit').click();
  await expect(page.getByTestId('racepack-setup')).toBeVisible();
  await page.getByTestId('rp-setup-rules').click();
  await expect(page.getByTestId('rules-title')).toHaveText('Racepack in one minute');
  errors.report(testInfo);
});

test('Racepack board: the pit boxes are drawn beside the pit lane', async ({ page }, testInfo) => {
  test.setTimeout(scaled(90_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await page.setViewportSize({ width: 1280, height: 800 });
  await startRace(page);
  const boxes = await page.evaluate(() =>
    (
      window as unknown as { __racepackBoard: { pitBoxes(): { label: string; x: number; y: number }[] } }
    ).__racepackBoard.pitBoxes(),
  );
  expect(boxes.map((b) => b.label)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7', 'P8']);
  const board = (await page.locator('[data-racepack-board]').boundingBox())!;
  for (const b of boxes) {
    expect(b.x).toBeGreaterThan(0);
    expect(b.x).toBeLessThan(board.width);
    expect(b.y).toBeGreaterThan(0);
    expect(b.y).toBeLessThan(board.height);
  }
  // Boxes run along the straight: one row, left to right in racing order.
  expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
  expect(boxes.every((b, i) => i === 0 || b.x > boxes[i - 1].x)).toBe(true);
  await attachShot(page, testInfo, 'racepack-pit-boxes');
  errors.report(testInfo);
});
