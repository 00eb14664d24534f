/**
 * Words of the settings panel, the help's frame (the keys on every screen and of the shell's
 * screens) and the principle of the undo policy. Each game's keys, its undo policy and its
 * screens' keys are its kit's `help` (games/<id>/i18n/help-words.ts).
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

/** The help overlay's frame: the keys of every screen and of the shell's screens, the symbols. */
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
  symbols: 'Cube symbols',
  /** The keys of the shell's screens around the races (each game's own: its kit's `help.screens`). */
  screens: [
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
 * The undo policy's principle in words: free until something new is revealed, like Board Game
 * Arena and Dominion's apps. An undo past a draw or a roll would let a player see what comes and
 * choose again. Each game's policy is its kit's `help.undo`.
 */
export const UNDO_POLICY = {
  heading: 'What you can undo, and why not further',
  principle:
    'Undo is free until something new is revealed: you may take back your own moves, but never a draw, a roll or another player’s move, since you would then choose again knowing what came.',
};
