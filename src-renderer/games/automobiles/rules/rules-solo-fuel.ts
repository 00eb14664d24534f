import { COLORS, COLOR_LABEL, SOLO_RATINGS } from '../../../../src-shared/games/automobiles';
import { FUEL_CARDS, type FuelCardDef } from '../../../../src-shared/games/automobiles';
import type { AutomobilesRulesEntry } from './rules-types';

/** The solo series (RULINGS §9) and the Fuel Mixture cards (§10) in the rules reference. */

/** The anchor of a Fuel Mixture card's entry. */
export const fuelEntryId = (id: string) => `fuel-${id}`;

function payText(c: FuelCardDef): string {
  if (!c.pay) return `any ${c.payAny} cubes`;
  return COLORS.flatMap((col, i) => (c.pay![i] ? [`${c.pay![i]} ${COLOR_LABEL[col].toLowerCase()}`] : [])).join(' + ');
}

const ratingRows = SOLO_RATINGS.map(([least, name], i) => {
  const next = SOLO_RATINGS[i + 1]?.[0];
  return [next === undefined ? `${least} or more` : least === 0 ? `under ${next}` : `${least}–${next - 1}`, name];
});

export const SOLO_FUEL: AutomobilesRulesEntry[] = [
  {
    id: 'solo-series',
    group: 'solo',
    title: 'The solo series',
    paragraphs: [
      'You against four bots (their level chosen at the start) over five races, one on each track in an order drawn from the seed; 3 laps a race, or 7 for the long series. Drivers and the card set are dealt as for a season. Between races every cube goes back to its owner’s bag and the stock carries over.',
      'Pit stops: you may make at most one pit stop per lap (the bots are not limited).',
      'After each race you hire one of three mechanics revealed from the sponsor deck. The column of your finish applies (1st, a middle place, last), once: the mechanic is then discarded, never kept. Then your bag is scored.',
    ],
    bullets: [
      'Finish: 1st scores 3 + the race number (4 in race 1 … 8 in race 5); 2nd to 4th score 3; last scores 2, or 1 when you were a lap or more behind the winner.',
      'Lapped cars: +1 for each opponent a lap or more behind you at the end.',
      'Bag scoring, after the mechanic, counting every cube you own: no wear +1; and unless you were last: no blue +1, no black +1, 3 or more white +1.',
    ],
    table: { head: ['Points after race 5', 'Rating'], rows: ratingRows },
    keywords: ['solo', 'mechanic', 'rating', 'series champion', 'rookie', 'best series'],
    see: ['sponsors', 'fuel-mixture'],
  },
  {
    id: 'fuel-mixture',
    group: 'solo',
    title: 'Fuel Mixture cards',
    subtitle: 'Optional module for any race, season or series',
    paragraphs: [
      'Setup: each player is dealt two cards and keeps one; the last player in turn order picks first.',
      'In your Action Phase you may use your card any number of times: move exactly the cubes shown on its left from your active pile onto the card, then do its whole benefit. If the whole benefit cannot be done, the card cannot be used.',
      'A move from a Fuel Mixture card is placed like a card move (exactly that many spaces) and gains no wear: its spaces do not count in the Decline Phase, though the car still moves in the Car Phase.',
      'Cubes on the card are locked: out of play (not in your bag, piles or discard pile) until the End Phase of a turn in which your car crossed the finish line; then they go to your discard pile.',
    ],
    table: {
      head: ['Card', 'Pay', 'Benefit'],
      rows: FUEL_CARDS.map((c) => [c.name, payText(c), c.text.split(': ').slice(1).join(': ')]),
    },
    keywords: ['fuel', 'mixture', 'locked cubes'],
    see: FUEL_CARDS.map((c) => fuelEntryId(c.id)),
  },
  ...FUEL_CARDS.map((c): AutomobilesRulesEntry => ({
    id: fuelEntryId(c.id),
    group: 'solo',
    title: c.name,
    subtitle: `Fuel Mixture card · pay ${payText(c)}`,
    paragraphs: [
      c.text,
      'Use it in your Action Phase, as often as you can pay it and do the whole benefit. The paid cubes stay on the card until the End Phase of a turn in which you cross the finish line.',
    ],
    keywords: ['fuel mixture', c.id],
    see: ['fuel-mixture'],
  })),
];
