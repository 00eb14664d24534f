import { expect, test } from '@playwright/test';
import { findTrack } from '../../src-shared/games/automobiles';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { fixtureWhere, installFixture } from './newcomer-fixture';
import { scaled } from './load-scale';

/**
 * Issue #32: the season replay's header named two tracks as if one race (the autosave's name,
 * the last race's track, then the track at the moment). It names the race being replayed. The
 * replay opens at its start (the first race's grid), with Play ready.
 */
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
] as const;

for (const size of SIZES) {
  test(`${size.width}×${size.height}: the season replay's header names the race being replayed`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(scaled(120_000));
    const errors = collectPageErrors(page);
    await page.setViewportSize(size);
    await fastAnimations(page);
    let tracks: string[] = [];
    const fixture = fixtureWhere(
      5,
      (s) => {
        tracks = s.options.season?.tracks ?? [];
        return (s.season?.race ?? 0) >= 1 && s.phase === 'action' && s.round >= 2;
      },
      { laps: 1, season: { races: 3 } },
    );
    const names = tracks.map((id) => findTrack(id)!.name);
    expect(new Set(names.slice(0, 2)).size, 'the fixture’s first two races are on different tracks').toBe(2);
    await installFixture(page, fixture);
    await page.goto('/');
    await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
    await page.getByTestId('open-saves').click();
    await page.locator('[data-testid^=slot-replay-]').first().click();
    const replay = page.getByTestId('replay');
    await expect(replay).toBeVisible();
    const what = replay.getByTestId('replay-what');
    // It opens at the start (race 1, the grid), with Play ready: race 1's track only.
    await expect(replay).not.toHaveAttribute('data-length', '0');
    expect(Number(await replay.getAttribute('data-length'))).toBeGreaterThan(20);
    await expect(replay).toHaveAttribute('data-moment', '0');
    await expect(replay.getByTestId('replay-play')).toBeEnabled();
    await expect(replay.getByTestId('replay-play')).toContainText('Play');
    await expect(replay.getByTestId('replay-first')).toBeDisabled();
    await expect(what).toHaveText(`Season race 1 of 3: ${names[0]} · 1 lap`);
    await attachShot(page, testInfo, `replay-race-1-${size.width}`);
    // At the end (race 2): race 2's track only.
    await page.keyboard.press('End');
    await expect(replay).toHaveAttribute('data-moment', (await replay.getAttribute('data-length'))!);
    await expect(what).toHaveText(`Season race 2 of 3: ${names[1]} · 1 lap`);
    await attachShot(page, testInfo, `replay-race-2-${size.width}`);
    errors.report(testInfo);
  });
}
