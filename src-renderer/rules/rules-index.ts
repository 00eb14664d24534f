/**
 * The rules book's index and search over every game's part (each game's words' `rules`,
 * from its kit in games/registry.ts, in the registry's order). Names no game.
 */
import { RENDERER_KITS } from '../games/registry';
import type { RulesEntry, RulesGroup } from './rules-types';

export type { RulesEntry, RulesGroup };

/** A group of the index, with the game whose part it is. */
export interface RulesIndexGroup extends RulesGroup {
  game: string;
}

const BOOKS = Object.entries(RENDERER_KITS).flatMap(([game, { words }]) =>
  words.rules ? [{ game, book: words.rules }] : [],
);

/** Every group of the reference, game by game, in reading order. */
export const RULES_GROUPS: RulesIndexGroup[] = BOOKS.flatMap(({ game, book }) =>
  book.groups.map((g) => ({ ...g, game })),
);

/** Every entry of the reference, in reading order. */
export const RULES: RulesEntry[] = BOOKS.flatMap(({ book }) => book.entries);

const byId = new Map(RULES.map((e) => [e.id, e]));
const gameOfEntry = new Map(BOOKS.flatMap(({ game, book }) => book.entries.map((e) => [e.id, game] as const)));

export function rulesEntry(id: string): RulesEntry | undefined {
  return byId.get(id);
}

/** The game whose part of the book holds an entry (unknown: undefined). */
export function rulesGameOf(id: string): string | undefined {
  return gameOfEntry.get(id);
}

/** The groups in the index's order for a game: its own first, then the others in reading order. */
export function rulesGroupsFor(game: string | undefined): RulesIndexGroup[] {
  return [...RULES_GROUPS.filter((g) => g.game === game), ...RULES_GROUPS.filter((g) => g.game !== game)];
}

/** Lower case, accents and curly quotes flattened, so “tyres’” finds tires' and so on. */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"');
}

function haystack(e: RulesEntry): string {
  const parts = [e.title, e.subtitle ?? '', ...e.paragraphs, ...(e.bullets ?? []), ...(e.keywords ?? [])];
  if (e.table) parts.push(...e.table.head, ...e.table.rows.flat());
  return normalize(parts.join(' \n '));
}
const haystacks = new Map(RULES.map((e) => [e.id, haystack(e)]));

const heads = new Map(
  RULES.map((e) => [e.id, normalize([e.title, e.subtitle ?? '', ...(e.keywords ?? [])].join(' \n '))]),
);

/**
 * The entries matching a search: every word of the query must appear (in any order).
 * Entries with more of the words in their title, subtitle or keywords come first, then the
 * reading order. An empty query matches everything.
 */
export function searchRules(query: string): RulesEntry[] {
  const words = normalize(query).split(/\s+/).filter(Boolean);
  if (!words.length) return RULES;
  const inHead = (e: RulesEntry) => words.filter((w) => heads.get(e.id)!.includes(w)).length;
  return RULES.filter((e) => words.every((w) => haystacks.get(e.id)!.includes(w)))
    .map((e, i) => ({ e, i, score: inHead(e) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .map((x) => x.e);
}
