import { describe, expect, it } from 'vitest';
import { aiDocTableRows } from '../../helpers/doc-table';
import {
  expectDocsShowRecord,
  expectLadderSteps,
  expectRowsFromRecord,
  roundRobinRecord,
} from '../../helpers/round-robin-record';
import { RACEPACK_BOT_KINDS, RACEPACK_LEVEL_STRENGTH, type RacepackBotKind } from '../../../src-shared/games/racepack';
import { racepackStrengthWords } from '../../../src-renderer/games/racepack/strength-words';

describe("Racepack's start screen words each level's strength by its round-robin record", () => {
  const record = roundRobinRecord('racepack');

  it('states the games and wins of its pair in docs/ai/racepack-round-robin.jsonl, for every level offered', () => {
    expect(record, 'docs/ai/racepack-round-robin.jsonl exists').not.toBeNull();
    expect(Object.keys(RACEPACK_LEVEL_STRENGTH).sort()).toEqual([...RACEPACK_BOT_KINDS].sort());
    expectRowsFromRecord(RACEPACK_LEVEL_STRENGTH, record!.lines);
  });

  it("docs/ai.md shows the record's tables, and every level's row and words", () => {
    expectDocsShowRecord(record!.lines);
    const rows = aiDocTableRows('### Racepack: the start screen from the record');
    expect(rows.map((r) => r[0]).sort()).toEqual([...RACEPACK_BOT_KINDS].sort());
    for (const [level, opponent, games, wins, words] of rows) {
      const s = RACEPACK_LEVEL_STRENGTH[level as RacepackBotKind];
      expect({ level, opponent, games: Number(games), wins: Number(wins) }).toEqual({ level, ...s });
      expect(words).toBe(racepackStrengthWords(level as RacepackBotKind));
    }
  });

  it('a row whose pair has no games in the record, or other figures, fails the check', () => {
    const game = (seed: number, seats: string[], winner: number) => ({
      ...record!.lines[0],
      seed,
      seats,
      finishOrder: [winner, 1 - winner],
      winner: seats[winner],
    });
    const lines = [game(1, ['easy', 'beginner'], 0), game(1, ['beginner', 'easy'], 1), game(1, ['hard', 'medium'], 0)];
    expectRowsFromRecord({ easy: { opponent: 'beginner', games: 2, wins: 2 } }, lines);
    expect(() => expectRowsFromRecord({ easy: { opponent: 'beginner', games: 2, wins: 1 } }, lines)).toThrow();
    expect(() => expectRowsFromRecord({ easy: { opponent: 'medium', games: 0, wins: 0 } }, lines)).toThrow(
      /easy against medium: games in the record/,
    );
  });

  it('words every level against a level of the ladder, never an internal bot name', () => {
    for (const kind of RACEPACK_BOT_KINDS) {
      expect(['beginner', 'easy', 'medium', 'hard', 'expert']).toContain(RACEPACK_LEVEL_STRENGTH[kind].opponent);
      expect(racepackStrengthWords(kind)).toMatch(/^wins about \d+ of 10 against (Beginner|Easy|Medium|Hard|Expert)$/);
    }
  });

  it('each level of the ladder beats the one below it in at least 60 % of at least 500 races', () => {
    expectLadderSteps(RACEPACK_LEVEL_STRENGTH, ['beginner', 'easy', 'medium', 'hard', 'expert']);
  });
});
