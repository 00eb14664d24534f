/**
 * The autosave (one room of the session): after every change the save sink (the save
 * slots' GameRecorder) is told; a sink that throws or rejects never stops the game.
 */
import type { GameTable, Running } from './game-table';
import type { SaveSink, UpdateReason } from './types';

export function autosave(
  sink: SaveSink | undefined,
  table: GameTable,
  g: Running,
  reason: UpdateReason,
  warn: (m: string) => void,
): void {
  if (!sink) return;
  try {
    const r = sink.save(table.changeOf(g, reason));
    if (r && typeof (r as Promise<void>).catch === 'function')
      (r as Promise<void>).catch((e: Error) => warn(`autosave failed: ${e.message}`));
  } catch (e) {
    warn(`autosave failed: ${(e as Error).message}`);
  }
}
