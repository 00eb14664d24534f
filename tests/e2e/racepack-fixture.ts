/** Racepack end-to-end helpers: set up and start a race, click the board, wait for the human's move. */
import { saveOfGame } from '../helpers/save-games';
import { expect, type Page } from '@playwright/test';
import {
  createRacepackBot,
  racepack,
  type RacepackAction,
  type RacepackOptionsInput,
  type RacepackState,
} from '../../src-shared/games/racepack';
import { stringifySave } from '../../src-shared/save/save-file';
import { slotOfGame } from '../../src-shared/save/game-recorder';
import { SAVE_KEY_PREFIX } from '../../src-renderer/client/browser-save-store';
import { botSeat } from '../../src-shared/session/types';
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
  const rows = page.locator('[data-testid^=rp-seat-]:is(li)');
  while ((await rows.count()) < race.seats.length) await page.getByTestId('rp-add-seat').click();
  while ((await rows.count()) > race.seats.length) await rows.last().locator('button.x').click();
  for (const [i, seat] of race.seats.entries()) {
    if ('human' in seat) {
      await page.getByTestId(`rp-seat-${i}-human`).click();
      await page.getByTestId(`rp-seat-${i}-name`).fill(seat.human);
    } else {
      await page.getByTestId(`rp-seat-${i}-bot`).click();
      await page.getByTestId(`rp-seat-${i}-level`).selectOption(seat.bot);
      // Its strength in the player's terms, from the measured table (never an internal bot name).
      await expect(page.getByTestId(`rp-seat-${i}-strength`)).toHaveText(
        /^\S+ wins about \d+ of 10 against (Beginner|Easy|Medium|Hard|Expert)$/,
      );
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

/** The board's test hook is there (the board's scene starts asynchronously after the screen shows). */
export async function boardReady(page: Page): Promise<void> {
  await page.waitForFunction(() => !!(window as unknown as { __racepackBoard?: unknown }).__racepackBoard);
}

/** Clicks a legal space of the Racepack board (through the board's test hook). */
export async function clickSpace(page: Page, pick: (cells: number[]) => number): Promise<number> {
  await boardReady(page);
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

/** The cars as the board draws them: shown or not, screen point in the canvas, the drawn space under each. */
export async function drawnCars(page: Page) {
  await boardReady(page);
  return page.evaluate(() =>
    (
      window as unknown as {
        __racepackBoard: { drawnCars(): { id: number; visible: boolean; x: number; y: number; cell: number }[] };
      }
    ).__racepackBoard.drawnCars(),
  );
}

export async function cars(page: Page) {
  await boardReady(page);
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
/** The log's lines as words (each line's seat mark, a chip before its text, left out). */
export const logLines = async (page: Page) =>
  (await page.locator('[data-testid=rp-log] li').allInnerTexts()).map((l) => l.trim());

/**
 * A Racepack autosave (localStorage key and text) played in node by seeded random drivers up to
 * a position `stop` accepts, trying seeds from `seed` on: for positions hard to reach by
 * clicking (a hazard to move, a race's end). Seats: the humans named, the others random bots.
 */
export function racepackSaveAt(
  input: Omit<RacepackOptionsInput, 'players'>,
  seats: RacepackSeat[],
  stop: (s: RacepackState) => boolean,
  seed = 1,
): { key: string; text: string; seed: number; state: RacepackState } {
  for (let k = seed; k < seed + 200; k++) {
    const options = racepack.normalizeOptions({ ...input, players: seats.length });
    const s = racepack.create(options, k);
    const bots = seats.map((_, i) => createRacepackBot('random', 1000 * k + i));
    const actions: RacepackAction[] = [];
    for (let n = 0; n < 5000 && !racepack.isTerminal(s) && !stop(s); n++) {
      const a = bots[racepack.currentPlayer(s)].chooseAction(s, racepack.legalActions(s));
      racepack.apply(s, a);
      actions.push(a);
    }
    if (!stop(s)) continue;
    const gameId = `rp-e2e-${k}`;
    const save = saveOfGame(
      { ...options, seed: k } as never,
      actions as never,
      { savedAt: '2026-01-01T00:00:00.000Z' },
      s as never,
      {
        game: 'racepack',
        gameId,
        seats: seats.map((x, i) => ('human' in x ? { kind: 'human', name: x.human } : botSeat(`Bot ${i + 1}`, x.bot))),
      },
    );
    return { key: SAVE_KEY_PREFIX + slotOfGame(gameId), text: stringifySave(save), seed: k, state: s };
  }
  throw new Error('no seed reached the position asked for');
}

/** Opens the app with a stored Racepack game and continues it (the race screen is shown). */
export async function continueRacepackSave(page: Page, save: { key: string; text: string }): Promise<void> {
  await page.addInitScript(
    ({ key, text }) => {
      if (sessionStorage.getItem('e2e-rp-fixture')) return;
      sessionStorage.setItem('e2e-rp-fixture', '1');
      localStorage.setItem(key, text);
    },
    { key: save.key, text: save.text },
  );
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await page.getByTestId('continue-game').click();
  await expect(page.getByTestId('racepack-screen')).toBeVisible();
}
