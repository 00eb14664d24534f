/**
 * Automobiles' catalogue: the shell's (src-renderer/i18n/messages.ts) with Automobiles' own
 * wording, which its screens read: the move prompt, the Fuel Mixture draft, its keys, its
 * drivers and sponsors, the tutorial, the Racing Season and solo series, its start screen, the
 * cards in play, the hand-off and the game screen. Callers keep reading MESSAGES.<part> and
 * PLAY_MESSAGES.<word>, as in the shell's catalogue (issue #26: the shell names no game).
 */
import type { AutomobilesSeriesKey } from '../../../../src-shared/games/automobiles';
import { MESSAGES as SHELL, PLAY_MESSAGES as SHELL_PLAY } from '../../../i18n/messages';
import { AUTOMOBILES_HELP } from './help-words';
import { YOU } from '../../../i18n/second-person';
import { LEARN_MESSAGES } from './learn-messages';
import { colorName } from './color-words';
export { COLOR_NAMES, colorName } from './color-words';
import { SEASON_MESSAGES, SOLO_MESSAGES } from './season-messages';
import { START_MESSAGES } from './start-messages';
export { CARD_TYPE_TITLES, COLOR_TITLES } from './color-messages';
export { BOT_LEVEL_NAMES, strengthWords } from './level-words';
export { ordinal } from '../../../i18n/messages';

/** The game's name (its start tab, its saves and records; games/words.ts `title`). */
export const AUTOMOBILES_TITLE = 'Automobiles';

export const MESSAGES = {
  ...SHELL,
  prompt: {
    /** A space a move prompt may go to: its number, colours and lane. */
    space: (space: number, colors: string, lane: number) => `Space ${space} · ${colors} · lane ${lane}`,
    /** The piles a pick prompt's cubes come from (an unknown pile id is shown as given). */
    pileTitle: {
      active: 'From your active pile',
      discard: 'From your discard pile',
      stock: 'From the stock',
      held: 'The drawn cubes',
      bag: 'From your bag',
    } as Record<string, string>,
    fold: 'Fold to look at the board',
    unfold: 'Show the dialog',
    foldShort: '▾ Board',
    /** Beside the cubes a card drew (Boost). */
    drawn: 'Drawn',
    unfoldShort: '▴ Show',
  },
  rules: {
    ...SHELL.rules,
    cost: (cost: number | null, value: number) =>
      cost === null ? `not for sale · value ${value}` : `cost $${cost} · value $${value}`,
    cardOf: (type: string) => `${type} card`,
    expansion: 'Racing Season',
    base: 'Base game',
  },
  /** The Fuel Mixture draft screen. */
  fuelDraft: {
    /** A dealt card seen from the back (another player's, in hot-seat or a bot's). */
    back: 'Fuel Mixture',
    hidden: (name: string) => `${name}'s dealt cards stay hidden until ${name} keeps one.`,
  },
  help: {
    ...SHELL.help,
    shortcuts: [
      ['1 – 9', 'Pick the option with that number (cubes to use, cubes to buy, spaces, choices)'],
      ['Enter', 'End the phase / confirm (end actions, end buying, stop, hand-off)'],
      ['Backspace  or  Ctrl+Z', 'Undo (within your turn, back to the last draw)'],
      ['Space', 'Skip the running animations'],
      ['+  −  0', 'Zoom the track in / out / fit the whole track'],
      ['A', 'Animations on / off'],
      ['S', 'Animation speed ½× → 1× → 2× → 4×'],
      ['L', 'Switch the side panel between cards and log'],
      ['?  or  H', 'This help'],
      ['Esc', 'Close this help / fold a dialog'],
    ] as [string, string][],
  },
  drivers: {
    portrait: (name: string) => `Portrait of ${name}`,
    subtitle: (n: number) => `Driver ${String(n).padStart(2, '0')}`,
    power: (phase: string) => `${phase} power`,
  },
  sponsors: {
    logo: (name: string) => `Logo of ${name}`,
    subtitle: (id: string) => `Sponsor ${id}`,
  },
  /** The tutorial and "why not?" (learn-messages.ts), with the shell's hint and tutorial entry. */
  learn: {
    ...LEARN_MESSAGES,
    hint: SHELL.learn.hint,
    tutorial: { ...SHELL.learn.tutorial, ...LEARN_MESSAGES.tutorial },
  },
  /** The Racing Season's screens (draft, sponsors, champion) and the solo series': season-messages.ts. */
  season: SEASON_MESSAGES,
  solo: SOLO_MESSAGES,
  /** The Automobiles start screen: start-messages.ts. */
  start: START_MESSAGES,
} as const;

