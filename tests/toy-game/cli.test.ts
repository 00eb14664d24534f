/**
 * Dice Race in the CLI's arena (one line in the arena's games table in this test build), and
 * the CLI commands a subprocess runs, which no test build reaches yet.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { playArenaGame } from '../../src-cli/arena-game';
import { blocked } from './blocked';

describe('Dice Race in the CLI', () => {
  it('the arena plays checked games between its bots through the play loop (in-process), the runner winning more', () => {
    let runnerWins = 0;
    for (let g = 0; g < 60; g++) {
      const seats = g % 2 === 0 ? ['runner', 'random'] : ['random', 'runner'];
      const r = playArenaGame({ id: g, game: 'dice-race', seed: g + 1, seats });
      expect([...r.finishOrder].sort()).toEqual([0, 1]);
      expect(r.decisions.every((n) => n > 0)).toBe(true);
      if (seats[r.finishOrder[0]] === 'runner') runnerWins++;
    }
    expect(runnerWins).toBeGreaterThan(35);
  });

  blocked(
    '`cli --game dice-race sim` and `arena` run it (a subprocess, as npm run cli does)',
    "src-cli/cli.ts:7-10 (the CLI's own GAMES table, and `arena` runs on worker threads, src-cli/arena.ts:111, that load the house tables): a subprocess or worker cannot be given the test build's registry line",
    () => {
      const r = spawnSync(
        process.execPath,
        ['--import', 'tsx', 'src-cli/cli.ts', '--game', 'dice-race', 'sim', '--seed', '1'],
        {
          encoding: 'utf8',
          timeout: 120_000,
        },
      );
      expect(r.status, r.stderr).toBe(0);
    },
  );
});
