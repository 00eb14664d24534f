import { expect, test, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { startRacepack, untilMyMove, type RacepackRace } from './racepack-fixture';
import { scaled } from './load-scale';

const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
];

/** Every element of the race header whose text or children stick out of it (scrollWidth over clientWidth), and any outside the window. */
async function clipped(page: Page) {
  return page.evaluate(() => {
    const out: string[] = [];
    const header = document.querySelector('.rp-screen header.bar') as HTMLElement;
    for (const el of [header, ...header.querySelectorAll<HTMLElement>('*')]) {
      // Not drawn, or only for screen readers (a 1-pixel box on purpose).
      if (el instanceof SVGElement || el.offsetParent === null || el.clientWidth <= 1) continue;
      const r = el.getBoundingClientRect();
      const name = `${el.tagName.toLowerCase()}.${el.className} "${el.textContent?.trim().slice(0, 40)}"`;
      if (el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0)
        out.push(`${name}: ${el.scrollWidth} > ${el.clientWidth}`);
      if (r.right > window.innerWidth + 0.5 || r.left < -0.5) out.push(`${name}: outside the window`);
    }
    return out;
  });
}

const RACES: { what: string; race: RacepackRace; track: string }[] = [
  {
    what: '2 players (4 cars), Grand Prix',
    race: {
      seats: [{ human: 'Tutorial player' }, { bot: 'greedy' }],
      track: 'grand-prix',
      laps: 3,
      seed: 4,
    },
    track: 'Grand Prix (recommended)',
  },
  {
    what: '8 players, the 48-tile circuit',
    race: {
      seats: [
        { human: 'Tutorial player' },
        { bot: 'greedy' },
        { bot: 'greedy' },
        { bot: 'greedy' },
        { bot: 'greedy' },
        { bot: 'greedy' },
        { bot: 'greedy' },
        { bot: 'greedy' },
      ],
      track: 'long-circuit',
      laps: 2,
      seed: 3,
    },
    track: 'Long Circuit (48 tiles)',
  },
];

for (const viewport of VIEWPORTS) {
  for (const { what, race, track } of RACES) {
    test(`Racepack race header at ${viewport.width}×${viewport.height}, ${what}: every word in sight, nothing clipped`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(scaled(120_000));
      await page.setViewportSize(viewport);
      const errors = collectPageErrors(page);
      await fastAnimations(page, 4);
      await startRacepack(page, race);
      expect(await untilMyMove(page)).toBe(true);
      await attachShot(page, testInfo, `racepack-header-${viewport.width}-${race.seats.length}`);
      // The whole track name and the whole status line are there and readable.
      await expect(page.getByTestId('rp-track-name')).toHaveText(track);
      await expect(page.getByTestId('rp-status')).toHaveText(/^Car \d \(Tutorial player\) to move$/);
      expect(await clipped(page)).toEqual([]);
      // The Hint's bulb is a drawing, not an emoji that shows as a box without an emoji font.
      await expect(page.getByTestId('rp-hint').locator('svg[data-icon=bulb]')).toBeVisible();
      await expect(page.getByTestId('rp-hint')).toHaveText('Hint');
      // The header leaves the board most of the window.
      const header = (await page.locator('.rp-screen header.bar').boundingBox())!;
      expect(header.height, 'the header stays within two lines').toBeLessThanOrEqual(90);
      errors.report(testInfo);
    });
  }
}
