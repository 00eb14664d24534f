/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations, setSeat } from './helpers';
import { racepackNearEnd, seedHome } from './home-fixture';
import { focusedId, tabTo } from './keyboard';
import { scaled } from './load-scale';

/**
 * Issue #31, full keyboard play of the screens around the races: each driven with the keyboard
 * only (Tab, Shift+Tab, Enter, Space, Esc, the arrows and the letters the Help lists), the
 * focused control ringed every time: the statistics and profiles, the Racepack track builder,
 * the replay viewer, and the Help listing those keys.
 */

/** The focus is inside the element with this test id. */
const focusInside = (page: Page, testId: string) =>
  page.evaluate((id) => !!document.activeElement?.closest(`[data-testid="${id}"]`), testId);

test('statistics and profiles by keyboard: open, make a profile, focus kept inside, Esc closes back to the opener', async ({
  page,
}, testInfo) => {
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await tabTo(page, 'open-stats');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('stats-screen')).toBeVisible();
  expect(await focusInside(page, 'stats-screen')).toBe(true);
  // Tab and Shift+Tab go round the window's controls, never behind it.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await focusInside(page, 'stats-screen'), `focus inside after ${i + 1} presses`).toBe(true);
  }
  await tabTo(page, 'open-profiles');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('profiles-panel')).toBeVisible();
  expect(await focusedId(page)).toBe('profile-name');
  await page.keyboard.type('Bea');
  await tabTo(page, 'profile-save');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('profile-Bea')).toBeVisible();
  await attachShot(page, testInfo, 'stats-profiles-keys');
  // Esc closes the profiles editor first, then the statistics; the focus is back on the opener.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('profiles-panel')).toHaveCount(0);
  await expect(page.getByTestId('stats-screen')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('stats-screen')).toHaveCount(0);
  expect(await focusedId(page)).toBe('open-stats');
  // The new profile is a choice of the statistics' player list.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('stats-profile').locator('option', { hasText: 'Bea' })).toHaveCount(1);
  await page.keyboard.press('Escape');
  errors.report(testInfo);
});

test('Racepack track builder by keyboard: the grid cursor places, rotates, selects, moves and removes tiles', async ({
  page,
}, testInfo) => {
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await tabTo(page, 'game-racepack');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('racepack-setup')).toBeVisible();
  await tabTo(page, 'rp-open-builder');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('track-builder')).toBeVisible();

  // The tile shown is a straight: choose the corner with Tab and Enter, then go to the grid.
  await tabTo(page, 'tb-kind-corner');
  await page.keyboard.press('Enter');
  await tabTo(page, 'tb-grid');
  const grid = page.getByTestId('tb-grid');
  await expect(page.getByTestId('tb-cursor')).toBeVisible();
  const start = (await grid.getAttribute('data-cursor'))!.split(',').map(Number);
  const [x, y] = [start[0] + 2, start[1] + 2];
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(grid).toHaveAttribute('data-cursor', `${x},${y}`);
  // Enter places the corner at the cursor; R turns the tool, Space places the next one.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId(`tb-tile-${x}-${y}`)).toHaveCount(1);
  await page.keyboard.press('r');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press(' ');
  await expect(page.getByTestId(`tb-tile-${x + 1}-${y}`)).toHaveCount(1);
  await attachShot(page, testInfo, 'builder-keys');

  // Enter on a tile selects it; the arrows then move it; Delete removes it.
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('tb-remove')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId(`tb-tile-${x + 1}-${y + 1}`)).toHaveCount(1);
  await expect(page.getByTestId(`tb-tile-${x + 1}-${y}`)).toHaveCount(0);
  await expect(grid).toHaveAttribute('data-cursor', `${x + 1},${y + 1}`);
  await page.keyboard.press('Delete');
  await expect(page.getByTestId(`tb-tile-${x + 1}-${y + 1}`)).toHaveCount(0);
  await expect(page.getByTestId(`tb-tile-${x}-${y}`)).toHaveCount(1);

  // Esc closes the builder (the unsaved work is dropped when the player says so).
  page.once('dialog', (d) => void d.accept());
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('track-builder')).toHaveCount(0);
  errors.report(testInfo);
});

