import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;
const tsIn = (dir: string) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => join(dir, f));

/** Saves, the simple bots and the simulator run in the renderer and workers too: no Node, no clock, no Math.random. */
const FILES = [
  ...tsIn('src-shared/save'),
  ...tsIn('src-shared/games/automobiles/sim'),
  ...tsIn('src-shared/play'),
  ...tsIn('src-shared/bots/search'),
  ...tsIn('src-shared/games/automobiles/bots'),
  ...tsIn('src-shared/games/automobiles/bots/greedy'),
  'src-shared/bots/bot.ts',
];
const FORBIDDEN: [RegExp, string][] = [
  [/from\s+['"](node:|fs|path|os|child_process|electron|vue|pixi)/, 'a Node/Electron/UI import'],
  [/Math\.random/, 'Math.random'],
  [/\bDate\b/, 'Date'],
  [/\bprocess\./, 'process'],
];

describe('shared code stays pure', () => {
  it.each(FILES)('%s', (file) => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    for (const [pattern, what] of FORBIDDEN) expect(pattern.test(text), `${file} uses ${what}`).toBe(false);
  });
});
