import type { SaveStore } from './save-store';

/** Saves in a Map (tests; hosts without storage). Writes replace a whole text at once. */
export class MemorySaveStore implements SaveStore {
  readonly texts = new Map<string, string>();

  constructor(initial: Record<string, string> = {}) {
    for (const [id, text] of Object.entries(initial)) this.texts.set(id, text);
  }

  list(): string[] {
    return [...this.texts.keys()];
  }

  read(id: string): string | null {
    return this.texts.get(id) ?? null;
  }

  write(id: string, text: string): void {
    this.texts.set(id, text);
  }

  append(id: string, text: string): void {
    this.texts.set(id, (this.texts.get(id) ?? '') + text);
  }

  remove(id: string): void {
    this.texts.delete(id);
  }
}
