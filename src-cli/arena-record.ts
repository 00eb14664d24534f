/**
 * A round robin's record: one JSON line per finished two-player game, appended the moment the
 * game ends, so a run that is stopped loses nothing and a later run (more `--games`, or a
 * subset of the bots such as one adjacent pair) plays only the games the record lacks.
 *
 * One record holds one game under one set of conditions (players, pit lane, track, laps,
 * thinking time): a ratings table that mixed conditions would say nothing, so a line that
 * differs from the first, repeats a game, or is not a game line at all stops the reading with
 * its line number (never dropped silently: the tables of docs/ai.md are printed from these files).
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import type { PairResult } from './arena-ratings';

/** What decides a game besides its seats and seed; the same for every line of a record. */
export interface RecordConditions {
  game: string;
  players: number;
  pitLane: boolean;
  /** null: the game's own choice (Racepack rotates its tracks by seed). */
  track: string | null;
  laps: number | null;
  thinkMs: number | null;
}

export interface RecordLine extends RecordConditions {
  seed: number;
  /** Bot name per seat (seat 0 = grid slot P1). */
  seats: string[];
  /** Seats, winner first. */
  finishOrder: number[];
  /** The winner's bot name (seats[finishOrder[0]]), for a reader of the file. */
  winner: string;
  rounds: number;
}

export class RecordError extends Error {}

/** The identity of a game within a record: its seed and seat line-up. */
export const gameKey = (seed: number, seats: readonly string[]): string => `${seed}|${seats.join(',')}`;

export const conditionsOf = (l: RecordConditions): RecordConditions => ({
  game: l.game,
  players: l.players,
  pitLane: l.pitLane,
  track: l.track,
  laps: l.laps,
  thinkMs: l.thinkMs,
});

const conditionsText = (c: RecordConditions): string => JSON.stringify(conditionsOf(c));

/** Why `x` is no record line, or null. */
function lineProblem(x: unknown): string | null {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) return 'not a JSON object';
  const o = x as Record<string, unknown>;
  const whole = (v: unknown) => Number.isInteger(v) && (v as number) >= 0;
  const wholeOrNull = (v: unknown) => v === null || whole(v);
  if (typeof o.game !== 'string' || !o.game) return '"game" must be a game id';
  if (!whole(o.players) || (o.players as number) < 2) return '"players" must be a whole number ≥ 2';
  if (typeof o.pitLane !== 'boolean') return '"pitLane" must be true or false';
  if (o.track !== null && typeof o.track !== 'string') return '"track" must be a track id or null';
  if (!wholeOrNull(o.laps) || !wholeOrNull(o.thinkMs)) return '"laps" and "thinkMs" must be whole numbers or null';
  if (!whole(o.seed)) return '"seed" must be a whole number';
  const seats = o.seats;
  if (!Array.isArray(seats) || seats.length !== o.players || !seats.every((s) => typeof s === 'string' && s))
    return '"seats" must name a bot for each of the players';
  const order = o.finishOrder;
  if (
    !Array.isArray(order) ||
    order.length !== seats.length ||
    [...order].sort((a, b) => (a as number) - (b as number)).some((s, i) => s !== i)
  )
    return '"finishOrder" must list every seat once';
  if (o.winner !== seats[order[0] as number]) return '"winner" must be the bot of the first seat of "finishOrder"';
  if (!whole(o.rounds)) return '"rounds" must be a whole number';
  return null;
}

/** The record's games, checked line by line; a missing file is an empty record. */
export function readRecord(file: string): RecordLine[] {
  if (!existsSync(file)) return [];
  const lines: RecordLine[] = [];
  const seen = new Map<string, number>();
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, i) => {
      const n = i + 1;
      if (!text.trim()) return;
      let x: unknown;
      try {
        x = JSON.parse(text);
      } catch {
        throw new RecordError(`${file} line ${n}: not JSON (a game line cut short? remove it and rerun)`);
      }
      const problem = lineProblem(x);
      if (problem) throw new RecordError(`${file} line ${n}: not a round-robin game: ${problem}`);
      const line = x as RecordLine;
      if (lines.length && conditionsText(line) !== conditionsText(lines[0]))
        throw new RecordError(
          `${file} line ${n}: played under ${conditionsText(line)}, but line 1 under ${conditionsText(lines[0])}; one record holds one set of conditions`,
        );
      const key = gameKey(line.seed, line.seats);
      const earlier = seen.get(key);
      if (earlier) throw new RecordError(`${file} line ${n}: the same game (seed and seats) as line ${earlier}`);
      seen.set(key, n);
      lines.push(line);
    });
  return lines;
}

/** Throws unless a run under `run` may add to a record whose games are `lines`. */
export function checkConditions(file: string, lines: readonly RecordLine[], run: RecordConditions): void {
  if (lines.length && conditionsText(lines[0]) !== conditionsText(run))
    throw new RecordError(
      `${file} holds games played under ${conditionsText(lines[0])}, not ${conditionsText(run)}: use another record`,
    );
}

/** Appends one finished game (one line, written at once). */
export function appendRecord(file: string, line: RecordLine): void {
  appendFileSync(file, `${JSON.stringify(line)}\n`);
}

/** The bots of the record, in the order they first appear. */
export function recordBots(lines: readonly RecordLine[]): string[] {
  return [...new Set(lines.flatMap((l) => l.seats))];
}

/** Every pair of `bots` (in that order) with its games and the first one's wins; pairs without games left out. */
export function tallyPairs(lines: readonly RecordLine[], bots: readonly string[]): PairResult[] {
  const pairs: PairResult[] = [];
  for (let i = 0; i < bots.length; i++)
    for (let j = i + 1; j < bots.length; j++) {
      const t = tallyPair(lines, bots[i], bots[j]);
      if (t.games) pairs.push(t);
    }
  return pairs;
}

/** The two-player games between `a` and `b` in the record, and `a`'s wins. */
export function tallyPair(lines: readonly RecordLine[], a: string, b: string): PairResult {
  const t: PairResult = { a, b, games: 0, winsA: 0 };
  for (const l of lines) {
    if (l.seats.length !== 2 || !l.seats.includes(a) || !l.seats.includes(b) || a === b) continue;
    t.games++;
    if (l.winner === a) t.winsA++;
  }
  return t;
}
