// `npm run cli -- --game racepack <command>`: headless Racepack races (tracks, sim, new,
// legal, apply, arena). Same verbs, flags style, exit codes and save-file style as the
// Automobiles commands in cli.ts; the logic lives in src-shared/games/racepack.
import { readFileSync } from 'node:fs';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import {
  compileTrack,
  createRacepackBot,
  playRace,
  RACEPACK_BOT_KINDS,
  RACEPACK_TRACKS,
  racepack,
  IllegalRacepackAction,
  type RacepackAction,
  type RacepackBotKind,
  type RacepackOptions,
  type RacepackOptionsInput,
  type RacepackState,
} from '../src-shared/games/racepack';
import { spawnWorker } from '../src-main/workers/spawn-worker';
import { RefusedError, UsageError } from './cli-errors';
import { writeAtomic } from './cli-files';
import { racepackActionSchema } from '../src-shared/save/action-schema';
import {
  parseSave,
  replaySave,
  saveFromGame,
  stringifySave,
  type SaveFile,
  type SaveMeta,
  type SaveSeat,
} from '../src-shared/save/save-file';
import { bool, int, need, parseFlags, str, type Flags, type Options } from './cli-flags';

const raceFlags: Options = {
  players: str,
  seed: str,
  track: str,
  laps: str,
  timer: bool,
  'pit-lane': bool,
  'extra-hazards': bool,
  podium: bool,
};

const HELP = `usage: npm run cli -- --game racepack <command> [flags]
  tracks [--json]                          list the Racepack tracks
  sim --players N --seed S [--track ID] [--laps L] [--games G] [--bots k|k1,k2,..]
      [--timer] [--pit-lane] [--extra-hazards] [--podium] [--json]
                                           play complete bot races (seeds S, S+1, ...)
  new --players N --seed S [--track ID|FILE.json] [...race flags] [--label TEXT] --out FILE
                                           create a save file
  legal --save FILE                        legal actions in a saved position (JSON)
  apply --save FILE --action JSON --out FILE2
                                           apply one action, write the new save
  arena --bots A,B[,...] [--players N] [--games G] [--track ID] [--seed S] [--workers W] [--json]
                                           seat-rotated races between bot levels (the generic arena)
  arena [--games 500] [--a hard] [--b greedy] [--players 2] [--workers 2] [--json]
                                           seat-rotated races of bot A's team against bot B's
bots: ${RACEPACK_BOT_KINDS.join(', ')}
exit codes: 0 ok, 1 illegal action or unfinished race, 2 bad input`;

const COMMANDS: Record<string, { options: Options; run: (f: Flags) => number | Promise<number> }> = {
  help: { options: {}, run: () => (console.log(HELP), 0) },
  tracks: { options: { json: bool }, run: cmdTracks },
  sim: { options: { ...raceFlags, games: str, bots: str, json: bool }, run: cmdSim },
  new: { options: { ...raceFlags, label: str, out: str }, run: cmdNew },
  legal: { options: { save: str }, run: cmdLegal },
  apply: { options: { save: str, action: str, out: str }, run: cmdApply },
  arena: { options: { games: str, a: str, b: str, players: str, workers: str, json: bool, track: str }, run: cmdArena },
};

/** Runs one Racepack command; prints its own errors and returns the exit code. */
export async function runRacepackCli(argv: string[]): Promise<number> {
  try {
    const [name, ...rest] = argv;
    if (!name || name === '--help' || name === '-h') return await COMMANDS.help.run({});
    const cmd = COMMANDS[name];
    if (!cmd) throw new UsageError(`unknown command "${name}"; commands: ${Object.keys(COMMANDS).join(', ')}`);
    return await cmd.run(parseFlags(name, rest, cmd.options));
  } catch (e) {
    if (e instanceof UsageError || e instanceof RefusedError) {
      console.error(`racepack: ${e.message}`);
      return e.exitCode;
    }
    console.error(`racepack: internal error: ${(e as Error).stack ?? String(e)}`);
    return 1;
  }
}

