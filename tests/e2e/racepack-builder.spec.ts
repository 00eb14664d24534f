import { expect, test, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { scaled } from './load-scale';

const cell = (page: Page, gx: number, gy: number) => page.getByTestId(`tb-cell-${gx}-${gy}`);
const tile = (page: Page, gx: number, gy: number) => page.getByTestId(`tb-tile-${gx}-${gy}`);

/** Places the current tool's tile on each slot (a placed tile is not selected: the tool is what Rotate turns). */
async function place(page: Page, slots: [number, number][]) {
  for (const [gx, gy] of slots) {
    await cell(page, gx, gy).click();
    await expect(tile(page, gx, gy)).toBeVisible();
  }
}

test('Racepack track builder: place tiles on the grid by clicking, see the problems on the tiles, fix them, race on it', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(150_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await page.getByTestId('game-racepack').click();
  await page.getByTestId('rp-open-builder').click();
  await expect(page.getByTestId('track-builder')).toBeVisible();
  await page.getByTestId('tb-clear').click();
  await page.getByTestId('tb-name').fill('Test Ring');
  await page.getByTestId('tb-name').blur();

  // An 8×6 ring of slots: 12 east–west straights, 8 north–south straights, 4 corners = 24 tiles.
  await page.getByTestId('tb-kind-straight').click();
  const across: [number, number][] = [];
  for (let gx = 1; gx <= 6; gx++) across.push([gx, 0], [gx, 5]);
  await place(page, across);
  await page.getByTestId('tb-rotate').click(); // north–south
  const down: [number, number][] = [];
  for (let gy = 1; gy <= 4; gy++) down.push([0, gy], [7, gy]);
  await place(page, down);
  await page.getByTestId('tb-kind-corner').click(); // tool rotation 1: south + west
  await place(page, [[7, 0]]);
  await page.getByTestId('tb-rotate').click(); // west + north
  await place(page, [[7, 5]]);
  await page.getByTestId('tb-rotate').click(); // north + east
  await place(page, [[0, 5]]);
  // The last corner turned the wrong way (north + east): the road leads off the grid there.
  await place(page, [[0, 0]]);
  await expect(page.getByTestId('tb-status')).toContainText('problem');
  await expect(page.getByTestId('tb-race')).toBeDisabled();
  await expect(tile(page, 0, 0)).toHaveAttribute('data-bad', 'true');
  await expect(page.getByTestId('tb-tile-problem').first()).toContainText('leads north');
  await attachShot(page, testInfo, 'builder-wrong-corner');

  // Fix it: select the corner, rotate it (R) to east + south.
  await tile(page, 0, 0).click();
  await page.keyboard.press('r');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tb-tile-problem').filter({ hasText: 'leads north' })).toHaveCount(0);

  // The engine's validator: the first tile placed carries the start line, and a corner is behind it.
  const gridProblem = page.getByTestId('tb-tile-problem').filter({ hasText: 'starting grid' });
  await expect(gridProblem).toBeVisible();
  await expect(tile(page, 0, 0)).toHaveAttribute('data-bad', 'true');
  await attachShot(page, testInfo, 'builder-validator-on-tile');

  // Fix it: the start line on the fourth tile of the top straight.
  await tile(page, 4, 0).click();
  await page.getByTestId('tb-start-here').click();
  await expect(page.getByTestId('tb-status')).toContainText('valid circuit of 24 tiles');
  await expect(page.getByTestId('tb-tile-problem')).toHaveCount(0);
  await attachShot(page, testInfo, 'builder-valid');

  await page.getByTestId('tb-race').click();
  await expect(page.getByTestId('racepack-screen')).toBeVisible();
  await expect(page.getByTestId('racepack-screen')).toContainText('Test Ring');
  await expect(page.locator('[data-racepack-board]')).toBeVisible();
  await attachShot(page, testInfo, 'builder-race');
  errors.report(testInfo);
});

test('Racepack track builder: a shipped track with a hairpin and a chicane opens for editing; a tile moves and is removed', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(90_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await page.goto('/');
  await page.getByTestId('game-racepack').click();
  await page.getByTestId('rp-open-builder').click();
  await page.getByTestId('tb-load-hairpin-chicane').click();
  await expect(page.getByTestId('tb-status')).toContainText('valid circuit of 24 tiles');
  // Select a straight of the top row and move it one slot up: the loop breaks there.
  await tile(page, 2, 0).click();
  await page.keyboard.press('ArrowUp');
  await expect(tile(page, 2, -1)).toBeVisible();
  await expect(page.getByTestId('tb-status')).toContainText('problem');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('tb-status')).toContainText('valid circuit');
  await page.getByTestId('tb-remove').click();
  await expect(tile(page, 2, 0)).toHaveCount(0);
  await expect(page.getByTestId('tb-status')).toContainText('problem');
  errors.report(testInfo);
});
