import {
  DRIVERS,
  SPONSORS,
  SPONSOR_TEXT,
  STANDARD_REMOVAL,
  type SponsorDef,
  COLORS,
  COLOR_LABEL,
} from '../../../../src-shared/games/automobiles';
import { MESSAGES, driverName, sponsorName } from '../i18n/messages';
import type { AutomobilesRulesEntry } from './rules-types';

const PHASE: Record<string, string> = {
  action: 'Action Phase',
  buy: 'Buy Phase',
  car: 'Car Phase',
  decline: 'Decline Phase',
  end: 'End Phase',
};
const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

/** The anchor of a driver's entry in the reference. */
export const driverEntryId = (n: number) => `driver-${n}`;
/** Sponsors share one entry per letter (the tiers differ only in numbers). */
export const sponsorEntryId = (id: string) => `sponsor-${id.charAt(0).toUpperCase()}`;

function extraText(s: SponsorDef, place: number): string {
  if (s.gains) return s.gains[place].map((c) => COLOR_LABEL[COLORS[c]]).join(' + ') || '—';
  const n = s.extra[place];
  if (s.letter === 'A') return `$${n}`;
  if (s.letter === 'E') return n ? `${n} per cube` : 'none';
  return String(n);
}

const driverEntries: AutomobilesRulesEntry[] = DRIVERS.map((d) => ({
  id: driverEntryId(d.number),
  group: 'season',
  title: driverName(d.number),
  subtitle: `${MESSAGES.drivers.subtitle(d.number)} · ${MESSAGES.drivers.power(PHASE[d.phase])}`,
  driver: d.number,
  paragraphs: [d.text, 'A driver’s power is optional and can be used every turn, in its phase.'],
  keywords: [d.name, `driver ${d.number}`, PHASE[d.phase]],
  see: ['drivers'],
}));

const sponsorEntries: AutomobilesRulesEntry[] = LETTERS.map((letter) => {
  const tiers = SPONSORS.filter((s) => s.letter === letter);
  return {
    id: `sponsor-${letter}`,
    group: 'season',
    title: `Sponsors ${letter}1–${letter}3: ${tiers.map((s) => sponsorName(s.id)).join(', ')}`,
    subtitle: 'Season campaign only',
    sponsor: `${letter}1`,
    paragraphs: [
      `First the standard removal: remove cubes from your bag (first place ${STANDARD_REMOVAL[0]}, a middle place ${STANDARD_REMOVAL[1]}, last ${STANDARD_REMOVAL[2]}). Then: ${SPONSOR_TEXT[letter]}`,
      'Every part of a sponsor’s effect is optional: you may always decline.',
    ],
    table: {
      head: ['Sponsor', 'First', 'Middle', 'Last'],
      rows: tiers.map((s) => [`${sponsorName(s.id)} (${s.id})`, extraText(s, 0), extraText(s, 1), extraText(s, 2)]),
    },
    keywords: tiers.flatMap((s) => [s.id, MESSAGES.sponsors.subtitle(s.id)]),
    see: ['sponsors'],
  };
});

export const SEASON: AutomobilesRulesEntry[] = [
  {
    id: 'racing-season',
    group: 'season',
    title: 'Racing Season: what the expansion adds',
    paragraphs: [
      'The expansion adds 15 cards (playable in any race), 10 drivers with a power each, and the season campaign: a series of 3 to 5 races with sponsors and points.',
      'On the start screen: “Drivers” deals drivers (a draft of players+1, or all ten); “Season” turns a race into a campaign (it needs drivers). The expansion’s card sets appear with the base sets, and random picks can include its cards.',
    ],
    see: ['drivers', 'season', 'sponsors'],
    keywords: ['expansion', 'campaign'],
  },
  {
    id: 'drivers',
    group: 'season',
    title: 'Drivers and the draft',
    paragraphs: [
      'Players+1 drivers are revealed (or all ten, as an option). The last player in turn order picks first, then the others in reverse turn order. You keep your driver for the whole race or season.',
      'Each driver has a power that belongs to one phase of your turn. It is optional and may be used every turn.',
    ],
    bullets: DRIVERS.map((d) => `${driverName(d.number)} (${MESSAGES.drivers.subtitle(d.number)}) — ${PHASE[d.phase]}`),
    see: DRIVERS.map((d) => driverEntryId(d.number)),
    keywords: ['draft', 'driver power'],
  },
  ...driverEntries,
  {
    id: 'season',
    group: 'season',
    title: 'The season campaign',
    paragraphs: [
      'A season is 3 to 5 races with the same number of laps, on tracks picked in order or drawn at random. Between races the card set, the stock, your bag, your driver and your sponsor all carry over; every cube goes back into its owner’s bag. The starting allowance is paid only before the first race, and the turn order follows the last finish.',
      'After each race players score points, then sponsors are awarded. The player with the most points after the last race is champion; a tie goes to the better finisher of the last race.',
    ],
    table: {
      head: ['Place', 'Race 1', 'Race 2', 'Race 3', 'Race 4', 'Race 5'],
      rows: [
        ['First', '4', '5', '6', '7', '8'],
        ['Middle', '3', '3', '3', '3', '3'],
        ['Last', '2', '2', '2', '2', '2'],
      ],
    },
    see: ['sponsors', 'drivers'],
    keywords: ['points', 'champion', 'standings', 'between races'],
  },
  {
    id: 'sponsors',
    group: 'season',
    title: 'Sponsors',
    paragraphs: [
      'Sponsors are only used in a season. After each race (except the last) the revealed sponsors are awarded in finish order: the winner chooses first and applies the first-place column, the middle places take theirs in order, and the last player takes what is left and applies the last-place column. With 2 players, second place is “middle”.',
      'If you already hold a sponsor you may keep it (and discard one of the revealed ones) or switch to a new one (your old one leaves the game). Every effect starts with the standard removal — first 3 cubes, middle 6, last 12 — and then the letter’s extra ability.',
    ],
    see: LETTERS.map((l) => `sponsor-${l}`),
    keywords: ['award', 'standard removal', 'keep', 'switch'],
  },
  ...sponsorEntries,
];