/** --track is a shipped id or a track file (JSON) written by the track builder. */
function trackFlag(f: Flags): RacepackOptionsInput['track'] {
  const t = f.track as string | undefined;
  if (t === undefined || !t.endsWith('.json')) return t;
  try {
    return JSON.parse(readFileSync(t, 'utf8'));
  } catch (e) {
    throw new UsageError(`cannot read track file ${t}: ${(e as Error).message}`);
  }
}

function raceOptions(f: Flags): RacepackOptions {
  try {
    return racepack.normalizeOptions({
      players: int(f, 'players'),
      track: trackFlag(f),
      laps: f.laps === undefined ? undefined : int(f, 'laps'),
      timer: f.timer === true,
      pitLane: f['pit-lane'] === true,
      extraHazards: f['extra-hazards'] === true,
      finish: f.podium === true ? 'podium' : 'all',
    });
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError((e as Error).message);
  }
}

function cmdTracks(f: Flags): number {
  for (const t of RACEPACK_TRACKS) {
    const c = compileTrack(t);
    const info = {
      id: t.id,
      name: t.name,
      tiles: t.tiles.length,
      corners: c.corners.length,
      laps: t.laps,
      pitLane: !!t.pitLane,
      players: t.tiles.length > 24 ? '2-8' : '2-4',
    };
    if (f.json) console.log(JSON.stringify(info));
    else
      console.log(
        `${t.id.padEnd(18)} ${t.name.padEnd(26)} tiles ${String(info.tiles).padStart(2)}  corners ${info.corners}  laps ${info.laps}  players ${info.players}${info.pitLane ? '  pit lane' : ''}`,
      );
  }
  return 0;
}

function botKinds(text: string | undefined, players: number): RacepackBotKind[] {
  const kinds = String(text ?? 'greedy')
    .split(',')
    .map((k) => k.trim());
  for (const k of kinds)
    if (!(RACEPACK_BOT_KINDS as readonly string[]).includes(k))
      throw new UsageError(`unknown bot "${k}"; bots: ${RACEPACK_BOT_KINDS.join(', ')}`);
  if (kinds.length !== 1 && kinds.length !== players)
    throw new UsageError(`--bots needs 1 or ${players} kinds, got ${kinds.length}`);
  return (kinds.length === 1 ? Array(players).fill(kinds[0]) : kinds) as RacepackBotKind[];
}

function cmdSim(f: Flags): number {
  const options = raceOptions(f);
  const seed = int(f, 'seed');
  const games = int(f, 'games', 1);
  if (games < 1) throw new UsageError(`--games must be at least 1, got ${games}`);
  const kinds = botKinds(f.bots as string | undefined, options.players);
  for (let g = 0; g < games; g++) {
    const bots = kinds.map((k, seat) => createRacepackBot(k, seed + g * 31 + seat));
    const r = playRace(options, seed + g, bots);
    const order = racepack.result(r.state)!.finishOrder;
    const line = {
      seed: seed + g,
      track: options.track.id,
      players: options.players,
      winner: order[0],
      finishOrder: order,
      cars: r.state.finished,
      rounds: r.state.round,
      actions: r.actions.length,
      stopped: r.state.stopped,
    };
    if (f.json) console.log(JSON.stringify(line));
    else
      console.log(
        `seed ${line.seed}  ${line.track}  winner seat ${line.winner}  order ${order.join(' > ')}  cars ${line.cars.join(' > ')}  rounds ${line.rounds}  actions ${line.actions}`,
      );
  }
  return 0;
}

// ---- Save files: the app's one game record (format, version, `game: 'racepack'`, options with
// the seed, seats, actions), read and written by src-shared/save like Automobiles saves.

const actionSchema = racepackActionSchema;

/** Every seat of a CLI game is a human (the app's bots are chosen when a save is loaded there). */
function humanSeatsOf(players: number): SaveSeat[] {
  return Array.from({ length: players }, (_, i) => ({ kind: 'human' as const, name: `Player ${i + 1}` }));
}

