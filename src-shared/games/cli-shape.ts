/**
 * A game's part of the command line (`npm run cli -- [--game <id>] <command>`), held by its kit
 * (src-shared/games/<id>/kit.ts `cli`): its part of the generic arena (src-cli/arena*.ts) and its
 * command-line plugin (src-shared/games/<id>/cli…, loaded on use): its option flags, tracks, sim
 * lines and whose turn for the commands every game has (src-cli/cli-game.ts), and its own
 * commands and arena forms. Pure, like the kits: what a plugin needs of Node (files, worker
 * threads, stdout) it is handed as a `CliHost`, which src-cli implements once for every game
 * (src-cli/cli-host.ts). The worker threads of the arena load the kits, and so this.
 */
import type { Game } from './game';
import type { SaveSeat } from '../save';

// ---- The generic arena's part (src-cli/arena*.ts).

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

/** One game of the generic arena, as its worker threads are sent it (src-cli/arena-game.ts plays it). */
export interface ArenaJob {
  id: number;
  /** Game id (default: the registry's default game). */
  game?: string;
  seed: number;
  /** Bot name per seat (seat 0 = grid slot P1). */
  seats: string[];
  track?: string;
  laps?: number;
  thinkMs?: number;
  /** A season of this many races (the games whose arena takes --season). */
  season?: number;
  /** The pit lane (the games whose arena takes --pit-lane). */
  pitLane?: boolean;
  /** The seed the game is created with, when not `seed` (a text seed: Racepack's team arena's `arena-N`). */
  gameSeed?: string;
  /** Each seat's bot seed (default: from `seed` and the seat). */
  botSeeds?: number[];
  /** Also measure each seat's thinking per own turn (the kit's turnOf): ArenaResult.turnMs. */
  turnTimes?: boolean;
}

export interface ArenaResult {
  id: number;
  seats: string[];
  /** Seats, winner first (a season: champion first). */
  finishOrder: number[];
  /** Rounds played, summed over a season's races (the round count restarts each race). */
  rounds: number;
  /** Thinking time per seat (ms) and decisions per seat. */
  thinkMs: number[];
  decisions: number[];
  /** With `turnTimes`: per seat, the thinking time of each of its turns (ms). */
  turnMs?: number[][];
}

// ---- Flags and errors.

/** A flag's kind, as Node's parseArgs takes it. */
export type FlagSpec = { readonly type: 'string' } | { readonly type: 'boolean' };
/** A command's flags, by long name. */
export type Options = Readonly<Record<string, FlagSpec>>;
/** Parsed flags. */
export type Flags = Record<string, string | boolean | undefined>;

export const str = { type: 'string' } as const;
export const bool = { type: 'boolean' } as const;

/** Bad input (unknown command or flag, bad value, unreadable save): exit code 2. */
export class UsageError extends Error {
  readonly exitCode = 2;
}

/** A well-formed request the rules refuse (an illegal action): exit code 1. */
export class RefusedError extends Error {
  readonly exitCode = 1;
}

export function need(f: Flags, key: string): string {
  const v = f[key];
  if (typeof v !== 'string' || v === '') throw new UsageError(`--${key} is required`);
  return v;
}

export function int(f: Flags, key: string, fallback?: number): number {
  if (f[key] === undefined && fallback !== undefined) return fallback;
  const text = need(f, key);
  if (!/^-?\d+$/.test(text)) throw new UsageError(`--${key} must be a whole number, got "${text}"`);
  return Number(text);
}

/** --bots k or k1,k2,..: one kind per seat. */
export function botKinds(text: string | undefined, known: readonly string[], players: number): string[] {
  const kinds = String(text ?? 'greedy')
    .split(',')
    .map((k) => k.trim());
  for (const k of kinds) if (!known.includes(k)) throw new UsageError(`unknown bot "${k}"; bots: ${known.join(', ')}`);
  if (kinds.length !== 1 && kinds.length !== players)
    throw new UsageError(`--bots needs 1 or ${players} kinds, got ${kinds.length}`);
  return kinds.length === 1 ? Array<string>(players).fill(kinds[0]) : kinds;
}

