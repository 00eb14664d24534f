/**
 * Automobiles' part of the help (its kit's `help`) and its Undo button's tooltip: its keys'
 * heading, its undo policy in words (the Help and the Undo button say the same thing), the keys
 * of its season and solo screens. Its keys themselves are its catalogue's MESSAGES.help.shortcuts.
 */
export const AUTOMOBILES_HELP = {
  keysTitle: 'Automobiles',
  undo: {
    title: 'Automobiles',
    can: 'You can undo the cubes you used or placed, the spaces you moved, the cubes you bought and the choices you made in your turn, one at a time.',
    cannot:
      'You cannot undo past a draw from your bag (the cubes drawn are new information), another player’s or a bot’s move, or the end of your turn.',
  },
  /** The Undo button's tooltip: what a click does, and the policy in one line. */
  undoTitle:
    'Undo your last move (Backspace / Ctrl+Z). Free until new cubes are drawn: a draw from the bag or another player’s move cannot be taken back.',
  /** The keys of its screens around the races. */
  screens: [
    {
      id: 'season',
      title: 'Season and solo series (Automobiles)',
      keys: [
        ['1 – 9', 'Take the numbered choice: a driver in the draft, a sponsor, a mechanic'],
        ['Tab  then  Enter', 'Any button of the draft, the sponsors, the champion and the series screens'],
        ['Esc', 'Close the champion or the series rating to look at the board'],
      ],
    },
  ] as { id: string; title: string; keys: [string, string][] }[],
};
