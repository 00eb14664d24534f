import { expect, test } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { startRacepack, untilMyMove } from './racepack-fixture';
import { scaled } from './load-scale';

test('Racepack hint: the suggested movement is shown to confirm, and playing it moves on', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(120_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await startRacepack(page, { seats: [{ human: 'Hinted' }, { bot: 'greedy' }], track: 'grand-prix', laps: 1, seed: 5 });
  const screen = page.getByTestId('racepack-screen');
  for (let k = 0; k < 3; k++) {
    expect(await untilMyMove(page)).toBe(true);
    const v = Number(await screen.getAttribute('data-version'));
    await page.getByTestId('rp-hint').click();
    const chooser = page.getByTestId('rp-chooser');
    if (await chooser.count()) {
      await expect(chooser).toContainText('Hint');
      await expect(
        page.locator(
          '[data-testid^=rp-choice-]:not([data-testid=rp-choice-cancel]):not([data-testid=rp-choice-list]):not([data-testid=rp-choice-risk])',
        ),
      ).toHaveCount(1);
      if (k === 0) await attachShot(page, testInfo, 'racepack-hint');
      // Nothing is played until confirmed.
      expect(Number(await screen.getAttribute('data-version'))).toBe(v);
      await page.getByTestId('rp-choice-0').click();
    } else {
      await expect(page.getByTestId('rp-hint-text')).toContainText('Hint');
      break;
    }
    await expect.poll(async () => Number(await screen.getAttribute('data-version'))).toBeGreaterThan(v);
  }
  errors.report(testInfo);
});
