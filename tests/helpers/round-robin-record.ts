import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { readRecord, tallyPair, type RecordLine } from '../../src-cli/arena-record';
import { formatRecordTable } from '../../src-cli/arena-table';
import type { MeasuredStrength } from '../../src-shared/bots/generic/level-strength';

/**
 * A game's round-robin record, docs/ai/<game>-round-robin.jsonl (filled by
 * `arena --round-robin … --record`), or null while it has no file.
 */
export function roundRobinRecord(game: string): { file: string; lines: RecordLine[] } | null {
  const file = fileURLToPath(new URL(`../../docs/ai/${game}-round-robin.jsonl`, import.meta.url));
  return existsSync(file) ? { file, lines: readRecord(file) } : null;
}

/**
 * The record's name of a level: the level's own or its iteration-budget form (`hard#`,
 * Automobiles' measuring runs), whichever the record has; both or neither fails.
 */
function recordName(lines: readonly RecordLine[], level: string): string {
  const names = [level, `${level}#`].filter((n) => lines.some((l) => l.seats.includes(n)));
  expect(names, `the record has games of ${level} (as ${level} or ${level}#), under one name`).toHaveLength(1);
  return names[0];
}

/**
 * Issue #29's bar for a ladder: each level (from the second) beats the level below it in at
 * least 60 % of at least 500 two-player games, as its start-screen row states them.
 */
export function expectLadderSteps(rows: Record<string, MeasuredStrength>, ladder: readonly string[]): void {
  for (let i = 1; i < ladder.length; i++) {
    const s = rows[ladder[i]];
    const step = `${ladder[i]} over ${ladder[i - 1]}`;
    expect(s.opponent, `${step}: the row's opponent`).toBe(ladder[i - 1]);
    expect(s.games, `${step}: games`).toBeGreaterThanOrEqual(500);
    expect(s.wins / s.games, `${step}: share of wins`).toBeGreaterThanOrEqual(0.6);
  }
}

/** Checks each row's games and wins against the record's tally of its pair; a pair without games fails. */
export function expectRowsFromRecord(rows: Record<string, MeasuredStrength>, lines: readonly RecordLine[]): void {
  for (const [level, s] of Object.entries(rows)) {
    const t = tallyPair(lines, recordName(lines, level), recordName(lines, s.opponent));
    expect(t.games, `${level} against ${s.opponent}: games in the record`).toBeGreaterThan(0);
    expect({ level, opponent: s.opponent, games: s.games, wins: s.wins }).toEqual({
      level,
      opponent: s.opponent,
      games: t.games,
      wins: t.winsA,
    });
  }
}

/** Checks that docs/ai.md shows the record's tables as `arena --table <record> --markdown` prints them. */
export function expectDocsShowRecord(lines: readonly RecordLine[]): void {
  const doc = readFileSync(new URL('../../docs/ai.md', import.meta.url), 'utf8');
  expect(doc, 'docs/ai.md holds `arena --table <record> --markdown` as printed now').toContain(
    formatRecordTable(lines, { markdown: true }),
  );
}
