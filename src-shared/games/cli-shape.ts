/**
 * One game's part in the command line's generic arena (src-cli/arena*.ts), held by its kit
 * (src-shared/games/<id>/kit.ts `cli`): the options of one arena game, the rounds it played and
 * its finish order. Everything else (seat rotation, the bots of a line-up, the play loop, the
 * statistics) is the same code for every game. Pure: the worker threads of the arena load it.
 */

export interface ArenaSetup {
  seed: number;
  players: number;
  track?: string;
  laps?: number;
  thinkMs?: number;
  /** A season of this many races (3-5) per arena game (the games whose arena takes --season). */
  season?: number;
  /** The pit lane (the games whose arena takes --pit-lane). */
  pitLane?: boolean;
}

/** Arena flags that only some games take (Automobiles' seasons, Racepack's pit lane). */
export type ArenaFlag = 'season' | 'pit-lane';

export interface ArenaRules {
  /** The arena flags of this game. */
  flags: readonly ArenaFlag[];
  /** Where its games are played when no --track is given (the arena's summary line). */
  where: string;
  options(setup: ArenaSetup): unknown;
  /** Rounds played (for thinking time per own turn). */
  rounds(state: unknown): number;
  /** Seats, winner first (a season: the champion's standings). */
  finishOrder(state: unknown): number[];
}

/** What the command line finds of a game in its kit. */
export interface GameCli {
  arena: ArenaRules;
}
