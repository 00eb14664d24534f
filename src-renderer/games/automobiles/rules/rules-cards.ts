import { COLOR_ECONOMY, allCards, type CardDef, cardSets } from '../../../../src-shared/games/automobiles';
import { TYPE_LABEL } from '../ui/cube-style';
import { MESSAGES } from '../i18n/messages';
import type { AutomobilesRulesEntry } from './rules-types';

/** The anchor of a card's entry in the reference. */
export const cardEntryId = (id: string) => `card-${id}`;

/** Clarifications this app applies to a card's text (RULINGS §5 and docs/rulings.md). */
const CARD_NOTES: Record<string, string[]> = {
  wear: ['Using a wear cube only moves it from your active pile to your discard pile; it has no other effect.'],
  steering: ['White cannot be chosen: there is no colour lower than white.'],
  tires: ['White cannot be chosen: there is no colour lower than white.'],
  burnout: ['White cannot be chosen: there is no colour lower than white.'],
  'hybrid-engine': ['“More than any other player” means strictly more than each other player, compared one by one.'],
  'fuel-injection-engine': [
    'Each gear cube used this turn moves at least 1 and up to 2 spaces of its colour (Redline whites included). A second Fuel Injection adds nothing.',
  ],
  boost: [
    'The other players answer at once, in turn order after you (with Accelerated Play, at the start of their own next turn). A player with nothing to draw can only decline.',
  ],
  'crate-motor': [
    'After your End Phase and its momentum, each player behind you, in position order, may move their car up to N spaces of any colours without wear (N = Crate Motor cubes you used); momentum follows each of them. Laps completed this way count.',
  ],
  'camber-and-toe': ['Any gear cube may be discarded, white included; the move is exactly 1 space.'],
  redline: [
    'A white cube played under Redline first names the colour it stands for; you gain 1 wear when that colour is not white.',
  ],
  adrenaline: [
    'Second option: each such cube allows up to 2 light grey spaces per position gained in the Car Phase; the car itself moves and those spaces count for wear.',
  ],
  'pit-team': ['You may stop removing only once a cube in the stock is affordable (wear adds $0).'],
  nitro: ['Needs 2 cubes that can be drawn (bag and discard pile together).'],
  'crew-chief': ['Needs at least 1 cube that can be drawn.'],
  suspension: ['Only gear colours in your discard pile with a reachable space are offered.'],
};

function setsWith(card: CardDef): string[] {
  return cardSets()
    .filter((s) => Object.values(s.cards).includes(card.id))
    .map((s) => s.name);
}

function cardEntry(card: CardDef): AutomobilesRulesEntry {
  const economy = COLOR_ECONOMY[card.color];
  const type = TYPE_LABEL[card.type] ?? card.type;
  const sets = setsWith(card);
  const notes = CARD_NOTES[card.id] ?? [];
  return {
    id: cardEntryId(card.id),
    group: 'cards',
    title: card.name,
    subtitle: `${MESSAGES.rules.cardOf(type)} · ${card.edition === 'base' ? MESSAGES.rules.base : MESSAGES.rules.expansion} · ${MESSAGES.rules.cost(economy.cost, economy.value)}`,
    color: card.color,
    paragraphs: [card.text, ...notes.map((n) => `In this app: ${n}`)],
    bullets: sets.length ? [`In the suggested sets: ${sets.join(', ')}.`] : undefined,
    keywords: [card.id, type, card.color],
    see: card.type === 'gear' ? ['gear-cubes'] : card.type === 'wear' ? ['wear'] : ['action-phase'],
  };
}

const ORDER = ['gear', 'wear', 'garage', 'pit', 'handling', 'performance', 'engine'];

export const CARDS: AutomobilesRulesEntry[] = [
  {
    id: 'cards',
    group: 'cards',
    title: 'The cards and card sets',
    paragraphs: [
      'Ten cards are in play in every race: the four gears and wear are always there, plus one card for each action colour — yellow Garage, purple Pit, red Handling, green Performance and blue Engine. A cube does what its colour’s card says.',
      'The start screen offers the rulebook’s suggested sets (7 base, 6 Racing Season), a random pick (one card per colour) or your own pick. The cards of the race are shown beside the board with their full text.',
    ],
    bullets: cardSets().map((s) => `${s.name}: ${s.note}`),
    keywords: ['card set', 'garage', 'pit', 'handling', 'performance', 'engine'],
  },
  ...[...allCards()]
    .sort(
      (a, b) =>
        ORDER.indexOf(a.type) - ORDER.indexOf(b.type) || (a.edition === b.edition ? 0 : a.edition === 'base' ? -1 : 1),
    )
    .map(cardEntry),
];
