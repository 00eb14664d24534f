/** Thrown for a save that cannot be used: not JSON, foreign, too new, damaged, or not replayable. */
export class SaveFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SaveFormatError';
  }
}
