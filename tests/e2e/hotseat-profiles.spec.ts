/// <reference lib="dom" />
import { expect, test, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, nextDecision } from './helpers';
import { driveOnce } from './racepack-fixture';
import { scaled } from './load-scale';
import { RECORDS_KEY_PREFIX } from '../../src-renderer/client/browser-records-storage';
import { RECORDS_FORMAT } from '../../src-shared/records/record-book';

/**
 * Issue #31, hot seat with profiles (both games): two human seats pick two different profiles
 * at setup (a profile sits in one seat at a time), race to the finish on one device, and each
 * profile's statistics count the race, head to head against the other.
 */

const ANN = { id: 'e2e-ann', name: 'Ann', color: 'teal', look: 'star', created: '2026-01-01T00:00:00.000Z' };
const BEA = { id: 'e2e-bea', name: 'Bea', color: 'purple', look: 'bolt', created: '2026-01-01T00:00:00.000Z' };

async function twoProfiles(page: Page) {
  await page.addInitScript(
    ({ profiles, profilesKey }) => {
      if (sessionStorage.getItem('e2e-hotseat-profiles')) return;
      sessionStorage.setItem('e2e-hotseat-profiles', '1');
      localStorage.setItem('automobiles.settings', JSON.stringify({ speed: 4, animations: false }));
      localStorage.setItem(profilesKey, profiles);
      localStorage.setItem('automobiles.currentProfile', 'e2e-ann');
      localStorage.removeItem('automobiles.lastGame');
      localStorage.removeItem('automobiles.lastSetup');
    },
    {
      profiles: JSON.stringify({ format: RECORDS_FORMAT, version: 1, items: [ANN, BEA] }),
      profilesKey: `${RECORDS_KEY_PREFIX}profiles`,
    },
  );
}

/** Seat 0 takes Ann, seat 1 Bea; Ann cannot be picked twice. */
async function pickProfiles(page: Page, prefix: string) {
  await page.getByTestId(`${prefix}-0-profile`).selectOption(ANN.id);
  await expect(page.getByTestId(`${prefix}-1-profile`).locator(`option[value=${ANN.id}]`)).toBeDisabled();
  await page.getByTestId(`${prefix}-1-profile`).selectOption(BEA.id);
  await expect(page.getByTestId(`${prefix}-0-profile`).locator(`option[value=${BEA.id}]`)).toBeDisabled();
  await expect(page.getByTestId(`${prefix}-0-profile`)).toHaveValue(ANN.id);
  await expect(page.getByTestId(`${prefix}-1-profile`)).toHaveValue(BEA.id);
}

/** The statistics of each profile count one race of the game, head to head against the other. */
async function bothCounted(page: Page, game: 'automobiles' | 'racepack') {
  await page.getByTestId('open-stats').click();
  for (const [me, other] of [
    [ANN, BEA],
    [BEA, ANN],
  ]) {
    await page.getByTestId('stats-profile').selectOption(me.id);
    await expect(page.getByTestId('stats-title')).toHaveText(new RegExp(`${me.name}: statistics`));
    await expect(page.getByTestId(`stats-game-${game}`)).toContainText('1 race');
    await expect(page.getByTestId('stats-h2h')).toContainText(other.name);
  }
  await page.getByTestId('stats-close').click();
}

test('Automobiles hot seat: Ann and Bea pick their profiles, race, and both statistics count it', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(300_000));
  const errors = collectPageErrors(page);
  await twoProfiles(page);
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await page.getByTestId('seat-0-human').click();
  await page.getByTestId('seat-1-human').click();
  await pickProfiles(page, 'seat');
  await expect(page.getByTestId('seat-0-name')).toHaveValue('Ann');
  await expect(page.getByTestId('seat-1-name')).toHaveValue('Bea');
  await page.getByTestId('track-beginner-oval').click();
  await page.getByTestId('laps-1').click();
  await page.getByTestId('seed').fill('7');
  await attachShot(page, testInfo, 'automobiles-setup-profiles');
  await page.getByTestId('start-race').click();

  const screen = page.getByTestId('game-screen');
  for (let i = 0; i < 1500; i++) {
    const state = await nextDecision(page, 90_000);
    if (state === 'results') break;
    if (state === 'handoff') {
      await page.getByTestId('handoff-confirm').click();
      await expect(page.getByTestId('handoff')).toBeHidden();
      continue;
    }
    if (await screen.getAttribute('data-prompt')) {
      const stop = page.getByTestId('prompt-stop');
      if (await stop.count()) await stop.click();
      else await page.locator('[data-testid=prompt-dialog] button[data-option]:enabled').first().click();
      await expect(page.getByTestId('prompt-dialog')).toHaveCount(0);
    } else {
      const version = await screen.getAttribute('data-version');
      await page.keyboard.press('Enter');
      await expect(screen).not.toHaveAttribute('data-version', version ?? '');
    }
  }
  await expect(page.getByTestId('results')).toBeVisible();
  await expect(page.getByTestId('results')).toContainText('Ann');
  await expect(page.getByTestId('results')).toContainText('Bea');
  await page.getByTestId('results-menu').click();
  await bothCounted(page, 'automobiles');
  errors.report(testInfo);
  expect(errors.ui).toEqual([]);
});

test('Racepack hot seat: Ann and Bea pick their profiles, race, and both statistics count it', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(300_000));
  const errors = collectPageErrors(page);
  await twoProfiles(page);
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
  await page.getByTestId('game-racepack').click();
  await expect(page.getByTestId('racepack-setup')).toBeVisible();
  const rows = page.locator('[data-testid^=rp-seat-]:is(li)');
  while ((await rows.count()) > 2) await rows.last().locator('button.x').click();
  await page.getByTestId('rp-seat-0-human').click();
  await page.getByTestId('rp-seat-1-human').click();
  await pickProfiles(page, 'rp-seat');
  await expect(page.getByTestId('rp-seat-0-name')).toHaveValue('Ann');
  await expect(page.getByTestId('rp-seat-1-name')).toHaveValue('Bea');
  await page.getByTestId('rp-track-indy-oval').click();
  await page.getByTestId('rp-laps-1').click();
  await page.getByTestId('rp-seed').fill('3');
  await attachShot(page, testInfo, 'racepack-setup-profiles');
  await page.getByTestId('rp-start').click();

  const screen = page.getByTestId('racepack-screen');
  await expect(screen).toBeVisible();
  for (let i = 0; i < 1500; i++) {
    await page.waitForFunction(
      () =>
        !!document.querySelector('[data-testid=rp-results]') ||
        !!document.querySelector('[data-testid=rp-handoff]') ||
        document.querySelector('[data-testid=racepack-screen]')?.getAttribute('data-can-act') === 'true',
      null,
      { timeout: scaled(60_000), polling: 'raf' },
    );
    if (await page.getByTestId('rp-results').count()) break;
    if (await page.getByTestId('rp-handoff').count()) {
      await page.getByTestId('rp-handoff-ready').click();
      await expect(page.getByTestId('rp-handoff')).toHaveCount(0);
      continue;
    }
    if ((await screen.getAttribute('data-phase')) === 'defend') {
      const version = await screen.getAttribute('data-version');
      await page.getByTestId('rp-defend-pass').click();
      await expect(screen).not.toHaveAttribute('data-version', version ?? '');
      continue;
    }
    await driveOnce(page);
  }
  await expect(page.getByTestId('rp-results')).toBeVisible();
  await page.getByTestId('rp-back').click();
  await bothCounted(page, 'racepack');
  errors.report(testInfo);
  expect(errors.ui).toEqual([]);
});
