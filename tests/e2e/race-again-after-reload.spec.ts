/**
 * "Race again" after a reload: the race is continued from its autosave (the page's memory of
 * the setup it started with is gone), runs to its results, and Race again starts a new race
 * with the same seats, in both games. The setup comes from the session's view of the finished
 * race (its record's options and seats), not from the page.
 */
import { expect, test } from '@playwright/test';
import { attachShot, collectPageErrors, expectVersionGrows, fastAnimations, setSeat } from './helpers';
import { continueRacepackSave, racepackSaveAt } from './racepack-fixture';
import { racepack } from '../../src-shared/games/racepack';
import { scaled } from './load-scale';

test('Automobiles: a race continued after a reload races again from its results', async ({ page }, testInfo) => {
  test.setTimeout(scaled(900_000));
  const errors = collectPageErrors(page);
  // No animations: two bots race by themselves quickly.
  await fastAnimations(page, 4, false);
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await setSeat(page, 0, { bot: 'Greedy Gus', level: 'greedy' });
  await setSeat(page, 1, { bot: 'Greedy Rita', level: 'greedy' });
  await page.getByTestId('track-beginner-oval').click();
  await page.getByTestId('laps-1').click();
  await page.getByTestId('start-race').click();
  const screen = page.getByTestId('game-screen');
  await expect(screen).toBeVisible();
  await expectVersionGrows(screen, 3);

  await page.reload();
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId('results')).toBeVisible({ timeout: scaled(840_000) });
  await page.getByTestId('race-again').click();

  await expect(page.getByTestId('results')).toHaveCount(0);
  await expect(page.getByTestId('start-screen')).toHaveCount(0);
  await expect(screen).toHaveAttribute('data-over', 'false');
  await expect(page.getByTestId('error')).toHaveCount(0);
  // The new race is under way with the same two bots.
  await expectVersionGrows(screen, 3);
  await expect(screen).toContainText('Greedy Gus');
  await expect(screen).toContainText('Greedy Rita');
  await attachShot(page, testInfo, 'automobiles-raced-again');
  errors.report(testInfo);
});

test('Racepack: a race continued from its save races again from its results', async ({ page }, testInfo) => {
  test.setTimeout(scaled(300_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4, false);
  // Three bots partway round a one-lap race: the page never saw its setup.
  const save = racepackSaveAt(
    { track: 'indy-oval', laps: 1 },
    [{ bot: 'greedy' }, { bot: 'greedy' }, { bot: 'random' }],
    (s) => s.finished.length >= 1 && !racepack.isTerminal(s),
  );
  await continueRacepackSave(page, save);
  await expect(page.getByTestId('rp-results')).toBeVisible({ timeout: scaled(240_000) });
  await page.getByTestId('rp-race-again').click();

  await expect(page.getByTestId('rp-results')).toHaveCount(0);
  const screen = page.getByTestId('racepack-screen');
  await expect(screen).toBeVisible();
  await expect(screen.getByRole('alert')).toHaveCount(0);
  // The new race is under way: its bots drive.
  await expectVersionGrows(screen, 3);
  await attachShot(page, testInfo, 'racepack-raced-again');
  errors.report(testInfo);
});
