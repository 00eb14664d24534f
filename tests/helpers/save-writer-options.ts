/** The game the kill-during-write child plays (shared with the test's reference game). */
export const WRITER_OPTIONS = {
  players: ['Ann', 'Bob', 'Cy', 'Dee'],
  seed: 99,
  track: 'road-course',
  laps: 3,
  cards: 'first-game',
};
