/**
 * Automobiles' part of the rules book (issue #26): its groups and entries, in reading order,
 * and the ids its screens link to. Vue-free (its words carry it, and its kit them:
 * games/registry.ts); its pictures are drawn by AutomobilesRulesArt.vue (its kit's `rules`).
 */
import type { RulesBook } from '../../../rules/rules-types';
import { BASICS } from './rules-basics';
import { CARDS, cardEntryId } from './rules-cards';
import { SEASON, driverEntryId, sponsorEntryId } from './rules-season';
import { HOUSE, VARIANTS } from './rules-variants';
import { SOLO_FUEL, fuelEntryId } from './rules-solo-fuel';

export { cardEntryId, driverEntryId, fuelEntryId, sponsorEntryId };

export const AUTOMOBILES_RULES = {
  groups: [
    { id: 'basics', title: 'Base game' },
    { id: 'cards', title: 'Every card' },
    { id: 'season', title: 'Racing Season' },
    { id: 'solo', title: 'Solo series & Fuel Mixture' },
    { id: 'variants', title: 'Variants' },
    { id: 'house', title: 'House rulings' },
  ],
  entries: [...BASICS, ...CARDS, ...SEASON, ...SOLO_FUEL, ...VARIANTS, ...HOUSE],
} satisfies RulesBook;
