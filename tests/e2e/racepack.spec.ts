import { expect, test } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { scaled } from './load-scale';
import { cars, clickSpace, startRacepack, untilMyMove } from './racepack-fixture';

test('Racepack: start a 2-player race against a bot from the start screen and drive by clicking', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(120_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await startRacepack(page, {
    seats: [{ human: 'Tester' }, { bot: 'greedy' }],
    track: 'grand-prix',
    laps: 1,
    seed: 5,
    beforeStart: () => attachShot(page, testInfo, 'racepack-setup'),
  });
  await expect(page.locator('[data-racepack-board]')).toBeVisible();

  const logBefore = await page.locator('[data-testid=rp-log] li').count();
  let moved = 0;
  let shot = false;
  for (let k = 0; k < 6 && (await untilMyMove(page)); k++) {
    if (!shot) {
      await attachShot(page, testInfo, 'racepack-my-move');
      shot = true;
    }
    const before = await cars(page);
    const version = Number(await page.getByTestId('racepack-screen').getAttribute('data-version'));
    // The furthest-listed space; a chooser (several speeds, a token or a corner risk) takes its first safe option.
    await clickSpace(page, (cells) => cells[cells.length - 1]);
    const chooser = page.getByTestId('rp-chooser');
    if (await chooser.count()) {
      if (k === 0) await attachShot(page, testInfo, 'racepack-chooser');
      await page.getByTestId('rp-choice-0').click();
    }
    await expect
      .poll(async () => Number(await page.getByTestId('racepack-screen').getAttribute('data-version')))
      .toBeGreaterThan(version);
    const after = await cars(page);
    if (JSON.stringify(before) !== JSON.stringify(after)) moved++;
  }
  expect(moved, 'clicking legal spaces moved a car').toBeGreaterThan(0);
  await expect.poll(() => page.locator('[data-testid=rp-log] li').count()).toBeGreaterThan(logBefore + 2);
  await expect(page.getByTestId('rp-teams')).toContainText('Tester');
  await attachShot(page, testInfo, 'racepack-after-moves');
  errors.report(testInfo);
});

test('Racepack hot seat: a corner at speed 2 shows its risk, the die rolls, the other player is asked for a token', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(180_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await startRacepack(page, { seats: [{ human: 'Ann' }, { human: 'Bob' }], track: 'indy-oval', laps: 1, seed: 8 });
  const screen = page.getByTestId('racepack-screen');

  let sawRisk = false;
  let sawDefend = false;
  let sawHandoff = false;
  for (let k = 0; k < 300 && !sawDefend; k++) {
    if ((await page.getByTestId('rp-results').count()) > 0) break;
    if (await page.getByTestId('rp-handoff').count()) {
      if (!sawHandoff) await attachShot(page, testInfo, 'racepack-handoff');
      sawHandoff = true;
      await page.getByTestId('rp-handoff-ready').click();
      continue;
    }
    if ((await screen.getAttribute('data-can-act')) !== 'true') {
      // Until the screen asks a human, shows a hand-off or the results.
      await page.waitForFunction(
        () =>
          !!document.querySelector('[data-testid=rp-results], [data-testid=rp-handoff]') ||
          document.querySelector('[data-testid=racepack-screen]')?.getAttribute('data-can-act') === 'true',
        null,
        { timeout: scaled(60_000), polling: 'raf' },
      );
      continue;
    }
    if ((await screen.getAttribute('data-phase')) === 'defend') {
      sawDefend = true;
      await expect(page.getByTestId('rp-die')).toBeVisible();
      await attachShot(page, testInfo, 'racepack-defend');
      // Play the first token: the die is rolled again (a new "rolls" line, whatever follows it).
      const rolls = page.locator('[data-testid=rp-log] li', { hasText: /rolls/ });
      const rolled = await rolls.count();
      await page.locator('[data-testid=rp-defend] button:not([data-testid=rp-defend-pass])').first().click();
      await expect.poll(() => rolls.count(), { timeout: scaled(15_000) }).toBeGreaterThan(rolled);
      break;
    }
    const version = Number(await screen.getAttribute('data-version'));
    const risky = await page.evaluate(() =>
      (window as unknown as { __racepackBoard: { risky(): number[] } }).__racepackBoard.risky(),
    );
    await clickSpace(page, (cells) => (risky.length ? risky[0] : cells[cells.length - 1]));
    if (await page.getByTestId('rp-chooser').count()) {
      if (risky.length) {
        await expect(page.getByTestId('rp-chooser')).toContainText('spin out on a 5', { timeout: scaled(15_000) });
        if (!sawRisk) await attachShot(page, testInfo, 'racepack-corner-risk');
        sawRisk = true;
        await page.locator('[data-testid=rp-chooser] .risk').first().click();
      } else await page.getByTestId('rp-choice-0').click();
    }
    await expect.poll(async () => Number(await screen.getAttribute('data-version'))).toBeGreaterThan(version);
  }
  expect(sawHandoff, 'two humans hand the computer over').toBe(true);
  expect(sawRisk, 'a corner at speed 2 was offered with its risk').toBe(true);
  expect(sawDefend, 'the other player was asked for a token after a safe roll').toBe(true);
  errors.report(testInfo);
});

