import { expect, test, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { cars, drawnCars, driveOnce, startRacepack, untilMyMove, type RacepackSeat } from './racepack-fixture';
import { scaled } from './load-scale';

/** Every car still racing is drawn, on the very space the engine has it on, inside the board, no two on one point. */
async function expectEveryCarDrawn(page: Page) {
  // The board may still be playing the last batch (bots drive at the pace's speed): wait until
  // every racing car's drawing has come to rest on its space.
  // Engine and drawing are read as one snapshot: the bots may drive on between two reads.
  let engine: Awaited<ReturnType<typeof cars>> = [];
  let drawn: Awaited<ReturnType<typeof drawnCars>> = [];
  await expect
    .poll(async () => {
      [engine, drawn] = [await cars(page), await drawnCars(page)];
      return engine.filter(
        (c) => (c.status === 'racing' || c.status === 'grid') && drawn.find((d) => d.id === c.id)?.cell !== c.cell,
      ).length;
    })
    .toBe(0);
  const box = (await page.locator('[data-racepack-board]').boundingBox())!;
  expect(drawn.length, 'one drawing per car').toBe(engine.length);
  for (const c of engine) {
    const d = drawn.find((x) => x.id === c.id)!;
    if (c.status === 'finished') continue;
    expect(d.visible, `car ${c.id + 1} is shown`).toBe(true);
    expect(d.x, `car ${c.id + 1} inside the board`).toBeGreaterThan(0);
    expect(d.y, `car ${c.id + 1} inside the board`).toBeGreaterThan(0);
    expect(d.x).toBeLessThan(box.width);
    expect(d.y).toBeLessThan(box.height);
    if (c.status !== 'spun') expect(d.cell, `car ${c.id + 1} sits on its drawn space`).toBe(c.cell);
  }
  const points = drawn.filter((d) => d.visible).map((d) => `${Math.round(d.x)},${Math.round(d.y)}`);
  expect(new Set(points).size, 'no two cars drawn on one point').toBe(points.length);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
])
  test(`Racepack with 8 cars at ${viewport.width}×${viewport.height}: the board draws the wide straight and every car, the race drives, Continue resumes it`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(scaled(240_000));
    await page.setViewportSize(viewport);
    const errors = collectPageErrors(page);
    const consoleErrors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    await fastAnimations(page, 4);
    const seats: RacepackSeat[] = [
      { human: 'Eight' },
      ...Array.from({ length: 7 }, () => ({ bot: 'greedy' as const })),
    ];
    await startRacepack(page, { seats, track: 'long-circuit', laps: 1, seed: 8 });
    await expect(page.locator('[data-racepack-board]')).toBeVisible();
    await expect.poll(async () => (await drawnCars(page)).length).toBe(8);
    await attachShot(page, testInfo, `racepack-8-cars-start-${viewport.width}`);
    await expectEveryCarDrawn(page);

    // The human drives twice (movements on the 4-lane stretch), the bots around them.
    for (let k = 0; k < 2; k++) {
      expect(await untilMyMove(page)).toBe(true);
      await expectEveryCarDrawn(page);
      await driveOnce(page);
    }
    expect(await untilMyMove(page)).toBe(true);
    await expectEveryCarDrawn(page);
    const board = await cars(page);
    await attachShot(page, testInfo, `racepack-8-cars-driving-${viewport.width}`);

    // The autosave resumes: Continue shows the same cars, every one drawn, and the race goes on.
    await page.reload();
    await expect(page.getByTestId('start-screen')).toBeVisible();
    await page
      .getByTestId('recent-games')
      .locator('li', { hasText: 'Eight' })
      .first()
      .getByTestId('recent-continue')
      .click();
    await expect(page.getByTestId('racepack-screen')).toBeVisible();
    expect(await untilMyMove(page)).toBe(true);
    expect(await cars(page)).toEqual(board);
    await expectEveryCarDrawn(page);
    await driveOnce(page);
    expect(await untilMyMove(page)).toBe(true);
    await expectEveryCarDrawn(page);
    await attachShot(page, testInfo, `racepack-8-cars-continued-${viewport.width}`);

    expect(consoleErrors.filter((t) => /TypeError|subarray/.test(t))).toEqual([]);
    errors.report(testInfo);
  });
