/**
 * Racepack's part of the help (its kit's `help`) and its Undo button's tooltips: its keys, its
 * undo policy in words (the Help and the Undo button say the same thing), the keys of its track
 * builder.
 */
export const RACEPACK_HELP = {
  keysTitle: 'Racepack',
  keys: [
    ['1 – 7', 'Move at that speed (several ways to do it are listed: then 1 – 9 picks one)'],
    ['Enter', 'List every movement you can make (re-entering after a spin-out too); in a list, take the first'],
    ['Esc', 'Close the list of movements'],
    ['Backspace  or  Ctrl+Z', 'Undo (back to the last die roll)'],
    ['Tab', 'Reach the defend, token and pit choices, then press Enter'],
  ] as [string, string][],
  undo: {
    title: 'Racepack',
    can: 'You can undo the movements and the token choices of your turn, one at a time.',
    cannot:
      'You cannot undo past a die roll (a risky move or a defence: its result is new information) or another team’s move.',
  },
  /** The Undo button's tooltips: what a click does, and the policy in one line; and why it is disabled. */
  undoTitle:
    'Take back your last movement (Backspace / Ctrl+Z). Free until a die is rolled: a roll or another team’s move cannot be taken back.',
  undoNone:
    'Nothing to undo: you can take back only your own movements since the last die roll (never a roll or another team’s move).',
  /** The keys of its screens around the races. */
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
  ] as { id: string; title: string; keys: [string, string][] }[],
};