test('replay viewer by keyboard: open from the saves, step, jump, play, pause and close', async ({
  page,
}, testInfo) => {
  const errors = collectPageErrors(page);
  await seedHome(page, racepackNearEnd());
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await tabTo(page, 'open-saves');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('saves-panel')).toBeVisible();
  const replayButton = page.locator('[data-testid^=slot-replay-]').first();
  await tabTo(page, (await replayButton.getAttribute('data-testid'))!);
  await page.keyboard.press('Enter');
  const replay = page.getByTestId('replay');
  await expect(replay).toBeVisible();
  const length = Number(await replay.getAttribute('data-length'));
  expect(length).toBeGreaterThan(5);
  // It opens at the start; End and Home jump to either end.
  await expect(replay).toHaveAttribute('data-moment', '0');
  await page.keyboard.press('End');
  await expect(replay).toHaveAttribute('data-moment', String(length));
  await page.keyboard.press('Home');
  await expect(replay).toHaveAttribute('data-moment', '0');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(replay).toHaveAttribute('data-moment', '2');
  await page.keyboard.press('ArrowLeft');
  await expect(replay).toHaveAttribute('data-moment', '1');
  await page.keyboard.press('End');
  await expect(replay).toHaveAttribute('data-moment', String(length));
  await page.keyboard.press('Home');
  // Space plays (the moment moves on by itself), Space again pauses.
  await page.keyboard.press(' ');
  await expect.poll(async () => Number(await replay.getAttribute('data-moment'))).toBeGreaterThan(0);
  await page.keyboard.press(' ');
  const paused = await replay.getAttribute('data-moment');
  await expect(replay).toHaveAttribute('data-moment', paused ?? '');
  await attachShot(page, testInfo, 'replay-keys');
  await page.keyboard.press('Escape');
  await expect(replay).toHaveCount(0);
  errors.report(testInfo);
});

test('season draft by keyboard: Tab reaches a driver, Enter takes it', async ({ page }, testInfo) => {
  test.setTimeout(scaled(180_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  // The setup (not the screen under test) by mouse, as the season spec does.
  await setSeat(page, 0, { human: 'Tester' });
  await setSeat(page, 1, { bot: 'Greedy Gus', level: 'greedy' });
  await page.getByTestId('track-beginner-oval').click();
  await page.getByTestId('laps-1').click();
  await page.getByTestId('seed').fill('7');
  await page.getByTestId('drivers-limited').click();
  await page.getByTestId('season-3').click();
  await page.getByTestId('start-race').click();
  const draft = page.getByTestId('draft-screen');
  await expect(draft).toBeVisible({ timeout: 120_000 });
  // Tester's pick (the bot may pick first): a driver's button is on.
  await expect(page.locator('[data-testid^=take-driver-]:enabled').first()).toBeVisible({ timeout: 120_000 });
  await tabTo(page, 'take-driver-*');
  const taken = (await focusedId(page)).replace('take-driver-', '');
  await attachShot(page, testInfo, 'draft-keys');
  await page.keyboard.press('Enter');
  // The driver is Tester's: gone from the pool (the draft then ends, or goes on).
  await expect(page.getByTestId(`draft-driver-${taken}`)).toHaveCount(0, { timeout: 60_000 });
  errors.report(testInfo);
});

test('the Help lists the keys of the builder, the season and solo screens, the replay and the statistics', async ({
  page,
}, testInfo) => {
  await fastAnimations(page, 4);
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await page.keyboard.press('?');
  await expect(page.getByTestId('help')).toBeVisible();
  await expect(page.getByTestId('help-keys-builder')).toBeVisible();
  await expect(page.getByTestId('help-keys-season')).toBeVisible();
  await expect(page.getByTestId('help-keys-replay')).toBeVisible();
  await expect(page.getByTestId('help-keys-home')).toBeVisible();
  await expect(page.getByTestId('help')).toContainText('Place the tile shown');
  await expect(page.getByTestId('help')).toContainText('Shift+←');
  await attachShot(page, testInfo, 'help-keys');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('help')).toHaveCount(0);
});
