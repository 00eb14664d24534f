import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { scaled } from './load-scale';

/** Fast animations for every test page (settings are read from localStorage at start). */
export async function fastAnimations(page: Page, speed = 4, animations = true): Promise<void> {
  await page.addInitScript(
    ([s, a]) => {
      // Once per test (not on reloads): fast animations and no game left from an earlier test.
      if (sessionStorage.getItem('e2e-initialised')) return;
      sessionStorage.setItem('e2e-initialised', '1');
      localStorage.setItem('automobiles.settings', JSON.stringify({ speed: s, animations: a }));
      localStorage.removeItem('automobiles.lastGame');
      localStorage.removeItem('automobiles.lastSetup');
    },
    [speed, animations] as const,
  );
}

/** A screenshot kept as a file in the test's output folder and attached to the report. */
export async function attachShot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

export type UiState = 'handoff' | 'results' | 'act' | 'wait';

/** What the screen asks for now. */
export async function uiState(page: Page): Promise<UiState> {
  return page.evaluate(() => {
    if (document.querySelector('[data-testid=results]')) return 'results';
    if (document.querySelector('[data-testid=handoff]')) return 'handoff';
    const g = document.querySelector('[data-testid=game-screen]');
    if (g?.getAttribute('data-can-act') === 'true') return 'act';
    return 'wait';
  });
}

/** Waits until the screen asks for something (or shows the results): on the state, with a limit scaled to the load. */
export async function nextDecision(page: Page, timeout = 60_000): Promise<UiState> {
  try {
    await page.waitForFunction(
      () =>
        !!document.querySelector('[data-testid=results]') ||
        !!document.querySelector('[data-testid=handoff]') ||
        document.querySelector('[data-testid=game-screen]')?.getAttribute('data-can-act') === 'true',
      null,
      { timeout: scaled(timeout), polling: 'raf' },
    );
  } catch (e) {
    throw new Error(`the UI never asked for a decision (${(e as Error).message.split('\n')[0]})`, { cause: e });
  }
  return uiState(page);
}

/** A seat row of the start screen set up as a human with a name or a bot with a level. */
export async function setSeat(
  page: Page,
  i: number,
  seat: { human: string } | { bot: string; level: string },
): Promise<void> {
  if ('human' in seat) {
    await page.getByTestId(`seat-${i}-human`).click();
    await page.getByTestId(`seat-${i}-name`).fill(seat.human);
  } else {
    await page.getByTestId(`seat-${i}-bot`).click();
    await page.getByTestId(`seat-${i}-name`).fill(seat.bot);
    await page.getByTestId(`seat-${i}-level`).selectOption(seat.level);
  }
}

/**
 * Collects page errors; every one fails the test, the board's (PixiJS scene) included.
 * `ui` holds all of them (the name is kept for the specs), `board` those thrown inside the
 * board scene; `report(testInfo)` attaches them to the report and then fails on any.
 */
export function collectPageErrors(page: Page) {
  const ui: string[] = [];
  const board: string[] = [];
  page.on('pageerror', (e) => {
    const stack = e.stack ?? '';
    const text = `${e.message}${stack ? `\n${stack.split('\n').slice(1, 4).join('\n')}` : ''}`;
    ui.push(text);
    if (/BoardCanvas|src-renderer\/scene\/|pixi/i.test(stack)) board.push(e.message);
  });
  return {
    ui,
    board,
    report(testInfo: TestInfo) {
      if (ui.length) {
        const distinct = [...new Set(ui.map((m) => m.split('\n')[0]))].join(' | ');
        testInfo.annotations.push({
          type: 'page-errors',
          description: `${ui.length} page errors (${board.length} inside the board scene): ${distinct}`,
        });
      }
      if (ui.length)
        throw new Error(
          `${ui.length} page errors (${board.length} inside the board scene):\n${[...new Set(ui)].slice(0, 5).join('\n---\n')}`,
        );
    },
  };
}

/**
 * The game on `screen` is under way: its `data-version` (one step a state change) grows by more
 * than `steps` from what it reads now, within a minute (the bots move, or the race resumes).
 */
export async function expectVersionGrows(screen: Locator, steps: number): Promise<void> {
  const start = Number(await screen.getAttribute('data-version'));
  await expect
    .poll(async () => Number(await screen.getAttribute('data-version')), { timeout: 60_000 })
    .toBeGreaterThan(start + steps);
}
