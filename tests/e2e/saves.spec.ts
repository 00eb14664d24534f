import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations, nextDecision, setSeat } from './helpers';
import { scaled } from './load-scale';

/**
 * Saves in the browser build (localStorage): the autosave survives a reload and Continue
 * resumes at the same position; named saves are listed with date, track, race and standing,
 * exported as a download and imported back; a corrupted entry is reported clearly and the
 * other saves still load.
 */

const GEARS = ['black', 'darkGray', 'lightGray', 'white'];

async function startRace(page: Page, seed = '7') {
  await page.goto('/');
  await expect(page.getByTestId('start-screen')).toBeVisible();
  await setSeat(page, 0, { human: 'Tester' });
  await setSeat(page, 1, { bot: 'Greedy Gus', level: 'greedy' });
  await page.getByTestId('track-beginner-oval').click();
  await page.getByTestId('laps-1').click();
  await page.getByTestId('seed').fill(seed);
  // The scenario is written for seat 1 starting (the default draws the starting player).
  await page.getByTestId('seat-one-starts').check();
  await page.getByTestId('start-race').click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
}

/** Takes `n` decisions with a simple policy (as in race.spec.ts), then waits for the next one. */
async function takeActions(page: Page, n: number) {
  for (let i = 0; i < n; i++) {
    expect(await nextDecision(page)).toBe('act');
    const game = page.getByTestId('game-screen');
    const prompt = await game.getAttribute('data-prompt');
    const phase = await game.getAttribute('data-phase');
    if (prompt === 'move') {
      const step = page.locator('[data-testid=move-prompt] [data-testid^=step-]:enabled').first();
      if (await step.count()) await page.keyboard.press('1');
      else await page.getByTestId('prompt-stop').click();
    } else if (prompt) {
      const stop = page.getByTestId('prompt-stop');
      if (await stop.count()) await stop.click();
      else await page.locator('[data-testid=prompt-dialog] button[data-option]:enabled').first().click();
    } else if (phase === 'setup' || phase === 'buy') {
      const b = page.getByTestId('buy-darkGray');
      if (await b.isEnabled()) await b.click();
      else await page.keyboard.press('Enter');
    } else if (phase === 'action') {
      let played = false;
      for (const c of GEARS) {
        const b = page.getByTestId(`play-${c}`);
        if ((await b.count()) && (await b.isEnabled())) {
          await b.click();
          played = true;
          break;
        }
      }
      if (!played) await page.keyboard.press('Enter');
    } else {
      await page.locator('[data-testid=dock] button:enabled').first().click();
    }
  }
  expect(await nextDecision(page)).toBe('act');
}

/** What the screen shows of the position: phase, prompt, decider, status line, both players' areas, the dock. */
async function position(page: Page) {
  const game = page.getByTestId('game-screen');
  await expect(game).toHaveAttribute('data-settled', 'true');
  return {
    phase: await game.getAttribute('data-phase'),
    prompt: await game.getAttribute('data-prompt'),
    decider: await game.getAttribute('data-decider'),
    status: await page.getByTestId('status').innerText(),
    p0: await page.getByTestId('player-0').innerText(),
    p1: await page.getByTestId('player-1').innerText(),
    dock: await page.getByTestId('dock').innerText(),
  };
}

async function saveAs(page: Page, label: string) {
  await page.getByTestId('save-as').click();
  await page.getByTestId('save-as-label').fill(label);
  await page.getByTestId('save-as-confirm').click();
  await expect(page.getByTestId('save-as-dialog')).toHaveCount(0);
  await expect(page.getByTestId('save-notice')).toHaveText(`Saved as “${label}”.`);
}

test.beforeEach(async ({ page }) => {
  await fastAnimations(page, 4);
});

test('reload, then Continue resumes at the same position', async ({ page }, testInfo) => {
  test.setTimeout(scaled(120_000));
  const errors = collectPageErrors(page);
  await startRace(page);
  await takeActions(page, 8);
  const before = await position(page);
  await attachShot(page, testInfo, 'before-reload');

  await page.reload();
  await expect(page.getByTestId('start-screen')).toBeVisible();
  const cont = page.getByTestId('continue-game');
  await expect(cont).toBeVisible();
  await expect(cont).toContainText('Sunset Oval');
  await cont.click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  expect(await nextDecision(page)).toBe('act');
  expect(await position(page)).toEqual(before);
  await attachShot(page, testInfo, 'after-continue');

  // And the race goes on from there, still autosaving.
  await takeActions(page, 3);
  const later = await position(page);
  await page.reload();
  await page.getByTestId('continue-game').click();
  expect(await nextDecision(page)).toBe('act');
  expect(await position(page)).toEqual(later);
  errors.report(testInfo);
  expect(errors.ui).toEqual([]);
});

