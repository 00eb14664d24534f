/**
 * Under the app's CSP (no eval) PixiJS draws only with `pixi.js/unsafe-eval` loaded. Every file
 * that makes a PixiJS Application must load it, itself or through the shell's board interface
 * (games/board-scene.ts): a board of either game may be the first a session draws.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|vue)$/.test(name) ? [path] : [];
  });
}

const UNSAFE_EVAL = /import\s+'pixi\.js\/unsafe-eval'/;
const BOARD_INTERFACE = /from\s+'[./]*(games\/)?board-scene'/;

describe('every PixiJS board loads pixi.js/unsafe-eval', () => {
  it('the shell’s board interface loads it', () => {
    expect(readFileSync('src-renderer/games/board-scene.ts', 'utf8')).toMatch(UNSAFE_EVAL);
  });

  it('each file that makes an Application loads it or the board interface', () => {
    const makers = sources('src-renderer').filter((f) => /new Application\b/.test(readFileSync(f, 'utf8')));
    expect(makers.length).toBeGreaterThanOrEqual(2);
    const missing = makers.filter((f) => {
      const text = readFileSync(f, 'utf8');
      return !UNSAFE_EVAL.test(text) && !BOARD_INTERFACE.test(text);
    });
    expect(missing).toEqual([]);
  });
});
