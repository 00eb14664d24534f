/**
 * The Automobiles start screen's setup wording (its MESSAGES.start): the shell's frame
 * (src-renderer/i18n/start-messages.ts) with its seats, race options, the Racing Season, track and cards.
 */
import { START_MESSAGES as SHELL_START } from '../../../i18n/start-messages';

export const START_MESSAGES = {
  ...SHELL_START,
  /** The first seats of a new setup, and the names bots get when added. */
  defaultHuman: 'Player 1',
  botNames: ['Ayrton', 'Niki', 'Jackie', 'Juan', 'Michèle', 'Graham', 'Denise'],
  players: {
    ...SHELL_START.players,
    title: 'Players',
    count: (n: number, max: number) => `${n} / ${max}`,
    noun: 'Seat',
    strengthTitle: 'Measured in arena games (docs/ai.md)',
    thinkTitle: "Empty: the level's own time",
    think: 'Thinking time',
    thinkLabel: (n: number) => `Seat ${n} thinking time, ms per turn`,
    msPerTurn: 'ms per turn',
    add: '+ Add player',
    advanced: 'Advanced: bot thinking time',
    advancedHint: 'Let a searching bot think longer (stronger) or shorter (faster) than its level, in ms per turn.',
    seatOneStarts: 'Seat 1 starts',
    seatOneStartsHint: 'Otherwise the starting player is drawn at random; the grid follows the turn order.',
    nameProblem: 'Every player needs a name (1–40 characters).',
    thinkProblem: (min: number, max: number) => `A thinking time is a whole number of ms from ${min} to ${max}.`,
  },
  race: {
    title: 'Race',
    laps: 'Laps',
    openBags: 'Open bags',
    openBagsHint: 'Bag contents are shown as counts (discard piles are always on view).',
    weaving: 'Weaving',
    weavingHint: 'Change lanes from the early segments of long spaces.',
    accelerated: 'Accelerated play',
    acceleratedHint: "Others' Boost draws wait until their own turn.",
    fuel: 'Fuel Mixture cards',
    fuelHint: 'Each player drafts a card that turns cubes into moves without wear.',
    seed: 'Seed',
    seedPlaceholder: 'random',
    seedLabel: 'Seed (optional)',
    seedHint: 'same seed, same draws',
  },
  season: {
    title: 'Racing Season',
    expansion: 'expansion',
    drivers: 'Drivers',
    driversLabel: 'Racing Season drivers',
    off: 'Off',
    draftTitle: (n: number) => `${n} drivers are revealed; the last player in turn order picks first`,
    draft: (n: number) => `Draft from ${n}`,
    allTitle: 'All ten drivers are offered in the draft',
    all: 'All 10',
    season: 'Season',
    seasonLabel: 'Season campaign',
    single: 'Single race',
    racesTitle: (n: number, drivers: boolean) =>
      drivers ? `A season of ${n} races with sponsors between them` : 'A season campaign needs drivers',
    races: (n: number) => `${n} races`,
    needsDrivers: 'A season campaign needs drivers: choose a draft above.',
    tracks: 'Tracks',
    tracksLabel: 'Season tracks',
    orderSeed: 'Chosen first',
    orderRandom: 'Random',
    orderChoose: 'In order',
    /** How the season's tracks are chosen. */
    order: {
      seed: 'The first race on the chosen track, the others drawn from the seed.',
      random: 'Every track drawn from the seed.',
      choose: 'Pick each race’s track in order, under the track preview.',
    },
    points: (races: number) => `Points per race: 1st ${4}–${3 + races}, middle 3, last 2; sponsors between races.`,
  },
  track: {
    ...SHELL_START.track,
    title: 'Track',
    /** A track button's second line: "3 lanes · ↻ · best 3–5p". */
    meta: (lanes: number, clockwise: boolean, players: number[]) =>
      `${lanes} lanes · ${clockwise ? '↻' : '↺'} · best ${players.join('–')}p`,
    random: 'Random',
    randomLabel: 'Random track',
    randomOff: 'Off',
    /** A random single-race track: from the base, Racing Season or all tracks. */
    randomFrom: {
      'random-base': 'Base game tracks',
      'random-season': 'Racing Season tracks',
      random: 'All tracks',
    },
    randomHint: 'The track is drawn from the seed when the race starts.',
    seasonLabel: 'Season tracks in order',
    race: (n: number) => `Race ${n}`,
    raceLabel: (n: number) => `Race ${n} track`,
  },
  cards: {
    title: 'Cards',
    label: 'Card choice',
    suggested: 'Suggested',
    random: 'Random',
    custom: 'Custom',
    setLabel: 'Card set',
    /** A set not from the base game, after its name. */
    edition: (label: string) => ` · ${label}`,
    editions: { base: 'Base game', 'racing-season': 'Racing Season' } as Record<string, string>,
    randomNote: 'One random card of each colour is dealt when the race starts.',
    expansion: 'Include Racing Season cards',
    expansionHint: (n: number) => `Random picks also draw from the ${n} expansion cards.`,
    colorLabel: (color: string) => `${color} card`,
    type: (type: string) => `· ${type}`,
    rs: 'RS',
    cost: (n: number | null) => `$${n ?? ''}`,
  },
  /** The start screen's words for Automobiles: the tagline beside the title, the Start button. */
  screen: {
    ...SHELL_START.screen,
    tagline: 'a deck-building race with cubes',
    startRace: 'Start race',
    startSeason: (races: number) => `Start season (${races} races)`,
  },
};
