/**
 * The start screen's frame (MESSAGES.start), for every game: the game tabs, Continue, the seat
 * rows and the track buttons. A game's own setup wording lives in its folder (Automobiles':
 * games/automobiles/i18n/start-messages.ts, which extends this one).
 */
export const START_MESSAGES = {
  /** The seat rows (every game's): `noun` is "Seat" or "Player". */
  seat: {
    human: 'Human',
    bot: 'Bot',
    numbered: (noun: string, n: number) => `${noun} ${n}`,
    /** A new human seat's name, and a bot's when every bot name is taken. */
    humanName: (n: number) => `Player ${n}`,
    botName: (n: number) => `Bot ${n}`,
    kindLabel: (noun: string, n: number) => `${noun} ${n} player type`,
    nameLabel: (noun: string, n: number) => `${noun} ${n} name`,
    levelLabel: (noun: string, n: number) => `${noun} ${n} bot level`,
    remove: (noun: string, n: number) => `Remove ${noun.toLowerCase()} ${n}`,
  },
  players: {
    /** A bot's level and its measured strength: "Hard wins 7 of 10 …". */
    strength: (level: string, words: string) => `${level} ${words}`,
  },
  track: {
    label: 'Track',
  },
  /** The start screen's own words: the game tabs and Continue. */
  screen: {
    gameChoice: 'Game',
    continueLast: 'Continue last game',
    continueTitle: (where: string) => `Continue last game · ${where}`,
  },
};
