/**
 * Undo within a turn (one room of the session): the current human may take back their own
 * last actions, never across chance (a draw, a roll) or another player's action. The state
 * is rebuilt by replaying the log from the last point that cannot be undone.
 */
import type { AnySessionGame } from './game-plugin';
import type { Entry, GameTable, Running } from './game-table';

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

/**
 * The undo floor of a restored game's entries: the index after the last one that can never be
 * undone (chance, a bot's or another seat's action, a turn handed on and then acted upon), the
 * same floor the table reached while the game was played, so undo survives Continue.
 */
export function undoFloorOf(plugin: AnySessionGame, entries: readonly Entry[], humans: readonly boolean[]): number {
  let floor = 0;
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    if (i > 0 && plugin.endsTurn?.(entries[i - 1].events)) floor = i;
    if (e.final || !humans[e.player]) floor = i + 1;
    else if (i > 0 && entries[i - 1].player !== e.player) floor = i;
  }
  return floor;
}
