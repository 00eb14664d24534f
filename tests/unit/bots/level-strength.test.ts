import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEVEL_STRENGTH, type StrengthLevel } from '../../../src-shared/bots/automobiles/level-strength';
import { strengthWords } from '../../../src-renderer/i18n/messages';

/** The rows of docs/ai.md's "Strength on the start screen" table: level, opponent, games, wins, words. */
function docRows(): string[][] {
  const doc = readFileSync(new URL('../../../docs/ai.md', import.meta.url), 'utf8');
  const start = doc.indexOf('### Strength on the start screen');
  expect(start, 'docs/ai.md has the section "### Strength on the start screen"').toBeGreaterThan(-1);
  const lines = doc.slice(start).split('\n');
  const first = lines.findIndex((l) => l.startsWith('| level'));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim().replace(/\*\*/g, '')),
    );
  }
  return rows;
}

describe('the start screen words each level strength by the figures of docs/ai.md', () => {
  it('states the same games, wins and words as docs/ai.md, for every level', () => {
    const rows = docRows();
    expect(rows.map((r) => r[0]).sort()).toEqual(Object.keys(LEVEL_STRENGTH).sort());
    for (const [level, opponent, games, wins, words] of rows) {
      const s = LEVEL_STRENGTH[level as StrengthLevel];
      expect({ level, opponent, games: Number(games), wins: Number(wins) }).toEqual({
        level,
        opponent: s.opponent,
        games: s.games,
        wins: s.wins,
      });
      expect(words).toBe(strengthWords(level as StrengthLevel));
    }
  });

  it('words every level against a level of the ladder, never an internal bot name', () => {
    for (const level of Object.keys(LEVEL_STRENGTH) as StrengthLevel[]) {
      expect(['beginner', 'easy', 'medium', 'hard', 'expert']).toContain(LEVEL_STRENGTH[level].opponent);
      expect(strengthWords(level)).not.toMatch(/Greedy|Random|mcts/);
    }
  });

  it('rounds the win rate to whole tenths', () => {
    expect(strengthWords('hard')).toMatch(/^wins about \d+ of 10 against [A-Z][a-z]+$/);
    const { wins, games } = LEVEL_STRENGTH.hard;
    expect(strengthWords('hard')).toContain(`wins about ${Math.round((10 * wins) / games)} of 10`);
  });
});
