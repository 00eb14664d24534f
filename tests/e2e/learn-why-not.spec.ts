import { expect, test, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations, nextDecision, setSeat } from './helpers';
import { scaled } from './load-scale';

/** The game's version now (it grows with every applied action). */
const versionOf = async (page: Page) => Number(await page.getByTestId('game-screen').getAttribute('data-version'));

/** Waits until an action after version `before` has been applied (or the race has ended). */
async function appliedAfter(page: Page, before: number): Promise<void> {
  await page.waitForFunction(
    (v) =>
      !!document.querySelector('[data-testid=results]') ||
      Number(document.querySelector('[data-testid=game-screen]')?.getAttribute('data-version')) > v,
    before,
    { polling: 'raf' },
  );
}

async function startRace(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await setSeat(page, 0, { human: 'Ann' });
  await setSeat(page, 1, { bot: 'Gus', level: 'greedy' });
  await page.getByTestId('track-beginner-oval').click();
  await page.getByTestId('laps-1').click();
  await page.getByTestId('seed').fill('7');
  await page.getByTestId('start-race').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
}

/** A refused button names the engine's reason in its tooltip, not "cannot be used now". */
test('a refused buy and a refused cube show the engine’s reason', async ({ page }, testInfo) => {
  test.setTimeout(scaled(240_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await startRace(page);
  await page.getByTestId('speed-off').click();

  // The setup buy: spend on black cubes until the next one is refused for its price.
  expect(await nextDecision(page)).toBe('act');
  const black = page.getByTestId('buy-black');
  for (let i = 0; i < 10 && (await black.isEnabled()); i++) {
    const before = await versionOf(page);
    await black.click();
    await appliedAfter(page, before);
  }
  await expect(black).toBeDisabled();
  await expect(black).toHaveAttribute('data-refusal', 'cannotAfford');
  await expect(black).toHaveAttribute('title', /Costs \$\d+; you have \$\d+ left\./);
  await page.getByTestId('end-buy').click();

  // Play on (always the first legal option) until a cube in the Action Phase is refused.
  const refusedCube = page.locator('[data-testid=action-bar] [data-testid^=play-][data-refusal]');
  let found = false;
  for (let n = 0; n < 400 && !found; n++) {
    const s = await nextDecision(page, 120_000);
    if (s === 'results') break;
    if ((await refusedCube.count()) > 0) {
      found = true;
      break;
    }
    const before = await versionOf(page);
    await page.keyboard.press('1');
    await appliedAfter(page, before);
  }
  expect(found, 'a cube was refused at some point of the race').toBe(true);
  const cube = refusedCube.first();
  await expect(cube).toBeDisabled();
  const title = (await cube.getAttribute('title')) ?? '';
  expect(title).not.toContain('cannot be used now');
  expect(title).not.toMatch(/lightGray|darkGray/);
  expect(title.length).toBeGreaterThan(20);
  // The reason is on screen too, under the cubes.
  const cardName = (await cube.locator('.pname').textContent())!.trim();
  await expect(page.getByTestId('why-not')).toContainText(cardName);
  await expect(page.getByTestId('why-not')).toContainText(title.slice(cardName.length + 2));
  await attachShot(page, testInfo, 'why-not-refused-cube');
  errors.report(testInfo);
});
