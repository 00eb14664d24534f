/**
 * `npm run cli -- [--game racepack] arena --round-robin --bots A,B,C[,...] --games G [--seed S]
 *  [--track ID] [--laps L] [--pit-lane] [--think-ms T] [--workers W] [--record FILE] [--json]`
 *
 * Every pair of the line-up plays G two-player games (seeds S.., each seed in both seatings),
 * through the same play loop as the arena; the table gives each pair's result with its 95 %
 * Wilson interval and each bot's Bradley–Terry rating on the Elo scale (arena-ratings.ts).
 * `--record FILE` appends each finished game to FILE and plays only the games FILE lacks,
 * then prints FILE's table for the line-up (arena-record.ts, arena-table.ts): a round robin
 * too long for one sitting accumulates over runs.
 */
import { parseArgs } from 'node:util';
import type { ArenaJob, ArenaResult } from './arena-game';
import { arenaGame, checkArenaFlag, defaultGameId } from './arena-games';
import { bradleyTerry, type PairResult } from './arena-ratings';
import { wilson } from './arena-stats';
import {
  appendRecord,
  checkConditions,
  gameKey,
  readRecord,
  tallyPairs,
  type RecordConditions,
  type RecordLine,
} from './arena-record';
import { formatRecordTable } from './arena-table';
import { runOnWorkers, siblingWorker } from './worker-fan-out';

const USAGE =
  'usage: npm run cli -- arena --round-robin --bots A,B,C[,...] --games G [--seed S] [--track ID] [--laps L] [--pit-lane] [--think-ms T] [--workers W] [--record FILE] [--json]';

export async function runRoundRobin(argv: string[], gameId = defaultGameId()): Promise<number> {
  let v: Record<string, string | boolean | undefined>;
  let bots: string[];
  let games: number, seed: number, workers: number, thinkMs: number | undefined, laps: number | undefined;
  let recorded: RecordLine[] = [];
  try {
    v = parseArgs({
      args: argv.filter((a) => a !== '--round-robin'),
      options: {
        bots: { type: 'string' },
        games: { type: 'string' },
        seed: { type: 'string' },
        track: { type: 'string' },
        laps: { type: 'string' },
        'pit-lane': { type: 'boolean' },
        'think-ms': { type: 'string' },
        workers: { type: 'string' },
        record: { type: 'string' },
        json: { type: 'boolean' },
      },
      strict: true,
    }).values;
    const num = (key: string, fallback?: number): number => {
      const text = v[key];
      if (text === undefined && fallback !== undefined) return fallback;
      if (typeof text !== 'string' || !/^\d+$/.test(text)) throw new Error(`--${key} must be a whole number`);
      return Number(text);
    };
    const spec = arenaGame(gameId);
    if (typeof v.bots !== 'string') throw new Error('--bots is required');
    bots = [...new Set(v.bots.split(',').map((b) => b.trim().toLowerCase()))];
    if (bots.length < 2) throw new Error('--round-robin needs at least two different bots');
    games = Math.ceil(num('games', 20) / 2) * 2;
    seed = num('seed', 1);
    workers = Math.max(1, num('workers', 2));
    thinkMs = v['think-ms'] === undefined ? undefined : num('think-ms');
    laps = v.laps === undefined ? undefined : num('laps');
    checkArenaFlag(gameId, 'pit-lane', !!v['pit-lane']);
    for (const b of bots) spec.checkBot(b, thinkMs);
    if (typeof v.record === 'string') {
      recorded = readRecord(v.record);
      checkConditions(v.record, recorded, conditions(gameId, v, laps, thinkMs));
    }
  } catch (e) {
    console.error(`arena: ${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const track = v.track as string | undefined;
  const pairs: [string, string][] = [];
  for (let i = 0; i < bots.length; i++) for (let j = i + 1; j < bots.length; j++) pairs.push([bots[i], bots[j]]);
  const jobs: ArenaJob[] = [];
  pairs.forEach(([a, b]) => {
    for (let g = 0; g < games / 2; g++)
      for (const seats of [
        [a, b],
        [b, a],
      ])
        jobs.push({
          id: jobs.length,
          ...(gameId === defaultGameId() ? {} : { game: gameId }),
          seed: seed + g,
          seats,
          track,
          laps,
          thinkMs,
          ...(v['pit-lane'] ? { pitLane: true } : {}),
        });
  });
  const record = v.record as string | undefined;
  const toPlay = record ? skipRecorded(jobs, recorded) : jobs;
  if (record)
    process.stderr.write(`${record}: ${jobs.length - toPlay.length} of the ${jobs.length} games recorded already\n`);
  const run = conditions(gameId, v, laps, thinkMs);
  const t0 = performance.now();
  const results = await runOnWorkers<ArenaJob, ArenaResult>(
    siblingWorker('arena-worker', import.meta.url),
    toPlay,
    workers,
    {
      what: 'game',
      onDone: (done, r) => {
        // At once, so a stopped run keeps every game it finished.
        if (record) appendRecord(record, recordLine(run, toPlay.find((j) => j.id === r.id)!.seed, r));
        if (done % 10 === 0 || done === toPlay.length) process.stderr.write(`${done}/${toPlay.length} games\n`);
      },
    },
  );
  // The record's games, or this run's alone: one tally and one table either way.
  const lines = record
    ? readRecord(record)
    : results.map((r) => recordLine(run, jobs.find((j) => j.id === r.id)!.seed, r));
  if (!v.json) {
    if (!record)
      console.log(
        `round robin${gameId === defaultGameId() ? '' : ` (${arenaGame(gameId).game.name})`}: ${bots.join(', ')}; ${games} two-player games a pair, seeds ${seed}..${seed + games / 2 - 1} in both seatings`,
      );
    console.log(formatRecordTable(lines, { bots }));
    if (!record) console.log(`wall ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return 0;
  }
  const tally: PairResult[] = tallyPairs(lines, bots);
  const ratings = bradleyTerry(bots, tally).sort((x, y) => y.elo - x.elo);
  console.log(
    JSON.stringify(
      {
        ...(gameId === defaultGameId() ? {} : { game: gameId }),
        roundRobin: bots,
        gamesPerPair: games,
        seed,
        pitLane: !!v['pit-lane'],
        seconds: (performance.now() - t0) / 1000,
        pairs: tally.map((t) => ({ ...t, winRate: t.winsA / t.games, ci95: wilson(t.winsA, t.games) })),
        ratings,
      },
      null,
      2,
    ),
  );
  return 0;
}

/** The conditions of this run, as a record states them. */
function conditions(
  gameId: string,
  v: Record<string, string | boolean | undefined>,
  laps: number | undefined,
  thinkMs: number | undefined,
): RecordConditions {
  return {
    game: gameId,
    players: 2,
    pitLane: !!v['pit-lane'],
    track: typeof v.track === 'string' ? v.track : null,
    laps: laps ?? null,
    thinkMs: thinkMs ?? null,
  };
}

/** The jobs whose game (seed and seats) the record does not hold yet. */
function skipRecorded<J extends ArenaJob>(jobs: readonly J[], recorded: readonly RecordLine[]): J[] {
  const have = new Set(recorded.map((l) => gameKey(l.seed, l.seats)));
  return jobs.filter((j) => !have.has(gameKey(j.seed, j.seats)));
}

function recordLine(run: RecordConditions, seed: number, r: ArenaResult): RecordLine {
  return {
    ...run,
    seed,
    seats: r.seats,
    finishOrder: r.finishOrder,
    winner: r.seats[r.finishOrder[0]],
    rounds: r.rounds,
  };
}
