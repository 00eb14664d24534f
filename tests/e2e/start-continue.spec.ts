import { expect, test } from '@playwright/test';
import { attachShot, collectPageErrors, fastAnimations } from './helpers';
import { fixtureWhere, installFixture } from './newcomer-fixture';

/**
 * A newcomer's play-test: "Continue last game· Sunset Oval …" looked tight at 1024×700 (no
 * visible space before the "·"). The label and the "where" stand apart by a visible gap at both
 * window sizes: measured between the label's last letter and the dot's ink. The same holds for a
 * card and its type in the card list, and the tagline under the title is never cut to "a..".
 */
const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
] as const;

for (const size of SIZES) {
  test(`${size.width}×${size.height}: Continue's label and its "where" stand apart`, async ({ page }, testInfo) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(size);
    await fastAnimations(page);
    const fixture = fixtureWhere(1, (s) => s.round >= 2);
    await installFixture(page, fixture);
    await page.goto('/');
    await expect(page.locator('body')).toHaveAttribute('data-ready', '1');
    const button = page.getByTestId('continue-game');
    await expect(button).toBeVisible();
    await expect(button).toContainText(/^Continue last game\s+·\s+\S/);
    // From the right edge of the label's last letter to the left edge of the dot's ink (the
    // dot's own box is wider than its ink: the ink is measured on a canvas in the button's font).
    const m = await button.evaluate((b) => {
      const box = (node: Node, from: number, to: number) => {
        const r = document.createRange();
        r.setStart(node, from);
        r.setEnd(node, to);
        return r.getBoundingClientRect();
      };
      const walker = document.createTreeWalker(b, NodeFilter.SHOW_TEXT);
      const texts: Text[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
      const label = texts.find((t) => t.data.includes('Continue last game'))!;
      const end = label.data.indexOf('Continue last game') + 'Continue last game'.length;
      const lastLetter = box(label, end - 1, end);
      const dotText = texts.find((t) => t.data.includes('·'))!;
      const at = dotText.data.indexOf('·');
      const dot = box(dotText, at, at + 1);
      const font = getComputedStyle(dotText.parentElement!).font;
      const ctx = document.createElement('canvas').getContext('2d')!;
      ctx.font = font;
      const ink = ctx.measureText('·');
      const fontSize = parseFloat(getComputedStyle(dotText.parentElement!).fontSize);
      return {
        gap: dot.left + ink.actualBoundingBoxLeft * -1 - lastLetter.right,
        dotLeft: dot.left,
        letterRight: lastLetter.right,
        fontSize,
        sameLine: Math.abs(dot.top - lastLetter.top) < fontSize,
      };
    });
    testInfo.annotations.push({ type: 'gap', description: JSON.stringify(m) });
    expect(m.sameLine).toBe(true);
    // A visible space: at least a third of the font size of white between the word and the dot.
    expect(m.gap, JSON.stringify(m)).toBeGreaterThanOrEqual(m.fontSize / 3);
    // The tagline under the title is shown whole where it is shown (beside the title the buttons
    // left it "a.."; at 1024×700 it gives way to them altogether).
    const tag = page.locator('.brand > .tag');
    if (await tag.isVisible()) {
      const cut = await tag.evaluate((t) => t.scrollWidth > t.clientWidth);
      expect(cut, 'the tagline is cut short').toBe(false);
    }
    // A card of the chosen set and its type stand apart too ("Manager · Garage", not "Manager· Garage").
    expect(await page.getByTestId('start-screen').innerText()).toMatch(/Manager\s+·\s+Garage/);
    await attachShot(page, testInfo, `start-continue-${size.width}`);
    errors.report(testInfo);
  });
}
