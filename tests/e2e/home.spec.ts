/// <reference lib="dom" />
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { attachShot, collectPageErrors, nextDecision } from './helpers';
import { automobilesNearEnd, racepackNearEnd, seedHome } from './home-fixture';
import { driveOnce, untilMyMove } from './racepack-fixture';
import { scaled } from './load-scale';

// Issue #31: a race of each game finished against a bot by a player with a profile; the race
// summary with its plots and seed, "Race this seed again", and the statistics screen, at the
// app's two reference window sizes.

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
];

/** A screenshot at each size, kept for the report and in /tmp/home for a look. */
async function shots(page: Page, testInfo: TestInfo, name: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    // The charts follow their box's width: wait until each canvas fits its new box.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('.plot')].every((p) => {
        const c = p.querySelector('canvas');
        return !!c && c.getBoundingClientRect().width <= p.getBoundingClientRect().width + 1;
      }),
    );
    const file = `${name}-${size.width}x${size.height}`;
    await attachShot(page, testInfo, file);
    await page.screenshot({ path: `/tmp/home/${file}.png` });
  }
  await page.setViewportSize(SIZES[0]);
}

/** Every chart of the dialog drew a canvas with something on it. */
async function chartsDrawn(page: Page, ids: string[]) {
  for (const id of ids) {
    const canvas = page.getByTestId(id).locator('canvas');
    await expect(canvas).toHaveCount(1);
    const box = await canvas.boundingBox();
    expect(box!.width).toBeGreaterThan(150);
    expect(box!.height).toBeGreaterThan(60);
  }
}

/**
 * The summary shows by itself under the results: its seed, every plot drawn; "Share this race"
 * downloads the record, and opening that file from the statistics screen opens its replay.
 */
async function summaryUnderResults(page: Page, seed: number, ids: string[]): Promise<string> {
  const inline = page.getByTestId('results-summary');
  await expect(inline).toHaveAttribute('data-ready', '1');
  await expect(page.getByTestId('results-summary-seed')).toHaveText(`Seed ${seed}`);
  await chartsDrawn(page, ids);
  await expect(page.getByTestId('results-summary-again')).toBeEnabled();
  const download = page.waitForEvent('download');
  await page.getByTestId('results-summary-share').click();
  const file = await (await download).path();
  await expect(page.getByTestId('results-summary-notice')).toContainText('Shared as');
  return file;
}

/** Opens a shared race's file from the statistics screen: its replay opens at its start. */
async function openSharedFile(page: Page, file: string) {
  await page.getByTestId('open-stats').click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByTestId('open-shared').click();
  await (await chooser).setFiles(file);
  await expect(page.getByTestId('replay')).toBeVisible();
  await expect(page.getByTestId('stats-screen')).toHaveCount(0);
}

