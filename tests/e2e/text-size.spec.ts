/// <reference lib="dom" />
import { expect, test, type Locator, type Page } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations, nextDecision } from './helpers';
import { boardReady, startRacepack } from './racepack-fixture';
import { scaled } from './load-scale';

/**
 * Issue #31, text size: every font size follows the setting (no fixed-px text left behind). At
 * the largest size the log, the panels and the buttons of both games' screens and the start
 * screen really grow, and at 1024×700 nothing is cut: no button's words overflow it and the page
 * does not scroll sideways.
 */

const SMALL = { width: 1024, height: 700 };

/** The drawn height of the first character of an element's text (zoom and font size both count). */
async function glyphHeight(el: Locator): Promise<number> {
  return el.evaluate((node) => {
    const walk = document.createTreeWalker(node, NodeFilter.SHOW_TEXT, {
      acceptNode: (n) => ((n.textContent ?? '').trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP),
    });
    const text = walk.nextNode();
    if (!text) return 0;
    const start = (text.textContent ?? '').search(/\S/);
    const range = document.createRange();
    range.setStart(text, start);
    range.setEnd(text, start + 1);
    return range.getBoundingClientRect().height;
  });
}

async function heights(targets: Record<string, Locator>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [k, l] of Object.entries(targets)) {
    await expect(l.first(), `${k} is shown`).toBeVisible({ timeout: 30_000 });
    out[k] = await glyphHeight(l.first());
  }
  return out;
}

/**
 * What is cut: a box that clips its content (overflow hidden or clip, no ellipsis meant) while
 * the content is larger than the box, and a page scrolling sideways. Boxes of the boards
 * (canvas, svg) are left out: they fit their drawing themselves.
 */
async function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const cut: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      if (el.closest('svg') || el.querySelector('canvas, svg') || el.tagName === 'CANVAS') continue;
      // Fields scroll their own words; a screen-reader-only label is meant to be 1 px.
      if (['INPUT', 'SELECT', 'TEXTAREA'].includes(el.tagName)) continue;
      const style = getComputedStyle(el);
      if (style.textOverflow === 'ellipsis' || style.visibility === 'hidden') continue;
      const r = el.getBoundingClientRect();
      if (r.width <= 2 || r.height <= 2) continue;
      const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
      const what = `${el.tagName.toLowerCase()}${el.dataset.testid ? `[${el.dataset.testid}]` : ''}.${el.className} "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      if (clipsX && el.scrollWidth > el.clientWidth + 1)
        cut.push(`${what} (width ${el.scrollWidth} > ${el.clientWidth})`);
      if (clipsY && el.scrollHeight > el.clientHeight + 2)
        cut.push(`${what} (height ${el.scrollHeight} > ${el.clientHeight})`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth + 1) {
      const wide = [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1 && !el.querySelector('*'))
        .slice(0, 3)
        .map((el) => `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
      cut.push(`the page scrolls sideways (${wide.join(', ')})`);
    }
    return cut;
  });
}

/** The parts of a screen's top bar that are drawn over each other (none: each has its own room). */
async function overlaps(page: Page, bar: string): Promise<string[]> {
  return page.locator(bar).evaluate((el) => {
    const parts = [...el.children].map((c) => ({ c, r: c.getBoundingClientRect() })).filter((p) => p.r.width > 0);
    const out: string[] = [];
    // A part whose content spills out of its box is drawn over its neighbour.
    for (const p of parts)
      if (getComputedStyle(p.c).textOverflow !== 'ellipsis' && p.c.scrollWidth > p.c.clientWidth + 1)
        out.push(`${p.c.className} spills (${p.c.scrollWidth} > ${p.c.clientWidth})`);
    for (const [i, a] of parts.entries())
      for (const b of parts.slice(i + 1))
        if (
          a.r.left < b.r.right - 1 &&
          b.r.left < a.r.right - 1 &&
          a.r.top < b.r.bottom - 1 &&
          b.r.top < a.r.bottom - 1
        )
          out.push(`${a.c.className} over ${b.c.className}`);
    return out;
  });
}

