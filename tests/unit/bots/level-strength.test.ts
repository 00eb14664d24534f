import { describe, expect, it } from 'vitest';
import { tallyPair } from '../../../src-cli/arena-record';
import { aiDocTableRows } from '../../helpers/doc-table';
import {
  expectDocsShowRecord,
  expectLadderSteps,
  expectRowsFromRecord,
  roundRobinRecord,
} from '../../helpers/round-robin-record';
import {
  LEVEL_STRENGTH,
  ROWS_BEFORE_THE_RECORD,
  type StrengthLevel,
} from '../../../src-shared/games/automobiles/bots/level-strength';
import { strengthWords } from '../../../src-renderer/games/automobiles/i18n/messages';

describe('the start screen words each level strength by the figures of docs/ai.md and the record', () => {
  // The round robin's record (docs/ai/automobiles-round-robin.jsonl, docs/ai.md "Wave 3 session
  // 6") holds the rows it has games for; the rest (ROWS_BEFORE_THE_RECORD) are older runs'
  // totals, named in docs/ai.md's table. Every row is checked against that table.
  const record = roundRobinRecord('automobiles');

  it('states the games and wins of its pair in the round-robin record, for every level but the older rows', () => {
    expect(record, 'docs/ai/automobiles-round-robin.jsonl exists').not.toBeNull();
    const fromRecord = Object.fromEntries(
      Object.entries(LEVEL_STRENGTH).filter(([level]) => !ROWS_BEFORE_THE_RECORD.includes(level as StrengthLevel)),
    );
    expect(Object.keys(fromRecord).length, 'most rows come from the record').toBeGreaterThan(
      ROWS_BEFORE_THE_RECORD.length,
    );
    expectRowsFromRecord(fromRecord, record!.lines);
    expectDocsShowRecord(record!.lines);
  });

  it('states the same games, wins and words as docs/ai.md, for every level', () => {
    const rows = aiDocTableRows('### Automobiles: the start screen, from the record');
    expect(rows.map((r) => r[0]).sort()).toEqual(Object.keys(LEVEL_STRENGTH).sort());
    for (const [level, opponent, games, wins, words, source] of rows) {
      const s = LEVEL_STRENGTH[level as StrengthLevel];
      expect({ level, opponent, games: Number(games), wins: Number(wins) }).toEqual({
        level,
        opponent: s.opponent,
        games: s.games,
        wins: s.wins,
      });
      expect(words).toBe(strengthWords(level as StrengthLevel));
      // The table says where each row comes from, as the kit does.
      expect(source === 'the record', `${level}: its source`).toBe(
        !ROWS_BEFORE_THE_RECORD.includes(level as StrengthLevel),
      );
    }
  });

  it('words every level against a level of the ladder, never an internal bot name', () => {
    for (const level of Object.keys(LEVEL_STRENGTH) as StrengthLevel[]) {
      expect(['beginner', 'easy', 'medium', 'hard', 'expert']).toContain(LEVEL_STRENGTH[level].opponent);
      expect(strengthWords(level)).not.toMatch(/Greedy|Random|mcts/);
    }
  });

  it('each level of the ladder beats the one below it in at least 60 % of at least 500 races', () => {
    expectLadderSteps(LEVEL_STRENGTH, ['beginner', 'easy', 'medium', 'hard', 'expert']);
  });

  it('Expert beats the greedy bot in at least 80 % of at least 500 races of the record', () => {
    const t = tallyPair(record!.lines, 'expert#', 'greedy');
    expect(t.games).toBeGreaterThanOrEqual(500);
    expect(t.winsA / t.games).toBeGreaterThanOrEqual(0.8);
  });

  it('the bar fails a step under 500 games, under 60 % or against another level', () => {
    const rows = (games: number, wins: number, opponent = 'easy') => ({
      easy: { opponent: 'beginner', games: 500, wins: 400 },
      medium: { opponent, games, wins },
    });
    expectLadderSteps(rows(500, 300), ['beginner', 'easy', 'medium']);
    expect(() => expectLadderSteps(rows(499, 400), ['beginner', 'easy', 'medium'])).toThrow(/medium over easy: games/);
    expect(() => expectLadderSteps(rows(500, 299), ['beginner', 'easy', 'medium'])).toThrow(/share of wins/);
    expect(() => expectLadderSteps(rows(500, 400, 'beginner'), ['beginner', 'easy', 'medium'])).toThrow(/opponent/);
  });

  it('rounds the win rate to whole tenths', () => {
    expect(strengthWords('hard')).toMatch(/^wins about \d+ of 10 against [A-Z][a-z]+$/);
    const { wins, games } = LEVEL_STRENGTH.hard;
    expect(strengthWords('hard')).toContain(`wins about ${Math.round((10 * wins) / games)} of 10`);
  });
});
