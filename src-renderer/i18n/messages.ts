/**
 * The message catalogue of the shell: the player-facing wording the renderer shows for any
 * game (boot, the rules book's frame, replay, help, sound, the hint and tutorial entry, the
 * start screen's frame, the pace controls), in one place so it can be reviewed and translated.
 * Functions take the variable parts (numbers, names) so word order stays a translator's choice.
 * It names no game (issue #26): a game's own wording lives in its folder
 * (src-renderer/games/<id>/i18n/, whose messages.ts extends this catalogue with its parts for
 * its screens), and the shell reaches a game's words (its name, its levels) through the
 * renderer registry (games/words.ts `wordsOf`, games/registry.ts `rendererKitOf`).
 */
import { START_MESSAGES } from './start-messages';

export const MESSAGES = {
  /** The app's first moments: the session starting, or failing to. */
  boot: {
    failed: 'Could not start the game session:',
    loading: 'Loading…',
  },
  rules: {
    open: 'Rules',
    openTitle: 'How to play: the whole rules reference, searchable',
    title: 'How to play',
    search: 'Search the rules…',
    searchLabel: 'Search the rules',
    close: 'Close',
    noMatch: (q: string) => `Nothing in the rules mentions “${q}”.`,
    matches: (n: number) => (n === 1 ? '1 section' : `${n} sections`),
    linkTitle: (name: string) => `${name}: open the rules reference at this entry`,
    seeAlso: 'See also',
  },
  replay: {
    open: 'Replay',
    openTitle: 'Watch this race again, move by move',
    title: 'Replay',
    /** The replay of the game in play (a save's replay shows the save's name). */
    thisRace: 'This race',
    loading: 'Rebuilding the race from its moves…',
    failed: (why: string) => `This race cannot be replayed: ${why}`,
    close: 'Close replay',
    first: 'Start',
    prev: 'Back one move',
    next: 'Forward one move',
    last: 'End',
    turn: 'Turn',
    prevTurn: 'Back one turn',
    nextTurn: 'Forward one turn',
    play: 'Play',
    pause: 'Pause',
    position: (n: number, total: number) => `Move ${n} of ${total}`,
    round: (r: number) => (r ? `Round ${r}` : 'Setup'),
    start: 'Before the first move',
    moveBy: (name: string, what: string) => `${name}: ${what}`,
    keys: '← → one move · Shift+← → one turn · Home / End · Space play / pause · Esc close',
    /**
     * What the header says is replayed: the save's name (left out when it is only a track's name,
     * as an autosave's is: that named another race of a season), then the race at this moment.
     */
    what: (
      label: string,
      race: { trackName: string; laps: number; season: { race: number; races: number; trackNames: string[] } | null },
    ): string => {
      const laps = `${race.laps} ${race.laps === 1 ? 'lap' : 'laps'}`;
      const isTrackName = label === race.trackName || !!race.season?.trackNames.includes(label);
      const name = label && !isTrackName ? `${label} · ` : '';
      const which = race.season
        ? `Season race ${race.season.race + 1} of ${race.season.races}: ${race.trackName}`
        : race.trackName;
      return `${name}${which} · ${laps}`;
    },
  },
  /** The help overlay (? or H): its frame (each game's keys are its kit's `help`). */
  help: {
    label: 'Help',
    title: 'Keyboard & symbols',
    close: 'Close',
    symbols: 'Cube symbols',
  },
  sound: {
    label: 'Sound',
    /** The toggle shows the state ("Sound: on") and its title the action a click does. */
    on: 'Sound: on',
    off: 'Sound: off',
    turnOff: 'Sound is on: click to mute',
    turnOn: 'Sound is off: click to turn it on',
    mute: 'Mute',
    unmute: 'Unmute',
    volume: 'Volume',
    title: 'Sound: engine, cube and finish sounds',
    test: 'Test',
  },
  /** The Learn entry of the start screen and the hint (learn/hint-store.ts) of a game that offers them. */
  learn: {
    hint: {
      button: 'What would the Hard bot do?',
      buttonShort: 'Hint',
      title: 'Ask the Hard bot which move it would make here (it thinks for a few seconds)',
      thinking: 'The Hard bot is thinking…',
      says: (what: string) => `The Hard bot would ${what}.`,
      /** A move hint in the move buttons' words: "move to the white space, inner lane, 1 ahead". */
      moveTo: (place: string) => `move to the ${place}`,
      failed: (why: string) => `No hint this time: ${why}`,
      /** The bot's move is none of the player's choices on screen (the game moved on meanwhile). */
      notAmongYours: 'its move is not among yours',
      hotSeatOff: 'Hints are off in hot-seat games (turn them on in the settings).',
      setting: 'Hints in hot-seat games',
      dismiss: 'Hide hint',
    },
    tutorial: {
      entry: 'Tutorial',
      entryTitle: 'A guided first race against a Beginner bot, explaining each phase as it happens',
      resume: 'Resume tutorial',
    },
  },
  /** The start screen's frame (the game tabs, Continue, the seat rows, the track buttons): start-messages.ts. */
  start: START_MESSAGES,
} as const;

/** Wording of the frame around a game's screen: its autosave banner, its pace, who is thinking. */
export const PLAY_MESSAGES = {
  /** The autosave banner of a tab whose game another tab (browser build) opened; Retry takes it back. */
  openElsewhere:
    'This game was opened in another tab: this tab no longer saves it. Retry takes it over here, from its save.',
  speedLabel: 'Animation speed',
  /** An animation speed button: "½×", "1×", "2×". */
  speed: (s: number) => `${s === 0.5 ? '½' : s}×`,
  noAnimations: 'off',
  noAnimationsTitle: 'No animations (A)',
  botThinking: 'is thinking',
};

/** A place in words: 1st, 2nd, 3rd, 4th … 11th, 12th, 21st. */
export const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;
