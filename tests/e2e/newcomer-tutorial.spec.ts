import { expect, test, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations, uiState } from './helpers';
import { scaled } from './load-scale';

/**
 * Issue #32: the whole tutorial, from the start screen to its end, as a newcomer plays it.
 * Nowhere on the way does "You" take a third-person verb ("You has finished", "You buys",
 * "You's turn"), and the step counter goes up one at a time to the last step.
 */

/** "You" with a third-person verb, or "You's". */
const THIRD_PERSON = /\bYou(?:'s|’s| (?:has|is|was|does|goes|[a-z]*[^s\W]s))\b/;

/** What the page shows now (the log too when it is open), checked for third-person "You". */
async function expectSecondPerson(page: Page, where: string): Promise<void> {
  const text = await page.locator('body').innerText();
  const hit = THIRD_PERSON.exec(text);
  expect(
    hit,
    `"${hit?.[0]}" on the screen (${where}): …${text.slice(Math.max(0, (hit?.index ?? 0) - 60), (hit?.index ?? 0) + 60)}…`,
  ).toBeNull();
}

const versionOf = async (page: Page) =>
  Number((await page.getByTestId('game-screen').getAttribute('data-version')) ?? -1);

/** Waits until the coach mark shows, or the game moves past `before`, or asks for a decision. */
async function nextMoment(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !!document.querySelector('[data-testid=coach-mark]') ||
      !!document.querySelector('[data-testid=results]') ||
      document.querySelector('[data-testid=game-screen]')?.getAttribute('data-can-act') === 'true',
    null,
    { timeout: scaled(120_000), polling: 'raf' },
  );
}

test('the whole tutorial: second person everywhere, the step counter one at a time to its end', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(600_000));
  const errors = collectPageErrors(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  // No board animation: the whole race is played, and what is checked is the words and the marks.
  await fastAnimations(page, 4, false);
  await page.goto('/');
  await page.getByTestId('tutorial-start').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  await expectSecondPerson(page, 'the start');
  const mark = page.getByTestId('coach-mark');
  const counts: number[] = [];
  let total = 0;
  let finished = false;
  let logOpen = false;
  for (let n = 0; n < 600 && !finished; n++) {
    await nextMoment(page);
    if (await mark.count()) {
      const step = (await mark.getAttribute('data-step'))!;
      const count = ((await page.getByTestId('coach-count').textContent()) ?? '').trim();
      const m = /^Tutorial (\d+) \/ (\d+)$/.exec(count);
      if (m) {
        counts.push(Number(m[1]));
        total = Number(m[2]);
      } else expect(count, `step ${step}`).toBe('Tutorial tip');
      await expectSecondPerson(page, `the ${step} mark`);
      await attachShot(page, testInfo, `tutorial-${counts.length}-${step}`);
      if (step === 'end') {
        await expect(page.getByTestId('coach-next')).toHaveText('Finish tutorial');
        await expectSecondPerson(page, 'the results');
        await page.getByTestId('coach-next').click();
        finished = true;
        break;
      }
      await page.getByTestId('coach-next').click();
      // Read: this mark goes (another may follow at once).
      await page.waitForFunction(
        (s) => document.querySelector('[data-testid=coach-mark]')?.getAttribute('data-step') !== s,
        step,
        { polling: 'raf' },
      );
      continue;
    }
    const state = await uiState(page);
    if (state === 'results' || state !== 'act') continue;
    // The log in view the whole way (its lines are checked with the rest of the screen).
    if (!logOpen) {
      await page.getByTestId('tab-log').click();
      logOpen = true;
    }
    await expectSecondPerson(page, `decision ${n}`);
    const before = await versionOf(page);
    // The newcomer's plays: done buying at once, else the first option offered.
    const endBuy = page.getByTestId('end-buy');
    if (await endBuy.isVisible()) await endBuy.click();
    else await page.keyboard.press('1');
    await page.waitForFunction(
      (v) =>
        !!document.querySelector('[data-testid=coach-mark]') ||
        !!document.querySelector('[data-testid=results]') ||
        Number(document.querySelector('[data-testid=game-screen]')?.getAttribute('data-version')) > v,
      before,
      { timeout: scaled(60_000), polling: 'raf' },
    );
  }
  expect(finished, 'the tutorial reached its last mark').toBe(true);
  // The counter: 1, 2, 3, … up to the total, each mark one more than the last.
  expect(counts[0]).toBe(1);
  expect(counts.at(-1)).toBe(total);
  for (let i = 1; i < counts.length; i++)
    expect(counts[i], `after ${counts.slice(0, i).join(', ')}`).toBe(counts[i - 1] + 1);
  await expect(mark).toHaveCount(0);
  await expectSecondPerson(page, 'after the tutorial');
  await expect(page.getByTestId('results').or(page.getByTestId('game-screen')).first()).toBeVisible();
  await attachShot(page, testInfo, 'tutorial-finished');
  errors.report(testInfo);
});