/** Original driver names (Racing Season drivers 01–10); the number stays as the subtitle. */
export const DRIVER_NAMES: Record<number, string> = {
  1: 'Mara Vance',
  2: 'Teo Castellano',
  3: 'Ines Halloway',
  4: 'Ruben Okoro',
  5: 'Sasha Lindqvist',
  6: 'Dario Fenwick',
  7: 'Yuki Marlowe',
  8: 'Priya Dunmore',
  9: 'Callum Reyes',
  10: 'Noor Abernathy',
};

/** Original sponsor names (A1–F3); the letter and tier stay as the subtitle. */
export const SPONSOR_NAMES: Record<string, string> = {
  A1: 'Ledger & Sons',
  A2: 'Goldrush Credit',
  A3: 'Bullion Bank',
  B1: 'Sweep Clean',
  B2: 'Trimline Scales',
  B3: 'Featherweight Labs',
  C1: 'Fresh Coat Paints',
  C2: 'Renew Bodyworks',
  C3: 'Phoenix Restoration',
  D1: 'Gearhouse Supply',
  D2: 'Torque Foundry',
  D3: 'Blackline Motors',
  E1: 'Balance Oil',
  E2: 'Steady Hand Insurance',
  E3: 'Second Wind Tonic',
  F1: 'Trade-In Garage',
  F2: 'Swap Meet Parts',
  F3: 'Exchange Works',
};

/** A driver's name as players see it (falls back to the numbered placeholder). */
export function driverName(n: number): string {
  return DRIVER_NAMES[n] ?? MESSAGES.drivers.subtitle(n);
}

/** A sponsor's name as players see it (falls back to "Sponsor B3"). */
export function sponsorName(id: string): string {
  return SPONSOR_NAMES[id] ?? MESSAGES.sponsors.subtitle(id);
}

/** The cards-in-play panel. */
export const CARDS_MESSAGES = {
  gears: 'Gears',
  costValue: 'cost · value',
  inStock: (n: number) => `${n} in the stock`,
  left: (n: number) => `${n} left`,
  costTitle: 'Cost to buy',
  notForSale: 'Not for sale',
  valueTitle: 'Money value in the Buy Phase',
  value: (n: number) => `value ${n}`,
  useCube: 'Use a cube',
  gearText:
    'Place this cube on a space of the same colour on the track. That space must be adjacent to your race car, or adjacent to the last cube previously placed on the track earlier this turn.',
};

/** Hot-seat hand-over: who gets the device and why. */
export const HANDOFF_MESSAGES = {
  region: 'Hand the device over',
  passTo: 'Pass the device to',
  recent: 'What just happened',
  confirm: (name: string) => `I am ${name} — show my turn`,
  boostReply: (player: string) => `${player} played Boost: you may draw 1 cube.`,
  mayMoveCar: (card: string) => `${card}: you may move your car.`,
  answerNeeded: (card: string) => `${card}: your answer is needed.`,
  setup: 'Buy your first cubes with the starting allowance.',
  draft: 'Choose your driver.',
  sponsors: 'Your sponsor award between the races.',
  turn: (round: number) => `Round ${round}: your turn.`,
};

