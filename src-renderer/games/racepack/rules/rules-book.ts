/**
 * Racepack's part of the rules book (issue #26): its group and entries, in reading order.
 * Vue-free (its words carry it, and its kit them: games/registry.ts); its board pictures are
 * drawn by RacepackRulesArt.vue (its kit's `rules`).
 */
import type { RulesBook } from '../../../rules/rules-types';
import { RACEPACK_RULES } from './rules-racepack';

export const RACEPACK_RULES_BOOK = {
  groups: [{ id: 'racepack', title: 'Racepack' }],
  entries: RACEPACK_RULES,
} satisfies RulesBook;
