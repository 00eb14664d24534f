/**
 * The e2e suite under load (a CI machine at load average ~20 once cut solo.spec.ts short:
 * "Target page, context or browser has been closed"): its limits scale with the load, and the
 * helpers every race test waits through wait on states, never on fixed times.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadScale, scaled } from '../../e2e/load-scale';

const ROOT = new URL('../../../', import.meta.url).pathname;
const read = (f: string) => readFileSync(ROOT + f, 'utf8');

describe('e2e limits scale with the load; waits are on states', () => {
  it('the scale is the load per core, at least 1 and at most 8', () => {
    expect(loadScale(0.3, 2)).toBe(1);
    expect(loadScale(6, 2)).toBe(3);
    expect(loadScale(20, 2)).toBe(8);
  });

  it('a limit is scaled by the load: three times as long at three times the load per core', () => {
    expect(scaled(30_000, 3)).toBe(90_000);
    expect(scaled(1_000, 1)).toBe(1_000);
    expect(scaled(1_000)).toBe(Math.round(1_000 * loadScale()));
  });

  it("playwright's default limits are scaled", () => {
    const config = read('playwright.config.ts');
    expect(config).toMatch(/timeout: scaled\(30_000\)/);
    expect(config).toMatch(/expect: \{ timeout: scaled\(/);
  });

  it.each([
    'tests/e2e/helpers.ts',
    'tests/e2e/season-steps.ts',
    'tests/e2e/solo.spec.ts',
    'tests/e2e/two-tabs.spec.ts',
  ])('%s waits on states with scaled limits', (file) => {
    const text = read(file);
    expect(text).not.toMatch(/waitForTimeout\(/);
    expect(text).not.toMatch(/setTimeout\(\s*r\s*,/);
    for (const m of text.matchAll(/test\.setTimeout\(([^)]*)\)/g)) expect(m[1]).toMatch(/^scaled\(/);
  });

  // Every spec's own time limit scales with the load too (not only the four that once failed).
  const specs = readdirSync(ROOT + 'tests/e2e').filter((f) => /\.ts$/.test(f) && !f.startsWith('zz-'));
  it.each(specs)('tests/e2e/%s: every test.setTimeout is scaled', (file) => {
    for (const m of read(`tests/e2e/${file}`).matchAll(/test\.setTimeout\(([^)]*)\)/g))
      expect(m[1]).toMatch(/^scaled\(/);
  });
});
