/**
 * Words of the settings panel, the help's keyboard sections for both games and the undo policy
 * in words (the Help and the Undo buttons' tooltips say the same thing).
 */
import type { MotionChoice, TextSize } from '../stores/settings';
import type { ColorSet } from '../ui/seat-look';

export const SETTINGS_MESSAGES = {
  open: 'Settings',
  openTitle: 'Settings: animation, reduced motion, text and marker size, colours, sound (,)',
  title: 'Settings',
  close: 'Close',
  /** Whose settings these are: the profile's name, or everyone's until profiles exist. */
  forProfile: (name: string | null) =>
    name ? `Kept for ${name} on this computer.` : 'Kept on this computer for the next time you play.',
  motion: 'Motion',
  motionChoice: {
    system: 'As the system',
    full: 'Animate',
    reduced: 'Reduced motion',
  } satisfies Record<MotionChoice, string>,
  motionHelp: (systemReduces: boolean) =>
    `Reduced motion shows every move at once, without sliding cars or flying cubes. “As the system” follows your computer’s setting (now: ${systemReduces ? 'reduce motion' : 'animate'}).`,
  speed: 'Animation speed',
  speedValue: (s: number) => (s === 0.5 ? '½×' : `${s}×`),
  textSize: 'Text and marker size',
  textSizeChoice: { standard: 'Standard', large: 'Large', largest: 'Largest' } satisfies Record<TextSize, string>,
  textSizeHelp: 'Scales the text of the panels and, on the board, the cars, cubes and labels of both games.',
  colors: 'Car and seat colours',
  colorChoice: { standard: 'Standard', colorBlind: 'Colour-blind safe' } satisfies Record<ColorSet, string>,
  colorHelp:
    'The colour-blind-safe set (Okabe–Ito) adds a symbol beside each colour on the board, in the player areas and in the log.',
  seatPreview: (n: number) => `Seat ${n}`,
  sound: 'Sound',
  soundOn: 'Sound on',
  volume: 'Volume',
} as const;

/** The help overlay: both games' keys, the undo policy, the symbols. */
export const HELP_SECTIONS = {
  label: 'Help',
  title: 'Help',
  close: 'Close',
  tabs: { keys: 'Keyboard shortcuts', undo: 'Undo', symbols: 'Symbols' },
  everywhere: 'On every screen',
  everywhereKeys: [
    ['Tab  /  Shift+Tab', 'Move between the controls (the focused one is ringed in amber)'],
    ['Enter  or  Space', 'Press the focused button'],
    ['←  →  ↑  ↓', 'Choose within a group of options (a row of choices, the settings)'],
    ['?  or  H', 'This help'],
    [',', 'Settings'],
    ['Esc', 'Close this help, the settings or a dialog'],
  ] as [string, string][],
  automobiles: 'Automobiles',
  racepack: 'Racepack',
  racepackKeys: [
    ['1 – 7', 'Move at that speed (several ways to do it are listed: then 1 – 9 picks one)'],
    ['Enter', 'List every movement you can make (re-entering after a spin-out too); in a list, take the first'],
    ['Esc', 'Close the list of movements'],
    ['Backspace  or  Ctrl+Z', 'Undo (back to the last die roll)'],
    ['Tab', 'Reach the defend, token and pit choices, then press Enter'],
  ] as [string, string][],
  symbols: 'Cube symbols',
  /** The keys of the screens around the races (both games). */
  screens: [
    {
      id: 'builder',
      title: 'Track builder (Racepack)',
      keys: [
        ['Tab', 'Reach the track grid: an amber square marks the cursor'],
        ['←  →  ↑  ↓', 'Move the cursor (a selected tile moves with them)'],
        ['Enter  or  Space', 'Place the tile shown, or select the tile under the cursor'],
        ['R', 'Rotate the tile shown or the selected tile'],
        ['M', 'Move the selected tile: then Enter on an empty cell'],
        ['Delete', 'Remove the selected tile'],
        ['Esc', 'Let go of the tile; again: close the builder'],
      ],
    },
    {
      id: 'season',
      title: 'Season and solo series (Automobiles)',
      keys: [
        ['1 – 9', 'Take the numbered choice: a driver in the draft, a sponsor, a mechanic'],
        ['Tab  then  Enter', 'Any button of the draft, the sponsors, the champion and the series screens'],
        ['Esc', 'Close the champion or the series rating to look at the board'],
      ],
    },
    {
      id: 'replay',
      title: 'Replay',
      keys: [
        ['←  →', 'One move back or on'],
        ['Shift+←  Shift+→', 'One turn back or on'],
        ['Home  /  End', 'The start or the end of the race'],
        ['Space', 'Play or pause'],
        ['Esc', 'Close the replay'],
      ],
    },
    {
      id: 'home',
      title: 'Statistics, race summary and profiles',
      keys: [
        ['Tab  /  Shift+Tab', 'Move between the controls (focus stays in the window while it is open)'],
        ['Enter  or  Space', 'Press the focused button: open a race’s summary, race its seed again, share it'],
        ['Esc', 'Close the profiles editor, then the window'],
      ],
    },
  ] as { id: string; title: string; keys: [string, string][] }[],
};

/**
 * The undo policy in words: free until something new is revealed, like Board Game Arena and
 * Dominion's apps. An undo past a draw or a roll would let a player see what comes and choose again.
 */
export const UNDO_POLICY = {
  heading: 'What you can undo, and why not further',
  principle:
    'Undo is free until something new is revealed: you may take back your own moves, but never a draw, a roll or another player’s move, since you would then choose again knowing what came.',
  automobiles: {
    title: 'Automobiles',
    can: 'You can undo the cubes you used or placed, the spaces you moved, the cubes you bought and the choices you made in your turn, one at a time.',
    cannot:
      'You cannot undo past a draw from your bag (the cubes drawn are new information), another player’s or a bot’s move, or the end of your turn.',
  },
  racepack: {
    title: 'Racepack',
    can: 'You can undo the movements and the token choices of your turn, one at a time.',
    cannot:
      'You cannot undo past a die roll (a risky move or a defence: its result is new information) or another team’s move.',
  },
  /** The Undo buttons' tooltips: what a click does, and the policy in one line. */
  automobilesTitle:
    'Undo your last move (Backspace / Ctrl+Z). Free until new cubes are drawn: a draw from the bag or another player’s move cannot be taken back.',
  racepackTitle:
    'Take back your last movement (Backspace / Ctrl+Z). Free until a die is rolled: a roll or another team’s move cannot be taken back.',
  racepackNone:
    'Nothing to undo: you can take back only your own movements since the last die roll (never a roll or another team’s move).',
};