function writeRacepackSave(
  out: string,
  options: unknown,
  actions: RacepackAction[],
  meta: SaveMeta,
  seats: SaveSeat[],
) {
  const save = saveFromGame(options as never, actions as never, meta, undefined, { game: 'racepack', seats });
  writeAtomic(out, stringifySave(save));
  return save;
}

function readRacepackSave(file: string): { save: SaveFile; state: RacepackState } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (e) {
    throw new UsageError(
      `cannot read save file ${file}: ${(e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message}`,
    );
  }
  let save: SaveFile;
  try {
    save = parseSave(text);
  } catch (e) {
    throw new UsageError(`${file} is not a save file: ${(e as Error).message}`);
  }
  if (save.game !== 'racepack') throw new UsageError(`${file} is not a Racepack save (it is an Automobiles game)`);
  try {
    return { save, state: replaySave(save) as unknown as RacepackState };
  } catch (e) {
    throw new UsageError(`${file}: ${(e as Error).message}`);
  }
}

function cmdNew(f: Flags): number {
  const out = need(f, 'out');
  const options = raceOptions(f);
  const seed = int(f, 'seed');
  racepack.create(options, seed);
  const meta: SaveMeta = { savedAt: new Date().toISOString(), ...(f.label ? { label: String(f.label) } : {}) };
  writeRacepackSave(out, { ...options, seed }, [], meta, humanSeatsOf(options.players));
  console.log(`new race written to ${out}`);
  return 0;
}

function cmdLegal(f: Flags): number {
  const { state } = readRacepackSave(need(f, 'save'));
  const seat = racepack.currentPlayer(state);
  const out = {
    over: racepack.isTerminal(state),
    seat,
    car: state.phase === 'over' ? null : state.turn.car,
    phase: state.phase,
    movement: state.turn.movement,
    legal: racepack
      .legalActions(state)
      .map((action) => ({ action, description: racepack.describeAction(state, action) })),
    result: racepack.result(state),
  };
  console.log(JSON.stringify(out, null, 2));
  return 0;
}

function cmdApply(f: Flags): number {
  const file = need(f, 'save');
  const out = need(f, 'out');
  const text = need(f, 'action');
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new UsageError(
      `--action is not valid JSON: ${text} (example: '{"type":"move","heading":0,"lane":0,"speed":1,"token":0}')`,
    );
  }
  const parsed = actionSchema.safeParse(raw);
  if (!parsed.success)
    throw new UsageError(
      `--action is not a Racepack action: ${parsed.error.issues[0].path.join('.') || 'action'}: ${parsed.error.issues[0].message}`,
    );
  const action = parsed.data as RacepackAction;
  const { state, save } = readRacepackSave(file);
  let description = JSON.stringify(action);
  try {
    description = racepack.describeAction(state, action);
  } catch {
    // An action foreign to this position may not be describable; the check below says why.
  }
  try {
    racepack.apply(state, action);
  } catch (e) {
    if (e instanceof IllegalRacepackAction) throw new RefusedError(e.message);
    throw e;
  }
  const next = writeRacepackSave(
    out,
    save.options,
    [...(save.actions as unknown as RacepackAction[]), action],
    { ...save.meta, savedAt: new Date().toISOString() },
    save.seats,
  );
  const seat = racepack.currentPlayer(state);
  console.log(
    `${description} -> ${out} (${next.actions.length} actions; ${seat >= 0 ? `next: seat ${seat}, car ${state.turn.car}` : 'race over'})`,
  );
  return 0;
}

// ---- Arena: bot A's team against bot B's, seats rotated, split over worker threads.

const ARENA_TRACKS = ['grand-prix', 'indy-oval', 'hairpin-chicane'];

