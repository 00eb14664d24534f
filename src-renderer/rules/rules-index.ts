import { BASICS } from './rules-basics';
import { CARDS, cardEntryId } from './rules-cards';
import { SEASON, driverEntryId, sponsorEntryId } from './rules-season';
import { HOUSE, VARIANTS } from './rules-variants';
import { SOLO_FUEL, fuelEntryId } from './rules-solo-fuel';
import { RACEPACK_RULES } from './rules-racepack';
import type { RulesEntry, RulesGroup } from './rules-types';

export { cardEntryId, driverEntryId, fuelEntryId, sponsorEntryId };
export type { RulesEntry, RulesGroup };

export const RULES_GROUPS: RulesGroup[] = [
  { id: 'basics', title: 'Base game' },
  { id: 'cards', title: 'Every card' },
  { id: 'season', title: 'Racing Season' },
  { id: 'solo', title: 'Solo series & Fuel Mixture' },
  { id: 'variants', title: 'Variants' },
  { id: 'house', title: 'House rulings' },
  { id: 'racepack', title: 'Racepack' },
];

/** Every entry of the reference, in reading order. */
export const RULES: RulesEntry[] = [
  ...BASICS,
  ...CARDS,
  ...SEASON,
  ...SOLO_FUEL,
  ...VARIANTS,
  ...HOUSE,
  ...RACEPACK_RULES,
];

const byId = new Map(RULES.map((e) => [e.id, e]));

export function rulesEntry(id: string): RulesEntry | undefined {
  return byId.get(id);
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
