/**
 * The numbers behind a race summary's plots, the same shape for every game: what each car did
 * round by round. Each game computes them by replaying a race's action log through its own
 * engine (src-shared/games/<id>/race-summary.ts); the renderer only draws them.
 */

/** The per-round quantities a game can report (the catalogue words each key). */
export const SUMMARY_SERIES_KEYS = ['bag', 'wear', 'money', 'speed', 'tokens', 'spinOuts'] as const;
export type SummarySeriesKey = (typeof SUMMARY_SERIES_KEYS)[number];

export interface SummarySeries {
  key: SummarySeriesKey;
  /** `values[car][i]`: the value at the end of round `rounds[i]` (null: nothing to show then). */
  values: (number | null)[][];
}

export interface RaceSummary {
  /** The seat driving each car (Racepack teams drive two cars per seat; Automobiles one). */
  carSeats: number[];
  /** The round numbers sampled, in order (the end of each round, the last one when the race ended). */
  rounds: number[];
  /** `positions[car][i]`: 1 for the leader at the end of round `rounds[i]`. */
  positions: number[][];
  series: SummarySeries[];
  /** Cars, winner first. */
  finishOrder: number[];
}
