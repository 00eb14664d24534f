/**
 * Racepack in the one shell (issue #26/#28): a race against bots shows the session's log lines,
 * the pace control sets the board's pace, and undo survives a reload and Continue. At the
 * play-test's two window sizes.
 */
import { expect, test, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { cars, driveOnce, logLines, startRacepack, untilMyMove } from './racepack-fixture';
import { scaled } from './load-scale';

const screen = (page: Page) => page.getByTestId('racepack-screen');

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a race against bots: the session’s log, the pace control, undo after reload + Continue', async ({
      page,
    }, testInfo) => {
      test.setTimeout(scaled(240_000));
      const errors = collectPageErrors(page);
      await fastAnimations(page, 4);
      await startRacepack(page, {
        seats: [{ human: 'Tester' }, { bot: 'greedy' }, { bot: 'easy' }],
        track: 'grand-prix',
        laps: 2,
        seed: 5,
      });

      // The pace control is in the race's header, in the window, and sets the board's pace.
      const pace = page.getByTestId('pace-control');
      await expect(pace).toBeInViewport({ ratio: 1 });
      await expect(screen(page)).toHaveAttribute('data-pace', '4');
      await page.getByTestId('speed-0.5').click();
      await expect(screen(page)).toHaveAttribute('data-pace', '0.5');
      await expect(page.getByTestId('speed-0.5')).toHaveAttribute('aria-checked', 'true');
      await page.getByTestId('speed-off').click();
      await expect(screen(page)).toHaveAttribute('data-pace', '0');
      await page.getByTestId('speed-4').click();
      await expect(screen(page)).toHaveAttribute('data-pace', '4');

      // Drive until a movement that can be taken back (no die rolled, the turn still ours).
      let undoable = false;
      for (let k = 0; k < 12 && !undoable; k++) {
        expect(await untilMyMove(page)).toBe(true);
        await driveOnce(page);
        await untilMyMove(page);
        undoable = (await screen(page).getAttribute('data-can-undo')) === 'true';
      }
      expect(undoable, 'a movement could be undone').toBe(true);

      // The log is the session's: its start line, and the bots' movements in words.
      const log = await logLines(page);
      expect(log[0]).toMatch(/^Racepack at Grand Prix[^:]*: 2 laps, 3 players$/);
      expect(log.some((l) => /^Car \d \(.+\) (moves forward|changes lane)/.test(l))).toBe(true);
      const board = await cars(page);
      await attachShot(page, testInfo, `racepack-shell-${viewport.width}`);

      // Reload: the page's session is gone; Continue restores the autosave, undo included.
      await page.reload();
      await expect(page.getByTestId('start-screen')).toBeVisible();
      await page
        .getByTestId('recent-games')
        .locator('li', { hasText: 'Tester' })
        .first()
        .getByTestId('recent-continue')
        .click();
      await expect(screen(page)).toBeVisible();
      expect(await untilMyMove(page)).toBe(true);
      expect(await cars(page)).toEqual(board);
      expect(await logLines(page)).toEqual(log);
      await expect(screen(page)).toHaveAttribute('data-can-undo', 'true');
      const version = Number(await screen(page).getAttribute('data-version'));
      await page.keyboard.press('Backspace');
      await expect.poll(async () => Number(await screen(page).getAttribute('data-version'))).toBeGreaterThan(version);
      expect(await untilMyMove(page)).toBe(true);
      expect(await cars(page)).not.toEqual(board);
      // The log goes back with the race: the movement's line is gone, the rest is kept.
      const after = await logLines(page);
      expect(after.length).toBeLessThan(log.length);
      expect(log.slice(0, after.length)).toEqual(after);
      errors.report(testInfo);
    });
  });
}
