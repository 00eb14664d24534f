import { faultOf, type SaveFormatProblem, type SaveTrouble } from './save-problem';

/**
 * Thrown for a save that cannot be used: not JSON, foreign, too new, damaged, or not replayable.
 * `problem` is for the player (a key the renderer's catalogue words); `message` is the same in
 * English, a diagnostic for logs and tests that is never shown.
 */
export class SaveFormatError extends Error {
  constructor(
    readonly problem: SaveFormatProblem,
    message: string,
  ) {
    super(message);
    this.name = 'SaveFormatError';
  }
}

/**
 * Why a save cannot be used, for the player: a SaveFormatError's keyed problem, else the
 * failure's fault as a key (a storage fault, or `unexpected`); no message of its own crosses.
 */
export const troubleOf = (e: unknown): SaveTrouble =>
  e instanceof SaveFormatError ? { problem: e.problem } : { reason: faultOf(e) };
