import { type SaveStore, refuseAppend } from './save-store';
import { storageError } from './save-problem';

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

  size(id: string): number | null {
    return this.texts.get(id)?.length ?? null;
  }

  readEnds(id: string, headChars: number, tailChars: number): { head: string; tail: string } | null {
    const text = this.texts.get(id);
    return text === undefined ? null : { head: text.slice(0, headChars), tail: text.slice(-tailChars) };
  }

  write(id: string, text: string): void {
    this.texts.set(id, text);
  }

  append(id: string, text: string, replaceTail = 0): void {
    const old = this.texts.get(id) ?? null;
    const keep = old === null ? 0 : old.length - replaceTail;
    refuseAppend(id, old === null ? null : old.slice(0, 1), replaceTail ? old?.slice(keep) : undefined);
    this.texts.set(id, old!.slice(0, keep) + text);
  }

  move(from: string, to: string): void {
    const text = this.texts.get(from);
    if (text === undefined) throw storageError(`there is no slot ${from}`, 'missing');
    this.texts.set(to, text);
    this.texts.delete(from);
  }

  remove(id: string): void {
    this.texts.delete(id);
  }
}
