/**
 * The numbers behind a race summary's plots, the same shape for every game: what each car did
 * round by round. Each game computes them by replaying a race's action log through its own
 * engine (src-shared/games/<id>/race-summary.ts); the renderer only draws them.
 */

/**
 * One per-round quantity a game reports. Its key is the game's own (each game's
 * race-summary.ts lists its keys, its renderer words word them: `GameWords.summarySeries`), so
 * a new game's series need no edit here nor in the shell.
 */
export interface SummarySeries<K extends string = string> {
  key: K;
  /** `values[car][i]`: the value at the end of round `rounds[i]` (null: nothing to show then). */
  values: (number | null)[][];
}

/** `K`: the game's series keys (any game's: `string`). */
export interface RaceSummary<K extends string = string> {
  /** The seat driving each car (Racepack teams drive two cars per seat; Automobiles one). */
  carSeats: number[];
  /** The round numbers sampled, in order (the end of each round, the last one when the race ended). */
  rounds: number[];
  /** `positions[car][i]`: 1 for the leader at the end of round `rounds[i]`. */
  positions: number[][];
  series: SummarySeries<K>[];
  /** Cars, winner first. */
  finishOrder: number[];
}
