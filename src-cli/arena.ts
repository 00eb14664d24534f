/**
 * `npm run cli -- arena [--game automobiles|racepack] --bots hard,greedy[,...] --players N
 *  --games G [--track ID] [--laps L] [--season 3-5] [--seed S] [--think-ms T] [--workers W] [--json]`
 *
 * Seat-balanced bot tournament for any game of the house: every game seed is played once
 * per rotation of the line-up over the seats (mirrored seeds), through the play loop, on
 * worker threads (2 by default: one per core). A line-up shorter than the seats is filled
 * with its last bot ("hard,greedy" in a 4-player game = one hard among three greedy).
 * `--season N` (Automobiles): every arena game is a season of N races; wins are championships.
 * A game's own arena forms are its plugin's (Automobiles' `arena --solo …`: cli.ts sends them there);
 * `arena --round-robin …` plays every pair of the line-up and fits ratings (arena-round-robin.ts),
 * `arena --table RECORD` prints a round robin's accumulated record (arena-table.ts).
 */
import { formatSkillTable, openSkillRatings } from './arena-openskill';
import { parseArgs } from 'node:util';
import type { ArenaJob, ArenaResult } from './arena-game';
import { arenaGame, checkArenaFlag, defaultGameId, type ArenaGameSpec } from './arena-games';
import { formatTable, rows, type BotTally } from './arena-stats';
import { runRoundRobin } from './arena-round-robin';
import { runTable } from './arena-table';
import { runOnWorkers, siblingWorker } from './worker-fan-out';

const USAGE =
  'usage: npm run cli -- arena [--game automobiles|racepack] --bots A,B[,...] --players N --games G [--track ID] [--laps L] [--season 3-5] [--pit-lane] [--seed S] [--think-ms T] [--workers W] [--json]';