/** Opens the settings with ",", picks a text size, closes with Esc. */
async function textSize(page: Page, size: 'standard' | 'large' | 'largest') {
  await page.keyboard.press(',');
  await expect(page.getByTestId('settings')).toBeVisible();
  await page.getByTestId(`settings-text-${size}`).check();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('settings')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-text-size', size);
}

/** Each text grew by about the setting's 1.3 (at least 1.2 times). */
function grew(before: Record<string, number>, after: Record<string, number>) {
  for (const k of Object.keys(before)) {
    expect(before[k], `${k} has text`).toBeGreaterThan(4);
    expect(after[k] / before[k], `${k}: ${before[k]} → ${after[k]} px`).toBeGreaterThan(1.2);
  }
}

test('Automobiles and the start screen: the largest text grows the log, panels and buttons; nothing cut at 1024×700', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(150_000));
  const errors = collectPageErrors(page);
  await page.setViewportSize(SMALL);
  await fastAnimations(page, 4);
  await page.goto('/');
  await expect(page.locator('body')).toHaveAttribute('data-ready', '1');

  const start = {
    title: page.locator('[data-testid=start-screen] h1, [data-testid=start-screen] h2'),
    button: page.getByTestId('start-race'),
    label: page.locator('[data-testid=start-screen] .label'),
  };
  const start0 = await heights(start);
  await textSize(page, 'largest');
  grew(start0, await heights(start));
  await attachShot(page, testInfo, 'start-largest-1024x700');
  expect(await cutTexts(page)).toEqual([]);
  await textSize(page, 'standard');

  await page.getByTestId('seed').fill('7');
  await page.getByTestId('start-race').click();
  // The log's tab, then Ann plays her default moves (Enter) until the log has lines.
  const screen = page.getByTestId('game-screen');
  await page.getByTestId('tab-log').click();
  const logLines = page.getByTestId('game-log').locator('li');
  for (let i = 0; i < 6 && (await logLines.count()) === 0; i++) {
    if ((await nextDecision(page, 90_000)) !== 'act') continue;
    const version = await screen.getAttribute('data-version');
    await page.keyboard.press('Enter');
    await expect(screen).not.toHaveAttribute('data-version', version ?? '');
  }
  await nextDecision(page, 90_000);
  const play = {
    log: page.getByTestId('game-log').locator('li'),
    panel: page.locator('.pa'),
    menu: page.getByTestId('menu'),
    status: page.getByTestId('status'),
  };
  const play0 = await heights(play);
  await textSize(page, 'largest');
  grew(play0, await heights(play));
  await page.evaluate(() => document.fonts.ready);
  await attachShot(page, testInfo, 'automobiles-largest-1024x700');
  expect(await cutTexts(page)).toEqual([]);
  errors.report(testInfo);
  expect(errors.ui).toEqual([]);
});

test('Racepack: the largest text grows the log, teams panel and buttons; nothing cut at 1024×700', async ({
  page,
}, testInfo) => {
  test.setTimeout(scaled(150_000));
  const errors = collectPageErrors(page);
  await page.setViewportSize(SMALL);
  await fastAnimations(page, 4);
  await startRacepack(page, { seats: [{ human: 'Ann' }, { bot: 'greedy' }], seed: 5 });
  await boardReady(page);
  const screen = {
    log: page.getByTestId('rp-log').locator('li'),
    teams: page.getByTestId('rp-teams'),
    undo: page.getByTestId('rp-undo'),
  };
  const before = await heights(screen);
  await textSize(page, 'largest');
  grew(before, await heights(screen));
  await attachShot(page, testInfo, 'racepack-largest-1024x700');
  expect(await cutTexts(page)).toEqual([]);
  expect(await overlaps(page, '[data-testid=racepack-screen] header.bar')).toEqual([]);
  errors.report(testInfo);
  expect(errors.ui).toEqual([]);
});
