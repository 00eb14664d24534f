/// <reference lib="dom" />
import { mkdirSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { collectPageErrors, fastAnimations, nextDecision } from './helpers';
import { boardReady, startRacepack } from './racepack-fixture';
import { scaled } from './load-scale';

/**
 * Issue #31, settings every player expects (both games, at 1280×800 and 1024×700): the text and
 * marker size really makes the board's cars bigger and the colour-blind-safe set really changes
 * their colours and adds symbols (read from the screenshot's pixels: the PixiJS canvas); the
 * help lists the keys and the undo policy; a few turns of each game are played with keys only.
 */

const SHOTS = '/tmp/settings';
mkdirSync(SHOTS, { recursive: true });
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
];

/** Seat 1's colour in the standard set and in the colour-blind-safe set (Okabe–Ito orange). */
const STANDARD_ORANGE = '#ff7a1a';
const SAFE_ORANGE = '#e69f00';

async function shot(page: Page, testInfo: TestInfo, name: string) {
  const path = `${SHOTS}/${name}.png`;
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

/** How many pixels of a screenshot region are (nearly) the given colour. */
async function countColour(page: Page, selector: string, css: string, tolerance = 16): Promise<number> {
  const box = (await page.locator(selector).first().boundingBox())!;
  const png = (await page.screenshot({ clip: box })).toString('base64');
  return page.evaluate(
    async ([b64, hex, tol]) => {
      const img = new Image();
      img.src = `data:image/png;base64,${b64}`;
      await img.decode();
      const c = document.createElement('canvas');
      c.width = img.width;
      c.height = img.height;
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const d = ctx.getImageData(0, 0, c.width, c.height).data;
      const n = parseInt((hex as string).slice(1), 16);
      const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
      let count = 0;
      for (let i = 0; i < d.length; i += 4)
        if (
          Math.abs(d[i] - r) <= (tol as number) &&
          Math.abs(d[i + 1] - g) <= (tol as number) &&
          Math.abs(d[i + 2] - b) <= (tol as number)
        )
          count++;
      return count;
    },
    [png, css, tolerance] as const,
  );
}

/** The Automobiles board scene's metrics (css px), through the board's test handle. */
async function carPx(page: Page): Promise<number> {
  return page.evaluate(() => {
    const el = document.querySelector('[data-testid=board-canvas]') as
      (HTMLElement & { boardScene?: { metrics(): { carPx: number } } }) | null;
    return el?.boardScene?.metrics().carPx ?? 0;
  });
}

/** The Racepack cars as drawn, with their size on screen (css px), through the board's test hook. */
async function drawnCars(page: Page): Promise<{ id: number; size: number }[]> {
  return page.evaluate(() =>
    (
      window as unknown as { __racepackBoard: { drawnCars(): { id: number; size: number }[] } }
    ).__racepackBoard.drawnCars(),
  );
}

/** Presses Tab until the control with this test id has the focus (keyboard only), within a limit. */
async function tabTo(page: Page, testId: string, limit = 120): Promise<void> {
  for (let i = 0; i < limit; i++) {
    if (await page.evaluate((id) => document.activeElement?.getAttribute('data-testid') === id, testId)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${testId}`);
}

/** The focused control shows a visible focus ring (an outline of some width). */
async function focusRingShown(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return false;
    const target = el.closest('label') ?? el;
    const s = getComputedStyle(el);
    const t = getComputedStyle(target);
    return (
      (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) ||
      (t.outlineStyle !== 'none' && parseFloat(t.outlineWidth) > 0)
    );
  });
}

/** Opens the settings with the "," key, changes the text size and colour set with the keyboard, closes with Esc. */
async function chooseWithKeys(page: Page, text: 'large' | 'standard', colours: 'colorBlind' | 'standard') {
  await page.keyboard.press(',');
  await expect(page.getByTestId('settings')).toBeVisible();
  // Tab reaches each group at its chosen option; the arrow keys choose within the group.
  await pickInGroup(page, 'text-size', `settings-text-${text}`);
  expect(await focusRingShown(page)).toBe(true);
  await pickInGroup(page, 'color-set', `settings-colors-${colours}`);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('settings')).toHaveCount(0);
}

/** Tab to a radio group (its checked option), then ArrowRight until the wanted option is checked. */
async function pickInGroup(page: Page, group: string, testId: string) {
  for (let i = 0; i < 20; i++) {
    if (await page.evaluate((g) => (document.activeElement as HTMLInputElement | null)?.name === g, group)) break;
    await page.keyboard.press('Tab');
  }
  for (let i = 0; i < 4 && !(await page.getByTestId(testId).isChecked()); i++) await page.keyboard.press('ArrowRight');
  await expect(page.getByTestId(testId)).toBeChecked();
  await expect(page.getByTestId(testId)).toBeFocused();
}

for (const size of SIZES) {
  const tag = `${size.width}x${size.height}`;

  test(`${tag} Automobiles: larger markers make the car bigger; the colour-blind set changes colours and adds symbols`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(scaled(150_000));
    const errors = collectPageErrors(page);
    await page.setViewportSize(size);
    await fastAnimations(page, 4);
    await page.goto('/');
    await page.getByTestId('seed').fill('7');
    await page.getByTestId('start-race').click();
    await expect(page.locator('canvas[data-board-canvas]')).toBeVisible({ timeout: scaled(30_000) });
    await nextDecision(page);
    await expect(page.getByTestId('game-screen')).toHaveAttribute('data-settled', 'true');
    const board = '[data-testid=board-canvas]';
    const px0 = await carPx(page);
    const orange0 = await countColour(page, board, STANDARD_ORANGE);
    await shot(page, testInfo, `auto-${tag}-standard`);
    expect(orange0, 'car 1 shows its orange on the board').toBeGreaterThan(60);

    // Large text and markers (keys only): the car is 1.4 times as long, its colour covers about twice the pixels.
    await chooseWithKeys(page, 'large', 'standard');
    await expect.poll(() => carPx(page)).toBeGreaterThan(px0 * 1.35);
    const orange1 = await countColour(page, board, STANDARD_ORANGE);
    await shot(page, testInfo, `auto-${tag}-large`);
    expect(orange1 / orange0, `car colour pixels ${orange0} → ${orange1}`).toBeGreaterThan(1.6);

    // The colour-blind-safe set: the standard orange is gone, Okabe–Ito's orange is there, with symbols.
    await chooseWithKeys(page, 'large', 'colorBlind');
    await expect.poll(() => countColour(page, board, SAFE_ORANGE)).toBeGreaterThan(orange1 * 0.5);
    expect(await countColour(page, board, STANDARD_ORANGE)).toBeLessThan(orange1 * 0.1);
    await expect(page.getByTestId('player-0').getByTestId('seat-car')).toHaveAttribute('data-symbol', '●');
    await expect(page.getByTestId('player-1').getByTestId('seat-car')).toHaveAttribute('data-symbol', '▲');
    await page.keyboard.press('l');
    await expect(page.getByTestId('game-log').getByTestId('seat-mark').first()).toBeVisible();
    await shot(page, testInfo, `auto-${tag}-colour-blind`);

    // The help: reachable by key, lists both games' keys and the undo policy; Undo's tooltip says the policy.
    await page.keyboard.press('?');
    await expect(page.getByTestId('help-keys-automobiles')).toBeVisible();
    await expect(page.getByTestId('help-keys-racepack')).toBeVisible();
    await expect(page.getByTestId('help-undo-automobiles')).toContainText('draw');
    await shot(page, testInfo, `auto-${tag}-help`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('help')).toHaveCount(0);
    await expect(page.getByTestId('undo')).toHaveAttribute('title', /Nothing to undo|Free until/);
    errors.report(testInfo);
  });

  test(`${tag} Racepack: larger markers make the cars bigger; the colour-blind set changes colours and adds symbols`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(scaled(150_000));
    const errors = collectPageErrors(page);
    await page.setViewportSize(size);
    await fastAnimations(page, 4);
    await startRacepack(page, { seats: [{ human: 'Ann' }, { bot: 'greedy' }], seed: 5 });
    await boardReady(page);
    const board = 'canvas[data-racepack-board]';
    await expect.poll(async () => (await drawnCars(page)).length).toBeGreaterThan(0);
    const size0 = (await drawnCars(page))[0].size;
    // The board is drawn on demand: wait for a frame with the cars on it.
    await expect.poll(() => countColour(page, board, STANDARD_ORANGE)).toBeGreaterThan(30);
    const orange0 = await countColour(page, board, STANDARD_ORANGE);
    await shot(page, testInfo, `rp-${tag}-standard`);

    await chooseWithKeys(page, 'large', 'standard');
    await expect.poll(async () => (await drawnCars(page))[0].size).toBeGreaterThan(size0 * 1.35);
    await expect.poll(() => countColour(page, board, STANDARD_ORANGE)).toBeGreaterThan(orange0 * 1.6);
    await shot(page, testInfo, `rp-${tag}-large`);

    await chooseWithKeys(page, 'large', 'colorBlind');
    await expect.poll(() => countColour(page, board, SAFE_ORANGE)).toBeGreaterThan(orange0);
    expect(await countColour(page, board, STANDARD_ORANGE)).toBeLessThan(orange0 * 0.1);
    await expect(page.getByTestId('rp-teams').getByTestId('seat-mark').first()).toHaveAttribute('data-symbol', '●');
    await expect(page.getByTestId('rp-teams').getByTestId('car-symbol').first()).toBeVisible();
    await shot(page, testInfo, `rp-${tag}-colour-blind`);

    // Help by key on the Racepack screen: Racepack's keys and undo policy first.
    await page.keyboard.press('?');
    await expect(page.getByTestId('help-undo-racepack')).toContainText('roll');
    await shot(page, testInfo, `rp-${tag}-help`);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('help')).toHaveCount(0);
    await expect(page.getByTestId('rp-undo')).toHaveAttribute('title', /die roll|die is rolled/);
    errors.report(testInfo);
  });

  test(`${tag} keyboard only: help from the start screen, then a few turns of Automobiles`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(scaled(240_000));
    const errors = collectPageErrors(page);
    await page.setViewportSize(size);
    await fastAnimations(page, 4);
    await page.goto('/');
    await expect(page.getByTestId('start-screen')).toBeVisible();
    // Help › Keyboard shortcuts from the start screen, by Tab and Enter.
    await tabTo(page, 'open-help');
    expect(await focusRingShown(page)).toBe(true);
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('help-keys')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('help')).toHaveCount(0);
    // The focus went back to the Help button.
    await expect(page.getByTestId('open-help')).toBeFocused();
    await tabTo(page, 'start-race');
    await page.keyboard.press('Enter');
    const screen = page.getByTestId('game-screen');
    await expect(screen).toBeVisible({ timeout: scaled(30_000) });

    let decisions = 0;
    const rounds = new Set<string>();
    while (rounds.size < 3 && decisions < 120) {
      const state = await nextDecision(page);
      if (state === 'results') break;
      decisions++;
      if (state === 'handoff') {
        await page.keyboard.press('Enter');
        continue;
      }
      rounds.add(await page.getByTestId('status').locator('.round').innerText());
      const version = await screen.getAttribute('data-version');
      await page.keyboard.press('1');
      const moved = await expect(screen)
        .not.toHaveAttribute('data-version', version!, { timeout: 1500 })
        .then(() => true)
        .catch(() => false);
      if (!moved) {
        await page.keyboard.press('Enter');
        await expect(screen).not.toHaveAttribute('data-version', version!, { timeout: scaled(10_000) });
      }
    }
    expect(rounds.size, `rounds seen: ${[...rounds].join(' | ')}`).toBeGreaterThanOrEqual(3);
    await shot(page, testInfo, `keys-auto-${tag}`);
    errors.report(testInfo);
  });

  test(`${tag} keyboard only: a few movements of Racepack`, async ({ page }, testInfo) => {
    test.setTimeout(scaled(240_000));
    const errors = collectPageErrors(page);
    await page.setViewportSize(size);
    await fastAnimations(page, 4);
    await page.goto('/');
    await expect(page.getByTestId('start-screen')).toBeVisible();
    await tabTo(page, 'game-racepack');
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('racepack-setup')).toBeVisible();
    await tabTo(page, 'rp-start', 200);
    await page.keyboard.press('Enter');
    const screen = page.getByTestId('racepack-screen');
    await expect(screen).toBeVisible();
    await boardReady(page);

    let moves = 0;
    for (let i = 0; i < 120 && moves < 12; i++) {
      await page.waitForFunction(
        () =>
          !!document.querySelector('[data-testid=rp-results]') ||
          document.querySelector('[data-testid=racepack-screen]')?.getAttribute('data-can-act') === 'true',
        null,
        { timeout: scaled(60_000), polling: 'raf' },
      );
      if (await page.getByTestId('rp-results').count()) break;
      const version = await screen.getAttribute('data-version');
      const phase = await screen.getAttribute('data-phase');
      if (phase === 'move') {
        // A speed the screen offers (its chips): that digit moves, a list asks which way (Enter: the first).
        const offered = await page
          .locator('[data-testid=rp-speeds] .chip.offered')
          .allInnerTexts()
          .then((t) => t.map((s) => parseInt(s, 10)).filter((n) => n > 0));
        if (offered.length) await page.keyboard.press(String(Math.max(...offered)));
        // No speed to pick (re-entering after a spin-out): Enter lists every movement.
        else await page.keyboard.press('Enter');
        if (await page.getByTestId('rp-chooser').count()) await page.keyboard.press('Enter');
        moves++;
      } else {
        // Any other question (a defence, a token): Tab to its first answer and press Enter.
        const first = await page
          .locator('[data-testid=rp-turn] button:not([disabled])')
          .first()
          .getAttribute('data-testid');
        await tabTo(page, first!, 200);
        await page.keyboard.press('Enter');
      }
      await expect(screen).not.toHaveAttribute('data-version', version!, { timeout: scaled(15_000) });
    }
    expect(moves).toBeGreaterThanOrEqual(12);
    await expect(page.locator('[data-testid=rp-log] li').first()).toBeVisible();
    await shot(page, testInfo, `keys-rp-${tag}`);
    errors.report(testInfo);
  });
}