test('Racepack timer variant: a countdown for the human car turn, none for the bot', async ({ page }, testInfo) => {
  test.setTimeout(scaled(90_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await startRacepack(page, { seats: [{ human: 'Player 1' }, { bot: 'greedy' }], timer: true, seed: 5 });
  expect(await untilMyMove(page)).toBe(true);
  const left = page.getByTestId('rp-timer-left');
  await expect(left).toBeVisible();
  const first = parseInt((await left.innerText()).trim(), 10);
  expect(first).toBeLessThanOrEqual(40);
  await expect.poll(async () => parseInt((await left.innerText()).trim(), 10)).toBeLessThan(first);
  await attachShot(page, testInfo, 'racepack-timer');
  errors.report(testInfo);
});

test('Racepack timer: the Pause button and an open dialog stop the clock', async ({ page }, testInfo) => {
  test.setTimeout(scaled(90_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await startRacepack(page, { seats: [{ human: 'Player 1' }, { bot: 'greedy' }], timer: true, seed: 5 });
  expect(await untilMyMove(page)).toBe(true);
  const left = page.getByTestId('rp-timer-left');
  const seconds = async () => parseInt((await left.innerText()).trim(), 10);
  // The page's own clock moves on by 2.5 s (a state of the page, not a sleep of the test).
  const clockMoves = async () => {
    const t0 = await page.evaluate(() => performance.now());
    await page.waitForFunction((t) => performance.now() - t > 2500, t0);
  };
  await page.getByTestId('rp-timer-pause').click();
  await expect(left).toHaveAttribute('data-paused', 'true');
  await expect(page.getByTestId('rp-timer-pause')).toHaveAttribute('aria-pressed', 'true');
  const held = await seconds();
  await clockMoves();
  expect(await seconds()).toBe(held);
  await attachShot(page, testInfo, 'racepack-timer-paused');
  await page.getByTestId('rp-timer-pause').click();
  await expect(left).toHaveAttribute('data-paused', 'false');
  await expect.poll(seconds).toBeLessThan(held);
  // A dialog open on the page (any aria-modal one) stops it too.
  await page.evaluate(() => {
    const d = document.createElement('div');
    d.setAttribute('aria-modal', 'true');
    d.id = 'e2e-dialog';
    document.body.append(d);
  });
  await expect(left).toHaveAttribute('data-paused', 'true');
  const held2 = await seconds();
  await clockMoves();
  expect(await seconds()).toBe(held2);
  await page.evaluate(() => document.getElementById('e2e-dialog')?.remove());
  await expect(left).toHaveAttribute('data-paused', 'false');
  errors.report(testInfo);
});
