import { expect, test, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, expectVersionGrows, setSeat } from './helpers';
import { scaled } from './load-scale';

/** No animations (each update shows at once): two bots race by themselves quickly. */
async function noAnimations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('e2e-initialised')) return;
    sessionStorage.setItem('e2e-initialised', '1');
    localStorage.setItem('automobiles.settings', JSON.stringify({ speed: 4, animations: false }));
  });
}

async function twoBots(page: Page): Promise<void> {
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await setSeat(page, 0, { bot: 'Greedy Gus', level: 'greedy' });
  await setSeat(page, 1, { bot: 'Greedy Rita', level: 'greedy' });
  await page.getByTestId('track-beginner-oval').click();
  await page.getByTestId('laps-1').click();
}

/**
 * "Race again" used to do nothing: the saved setup was Vue reactive state and could not be
 * copied to the session ("Failed to execute 'structuredClone'"). Two bots race to the
 * results; Race again starts a new race, which runs to its own results.
 */
test('Race again starts a new race after the results', async ({ page }, testInfo) => {
  test.setTimeout(scaled(900_000));
  const errors = collectPageErrors(page);
  await noAnimations(page);
  await twoBots(page);
  await page.getByTestId('start-race').click();
  await expect(page.getByTestId('results')).toBeVisible({ timeout: 840_000 });
  await attachShot(page, testInfo, 'results');
  await page.getByTestId('race-again').click();
  await expect(page.getByTestId('results')).toHaveCount(0);
  const screen = page.getByTestId('game-screen');
  await expect(screen).toHaveAttribute('data-over', 'false');
  await expect(page.getByTestId('error')).toHaveCount(0);
  // The new race is under way: its bots move (the version grows from its start).
  await expectVersionGrows(screen, 5);
  await attachShot(page, testInfo, 'raced-again');
  errors.report(testInfo);
});

/** The champion screen's "New season" starts the same season again from race 1. */
test('New season starts a new season after the champion screen', async ({ page }, testInfo) => {
  // Three whole bot races: minutes on a loaded machine.
  test.setTimeout(scaled(2_400_000));
  const errors = collectPageErrors(page);
  await noAnimations(page);
  await twoBots(page);
  await page.getByTestId('drivers-limited').click();
  await page.getByTestId('season-3').click();
  await page.getByTestId('start-race').click();
  await expect(page.getByTestId('champion-screen')).toBeVisible({ timeout: 2_300_000 });
  await attachShot(page, testInfo, 'champion');
  await page.getByTestId('season-again').click();
  await expect(page.getByTestId('champion-screen')).toHaveCount(0);
  const screen = page.getByTestId('game-screen');
  await expect(screen).toHaveAttribute('data-over', 'false');
  await expect(page.getByTestId('season-panel')).toBeVisible();
  await expect(page.getByTestId('error')).toHaveCount(0);
  await attachShot(page, testInfo, 'new-season');
  // The new season is under way (its race number is checked exactly in every-message-clones.slow.test.ts).
  await expectVersionGrows(screen, 5);
  errors.report(testInfo);
});
