import { expect, test, type Page } from '@playwright/test';
import { racepack, type RacepackState } from '../../src-shared/games/racepack';
import { choicesByCell } from '../../src-renderer/games/racepack/driving-view';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { cars, clickSpace, continueRacepackSave, racepackSaveAt, startRacepack, untilMyMove } from './racepack-fixture';
import { scaled } from './load-scale';

type Board = {
  __racepackBoard: {
    drawnLabels(): { cell: number; text: string; width: number; height: number; room: number }[];
    cellScreen(c: number): { x: number; y: number };
  };
};
const labels = (page: Page) => page.evaluate(() => (window as unknown as Board).__racepackBoard.drawnLabels());
const screenOf = (page: Page, cell: number) =>
  page.evaluate((c) => (window as unknown as Board).__racepackBoard.cellScreen(c), cell);

/** The human to move, with a space reached both at a safe speed and at speed 2 into a corner. */
const mixedRisk = (s: RacepackState) =>
  s.phase === 'move' &&
  racepack.currentPlayer(s) === 0 &&
  [...choicesByCell(s, racepack.legalActions(s)).values()].some(
    (l) => l.some((c) => c.roll) && l.some((c) => !c.roll && c.kind !== 'reenter'),
  );

test('Racepack board labels: the lane-change arrow points the way the car goes, "!" marks only the speed that rolls, labels fit their spaces', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(120_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  const save = racepackSaveAt({ track: 'grand-prix', laps: 3 }, [{ human: 'Glyph' }, { bot: 'random' }], mixedRisk);
  await continueRacepackSave(page, save);
  expect(await untilMyMove(page)).toBe(true);
  await attachShot(page, testInfo, 'racepack-labels');

  const drawn = await labels(page);
  expect(drawn.length).toBeGreaterThan(0);
  const me = (await cars(page)).find((c) => c.id === save.state.turn.car)!;
  const from = await screenOf(page, me.cell);
  const glyphs: Record<string, [number, number]> = { '↗': [1, -1], '↘': [1, 1], '↙': [-1, 1], '↖': [-1, -1] };
  let arrows = 0;
  for (const l of drawn) {
    // Inside its space.
    expect(l.width, `label "${l.text}" fits across`).toBeLessThanOrEqual(l.room);
    expect(l.height, `label "${l.text}" fits down`).toBeLessThanOrEqual(l.room);
    const g = Object.keys(glyphs).find((k) => l.text.startsWith(k));
    if (!g) continue;
    arrows++;
    const to = await screenOf(page, l.cell);
    expect(Math.sign(to.x - from.x), `"${l.text}" points across the way the car goes`).toBe(glyphs[g][0]);
    expect(Math.sign(to.y - from.y), `"${l.text}" points up or down the way the car goes`).toBe(glyphs[g][1]);
  }
  expect(arrows, 'a lane change is offered').toBeGreaterThan(0);

  // A space reached at a safe speed and at 2 into a corner: "!" follows only the 2.
  const choices = choicesByCell(save.state, racepack.legalActions(save.state));
  for (const l of drawn) {
    const list = choices.get(l.cell)!;
    const risky = [...new Set(list.filter((c) => c.roll).map((c) => c.speed))];
    const safe = [...new Set(list.filter((c) => !c.roll).map((c) => c.speed))];
    if (risky.length && safe.length) {
      const [all, marked] = l.text.split('\n');
      expect(all).not.toContain('!');
      expect(marked).toBe(`${risky.join(',')}!`);
    } else if (risky.length) expect(l.text.endsWith('!')).toBe(true);
    else expect(l.text).not.toContain('!');
  }
  errors.report(testInfo);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
]) {
  test(`Racepack chooser at ${viewport.width}×${viewport.height}: it fits the window with Cancel in sight; keys pick a speed and an entry, Esc cancels`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(scaled(150_000));
    await page.setViewportSize(viewport);
    const errors = collectPageErrors(page);
    await fastAnimations(page, 4);
    await startRacepack(page, { seats: [{ human: 'Keys' }, { bot: 'greedy' }], track: 'indy-oval', laps: 1, seed: 3 });
    const screen = page.getByTestId('racepack-screen');
    const version = async () => Number(await screen.getAttribute('data-version'));

    // Drive until a space offers several speeds (a chooser), then check it fits.
    let sawChooser = false;
    for (let k = 0; k < 30 && !sawChooser && (await untilMyMove(page)); k++) {
      const v = await version();
      const many = await page.evaluate(() =>
        (window as unknown as Board).__racepackBoard
          .drawnLabels()
          .filter((l) => /[–,]/.test(l.text))
          .map((l) => l.cell),
      );
      await clickSpace(page, (c) => (many.length ? many[0] : c[c.length - 1]));
      if (await page.getByTestId('rp-chooser').count()) {
        sawChooser = true;
        await attachShot(page, testInfo, `racepack-chooser-${viewport.width}`);
        const cancel = (await page.getByTestId('rp-choice-cancel').boundingBox())!;
        expect(cancel.y + cancel.height, 'Cancel is on screen').toBeLessThanOrEqual(viewport.height);
        const chooser = (await page.getByTestId('rp-chooser').boundingBox())!;
        expect(chooser.y + chooser.height, 'the chooser ends inside the window').toBeLessThanOrEqual(viewport.height);
        const log = (await page.getByTestId('rp-log').boundingBox())!;
        expect(log.height, 'the log keeps some room').toBeGreaterThan(40);
        // Esc closes it, nothing is played.
        await page.keyboard.press('Escape');
        await expect(page.getByTestId('rp-chooser')).toHaveCount(0);
        expect(await version()).toBe(v);
        // Keyboard: a number picks the lowest speed on offer (a list, or the movement at once), 1 its first entry.
        const speed = (await page.locator('[data-testid=rp-speeds] .chip.offered').first().innerText()).replace(
          '◆',
          '',
        );
        await page.keyboard.press(speed);
        if (await page.getByTestId('rp-chooser').count()) {
          await expect(page.getByTestId('rp-chooser')).toContainText(`speed ${speed}`);
          await page.keyboard.press('1');
        }
        await expect.poll(version).toBeGreaterThan(v);
      } else await expect.poll(version).toBeGreaterThan(v);
    }
    expect(sawChooser, 'a space offered several speeds').toBe(true);
    errors.report(testInfo);
  });
}
