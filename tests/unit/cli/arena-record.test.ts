import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRecord, tallyPair, tallyPairs, type RecordLine } from '../../../src-cli/arena-record';
import { formatRecordTable, runTable } from '../../../src-cli/arena-table';

const CONDITIONS = { game: 'racepack', players: 2, pitLane: true, track: null, laps: null, thinkMs: null };

/** A game line: `seats` in seat order, `winnerSeat` first. */
function line(seed: number, seats: [string, string], winnerSeat: 0 | 1): RecordLine {
  return {
    ...CONDITIONS,
    seed,
    seats,
    finishOrder: [winnerSeat, 1 - winnerSeat],
    winner: seats[winnerSeat],
    rounds: 20,
  };
}

const text = (lines: object[]) => lines.map((l) => JSON.stringify(l)).join('\n') + '\n';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'arena-record-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe("a round robin's record", () => {
  it('tallies each pair from either seating, and fits ratings from the record alone', () => {
    const file = path.join(dir, 'r.jsonl');
    // a beats b 3 of 4 (in both seatings); b beats c 2 of 2.
    writeFileSync(
      file,
      text([
        line(1, ['a', 'b'], 0),
        line(1, ['b', 'a'], 1),
        line(2, ['a', 'b'], 0),
        line(2, ['b', 'a'], 0),
        line(1, ['b', 'c'], 0),
        line(1, ['c', 'b'], 1),
      ]),
    );
    const lines = readRecord(file);
    expect(tallyPair(lines, 'a', 'b')).toEqual({ a: 'a', b: 'b', games: 4, winsA: 3 });
    expect(tallyPair(lines, 'b', 'a')).toEqual({ a: 'b', b: 'a', games: 4, winsA: 1 });
    expect(tallyPairs(lines, ['a', 'b', 'c']).map((p) => p.games)).toEqual([4, 2]);
    const md = formatRecordTable(lines, { markdown: true });
    expect(md).toContain('| a–b | 4 | 3 (75.0 %) | 30.1 %–95.4 % |');
    expect(md).toContain('| b–c | 2 | 2 (100.0 %) |');
    // Ratings, strongest first, the first bot at 0.
    expect(
      md
        .split('\n')
        .filter((l) => /^\| [abc] \|/.test(l))
        .map((l) => l.split('|')[1].trim()),
    ).toEqual(['a', 'b', 'c']);
    expect(md).toContain('| a | 0 | 4 | 3 |');
  });

  it('a missing file is an empty record', () => {
    expect(readRecord(path.join(dir, 'none.jsonl'))).toEqual([]);
  });

  it('names the line of a cut-short, foreign, mismatched or repeated game, never dropping it', () => {
    const file = path.join(dir, 'r.jsonl');
    const ok = [line(1, ['a', 'b'], 0), line(1, ['b', 'a'], 0)];
    writeFileSync(file, text(ok) + '{"game":"racepack","players":2,"pit');
    expect(() => readRecord(file)).toThrow(/r\.jsonl line 3: not JSON/);
    writeFileSync(file, text([...ok, { hello: 'world' }]));
    expect(() => readRecord(file)).toThrow(/line 3: not a round-robin game: "game" must be a game id/);
    writeFileSync(file, text([...ok, { ...line(2, ['a', 'b'], 0), winner: 'b' }]));
    expect(() => readRecord(file)).toThrow(/line 3: .*"winner" must be the bot of the first seat/);
    writeFileSync(file, text([...ok, { ...line(2, ['a', 'b'], 0), pitLane: false }]));
    expect(() => readRecord(file)).toThrow(/line 3: played under .*"pitLane":false.*one record holds one set/);
    writeFileSync(file, text([...ok, line(1, ['a', 'b'], 1)]));
    expect(() => readRecord(file)).toThrow(/line 3: the same game \(seed and seats\) as line 1/);
  });

  it('arena --table: the record as text or markdown; a corrupt record is a usage error naming the line', () => {
    const file = path.join(dir, 'r.jsonl');
    writeFileSync(file, text([line(1, ['a', 'b'], 0), line(1, ['b', 'a'], 1)]));
    const out = vi.spyOn(console, 'log').mockImplementation(() => {});
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(runTable(['--table', file, '--markdown'])).toBe(0);
    expect(out.mock.calls[0][0]).toContain('| a–b | 2 | 2 (100.0 %) |');
    writeFileSync(file, 'nonsense\n', { flag: 'a' });
    expect(runTable(['--table', file])).toBe(2);
    expect(err.mock.calls[0][0]).toMatch(/line 3: not JSON/);
  });
});
