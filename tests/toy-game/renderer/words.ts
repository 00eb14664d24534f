/** Dice Race's words for the renderer shell (test build only): no log lines to word, runners in four colours. */
import type { GameWords } from '../../../src-renderer/games/kit';

export const diceRaceWords: GameWords = {
  title: 'Dice Race',
  log: {},
  trackName: (track) => track,
  levelName: () => undefined,
  seatColors: ['#e53935', '#1e88e5', '#fdd835', '#43a047'],
};
