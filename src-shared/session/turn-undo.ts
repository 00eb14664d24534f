/**
 * Undo within a turn (one room of the session): the current human may take back their own
 * last actions, never across chance (a draw, a roll) or another player's action. The state
 * is rebuilt by replaying the log from the last point that cannot be undone.
 */
import type { GameTable, Running } from './game-table';

export function canUndo(table: GameTable, g: Running | null): boolean {
  if (!g || g.plugin.isTerminal(g.state)) return false;
  const last = g.entries[g.entries.length - 1];
  if (!last || g.entries.length <= g.floor) return false;
  const decider = table.decider(g);
  return last.player === decider && g.seats[decider]?.kind === 'human';
}

/** Takes back the last action; false when there is nothing to undo. */
export function undoLast(table: GameTable, g: Running): boolean {
  if (!canUndo(table, g)) return false;
  g.entries.pop();
  table.replayFromCheckpoint(g);
  table.rebuildDerived(g);
  return true;
}
