import { expect, test } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations, nextDecision, setSeat } from './helpers';
import { scaled } from './load-scale';

/** "What would the Hard bot do?": the suggested option is highlighted, legal, and described in a sentence. */
test('the hint highlights a legal action and says it in one sentence; hot-seat has it off unless enabled', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(180_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await page.goto('/');
  await setSeat(page, 0, { human: 'Ann' });
  await setSeat(page, 1, { bot: 'Gus', level: 'easy' });
  await page.getByTestId('track-beginner-oval').click();
  await page.getByTestId('laps-1').click();
  await page.getByTestId('seed').fill('3');
  await page.getByTestId('start-race').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();

  for (let turn = 0; turn < 3; turn++) {
    expect(await nextDecision(page, 90_000)).toBe('act');
    await page.getByTestId('hint-button').click();
    const note = page.getByTestId('hint-note');
    await expect(note).toContainText(/The Hard bot would .+\./, { timeout: 20_000 });
    const hinted = page.locator('[data-hinted="1"]');
    await expect(hinted).toHaveCount(1);
    await expect(hinted).toBeEnabled(); // a legal option (only legal options are enabled)
    if (turn === 0) await attachShot(page, testInfo, 'hint-setup-buy');
    await hinted.click(); // follow the hint: it is accepted
    await expect(page.getByTestId('error')).toHaveCount(0);
  }
  await attachShot(page, testInfo, 'hint-after-three');

  // Hot-seat: the hint is off unless the table turned it on (start screen setting).
  await page.getByTestId('menu').click();
  await setSeat(page, 1, { human: 'Bo' });
  await page.getByTestId('start-race').click();
  expect(await nextDecision(page)).toBe('handoff');
  await page.getByTestId('handoff-confirm').click();
  await expect(page.getByTestId('hint-button')).toBeDisabled();
  await expect(page.getByTestId('hint-button')).toHaveAttribute('title', /off in hot-seat/);

  // Turned on at the start screen, the same hot-seat table gets its hint.
  await page.getByTestId('menu').click();
  await page.getByTestId('hints-hotseat').check();
  await page.getByTestId('start-race').click();
  expect(await nextDecision(page)).toBe('handoff');
  await page.getByTestId('handoff-confirm').click();
  expect(await nextDecision(page)).toBe('act');
  await page.getByTestId('hint-button').click();
  await expect(page.getByTestId('hint-note')).toContainText(/The Hard bot would .+\./, { timeout: 20_000 });
  await expect(page.locator('[data-hinted="1"]')).toHaveCount(1);
  await attachShot(page, testInfo, 'hint-hotseat-on');
  errors.report(testInfo);
});
