import { expect, test, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { scaled } from './load-scale';
import { boardReady, clickSpace } from './racepack-fixture';

const NUMBERED = ['welcome', 'team', 'firstMove', 'speeds', 'laneChange', 'corner', 'tokens', 'end'];

async function openTutorial(page: Page) {
  await page.goto('/');
  await page.getByTestId('game-racepack').click();
  await expect(page.getByTestId('racepack-setup')).toBeVisible();
  await expect(page.getByTestId('rp-tutorial-start')).toHaveText('Learn to play');
  await page.getByTestId('rp-tutorial-start').click();
  await expect(page.getByTestId('racepack-screen')).toBeVisible();
}

/** What the screen shows now: a coach mark, the player's decision, the results (or nothing yet). */
async function next(page: Page): Promise<'mark' | 'act' | 'results'> {
  await page.waitForFunction(
    () =>
      !!document.querySelector('[data-testid=coach-mark]') ||
      !!document.querySelector('[data-testid=rp-results]') ||
      document.querySelector('[data-testid=racepack-screen]')?.getAttribute('data-can-act') === 'true',
    null,
    { timeout: scaled(60_000), polling: 'raf' },
  );
  return page.evaluate(() =>
    document.querySelector('[data-testid=coach-mark]')
      ? 'mark'
      : document.querySelector('[data-testid=racepack-screen]')?.getAttribute('data-can-act') === 'true'
        ? 'act'
        : 'results',
  );
}

/** One decision of the player's: the token question answered "No token", else the furthest space offered. */
async function decide(page: Page) {
  const screen = page.getByTestId('racepack-screen');
  const version = Number(await screen.getAttribute('data-version'));
  if ((await screen.getAttribute('data-phase')) === 'defend') await page.getByTestId('rp-defend-pass').click();
  else {
    await boardReady(page);
    await clickSpace(page, (cells) => cells[cells.length - 1]);
    if (await page.getByTestId('rp-chooser').count()) await page.getByTestId('rp-choice-0').click();
  }
  await expect.poll(async () => Number(await screen.getAttribute('data-version'))).toBeGreaterThan(version);
}

test('Racepack guided first race at 1280×800: from the setup, every mark in turn with its count, played to the finish', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(600_000));
  await page.setViewportSize({ width: 1280, height: 800 });
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await openTutorial(page);
  // The tutorial race: the player "You" against the Beginner bot, on the oval, one lap.
  await expect(page.getByTestId('rp-track-name')).toHaveText('Indy Oval');
  await expect(page.getByTestId('rp-lap')).toContainText('Lap 1 of 1');
  await expect(page.getByTestId('rp-teams')).toContainText('You');
  await expect(page.getByTestId('rp-teams')).toContainText('Beginner Bea');

  const mark = page.getByTestId('coach-mark');
  const counted: string[] = [];
  const tips: string[] = [];
  let finished = false;
  for (let n = 0; n < 400 && !finished; n++) {
    const now = await next(page);
    if (now === 'mark') {
      const step = (await mark.getAttribute('data-step'))!;
      const count = (await page.getByTestId('coach-count').innerText()).trim();
      if (count.toLowerCase().startsWith('tutorial tip')) tips.push(step);
      else {
        counted.push(step);
        expect(count.toLowerCase(), `the count of “${step}”`).toBe(`tutorial ${counted.length} / ${NUMBERED.length}`);
      }
      // The card is wholly in the window and names what it is about.
      const box = (await mark.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      expect(box.y + box.height).toBeLessThanOrEqual(800);
      await expect(mark.locator('h3')).not.toBeEmpty();
      await attachShot(page, testInfo, `rp-tutorial-${counted.length}-${step}`);
      if (step === 'end') {
        await expect(page.getByTestId('rp-results')).toBeVisible();
        await expect(page.getByTestId('coach-next')).toHaveText('Finish tutorial');
        finished = true;
      }
      const before = counted.length + tips.length;
      await page.getByTestId('coach-next').click();
      // The next mark (if one waits) is another step.
      if (await mark.count()) await expect.poll(async () => mark.getAttribute('data-step')).not.toBe(step);
      expect(counted.length + tips.length).toBe(before);
    } else if (now === 'act') await decide(page);
    else await expect(mark).toHaveAttribute('data-step', 'end', { timeout: scaled(30_000) });
  }
  // Every numbered mark once; the race decides the order of those in the middle.
  expect(counted.slice(0, 3)).toEqual(NUMBERED.slice(0, 3));
  expect(counted[counted.length - 1]).toBe('end');
  expect([...counted].sort()).toEqual([...NUMBERED].sort());
  await expect(mark).toHaveCount(0);
  await expect(page.getByTestId('rp-results')).toBeVisible();
  // The log speaks to the player: "Car 1 (you) starts lap 1 of 1."
  await expect(page.getByTestId('rp-log')).toContainText('(you) starts lap 1 of 1.');
  testInfo.annotations.push({ type: 'tips', description: tips.join(', ') || 'none' });
  errors.report(testInfo);
});

test('Racepack tutorial: Skip tutorial ends the marks and the race goes on', async ({ page }, testInfo) => {
  test.setTimeout(scaled(120_000));
  await page.setViewportSize({ width: 1024, height: 700 });
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await openTutorial(page);
  const mark = page.getByTestId('coach-mark');
  await expect(mark).toHaveAttribute('data-step', 'welcome');
  await expect(page.getByTestId('coach-count')).toHaveText('Tutorial 1 / 8');
  await page.getByTestId('coach-skip').click();
  await expect(mark).toHaveCount(0);
  // The race goes on without marks: the player drives.
  expect(await next(page)).toBe('act');
  await decide(page);
  await expect(mark).toHaveCount(0);
  errors.report(testInfo);
});
