/**
 * What a save slot shows: the record's game and what that game's save rules summarize of its
 * state (the track, race x of y, the round, the standings; games/save-rules-shape.ts).
 */
import type { SaveSeat, SaveSummary } from './save-file';
import { saveRulesOf, type SaveGameId } from './save-rules';

export function summarize(state: unknown, seats: readonly SaveSeat[], game?: SaveGameId): SaveSummary {
  const rules = saveRulesOf(game);
  return { game: rules.id, ...rules.summarize(state, seats) };
}