interface ArenaJob {
  racepackArena: true;
  games: number[];
  a: RacepackBotKind;
  b: RacepackBotKind;
  players: number;
  track?: string;
}
interface ArenaGame {
  game: number;
  aWon: boolean;
  aPlace: number;
  carTurnMs: number[];
}

/** Game g: A sits in seat g mod players; tracks rotate over the three 24-tile courses. */
function playArenaGame(job: ArenaJob, g: number): ArenaGame {
  const options = racepack.normalizeOptions({
    players: job.players,
    track: job.track ?? ARENA_TRACKS[Math.floor(g / job.players) % ARENA_TRACKS.length],
  });
  const seatA = g % job.players;
  const bots = [...Array(job.players).keys()].map((seat) =>
    createRacepackBot(seat === seatA ? job.a : job.b, g * 13 + seat),
  );
  // Both seatings of a race share its seed and track (paired games).
  const r = playRace(options, `arena-${Math.floor(g / job.players)}`, bots, () => performance.now());
  const order = racepack.result(r.state)!.finishOrder;
  return { game: g, aWon: order[0] === seatA, aPlace: order.indexOf(seatA) + 1, carTurnMs: r.carTurnMs[seatA] };
}

if (!isMainThread && (workerData as ArenaJob | undefined)?.racepackArena) {
  const job = workerData as ArenaJob;
  for (const g of job.games) parentPort!.postMessage(playArenaGame(job, g));
  parentPort!.postMessage('done');
}

async function cmdArena(f: Flags): Promise<number> {
  const games = int(f, 'games', 500);
  const players = int(f, 'players', 2);
  const workers = Math.max(1, Math.min(int(f, 'workers', 2), games));
  const a = (f.a as string | undefined) ?? 'hard';
  const b = (f.b as string | undefined) ?? 'greedy';
  botKinds(`${a},${b}`, 2);
  if (players < 2 || players > 4) throw new UsageError(`--players must be 2 to 4 for the arena, got ${players}`);
  const started = performance.now();
  const results: ArenaGame[] = [];
  await Promise.all(
    [...Array(workers).keys()].map(
      (w) =>
        new Promise<void>((resolve, reject) => {
          const job: ArenaJob = {
            racepackArena: true,
            games: [...Array(games).keys()].filter((g) => g % workers === w),
            a: a as RacepackBotKind,
            b: b as RacepackBotKind,
            players,
            track: f.track as string | undefined,
          };
          const worker = spawnWorker(new URL(import.meta.url), job);
          worker.on('message', (m: ArenaGame | 'done') => {
            if (m === 'done') {
              void worker.terminate();
              resolve();
            } else {
              results.push(m);
              if (!f.json && results.length % 50 === 0) console.error(`  ${results.length}/${games} races`);
            }
          });
          worker.on('error', reject);
        }),
    ),
  );
  const wins = results.filter((r) => r.aWon).length;
  const rate = wins / games;
  const half = 1.96 * Math.sqrt((rate * (1 - rate)) / games);
  const times = results.flatMap((r) => r.carTurnMs).sort((x, y) => x - y);
  const median = times[times.length >> 1];
  const p90 = times[Math.floor(times.length * 0.9)];
  const summary = {
    a,
    b,
    players,
    games,
    wins,
    winRate: rate,
    ci95: [rate - half, rate + half],
    medianCarTurnMs: median,
    p90CarTurnMs: p90,
    seconds: (performance.now() - started) / 1000,
  };
  if (f.json) console.log(JSON.stringify(summary));
  else {
    console.log(
      `${a}'s team vs ${b}'s, ${players} players, ${games} seat-rotated races: ${a} won ${wins} (${(rate * 100).toFixed(1)} %, 95 % CI ${((rate - half) * 100).toFixed(1)}–${((rate + half) * 100).toFixed(1)} %)`,
    );
    console.log(
      `${a}: median ${median.toFixed(1)} ms per car turn (90th percentile ${p90.toFixed(1)} ms); ${summary.seconds.toFixed(0)} s`,
    );
  }
  return 0;
}
