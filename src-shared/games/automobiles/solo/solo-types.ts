/** The solo series' state (RULINGS §9), kept in `GameState.solo` only for a solo series. */

/** Bag scoring lines after the mechanic (each 0 or 1). */
export interface SoloBagScore {
  noWear: number;
  noBlue: number;
  noBlack: number;
  threeWhite: number;
}

/** One race of the series, scored line by line (what the series panel shows). */
export interface SoloRaceScore {
  race: number;
  track: string;
  /** The human's finishing place, 1-based (1 … number of cars). */
  place: number;
  /** The human was a lap or more behind the winner when the race ended. */
  lapDown: boolean;
  finish: number;
  /** Opponents a lap or more behind the human at the end (+1 each). */
  lapped: number;
  /** The mechanic hired after this race ('' while not hired yet). */
  mechanic: string;
  bag: SoloBagScore;
  total: number;
}

export interface SoloState {
  /** The human's seat. */
  human: number;
  /** Mechanics (sponsor ids) face down, in order; three are revealed after each race. */
  mechanicDeck: string[];
  /**
   * Finished races, the last one possibly still waiting for its mechanic and bag scoring. A
   * record is never changed, only replaced: copies of the state share them (cloneSolo).
   */
  races: Readonly<SoloRaceScore & { bag: Readonly<SoloBagScore> }>[];
  /** The human's lapsCompleted when they last made a pit stop in this race, or -1. */
  pitLap: number;
  points: number;
  /** Set after race 5. */
  rating: string | null;
}

/**
 * A race's score is never changed once in `races` (finishSoloRace replaces the last one), so a
 * copy shares them: the bots' search clones a solo series' state in its hot loop.
 */
export function cloneSolo(s: SoloState): SoloState {
  return {
    human: s.human,
    mechanicDeck: s.mechanicDeck.slice(),
    races: s.races.slice(),
    pitLap: s.pitLap,
    points: s.points,
    rating: s.rating,
  };
}
