/**
 * The Racing Season's and the solo series' wording (MESSAGES.season, MESSAGES.solo): the driver
 * draft, the sponsor award between races, the champion, the season panel; the sponsor texts
 * shown on the cards (extraPhrase, awardSentence) and the place columns.
 */
import type { Color } from '../../src-shared/games/automobiles';
import type { DriverView, SponsorView } from '../../src-shared/session/view-types';
import { CUBE_STYLE } from '../ui/cube-style';

/** The phases a driver's power belongs to. */
export const PHASE_NAME: Record<DriverView['phase'], string> = {
  action: 'Action Phase',
  buy: 'Buy Phase',
  car: 'Car Phase',
  decline: 'Decline Phase',
  end: 'End Phase',
};

/** Column headings of the sponsor numbers: first / middle / last (two players: first and second). */
export function placeNames(players: number): string[] {
  return players <= 2 ? ['1st', '2nd'] : ['1st', 'Middle', 'Last'];
}

/** A sponsor column in a sentence: "for first", "for a middle place", "for last". */
export const PLACE_TEXT = ['first', 'a middle place', 'last'];

/** What extraPhrase says when a sponsor has no extra ability for a place. */
export const NO_EXTRA = 'no extra';

const cubeList = (colors: Color[]) => colors.map((c) => CUBE_STYLE[c].label.toLowerCase()).join(' + ');

/** The sponsor's extra ability for a place, as a short phrase ("spend $4 on the stock"). */
export function extraPhrase(s: SponsorView, place: number): string {
  const k = s.extra[place] ?? 0;
  switch (s.letter) {
    case 'A':
      return `spend $${k} on the stock`;
    case 'B':
      return `remove ${k} more cube${k === 1 ? '' : 's'}`;
    case 'C':
      return `remove up to ${k} wear`;
    case 'D':
      return `gain ${cubeList(s.gains?.[place] ?? [])} free`;
    case 'E':
      return k > 0 ? `remove up to ${k} wear per non-wear cube removed` : NO_EXTRA;
    case 'F':
      return `remove ${k} more, then spend up to $2 each`;
    default:
      return '';
  }
}

/** What the whole award does for a place: "Remove 6 cubes, then spend $5 on the stock." */
export function awardSentence(s: SponsorView, place: number): string {
  const extra = extraPhrase(s, place);
  const std = `Remove up to ${s.standard[place]} cubes`;
  return extra && extra !== NO_EXTRA ? `${std}, then ${extra}.` : `${std}.`;
}

const cubes = (n: number, what = 'cube') => `${n} more ${what}${n === 1 ? '' : 's'}`;

