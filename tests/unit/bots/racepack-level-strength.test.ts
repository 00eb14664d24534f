import { describe, expect, it } from 'vitest';
import { aiDocTableRows } from '../../helpers/doc-table';
import { RACEPACK_BOT_KINDS, RACEPACK_LEVEL_STRENGTH, type RacepackBotKind } from '../../../src-shared/games/racepack';
import { racepackStrengthWords } from '../../../src-renderer/games/racepack/strength-words';

describe("Racepack's start screen words each level's strength by the figures of docs/ai.md", () => {
  it('states the same games, wins and words as docs/ai.md, for every level offered', () => {
    const rows = aiDocTableRows('### Racepack strength on the start screen');
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