// ---- The host: what a plugin needs of Node, implemented once by src-cli (cli-host.ts).

/** A job for the CLI's worker threads: an arena game (ArenaJob), or, with `task`, one of `game`'s plugin's tasks. */
export interface CliJob {
  readonly id: number;
  /** The game whose plugin plays the job (its `tasks`). */
  readonly game?: string;
  /** A task of that plugin (`CliGame.tasks`); none: a game of the generic arena (ArenaJob). */
  readonly task?: string;
}

export interface CliHost {
  /** Prints a line on stdout. */
  out(line: string): void;
  /** Prints a line on stderr (progress, errors). */
  err(line: string): void;
  /** Reads a text file; throws the system's error (its message names the file). */
  readText(file: string): string;
  /** A monotonic clock in milliseconds (wall times of a run). */
  now(): number;
  /** Parses flags strictly (no positionals); throws Node's error on an unknown or malformed flag. */
  parseArgs(args: readonly string[], options: Options): Flags;
  /**
   * Plays the jobs on `workers` worker threads of the CLI, one job per worker at a time;
   * results in job order. `what` names a job in an error ("series 12: …").
   */
  fanOut<J extends CliJob, R>(
    jobs: readonly J[],
    workers: number,
    opts: { what: string; onDone?: (done: number, result: R) => void },
  ): Promise<R[]>;
}

// ---- A game's command-line plugin: the commands every game has (src-cli/cli-game.ts) and its own.

/** One game of `sim`: its summary as a JSON line (--json) and as readable text. */
export interface SimGame {
  finished: boolean;
  json: unknown;
  text: string;
}

export interface CliCommand {
  options: Options;
  run: (f: Flags, host: CliHost) => number | Promise<number>;
}

export interface CliGame<S, A extends { readonly type: string }> {
  game: Game<S, A, unknown, unknown, unknown>;
  help: string;
  /** What `new` made: "new <noun> written to FILE". */
  noun: string;
  /** The game's option flags, for `new` and `sim` alike. */
  optionFlags: Options;
  /** Flags only `sim` takes (besides --games, --bots and --json). */
  simFlags?: Options;
  botKinds: readonly string[];
  tracks(json: boolean, host: CliHost): void;
  /** The options a new save stores (the seed included), and its seats unless every player is a human. */
  newSave(f: Flags, host: CliHost): { options: unknown; seats?: SaveSeat[] };
  /** The sim's options: the number of seats, and game g of a run from `seed` played by bots of these kinds. */
  simSetup(f: Flags, host: CliHost): { players: number; play(seed: number, g: number, kinds: string[]): SimGame };
  /** Another kind of `sim` (Automobiles' --solo series): its exit code, or null for the usual one. */
  simOther?(f: Flags, host: CliHost): number | null;
  /** `legal`'s fields before the list of actions (whose turn, the phase) and after it. */
  position(s: S): Record<string, unknown>;
  outcome?(s: S): Record<string, unknown>;
  /** After `apply`: "next: <this>". */
  nextPlayer(s: S, seat: number): string;
  /** An action, as an example in the message for --action that is not JSON. */
  actionExample: string;
  /** Options refused by the rules (an error thrown while making the game): exit code 2. */
  isBadOptions?(e: unknown): boolean;
  /** Commands of this game only (its `arena` without --bots: Racepack's team arena). */
  extraCommands?: Record<string, CliCommand>;
  /**
   * Its own forms of `arena`, by flag (`arena --solo`: Automobiles' solo series arena): they
   * read the whole command line after `arena`, print their own errors and return the exit code.
   */
  arenaForms?: Record<string, (argv: string[], host: CliHost) => Promise<number>>;
  /** What its worker-thread jobs run (`CliJob.task`), on the CLI's generic worker. */
  tasks?: Record<string, (job: never) => unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCliGame = CliGame<any, any>;

/** What the command line finds of a game in its kit. */
export interface GameCli {
  arena: ArenaRules;
  /** Its command-line plugin, loaded on use (the app never loads it). */
  commands(): Promise<AnyCliGame>;
}
