/** Racepack end-to-end helpers: set up and start a race, click the board, wait for the human's move. */
import { expect, type Page } from '@playwright/test';
import { scaled } from './load-scale';

export type RacepackSeat = { human: string } | { bot: 'random' | 'greedy' | 'easy' | 'medium' | 'hard' };

export interface RacepackRace {
  seats: RacepackSeat[];
  track?: string;
  laps?: 1 | 2 | 3;
  seed?: number;
  timer?: boolean;
  /** Runs on the filled setup screen, before Start (a screenshot, say). */
  beforeStart?: () => Promise<void>;
}

/** Opens the app, picks Racepack, fills the setup and starts the race (the race screen is shown). */
export async function startRacepack(page: Page, race: RacepackRace): Promise<void> {
  await page.goto('/');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await page.getByTestId('game-racepack').click();
  await expect(page.getByTestId('racepack-setup')).toBeVisible();
  for (const [i, seat] of race.seats.entries()) {
    if ('human' in seat) {
      await page.getByTestId(`rp-seat-${i}-human`).click();
      await page.getByTestId(`rp-seat-${i}-name`).fill(seat.human);
    } else {
      await page.getByTestId(`rp-seat-${i}-bot`).click();
      await page.getByTestId(`rp-seat-${i}-level`).selectOption(seat.bot);
    }
  }
  if (race.track) await page.getByTestId(`rp-track-${race.track}`).click();
  if (race.laps) await page.getByTestId(`rp-laps-${race.laps}`).click();
  if (race.timer) await page.getByTestId('rp-timer').check();
  if (race.seed !== undefined) await page.getByTestId('rp-seed').fill(String(race.seed));
  await race.beforeStart?.();
  await page.getByTestId('rp-start').click();
  await expect(page.getByTestId('racepack-screen')).toBeVisible();
}

/** Clicks a legal space of the Racepack board (through the board's test hook). */
export async function clickSpace(page: Page, pick: (cells: number[]) => number): Promise<number> {
  const cells = await page.evaluate(() =>
    (window as unknown as { __racepackBoard: { choices(): number[] } }).__racepackBoard.choices(),
  );
  expect(cells.length, 'the board offers legal spaces').toBeGreaterThan(0);
  const cell = pick(cells);
  const at = await page.evaluate(
    (c) =>
      (
        window as unknown as { __racepackBoard: { cellScreen(c: number): { x: number; y: number } } }
      ).__racepackBoard.cellScreen(c),
    cell,
  );
  const box = (await page.locator('[data-racepack-board]').boundingBox())!;
  await page.mouse.click(box.x + at.x, box.y + at.y);
  return cell;
}

export async function cars(page: Page) {
  return page.evaluate(() =>
    (
      window as unknown as { __racepackBoard: { cars(): { id: number; cell: number; status: string }[] } }
    ).__racepackBoard.cars(),
  );
}

/** Waits until the human may act (answering a token question with "no token" on the way); false once the race is over. */
export async function untilMyMove(page: Page) {
  const screen = page.getByTestId('racepack-screen');
  for (let i = 0; i < 400; i++) {
    if ((await page.getByTestId('rp-results').count()) > 0) return false;
    if ((await screen.getAttribute('data-can-act')) === 'true') {
      if ((await screen.getAttribute('data-phase')) === 'defend') {
        await page.getByTestId('rp-defend-pass').click();
        continue;
      }
      return true;
    }
    // Until the screen asks the human or shows the results.
    await page
      .waitForFunction(
        () =>
          !!document.querySelector('[data-testid=rp-results]') ||
          document.querySelector('[data-testid=racepack-screen]')?.getAttribute('data-can-act') === 'true',
        null,
        { timeout: scaled(60_000), polling: 'raf' },
      )
      .catch(() => {
        throw new Error('the Racepack screen never asked the human to move');
      });
  }
  throw new Error('the Racepack screen never asked the human to move');
}

/** One movement: the furthest-listed space (a chooser takes its first option); waits for the new view. */
export async function driveOnce(page: Page): Promise<void> {
  const screen = page.getByTestId('racepack-screen');
  const version = Number(await screen.getAttribute('data-version'));
  await clickSpace(page, (cells) => cells[cells.length - 1]);
  if (await page.getByTestId('rp-chooser').count()) await page.getByTestId('rp-choice-0').click();
  await expect.poll(async () => Number(await screen.getAttribute('data-version'))).toBeGreaterThan(version);
}

/** The log's lines as shown. */
export const logLines = (page: Page) => page.locator('[data-testid=rp-log] li').allInnerTexts();
