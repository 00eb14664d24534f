import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  name: string;
  type: string;
  scripts: Record<string, string>;
  devDependencies: Record<string, string>;
};

describe('project skeleton', () => {
  it('is an ES-module package named automobiles', () => {
    expect(pkg.name).toBe('automobiles');
    expect(pkg.type).toBe('module');
  });

  it('defines the scripts CI relies on', () => {
    for (const s of ['test', 'test:unit', 'test:e2e', 'typecheck', 'build', 'build:web']) {
      expect(pkg.scripts[s], `scripts.${s}`).toBeTypeOf('string');
    }
    expect(pkg.scripts['test:unit']).toContain('vitest run');
  });

  it('pins TypeScript to major 6', () => {
    expect(pkg.devDependencies['typescript']).toMatch(/^[~^]?6\./);
  });
});