/** Wording of the game screen: the board, its controls, hand-off and progress (with the shell's frame). */
export const PLAY_MESSAGES = {
  ...SHELL_PLAY,
  /** Where a game stands, for Continue, the saves list and recent games. */
  stage: (round: number) => (round ? `round ${round}` : 'buying the first cubes'),
  useCube: (color: string, card: string) => `Use a ${colorName(color)} cube: ${card}`,
  /** A step option named as a player would: colour, lane, and how far ahead of the car it is. */
  step: (colors: string[], lane: string, ahead: number) =>
    `${colors.map(colorName).join(' / ')} space, ${lane}${ahead > 0 ? `, ${ahead} ahead` : ahead < 0 ? `, ${-ahead} behind` : ''}`,
  lane: (lane: number, lanes: number) =>
    lanes <= 1
      ? 'the only lane'
      : lane === 0
        ? 'inner lane'
        : lane === lanes - 1
          ? 'outer lane'
          : lanes === 3
            ? 'middle lane'
            : `lane ${lane + 1} from the inside`,
  boardMoving: 'The board is moving…',
  chooseAbove: 'Choose in the dialog above.',
  sending: 'Sending…',
  skip: 'Skip',
  skipTitle: 'Skip the animation (Space)',
  raceOrder: 'Race order',
  fitTrack: 'Fit track',
  fitTrackTitle: 'Show the whole track (0)',
  zoomIn: 'Zoom in (+)',
  zoomOut: 'Zoom out (−)',
  /** Enter refused on a move prompt before any move: names the button that ends it instead. */
  enterNeedsAMove: (stop: string) => `Move at least one space first (or choose “${stop}”).`,
  /** The move prompt's end when no stop is offered (the engine always offers one; a fallback). */
  enterNoStop: 'Undo',
  /** A race's length: "1 lap", "3 laps". */
  laps: (n: number) => `${n} ${n === 1 ? 'lap' : 'laps'}`,
  /** A season or solo race's number in the top bar. */
  raceOf: (race: number, races: number) => `Race ${race} of ${races}`,
  menu: '☰ Menu',
  menuTitle: 'Back to the menu (the race is kept)',
  saveAs: 'Save as…',
  saveAsTitle: 'Save a named copy of this game',
  /** The top bar's stage: the draft, between races, a round or the setup buy. */
  stageDraft: 'Draft',
  stageBetween: 'Between races',
  stageAfterLast: 'After the last race',
  stageRound: (round: number) => (round ? `Round ${round}` : 'Setup'),
  phases: {
    setup: 'Setup buy',
    action: 'Action Phase',
    buy: 'Buy Phase',
    after: 'End of turn',
    draft: 'Driver draft',
    sponsors: 'Sponsors',
    over: 'Finished',
  } as Record<string, string>,
  fuelDraft: 'Fuel Mixture draft',
  mechanicHire: 'Mechanic hire',
  finished: (what: 'solo' | 'season' | 'race') =>
    what === 'solo' ? 'Series finished' : what === 'season' ? 'Season finished' : 'Race finished',
  finalRound: 'Final round',
  helpTitle: 'Keyboard shortcuts (?)',
  players: 'Players',
  chooseOnDraft: 'Choose on the draft screen.',
  botAnswering: 'is answering',
  latestMoves: 'Latest moves',
  over: (what: 'solo' | 'season' | 'race') =>
    what === 'solo' ? 'The series is over.' : what === 'season' ? 'The season is over.' : 'The race is over.',
  showResults: (what: 'solo' | 'season' | 'race') =>
    what === 'solo' ? 'Rating' : what === 'season' ? 'Standings' : 'Results',
  choose: 'Choose:',
  tabCards: 'Cards in play',
  tabLog: 'Game log',
  /** A player's panel beside the board. */
  player: {
    kind: (bot: string | null) => (bot === null ? 'Human' : `Bot · ${bot}`),
    position: (n: number) => `Position ${n}`,
    lapsTitle: 'Laps completed',
    lap: (lap: number, laps: number) => `Lap ${lap}/${laps}`,
    finished: ' ✓',
    now: (thinking: boolean, turn: boolean) => (thinking ? 'thinking…' : turn ? 'to play' : 'to answer'),
    /** The driver chip's tooltip: "Mara Vance, Driver 01 (Buy Phase): …". */
    driverTitle: (name: string, subtitle: string, phase: string, text: string) =>
      `${name}, ${subtitle} (${phase}): ${text}`,
    /** A phase without its last word, on the driver chip: "Buy". */
    shortPhase: (phase: string) => phase.replace(' Phase', ''),
    active: 'Active',
    used: 'Used',
    discard: 'Discard',
    bought: 'Bought',
    boughtTitle: 'Bought in the setup buy: into the bag at “Done buying”',
    bag: 'Bag',
    closedBag: 'closed bag',
  },
  /** The Action Phase bar. */
  actions: {
    label: 'Action Phase · use cubes from your active pile',
    refused: (card: string | undefined, why: string) => `${card}: ${why}`,
    empty: 'Your active pile is empty.',
    powerTitle: (driver: string, text: string) => `${driver}: ${text}`,
    usePower: 'Use driver power',
    undo: '↶ Undo',
    /** An enabled Undo's title: what a click does and the policy (the Help says it longer). */
    undoTitle: AUTOMOBILES_HELP.undoTitle,
    undoWord: 'Undo',
    /** A disabled Undo's title: why there is nothing to take back. */
    undoNone:
      'Nothing to undo: you can take back only your own moves since your last draw (never a draw or another player’s move).',
    pitStop: 'Pit stop',
    pitRefused: (why: string) => `Pit stop: ${why}`,
    pitTitle: (wear: number) => `Pit stop: remove all ${wear} wear from your active pile and end the turn`,
    pitWear: (wear: number) => ` (−${wear} ✕)`,
    end: 'End actions',
    endTitle: 'End the Action Phase (Enter)',
  },
  /** The setup buy and the Buy Phase (driver power and undo: as in `actions`). */
  buy: {
    moneyTitle: (setup: boolean) =>
      setup ? 'Your starting allowance: money you do not spend now is lost' : 'Money left to spend',
    label: (setup: boolean) => (setup ? 'Starting allowance' : 'Buy Phase'),
    money: (n: number) => `$${n}`,
    note: (setup: boolean) => (setup ? 'unspent money is lost' : 'left to spend'),
    boughtTitle: 'These cubes go into your bag when you are done buying',
    bought: 'Bought:',
    undoWord: 'Undo',
    end: (setup: boolean) => (setup ? 'Done buying' : 'End turn & drive'),
    endTitle: 'Done buying (Enter)',
    /** Enter ended the setup buy with money left and cubes still affordable: said after it. */
    endedWithMoneyLeft: (money: number) =>
      `Setup buy done with $${money} unspent: money not spent in the setup buy is lost.`,
    /** A colour for sale: "3rd Gear: $2, 30 in the stock", and why it cannot be bought. */
    itemTitle: (card: string, cost: number | null, stock: number) => `${card}: $${cost}, ${stock} in the stock`,
    refused: (title: string, why: string) => `${title}. ${why}`,
    cost: (n: number | null) => `$${n ?? ''}`,
    left: (n: number) => `${n} left`,
  },
  /** The results screen after a single race. */
  results: {
    rounds: (n: number) => `${n} rounds`,
    /** After the winner's name ("You win!" for the tutorial's player). */
    wins: (name: string) => (name === YOU ? 'win!' : 'wins!'),
    columns: [
      'Pos',
      'Driver',
      'Laps',
      'Turns',
      'Cubes bought',
      '$ spent',
      'Wear gained',
      'Pit stops',
      'Turns drafting',
    ],
    /** After a bot's name in the results: its level as the start screen names it. */
    bot: (label: string) => ` · ${label} bot`,
    money: (n: number | undefined) => `$${n ?? ''}`,
    board: 'View the board',
    newRace: 'New race…',
    again: 'Race again',
  },
};

/** Where a saved game stands, after its track (the start screen's Continue and recent games; its words' saveRace/saveStage). */
export const SAVE_WHERE = {
  raceOf: (race: number, races: number) => `race ${race} of ${races}`,
  singleRace: 'single race',
  sponsors: 'sponsors',
  draft: 'driver draft',
};

/** The titles of the race summary's plots of Automobiles' series (its words' summarySeries). */
export const SUMMARY_SERIES = {
  bag: 'Cubes owned (bag size)',
  wear: 'Wear cubes',
  money: 'Money in the Buy Phase',
} satisfies Record<AutomobilesSeriesKey, string>;
