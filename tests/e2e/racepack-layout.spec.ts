import { expect, test, type Locator, type Page } from '@playwright/test';
import { racepack } from '../../src-shared/games/racepack';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { continueRacepackSave, racepackSaveAt, startRacepack, untilMyMove } from './racepack-fixture';
import { scaled } from './load-scale';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
];

/** The element is wholly inside the window. */
async function inWindow(page: Page, l: Locator, what: string) {
  const b = (await l.boundingBox())!;
  const v = page.viewportSize()!;
  expect(b, `${what} is shown`).not.toBeNull();
  expect(b.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(b.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(b.x + b.width, `${what}: right edge`).toBeLessThanOrEqual(v.width + 0.5);
  expect(b.y + b.height, `${what}: bottom edge`).toBeLessThanOrEqual(v.height + 0.5);
}

/** Nothing sticks out of the element sideways. */
async function noOverflow(l: Locator, what: string) {
  const [sw, cw] = await l.evaluate((e) => [e.scrollWidth, e.clientWidth]);
  expect(sw, `${what} overflows`).toBeLessThanOrEqual(cw + 1);
}

for (const viewport of VIEWPORTS) {
  const size = `${viewport.width}×${viewport.height}`;

  test(`Racepack setup at ${size} with an unfinished game listed: header in one piece, Start and the laps in sight`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(scaled(90_000));
    await page.setViewportSize(viewport);
    const errors = collectPageErrors(page);
    await fastAnimations(page, 4);
    const save = racepackSaveAt(
      { track: 'grand-prix', laps: 3 },
      [{ human: 'Layout' }, { bot: 'random' }],
      (s) => s.round >= 2 && racepack.currentPlayer(s) === 0,
    );
    await continueRacepackSave(page, save);
    page.once('dialog', (d) => void d.accept());
    await page.getByTestId('rp-quit').click();
    await page.getByTestId('game-racepack').click();
    await expect(page.getByTestId('racepack-setup')).toBeVisible();
    await expect(page.getByTestId('continue-game')).toBeVisible();
    await expect(page.getByTestId('recent-games')).toBeVisible();
    await attachShot(page, testInfo, `racepack-setup-${viewport.width}`);
    await noOverflow(page.locator('header.top'), 'the start header');
    await inWindow(page, page.getByTestId('continue-game'), 'Continue');
    await inWindow(page, page.getByTestId('rp-start'), 'Start Racepack race');
    await inWindow(page, page.getByTestId('rp-laps-1'), 'the laps picker');
    await expect(page.getByTestId('app-title')).toHaveText('Racepack');
    await expect(page.locator('header.top')).not.toContainText('deck-building');
    // Racepack's own tutorial is offered here; the Automobiles one is not.
    await expect(page.getByTestId('tutorial-start')).toHaveCount(0);
    await inWindow(page, page.getByTestId('rp-tutorial-start'), 'Learn to play');
    errors.report(testInfo);
  });

  test(`Racepack race at ${size}: every car of a 4-player race in the cars panel, a readable 48-tile board`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(scaled(120_000));
    await page.setViewportSize(viewport);
    const errors = collectPageErrors(page);
    await fastAnimations(page, 4);
    await startRacepack(page, {
      seats: [{ human: 'Four' }, { bot: 'greedy' }, { bot: 'greedy' }, { bot: 'greedy' }],
      track: 'long-circuit',
      laps: 1,
      seed: 2,
    });
    expect(await untilMyMove(page)).toBe(true);
    await attachShot(page, testInfo, `racepack-race-${viewport.width}`);
    await noOverflow(page.locator('.rp-screen header.bar'), 'the race header');
    // A bot's seat says its level as the start screen names it.
    await expect(page.getByTestId('rp-team-1')).toContainText('· Greedy bot');
    await expect(page.getByTestId('rp-team-0')).not.toContainText('bot');
    const teams = page.getByTestId('rp-teams');
    const panel = (await teams.boundingBox())!;
    for (let i = 0; i < 4; i++) {
      const t = (await page.getByTestId(`rp-team-${i}`).boundingBox())!;
      expect(t.y + t.height, `player ${i + 1} wholly in the cars panel`).toBeLessThanOrEqual(
        panel.y + panel.height + 1,
      );
    }
    await inWindow(page, page.getByTestId('rp-log'), 'the log');
    // The board fits the circuit's bounds: readable cars, the log in sight beside or under it.
    const drawn = await page.evaluate(() =>
      (window as unknown as { __racepackBoard: { drawnCars(): { size: number }[] } }).__racepackBoard.drawnCars(),
    );
    // (At 1024 px a space of the 48-tile circuit is under 20 px: a car fills it.)
    const least = viewport.width >= 1280 ? 22 : 18;
    for (const c of drawn) expect(c.size, 'a car on screen (px)').toBeGreaterThanOrEqual(least);
    const board = (await page.getByTestId('racepack-board').boundingBox())!;
    const log = (await page.getByTestId('rp-log-panel').boundingBox())!;
    expect(log.height, 'the log has room').toBeGreaterThanOrEqual(100);
    // A wide circuit leaves no band of empty board above and below: the log takes it.
    if (board.width / board.height > 1.6) expect(log.y).toBeGreaterThan(board.y + board.height - 1);
    errors.report(testInfo);
  });
}