test('Racepack: the summary after the race plots every car, shows the seed and races it again', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(180_000));
  const errors = collectPageErrors(page);
  const fixture = racepackNearEnd();
  await seedHome(page, fixture);
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId('racepack-screen')).toBeVisible();
  while (await untilMyMove(page)) await driveOnce(page);
  await expect(page.getByTestId('rp-results')).toBeVisible();
  const shared = await summaryUnderResults(page, fixture.seed, [
    'results-chart-position',
    'results-chart-speed',
    'results-chart-tokens',
    'results-chart-spinOuts',
  ]);
  await shots(page, testInfo, 'racepack-results-summary');

  await page.getByTestId('results-summary-open').click();
  const summary = page.getByTestId('race-summary');
  await expect(summary).toBeVisible();
  await expect(page.getByTestId('summary-seed')).toHaveText(`Seed ${fixture.seed}`);
  await chartsDrawn(page, [
    'summary-chart-position',
    'summary-chart-speed',
    'summary-chart-tokens',
    'summary-chart-spinOuts',
  ]);
  // Four cars: two per seat, the second of each dashed, named in the legend.
  await expect(page.getByTestId('summary-chart-position').locator('.u-legend .u-series')).toHaveCount(4);
  await shots(page, testInfo, 'racepack-summary');

  // The statistics count the race for Ann.
  await page.getByTestId('summary-close').click();
  await page.getByTestId('rp-back').click();
  // The shared race opens as a replay of Racepack.
  await openSharedFile(page, shared);
  await expect(page.getByTestId('replay-board')).toBeVisible();
  await page.getByTestId('replay-close').click();
  await page.getByTestId('open-stats').click();
  await expect(page.getByTestId('stats-title')).toHaveText(/Ann: statistics/);
  await expect(page.getByTestId('stats-game-racepack')).toContainText('1 race');
  await chartsDrawn(page, ['stats-chart-level', 'stats-chart-track', 'stats-chart-time']);
  await expect(page.getByTestId('stats-h2h')).toContainText('Racepack · Greedy bot');
  await shots(page, testInfo, 'racepack-stats');

  // Race this seed again: the same seats and seed, a new race.
  await page.getByTestId('stats-open-summary').first().click();
  await expect(page.getByTestId('summary-seed')).toHaveText(`Seed ${fixture.seed}`);
  await page.getByTestId('summary-race-again').click();
  await expect(page.getByTestId('racepack-screen')).toBeVisible();
  await expect(page.getByTestId('race-summary')).toHaveCount(0);
  await expect(page.getByTestId('rp-results')).toHaveCount(0);
  errors.report(testInfo);
  expect(errors.ui).toEqual([]);
});

test('Automobiles: finish against a bot, the summary plots position, bag, wear and money; statistics', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(240_000));
  const errors = collectPageErrors(page);
  const fixture = automobilesNearEnd();
  await seedHome(page, fixture);
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  // Ann plays her default move each time (Enter; a prompt: stop, or its first option).
  for (let i = 0; i < 300; i++) {
    const state = await nextDecision(page, 90_000);
    if (state === 'results') break;
    const prompt = await page.getByTestId('game-screen').getAttribute('data-prompt');
    if (prompt) {
      const stop = page.getByTestId('prompt-stop');
      if (await stop.count()) await stop.click();
      else await page.locator('[data-testid=prompt-dialog] button[data-option]:enabled').first().click();
    } else {
      const version = await page.getByTestId('game-screen').getAttribute('data-version');
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('game-screen')).not.toHaveAttribute('data-version', version ?? '');
    }
  }
  await expect(page.getByTestId('results')).toBeVisible();
  const shared = await summaryUnderResults(page, fixture.seed, [
    'results-chart-position',
    'results-chart-bag',
    'results-chart-wear',
    'results-chart-money',
  ]);
  await shots(page, testInfo, 'automobiles-results-summary');
  await page.getByTestId('results-summary-open').click();
  await expect(page.getByTestId('race-summary')).toBeVisible();
  await expect(page.getByTestId('summary-seed')).toHaveText(`Seed ${fixture.seed}`);
  await chartsDrawn(page, ['summary-chart-position', 'summary-chart-bag', 'summary-chart-wear', 'summary-chart-money']);
  await shots(page, testInfo, 'automobiles-summary');

  await page.getByTestId('summary-close').click();
  // Race this seed again from under the results: a new race with the same seats; back to the menu.
  await page.getByTestId('results-summary-again').click();
  await expect(page.getByTestId('results')).toHaveCount(0);
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await page.getByTestId('menu').click();
  // The shared race opens as a replay of Automobiles.
  await openSharedFile(page, shared);
  await page.getByTestId('replay-close').click();
  await page.getByTestId('open-stats').click();
  await expect(page.getByTestId('stats-game-automobiles')).toContainText('1 race');
  await expect(page.getByTestId('stats-bests')).toContainText('fewest rounds');
  await chartsDrawn(page, ['stats-chart-level', 'stats-chart-track', 'stats-chart-time']);
  await shots(page, testInfo, 'automobiles-stats');
  errors.report(testInfo);
  expect(errors.ui).toEqual([]);
});
