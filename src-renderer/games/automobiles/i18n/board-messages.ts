/**
 * Automobiles' wording on the table: the board's zoom, a track space's tooltip, the cube
 * trays, the cards in play and the Fuel Mixture cards and draft. Components take every word
 * from here (tests/unit/ipc/player-wording.test.ts scans them).
 */
export const BOARD_MESSAGES = {
  /** The board's zoom buttons, as a group. */
  zoom: 'Zoom',
  /** A track space's tooltip: its number, colours, lane and segments. */
  spaceTitle: (i: number, colors: string[], lane: number, segments: number) =>
    `Space ${i}: ${colors.join(' / ')}, lane ${lane + 1}, ${segments} segment(s)`,
  /** A cube tray with no cube in it. */
  emptyPile: 'empty',
  /** The cards-in-play panel. */
  cards: {
    /** After a card's type when it comes from the Racing Season box. */
    seasonEdition: ' · Racing Season',
    inStock: (n: number) => `${n} in stock`,
  },
  /** The Fuel Mixture cards: a player's card beside the board and a card's printed face. */
  fuel: {
    kind: 'Fuel Mixture',
    locked: 'Locked',
    use: 'Use',
    payTitle: 'Cubes moved from your active pile onto the card',
    anyTitle: 'Any cubes',
    any: (n: number | string) => `any ${n}`,
  },
  /** The Fuel Mixture draft screen. */
  fuelDraft: {
    label: 'Fuel Mixture · draft',
    yours: (name: string) => `${name}, keep one of your two cards`,
    theirs: (name: string) => `${name} is choosing a card…`,
    text:
      'Each player is dealt two cards and keeps one, the last player in turn order first. Use your card in the Action ' +
      'Phase, as often as you can pay it and do its whole benefit; the cubes stay locked on it until you cross the finish ' +
      'line. Its moves gain no wear.',
    keep: (name: string) => `Keep ${name}`,
    kept: 'Kept',
  },
};

/** The rules reference's small board pictures: the car labels, the notes on them, their captions. */
export const DIAGRAM_MESSAGES = {
  you: 'You',
  move: {
    note: 'Each cube goes next to the previous one, on its own colour, always forward.',
    caption: 'Placing gear cubes: light grey, white, light grey. The car then drives to the last cube.',
  },
  drafting: {
    good: 'You are drafting B: no wear',
    bad: 'C is not directly behind anyone in its lane: it gains its wear.',
    caption: 'Drafting: your car ends right behind another car in your own lane.',
  },
  momentum: {
    /** The note is two lines on the picture. */
    lines: [
      'The cars ahead left this long space: at the end of the turn the',
      'cars still in it roll forward into the freed segments.',
    ],
    caption: 'Momentum: cars in a space are always packed to its front.',
  },
  passing: {
    bad: '✕ not through B',
    good: '✓ swing out into the next lane, then carry on',
    caption: 'Passing: you cannot drive through a car; step diagonally into the next lane.',
  },
  wear: {
    amount: (n: number) => `${n} wear`,
    caption: 'The wear chart: the fastest colour you moved on this turn decides the wear.',
  },
};
