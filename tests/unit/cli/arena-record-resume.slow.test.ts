import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRecord, tallyPair } from '../../../src-cli/arena-record';
import { runRoundRobin } from '../../../src-cli/arena-round-robin';

// Real games on worker threads (a few seconds): the record's reading is tests/unit/cli/arena-record.test.ts.
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'arena-record-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('arena --round-robin --record', () => {
  it('appends every game, and a rerun plays only the games the record lacks (more games, a subset of bots)', async () => {
    const file = path.join(dir, 'r.jsonl');
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const run = (bots: string, games: number) =>
      runRoundRobin(
        ['--round-robin', '--bots', bots, '--games', String(games), '--laps', '1', '--workers', '1', '--record', file],
        'racepack',
      );
    expect(await run('easy,random,beginner', 2)).toBe(0);
    const first = readFileSync(file, 'utf8');
    expect(readRecord(file)).toHaveLength(6);
    // The same line-up again: nothing to play, the record unchanged.
    expect(await run('easy,random,beginner', 2)).toBe(0);
    expect(readFileSync(file, 'utf8')).toBe(first);
    // One pair topped up to 4: two more games (seed 2 in both seatings), after the old lines.
    expect(await run('random,easy', 4)).toBe(0);
    const lines = readRecord(file);
    expect(readFileSync(file, 'utf8').startsWith(first)).toBe(true);
    expect(lines.slice(6).map((l) => [l.seed, l.seats])).toEqual([
      [2, ['random', 'easy']],
      [2, ['easy', 'random']],
    ]);
    expect(tallyPair(lines, 'easy', 'random').games).toBe(4);
    expect(lines.every((l) => l.game === 'racepack' && l.laps === 1 && !l.pitLane)).toBe(true);
    // Other conditions are another record's.
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pit = [
      '--round-robin',
      '--bots',
      'easy,random',
      '--games',
      '2',
      '--laps',
      '1',
      '--pit-lane',
      '--record',
      file,
    ];
    expect(await runRoundRobin(pit, 'racepack')).toBe(2);
    expect(err.mock.calls[0][0]).toMatch(/holds games played under .*"pitLane":false.*use another record/);
  }, 60_000);
});
