/**
 * The Racing Season's and the solo series' wording (MESSAGES.season, MESSAGES.solo): the driver
 * draft, the sponsor award between races, the champion, the season panel; the sponsor texts
 * shown on the cards (extraPhrase, awardSentence) and the place columns.
 */
import type { Color } from '../../../../src-shared/games/automobiles';
import type { DriverView, SponsorView } from '../../../../src-shared/games/automobiles/kit';
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
  /** A sponsor card: its tier, its rows by place and the viewer's column spelled out. */
  card: {
    tier: (n: number) => `tier ${n}`,
    remove: 'Remove',
    extra: 'Extra',
    forYou: 'For you:',
  },
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
        case 'gain':
          return `${sponsor}: free cubes`;
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
        case 'gain':
          return `Take up to ${cubes(left)} from the stock for free, each one optional.`;
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
    leftToGain: 'free cubes left to take',
    freeFromStock: 'Take from the stock (free)',
    fromStock: 'Buy from the stock',
    wearInBag: 'Wear in your bag',
    bag: 'Your bag',
    nothing: 'Nothing to choose here.',
    /** Before the award sentence: "Ledger & Sons (A1) for first:". */
    sponsorFor: (name: string, id: string, place: number) => `${name} (${id}) for ${PLACE_TEXT[place]}:`,
    next: (extra: string) => `Next: ${extra}.`,
    done: (stage: string) => (stage === 'spend' ? 'Done buying' : stage === 'gain' ? 'Done taking' : 'Done removing'),
  },
  /** The end of a season. */
  champion: {
    label: (races: number, laps: string) => `Season finished · ${races} races · ${laps} each`,
    /** After the champion's name. */
    isChampion: 'is the champion!',
    driver: (name: string) => `${name} · `,
    points: (n: number | undefined) => `${n ?? ''} points`,
    sponsor: (name: string) => ` · sponsor ${name}`,
    /** Under the champion's line when the title was tied on points (RULINGS §7). */
    tieBreak: (name: string, points: number) =>
      `Tied on ${points} points: ${name} finished ahead in the last race, which breaks a tie.`,
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

/** The bag-scoring lines of the solo series, by the engine's keys. */
const BAG_LINE_WORDS = {
  noWear: 'No wear',
  noBlue: 'No blue',
  noBlack: 'No black',
  threeWhite: '3 or more white',
} as const;

export const SOLO_MESSAGES = {
  /** The start screen's solo series section. */
  setup: {
    open: (open: boolean) => `Solo series ${open ? '▾' : '▸'}`,
    help: 'You against four bots over five races, one on each track in an order drawn from the seed. Points for your finish, the cars you lap and your bag; a rating after race 5.',
    defaultName: 'Player 1',
    /** The four bots' names. */
    rivals: ['Ayrton', 'Niki', 'Jackie', 'Juan'],
    nameProblem: 'Your name must be 1–40 characters.',
    name: 'Your name',
    level: 'Bot level',
    laps: 'Laps',
    laps3: '3 laps',
    laps7: '7 laps (long)',
    drivers: 'Drivers',
    driversLimited: 'Draft of 6',
    driversAll: 'All ten',
    cards: 'Card set',
    fuel: 'Fuel Mixture cards',
    start: 'Start the series',
  },
  /** The table of best series (start screen and rating screen). */
  best: 'Your best series',
  recordColumns: ['Rating', 'Points', 'Date', 'Level', 'Cards'],
  /** The panel beside the board. */
  panel: {
    title: (race: number, races: number) => `Solo series · race ${race} of ${races}`,
    points: (n: number) => `${n} pts`,
    race: 'Race',
    place: 'Place',
    finish: 'Fin.',
    finishTitle: 'Finish points',
    lapped: 'Lap.',
    lappedTitle: 'Opponents lapped',
    bag: 'Bag',
    bagTitle: 'Bag scoring after the mechanic',
    total: 'Total',
    track: (n: number, name: string) => `${n}. ${name}`,
    /** A place in the race: "P2". */
    grid: (place: number) => `P${place}`,
    lapDown: ' (lap down)',
    mechanicPending: 'mechanic…',
    /** A race's bag lines as a tooltip: "No wear: 1, No blue: 0, … · mechanic B2". */
    bagTip: (lines: readonly (readonly [string, number])[], mechanic: string) =>
      lines.map(([label, n]) => `${label}: ${n}`).join(', ') + ` · mechanic ${mechanic}`,
    gain: (n: number) => `+${n}`,
  },
  /** Bag lines in the panel ("3+ white") and on the mechanic screen ("3 or more white"). */
  bagLines: BAG_LINE_WORDS,
  bagLinesShort: { ...BAG_LINE_WORDS, threeWhite: '3+ white' },
  /** Between races: the points of the race and the mechanic hire. */
  mechanic: {
    label: (race: number, races: number) => `Solo series · race ${race} of ${races} finished`,
    pointsTitle: 'Your points this race',
    finish: (place: string) => `Finish, ${place}`,
    lapDown: ' (a lap or more down)',
    lapped: 'Opponents lapped',
    afterHire: '(after the hire)',
    thisRace: 'This race',
    soFar: 'Series so far',
    lastPlace: 'Last place: only “no wear” scores.',
    nextBefore: 'Next:',
    nextRace: (race: number) => `race ${race}`,
    nextAt: 'at',
    nextAfter: '. All cubes go back to the bag; the stock carries over.',
    hireLabel: 'Mechanic hire · used once, then discarded',
    rulesName: 'the solo series',
    hireTitle: 'Hire a mechanic',
    atWork: (name: string) => `${name} at work`,
    column: (place: string, column: string | undefined, placeText: string | undefined) =>
      `You finished ${place}: the “${column}” column applies (${placeText}).`,
    chooseOne: 'Choose one of the three; its effect applies now, once.',
    hire: (name: string) => `Hire ${name}`,
    nextSoon: 'The next race is about to start…',
  },
  /** After race 5. */
  rating: {
    dialog: 'Solo series rating',
    over: 'Series over:',
    points: 'points',
    /** A rating band's range: "under 21", "21–23", "33+". */
    range: (least: number, next: number | undefined) =>
      next === undefined ? `${least}+` : least === 0 ? `under ${next}` : `${least}–${next - 1}`,
    band: (range: string, name: string) => `${range}: ${name}`,
    columns: ['Race', 'Place', 'Finish', 'Lapped', 'Bag', 'Mechanic', 'Total'],
    close: 'Close',
    menu: 'Main menu',
  },
};
