import type { ActionColor } from './card-table';
import { RACING_SEASON_SETS } from './racing-season-cards';

/** A chosen card per action colour. */
export type CardSet = Record<ActionColor, string>;

export interface NamedCardSet {
  id: string;
  name: string;
  edition: 'base' | 'racing-season';
  cards: CardSet;
  note: string;
}

const set = (
  id: string,
  name: string,
  edition: NamedCardSet['edition'],
  yellow: string,
  purple: string,
  red: string,
  green: string,
  blue: string,
  note: string,
): NamedCardSet => ({ id, name, edition, cards: { yellow, purple, red, green, blue }, note });

/** The rulebook's 7 suggested sets. */
export const BASE_CARD_SETS: readonly NamedCardSet[] = [
  set(
    'first-game',
    'First Game',
    'base',
    'manager',
    'crew-chief',
    'suspension',
    'gearbox',
    'hybrid-engine',
    'Loads of fun for new players, showing off what the game can do.',
  ),
  set(
    'fine-tuning',
    'Fine Tuning',
    'base',
    'engineer',
    'pit-captain',
    'aerodynamics',
    'nitro',
    'supercharged',
    'The ultimate culling machine. Five laps suggested.',
  ),
  set(
    'broken-down',
    'Broken Down',
    'base',
    'car-chief',
    'pit-team',
    'suspension',
    'boost',
    'diesel-engine',
    'Cars running on their last leg: who can outlast the wear?',
  ),
  set(
    'money-money-money',
    'Money, Money, Money',
    'base',
    'car-chief',
    'pit-team',
    'tires',
    'boost',
    'rotary-engine',
    'A big wallet to buy, buy, buy.',
  ),
  set(
    'rainbow-road-warrior',
    'Rainbow Road Warrior',
    'base',
    'engineer',
    'pit-team',
    'suspension',
    'nitro',
    'rotary-engine',
    'Diversified cars with options — but speed?',
  ),
  set(
    'revd-up',
    "Rev'd Up",
    'base',
    'car-chief',
    'crew-chief',
    'aerodynamics',
    'boost',
    'hybrid-engine',
    'Overflowing with cubes: make the most of your actions.',
  ),
  set(
    'expert-invitational',
    'Expert Invitational',
    'base',
    'mechanic',
    'pit-crew',
    'steering',
    'turbo',
    'hybrid-engine',
    'Interactive, high-powered moves for experts. Five laps suggested.',
  ),
];

/** The suggested sets of the base game, then Racing Season's. */
const sets: readonly NamedCardSet[] = [...BASE_CARD_SETS, ...RACING_SEASON_SETS];
export function cardSets(): readonly NamedCardSet[] {
  return sets;
}
export function getCardSet(id: string): NamedCardSet | undefined {
  return sets.find((s) => s.id === id);
}
