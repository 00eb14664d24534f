import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RACEPACK_BOT_KINDS, RACEPACK_LEVEL_STRENGTH, type RacepackBotKind } from '../../../src-shared/games/racepack';
import { racepackStrengthWords } from '../../../src-renderer/games/racepack/strength-words';

/** The rows of docs/ai.md's "Racepack strength on the start screen" table: level, opponent, games, wins, words. */
function docRows(): string[][] {
  const doc = readFileSync(new URL('../../../docs/ai.md', import.meta.url), 'utf8');
  const start = doc.indexOf('### Racepack strength on the start screen');
  expect(start, 'docs/ai.md has the section "### Racepack strength on the start screen"').toBeGreaterThan(-1);
  const lines = doc.slice(start).split('\n');
  const first = lines.findIndex((l) => l.startsWith('| level'));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
  }
  return rows;
}

describe("Racepack's start screen words each level's strength by the figures of docs/ai.md", () => {
  it('states the same games, wins and words as docs/ai.md, for every level offered', () => {
    const rows = docRows();
    expect(rows.map((r) => r[0]).sort()).toEqual([...RACEPACK_BOT_KINDS].sort());
    for (const [level, opponent, games, wins, words] of rows) {
      const s = RACEPACK_LEVEL_STRENGTH[level as RacepackBotKind];
      expect({ level, opponent, games: Number(games), wins: Number(wins) }).toEqual({
        level,
        opponent: s.opponent,
        games: s.games,
        wins: s.wins,
      });
      expect(words).toBe(racepackStrengthWords(level as RacepackBotKind));
    }
  });

  it('words every level against a level of the ladder, never an internal bot name', () => {
    for (const kind of RACEPACK_BOT_KINDS) {
      expect(['beginner', 'easy', 'medium', 'hard', 'expert']).toContain(RACEPACK_LEVEL_STRENGTH[kind].opponent);
      expect(racepackStrengthWords(kind)).toMatch(/^wins about \d+ of 10 against (Beginner|Easy|Medium|Hard|Expert)$/);
    }
  });

  it('each level of the ladder beats the one below it in at least 6 of 10 races', () => {
    const ladder = ['easy', 'medium', 'hard', 'expert'] as const;
    for (const level of ladder) {
      const s = RACEPACK_LEVEL_STRENGTH[level];
      expect(s.wins / s.games, `${level} against ${s.opponent}`).toBeGreaterThanOrEqual(0.6);
    }
  });
});
