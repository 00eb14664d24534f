import { expect, test } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { cars, driveOnce, logLines, startRacepack, untilMyMove } from './racepack-fixture';
import { scaled } from './load-scale';

test('Racepack save and resume: a race against a bot is saved, the page reloads, Continue shows the same board and log', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(180_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await startRacepack(page, { seats: [{ human: 'Tester' }, { bot: 'greedy' }], track: 'grand-prix', laps: 2, seed: 5 });
  for (let k = 0; k < 4; k++) {
    expect(await untilMyMove(page)).toBe(true);
    await driveOnce(page);
  }
  expect(await untilMyMove(page)).toBe(true);

  // A named copy beside the autosave.
  await page.getByTestId('rp-save-as').click();
  await page.getByTestId('save-as-label').fill('Racepack e2e save');
  await page.getByTestId('save-as-confirm').click();
  await expect(page.getByTestId('save-notice')).toContainText('Saved as “Racepack e2e save”');

  const board = await cars(page);
  const log = await logLines(page);
  expect(log.length, 'the race logged its moves').toBeGreaterThan(4);
  await attachShot(page, testInfo, 'racepack-before-reload');

  await page.reload();
  await expect(page.getByTestId('start-screen')).toBeVisible();
  const recent = page.getByTestId('recent-games');
  await expect(recent).toContainText(/Racepack · Grand Prix[^·]* · lap 1\/2/);
  await attachShot(page, testInfo, 'racepack-recent-games');
  await recent.locator('li', { hasText: 'Tester' }).first().getByTestId('recent-continue').click();
  await expect(page.getByTestId('racepack-screen')).toBeVisible();
  expect(await untilMyMove(page)).toBe(true);
  expect(await cars(page)).toEqual(board);
  expect(await logLines(page)).toEqual(log);
  await attachShot(page, testInfo, 'racepack-resumed');

  // The race goes on from there.
  await driveOnce(page);

  // Back to the menu: the race stays in its autosave.
  page.once('dialog', (d) => void d.accept());
  await page.getByTestId('rp-quit').click();
  await expect(page.getByTestId('racepack-screen')).toHaveCount(0);

  // The named save in the saves panel, labelled by game; export it, import the file, load the copy.
  await page.getByTestId('open-saves').click();
  const named = page.locator('li.slot', { hasText: 'Racepack e2e save' }).first();
  await expect(named.getByTestId('slot-game')).toHaveText('Racepack');
  await expect(named.getByTestId('slot-race')).toContainText('lap 1/2');
  const id = (await named.getAttribute('data-testid'))!.slice('slot-'.length);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`slot-export-${id}`).click()]);
  const file = testInfo.outputPath('racepack-save.json');
  await download.saveAs(file);
  await page.getByTestId('import-file').setInputFiles(file);
  await expect(page.getByTestId('saves-notice')).toContainText('Imported');
  // A foreign file is refused with a message.
  await page.getByTestId('import-file').setInputFiles({
    name: 'not-a-save.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"hello": "world"}'),
  });
  await expect(page.getByTestId('saves-error')).toBeVisible();
  await attachShot(page, testInfo, 'racepack-saves-panel');
  await page.getByTestId(`slot-load-${id}`).click();
  await expect(page.getByTestId('racepack-screen')).toBeVisible();
  expect(await untilMyMove(page)).toBe(true);
  expect(await cars(page)).toEqual(board);
  expect(await logLines(page)).toEqual(log);
  errors.report(testInfo);
});
