import { describe, expect, it } from 'vitest';
import { aiDocTableRows } from '../../helpers/doc-table';
import { expectDocsShowRecord, expectRowsFromRecord, roundRobinRecord } from '../../helpers/round-robin-record';
import { LEVEL_STRENGTH, type StrengthLevel } from '../../../src-shared/games/automobiles/bots/level-strength';
import { strengthWords } from '../../../src-renderer/games/automobiles/i18n/messages';

describe('the start screen words each level strength by the figures of docs/ai.md', () => {
  // Until Automobiles' round robin has its record (docs/ai/automobiles-round-robin.jsonl, see
  // docs/ai.md "Wave 3 session 6"), the rows are checked against docs/ai.md's hand-copied
  // table; once the file exists, against the record alone, as Racepack's are.
  const record = roundRobinRecord('automobiles');

  it.runIf(record)('states the games and wins of its pair in the round-robin record, for every level', () => {
    expectRowsFromRecord(LEVEL_STRENGTH, record!.lines);
    expectDocsShowRecord(record!.lines);
  });

  it.runIf(!record)('states the same games, wins and words as docs/ai.md, for every level', () => {
    const rows = aiDocTableRows('### Strength on the start screen');
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