export async function runArena(argv: string[], gameId = defaultGameId()): Promise<number> {
  // `--round-robin`: every pair of the line-up, with ratings (arena-round-robin.ts).
  if (argv.includes('--round-robin')) return runRoundRobin(argv, gameId);
  // `--table FILE`: a round robin's record as tables (arena-table.ts); the record names its game.
  if (argv.some((a) => a === '--table' || a.startsWith('--table='))) return runTable(argv);
  let v: Record<string, string | boolean | undefined>;
  try {
    v = parseArgs({
      args: argv,
      options: {
        bots: { type: 'string' },
        players: { type: 'string' },
        games: { type: 'string' },
        track: { type: 'string' },
        laps: { type: 'string' },
        seed: { type: 'string' },
        'think-ms': { type: 'string' },
        workers: { type: 'string' },
        season: { type: 'string' },
        json: { type: 'boolean' },
        'pit-lane': { type: 'boolean' },
      },
      strict: true,
    }).values;
  } catch (e) {
    console.error(`automobiles: arena: ${(e as Error).message.split(/\.\s/)[0]}\n${USAGE}`);
    return 2;
  }
  const num = (key: string, fallback?: number): number => {
    const text = v[key];
    if (text === undefined && fallback !== undefined) return fallback;
    if (typeof text !== 'string' || !/^\d+$/.test(text)) throw new Error(`--${key} must be a whole number`);
    return Number(text);
  };
  let lineup: string[];
  let players: number,
    games: number,
    seed: number,
    workers: number,
    thinkMs: number | undefined,
    laps: number | undefined,
    season: number | undefined,
    spec: ArenaGameSpec;
  try {
    spec = arenaGame(gameId);
    if (typeof v.bots !== 'string') throw new Error('--bots is required');
    lineup = v.bots.split(',').map((b) => b.trim().toLowerCase());
    players = num('players', lineup.length);
    const { minSeats, maxSeats } = spec.game;
    if (players < minSeats || players > maxSeats) throw new Error(`--players must be ${minSeats} to ${maxSeats}`);
    if (lineup.length > players) throw new Error(`${lineup.length} bots for ${players} seats`);
    while (lineup.length < players) lineup.push(lineup[lineup.length - 1]);
    // Whole rotations only, so every bot holds every seat equally often.
    games = Math.ceil(num('games', players * 10) / players) * players;
    seed = num('seed', 1);
    workers = Math.max(1, num('workers', 2));
    thinkMs = v['think-ms'] === undefined ? undefined : num('think-ms');
    laps = v.laps === undefined ? undefined : num('laps');
    season = v.season === undefined ? undefined : num('season');
    checkArenaFlag(gameId, 'season', season !== undefined);
    if (season !== undefined && (season < 3 || season > 5)) throw new Error('--season must be 3, 4 or 5');
    checkArenaFlag(gameId, 'pit-lane', !!v['pit-lane']);
    for (const b of lineup) spec.checkBot(b, thinkMs);
  } catch (e) {
    console.error(`automobiles: arena: ${(e as Error).message}\n${USAGE}`);
    return 2;
  }
  const track = v.track as string | undefined;
  const jobs: ArenaJob[] = [];
  for (let g = 0; jobs.length < games; g++) {
    for (let r = 0; r < players; r++) {
      jobs.push({
        id: jobs.length,
        ...(gameId === defaultGameId() ? {} : { game: gameId }),
        ...(season ? { season } : {}),
        seed: seed + g,
        seats: lineup.map((_, i) => lineup[(i + r) % players]),
        track,
        laps,
        thinkMs,
        ...(v['pit-lane'] ? { pitLane: true } : {}),
      });
    }
  }
  const t0 = performance.now();
  const wins = new Map<string, number>();
  const results = await runOnWorkers<ArenaJob, ArenaResult>(
    siblingWorker('arena-worker', import.meta.url),
    jobs,
    workers,
    {
      what: 'game',
      onDone: (done, r) => {
        const w = r.seats[r.finishOrder[0]];
        wins.set(w, (wins.get(w) ?? 0) + 1);
        // Running tally on stderr (a long run can be judged, or cut short, on the way).
        const tally = [...wins].map(([b, n]) => `${b} ${n}`).join(', ');
        if (process.stderr.isTTY) process.stderr.write(`\r${done}/${jobs.length} games; wins: ${tally}`);
        else if (done % 10 === 0 || done === jobs.length)
          process.stderr.write(`${done}/${jobs.length} games; wins: ${tally}\n`);
      },
    },
  );
  if (process.stderr.isTTY) process.stderr.write('\n');
  const names = [...new Set(lineup)];
  const tallies: BotTally[] = names.map((bot) => ({ bot, seats: 0, wins: 0, positionSum: 0 }));
  const think = names.map(() => ({ ms: 0, decisions: 0, rounds: 0 }));
  for (const r of results) {
    r.seats.forEach((name, seat) => {
      const k = names.indexOf(name);
      tallies[k].seats++;
      const place = r.finishOrder.indexOf(seat) + 1;
      tallies[k].positionSum += place;
      if (place === 1) tallies[k].wins++;
      think[k].ms += r.thinkMs[seat];
      think[k].decisions += r.decisions[seat];
      think[k].rounds += r.rounds;
    });
  }
  const table = rows(tallies);
  // Games of three or more seats are also rated with openskill (two-player: the round robin's fit).
  const skill = players > 2 ? openSkillRatings([...results].sort((a, b) => a.id - b.id)) : null;
  const seconds = (performance.now() - t0) / 1000;
  const msPerTurn = think.map((t) => (t.rounds ? t.ms / t.rounds : 0));
  if (v.json) {
    console.log(
      JSON.stringify(
        {
          ...(gameId === defaultGameId() ? {} : { game: gameId }),
          ...(season ? { season } : {}),
          lineup,
          players,
          games: results.length,
          track: track ?? null,
          thinkMs: thinkMs ?? null,
          seconds,
          bots: table.map((r, i) => ({ ...r, msPerTurn: msPerTurn[i] })),
          ...(skill ? { ratings: skill } : {}),
        },
        null,
        2,
      ),
    );
  } else {
    const what = gameId === defaultGameId() ? '' : ` (${spec.game.name})`;
    const where = season ? `seasons of ${season} races` : (track ?? spec.where);
    console.log(
      `arena${what}: ${lineup.join(', ')} on ${where}, ${players} players, seeds ${seed}..${seed + Math.ceil(games / players) - 1} x ${players} rotations`,
    );
    console.log(formatTable(table, results.length));
    if (skill) console.log(`ratings (openskill, Plackett–Luce; each game one match):\n${formatSkillTable(skill)}`);
    console.log(
      `thinking per own turn: ${names.map((n, i) => `${n} ${msPerTurn[i].toFixed(1)} ms`).join(', ')}; mean rounds ${(results.reduce((a, r) => a + r.rounds, 0) / results.length).toFixed(1)}; wall ${seconds.toFixed(1)} s`,
    );
  }
  return 0;
}