export const SEASON_MESSAGES = {
  season: 'Season',
  finished: 'Finished',
  standings: 'Standings',
  /** Points won in a race: "+4". */
  gain: (n: number) => `+${n}`,
  /** An amount of money: "$5" (nothing after the $ when there is no amount). */
  money: (n: number | null | undefined) => `$${n ?? ''}`,
  /** A sponsor by name and by letter: "Ledger & Sons (Sponsor A1)", with its text after a colon. */
  named: (name: string, subtitle: string) => `${name} (${subtitle})`,
  namedWith: (name: string, subtitle: string, text: string) => `${name} (${subtitle}): ${text}`,
  take: (name: string) => `Take ${name}`,
  /** The driver draft. */
  draft: {
    label: (allDrivers: boolean) => `Racing Season · driver draft${allDrivers ? ' · all ten drivers' : ''}`,
    title: (name: string | undefined, mine: boolean) =>
      mine ? `${name}, choose your driver` : `${name} is choosing a driver…`,
    rule: (next: readonly (string | undefined)[]) =>
      `A driver's power is optional and can be used every turn in its phase. The last player in turn order picks first${next.length ? `; then ${next.join(', then ')}` : ''}.`,
    drafted: 'Drafted',
  },
  /** Between races: the race result, the standings and each player's sponsor award. */
  sponsors: {
    label: (race: number, races: number) => `Season · race ${race} of ${races} finished`,
    nextBefore: 'Next:',
    nextRace: (race: number) => `race ${race}`,
    nextAt: 'at',
    nextAfter: '. Bags, stock, cards, drivers and sponsors carry over; the grid follows this finish.',
    awardLabel: 'Sponsor award · in finish order',
    then: (names: (string | undefined)[]) => ` · then ${names.join(', ')}`,
    column: (place: string, column: string | undefined) =>
      `finished ${place} · the sponsors' “${column}” column applies`,
    deciding: (name: string | undefined) => `${name} is deciding…`,
    keep: (name: string) => `Keep ${name}`,
    switchTo: (name: string) => `Switch to ${name}`,
    discard: (id: string) => `Remove ${id} from the game`,
    noneLeft: 'No sponsors are left face up.',
    nextSoon: 'The next race is about to start…',
    /** The award's stage as a heading; `held` is the sponsor kept from an earlier race, if any. */
    stageTitle: (stage: string, sponsor: string, held: string | null) => {
      switch (stage) {
        case 'choose':
          return held ? `Keep sponsor ${held} or switch` : 'Choose a sponsor';
        case 'discardOne':
          return `Kept ${sponsor}: remove one revealed sponsor from the game`;
        case 'standard':
          return `${sponsor}: standard removal`;
        case 'more':
          return `${sponsor}: extra removal`;
        case 'wear':
          return `${sponsor}: remove wear`;
        case 'spend':
          return `${sponsor}: spend on the stock`;
      }
      return '';
    },
    /** What to do at the award's stage: `left` cubes to remove, `money` to spend. */
    stageHelp: (stage: string, left: number, money: number, held: string | null) => {
      switch (stage) {
        case 'choose':
          return held
            ? `Keep ${held} (then one revealed sponsor leaves the game) or take a revealed one (${held} leaves the game).`
            : 'Take one of the revealed sponsors; its effect applies now and after every later race while you keep it.';
        case 'discardOne':
          return 'Keeping your sponsor removes one of the revealed sponsors from the game.';
        case 'standard':
          return `Remove up to ${cubes(left)} from your bag (back to the stock). All your cubes are in the bag between races.`;
        case 'more':
          return `Remove up to ${cubes(left)} from your bag.`;
        case 'wear':
          return `Remove up to ${cubes(left, 'wear cube')} from your bag.`;
        case 'spend':
          return `Buy cubes from the stock with $${money}; money not spent is lost.`;
      }
      return '';
    },
  },
  /** A sponsor's (or a mechanic's) effect, cube by cube. */
  award: {
    toSpend: 'to spend',
    leftToRemove: (wear: boolean) => `${wear ? 'wear' : 'cubes'} left to remove`,
    fromStock: 'Buy from the stock',
    wearInBag: 'Wear in your bag',
    bag: 'Your bag',
    nothing: 'Nothing to choose here.',
    /** Before the award sentence: "Ledger & Sons (A1) for first:". */
    sponsorFor: (name: string, id: string, place: number) => `${name} (${id}) for ${PLACE_TEXT[place]}:`,
    next: (extra: string) => `Next: ${extra}.`,
    done: (spend: boolean) => (spend ? 'Done buying' : 'Done removing'),
  },
  /** The end of a season. */
  champion: {
    label: (races: number, laps: string) => `Season finished · ${races} races · ${laps} each`,
    /** After the champion's name. */
    isChampion: 'is the champion!',
    driver: (name: string) => `${name} · `,
    points: (n: number | undefined) => `${n ?? ''} points`,
    sponsor: (name: string) => ` · sponsor ${name}`,
    pos: 'Pos',
    driverColumn: 'Driver',
    pointsColumn: 'Points',
    /** A race's column: "R1". */
    race: (n: number) => `R${n}`,
    /** After a player's name: their driver. */
    withDriver: (name: string) => ` · ${name}`,
    board: 'View the board',
    newGame: 'New game…',
    again: 'New season',
  },
};
