import { expect, test, type Page } from '@playwright/test';
import { findTrack } from '../../src-shared/games/racepack';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { scaled } from './load-scale';

const cell = (page: Page, gx: number, gy: number) => page.getByTestId(`tb-cell-${gx}-${gy}`);
const tile = (page: Page, gx: number, gy: number) => page.getByTestId(`tb-tile-${gx}-${gy}`);

async function openBuilder(page: Page) {
  await page.goto('/');
  await page.getByTestId('game-racepack').click();
  await page.getByTestId('rp-open-builder').click();
  await expect(page.getByTestId('track-builder')).toBeVisible();
}

test('Racepack track builder: a placed tile is not selected (R turns the tool); Esc and Close ask before dropping unsaved work; notes never overlap', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(90_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  await openBuilder(page);
  await page.getByTestId('tb-clear').click();

  await page.getByTestId('tb-kind-straight').click();
  await cell(page, 3, 3).click();
  const road = () => tile(page, 3, 3).locator('path.road').getAttribute('d');
  const glyph = () => page.getByTestId('tb-kind-straight').locator('path').getAttribute('d');
  const [roadBefore, glyphBefore] = [await road(), await glyph()];
  await page.keyboard.press('r');
  expect(await road(), 'R did not turn the tile just placed').toBe(roadBefore);
  expect(await glyph(), 'R turned the tool').not.toBe(glyphBefore);
  // The straight removed; four corners in a ring: a loop too small, with two problems on neighbouring tiles.
  await tile(page, 3, 3).click();
  await page.keyboard.press('Delete');
  await expect(tile(page, 3, 3)).toHaveCount(0);
  await page.getByTestId('tb-kind-corner').click();
  await page.keyboard.press('r'); // the tool back at its first turn (east + south)
  await page.keyboard.press('r');
  await page.keyboard.press('r');
  for (const [gx, gy] of [
    [3, 3],
    [4, 3],
    [4, 4],
    [3, 4],
  ]) {
    await cell(page, gx, gy).click();
    await page.keyboard.press('r');
  }
  const notes = page.getByTestId('tb-tile-problem');
  await expect.poll(() => notes.count()).toBeGreaterThan(1);
  const boxes = [];
  for (let i = 0; i < (await notes.count()); i++) boxes.push((await notes.nth(i).locator('rect').boundingBox())!);
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const [a, c] = [boxes[i], boxes[j]];
      const overlap = a.x < c.x + c.width && c.x < a.x + a.width && a.y < c.y + c.height && c.y < a.y + a.height;
      expect(overlap, `notes ${i + 1} and ${j + 1} overlap`).toBe(false);
    }
  await attachShot(page, testInfo, 'builder-notes');

  // Esc with nothing selected asks; "no" keeps the work.
  let asked = 0;
  page.once('dialog', (d) => {
    asked++;
    void d.dismiss();
  });
  await page.keyboard.press('Escape');
  await expect.poll(() => asked).toBe(1);
  await expect(page.getByTestId('track-builder')).toBeVisible();
  await expect(tile(page, 3, 3)).toBeVisible();
  // Close asks too; "yes" drops it.
  page.once('dialog', (d) => {
    asked++;
    void d.accept();
  });
  await page.getByTestId('tb-close').click();
  await expect(page.getByTestId('track-builder')).toHaveCount(0);
  expect(asked).toBe(2);
  // Nothing unsaved: Close just closes.
  await page.getByTestId('rp-open-builder').click();
  await page.getByTestId('tb-close').click();
  await expect(page.getByTestId('track-builder')).toHaveCount(0);
  expect(asked).toBe(2);
  errors.report(testInfo);
});

test('Racepack custom tracks: never race a shipped one of the same name; edited again, deleted; import messages count tiles from 1', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(120_000));
  const errors = collectPageErrors(page);
  await fastAnimations(page, 4);
  page.on('dialog', (d) => void d.accept());
  await openBuilder(page);

  // A copy of the Grand Prix under the shipped name is refused; under "Grand Prix" it is its own track.
  await page.getByTestId('tb-load-grand-prix').click();
  const name = page.getByTestId('tb-name');
  await name.fill('Grand Prix (recommended)');
  await name.blur();
  await page.getByTestId('tb-save').click();
  await expect(page.getByTestId('tb-note')).toContainText('shipped track');
  await name.fill('Grand Prix');
  await name.blur();
  // Make it differ from the shipped course: 2 laps.
  await page.getByTestId('tb-laps').selectOption('2');
  await page.getByTestId('tb-save').click();
  await expect(page.getByTestId('tb-note')).toContainText('is saved');
  const mine = page.getByTestId('tb-custom-tracks').locator('li', { hasText: 'Grand Prix' });
  await expect(mine).toHaveCount(1);
  const id = (await mine.getByRole('button', { name: 'Edit' }).getAttribute('data-testid'))!.slice('tb-edit-'.length);
  expect(id).not.toBe('grand-prix');

  // Edited again: a tile removed and put back, saved: still one track of that name.
  await page.getByTestId('tb-clear').click();
  await page.getByTestId(`tb-edit-${id}`).click();
  await expect(page.getByTestId('tb-note')).toContainText('Editing');
  await expect(page.getByTestId('tb-status')).toContainText('valid circuit of 24 tiles');
  await expect(page.getByTestId('tb-laps')).toHaveValue('2');
  await page.getByTestId('tb-laps').selectOption('1');
  await page.getByTestId('tb-save').click();
  await expect(mine).toHaveCount(1);

  // Import a broken file: the message counts its tiles from 1 (the sixth tile is the one moved away).
  const gp = findTrack('grand-prix')!;
  const broken = {
    ...gp,
    id: 'broken',
    name: 'Broken',
    tiles: gp.tiles.map((t, i) => (i === 5 ? { ...t, x: t.x + 40 } : t)),
  };
  await page.getByTestId('tb-import').click();
  await page.locator('input[type=file]').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(broken)),
  });
  await expect(page.getByTestId('tb-note')).toContainText('tile 5 and tile 6 are not edge to edge');
  await attachShot(page, testInfo, 'builder-import-message');

  // Racing "Grand Prix" races the custom track, not the shipped Grand Prix.
  await page.getByTestId('tb-close').click();
  await page.getByTestId(`rp-track-${id}`).click();
  await page.getByTestId('rp-start').click();
  await expect(page.getByTestId('racepack-screen')).toBeVisible();
  await expect(page.getByTestId('racepack-screen').locator('header')).toContainText('Grand Prix');
  await expect(page.getByTestId('racepack-screen').locator('header')).not.toContainText('recommended');
  await expect(page.getByTestId('rp-lap')).toContainText('of 1');
  page.removeAllListeners('dialog');
  page.once('dialog', (d) => void d.accept());
  await page.getByTestId('rp-quit').click();

  // Deleted: gone from the builder and the setup.
  await page.getByTestId('rp-open-builder').click();
  page.once('dialog', (d) => void d.accept());
  await page.getByTestId(`tb-delete-${id}`).click();
  await expect(page.getByTestId(`tb-edit-${id}`)).toHaveCount(0);
  await page.getByTestId('tb-close').click();
  await expect(page.getByTestId(`rp-track-${id}`)).toHaveCount(0);
  errors.report(testInfo);
});