test('save to a named slot, list it, export it, delete it and import it back', async ({ page }, testInfo) => {
  test.setTimeout(scaled(120_000));
  await startRace(page, '11');
  await takeActions(page, 6);
  await saveAs(page, 'E2E checkpoint');
  const atSave = await position(page);

  // Play on, then back to the menu: the list shows the slot with its metadata.
  await takeActions(page, 3);
  await page.getByTestId('menu').click();
  await page.getByTestId('open-saves').click();
  const panel = page.getByTestId('saves-panel');
  await expect(panel).toBeVisible();
  const slot = page.getByTestId('slot-save-1');
  await expect(slot.getByTestId('slot-label')).toHaveText('E2E checkpoint');
  await expect(slot.getByTestId('slot-track')).toContainText('Sunset Oval');
  await expect(slot.getByTestId('slot-race')).toHaveText(/^Single race · (round \d+|setup)$/);
  await expect(slot.getByTestId('slot-standing')).toContainText('Tester');
  await expect(slot.getByTestId('slot-standing')).toContainText('Greedy Gus');
  await expect(slot.getByTestId('slot-date')).not.toBeEmpty();
  // The game's own autosave slot is listed too.
  await expect(page.locator('[data-testid^=slot-game-]')).toHaveCount(1);
  await attachShot(page, testInfo, 'saves-list');

  // Export: a download of the save file.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('slot-export-save-1').click()]);
  expect(download.suggestedFilename()).toBe('automobiles-e2e-checkpoint.json');
  const text = readFileSync((await download.path())!, 'utf8');
  const file = JSON.parse(text);
  expect(file).toMatchObject({
    format: 'automobiles-save',
    version: 4,
    meta: { label: 'E2E checkpoint' },
    seats: [
      { kind: 'human', name: 'Tester' },
      { kind: 'bot', name: 'Greedy Gus', level: 'greedy' },
    ],
  });

  // Delete (asks once more), then import the exported file back.
  await page.getByTestId('slot-delete-save-1').click();
  await expect(page.getByTestId('slot-delete-save-1')).toHaveText('Really delete?');
  await page.getByTestId('slot-delete-save-1').click();
  await expect(page.getByTestId('slot-save-1')).toHaveCount(0);
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: download.suggestedFilename(), mimeType: 'application/json', buffer: Buffer.from(text) });
  await expect(page.getByTestId('saves-notice')).toHaveText('Imported “E2E checkpoint”.');
  const imported = page.locator('[data-testid^=slot-save-]', { hasText: 'E2E checkpoint' });
  await expect(imported).toHaveCount(1);
  const importedId = (await imported.getAttribute('data-testid'))!.slice('slot-'.length);

  // A file that is not a save is refused with a clear message, and nothing is added.
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"name":"not a save"}') });
  await expect(page.getByTestId('saves-error')).toHaveText(
    'This file cannot be imported: not an Automobiles save file: it has no "format" field.',
  );
  await expect(page.locator('[data-testid^=slot-save-]')).toHaveCount(1);

  // Loading the imported save gives the position at the time of saving.
  await page.getByTestId(`slot-load-${importedId}`).click();
  await expect(page.getByTestId('game-screen')).toBeVisible();
  expect(await nextDecision(page)).toBe('act');
  expect(await position(page)).toEqual(atSave);
});

test('a corrupted save is reported clearly; the other saves still load and nothing is overwritten', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(120_000));
  await startRace(page, '5');
  await takeActions(page, 4);
  await saveAs(page, 'First');
  await takeActions(page, 4);
  await saveAs(page, 'Second');
  const atSecond = await position(page);

  // Damage the first save (cut in half) and make the game's autosave a newer version's file.
  const { damaged, autoId } = await page.evaluate(() => {
    const key = 'automobiles.save.save-1';
    const text = localStorage.getItem(key)!;
    const cut = text.slice(0, Math.floor(text.length / 2));
    localStorage.setItem(key, cut);
    const autoKey = Object.keys(localStorage).find((k) => k.startsWith('automobiles.save.game-'))!;
    const auto = JSON.parse(localStorage.getItem(autoKey)!.split('\n')[0]);
    localStorage.setItem(autoKey, JSON.stringify({ ...auto, version: 99 }));
    return { damaged: cut, autoId: autoKey.slice('automobiles.save.'.length) };
  });
  await page.reload();
  await expect(page.getByTestId('start-screen')).toBeVisible();
  // No Continue from an autosave that cannot be read.
  await expect(page.getByTestId('open-saves')).toBeVisible();
  await expect(page.getByTestId('continue-game')).toHaveCount(0);
  await page.getByTestId('open-saves').click();

  const bad = page.getByTestId('slot-save-1');
  await expect(bad).toHaveAttribute('data-ok', 'false');
  await expect(bad.getByTestId('slot-error')).toHaveText(
    /^\s*This save cannot be read: not a save file: the text is not valid JSON\. It is kept unchanged\.\s*$/,
  );
  await expect(page.getByTestId(`slot-${autoId}`).getByTestId('slot-error')).toContainText(
    'save version 99 is newer than this version of the game supports (4); please update the game',
  );
  await expect(page.getByTestId('saves-damaged-note')).toContainText('2 saves cannot be read');
  await expect(page.getByTestId('slot-load-save-1')).toHaveCount(0);
  await attachShot(page, testInfo, 'damaged-saves');

  // The other save loads as a game of its own (its own autosave slot): the damaged texts stay as they are.
  await page.getByTestId('slot-load-save-2').click();
  expect(await nextDecision(page)).toBe('act');
  expect(await position(page)).toEqual(atSecond);
  await takeActions(page, 2);
  const stored = await page.evaluate((id) => {
    const games = Object.keys(localStorage).filter((k) => k.startsWith('automobiles.save.game-'));
    return {
      first: localStorage.getItem('automobiles.save.save-1'),
      old: JSON.parse(localStorage.getItem(`automobiles.save.${id}`) ?? 'null')?.version,
      games: games.length,
      versions: games.map((k) => JSON.parse(localStorage.getItem(k)!.split('\n')[0]).version).sort(),
    };
  }, autoId);
  expect(stored).toEqual({ first: damaged, old: 99, games: 2, versions: [4, 99] });
  await page.getByTestId('menu').click();
  await page.getByTestId('open-saves').click();
  await expect(page.getByTestId(`slot-${autoId}`)).toHaveAttribute('data-ok', 'false');
  await expect(page.locator('[data-testid^=slot-game-][data-ok=true]')).toHaveCount(1);
});
