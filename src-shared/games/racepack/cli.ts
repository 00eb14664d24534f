// `npm run cli -- --game racepack <command>`: Racepack's command-line plugin (its race flags,
// tracks, sim lines, whose turn; the commands every game has are src-cli/cli-game.ts) and its
// team arena (played by the generic arena's games, src-cli/arena-game.ts, on the CLI's worker
// threads). Pure: Node comes in as the CliHost.
import {
  compileTrack,
  RACEPACK_TRACKS,
  racepack,
  racepackBotKit,
  type RacepackAction,
  type RacepackOptions,
  type RacepackOptionsInput,
  type RacepackState,
} from '.';
import { playToEnd } from '../../play/play-loop';
import type { SaveSeat } from '../../save';
import {
  UsageError,
  bool,
  botKinds,
  int,
  str,
  type ArenaJob,
  type ArenaResult,
  type CliGame,
  type CliHost,
  type Flags,
  type Options,
  type SimGame,
} from '../cli-shape';
import { RACEPACK_ARENA_TRACKS } from './kit';

const raceFlags: Options = {
  players: str,
  seed: str,
  track: str,
  laps: str,
  timer: bool,
  'timer-car': str,
  'timer-team': str,
  'pit-lane': bool,
  'extra-hazards': bool,
  podium: bool,
};

const HELP = `usage: npm run cli -- --game racepack <command> [flags]
  tracks [--json]                          list the Racepack tracks
  sim --players N --seed S [--track ID] [--laps L] [--games G] [--bots k|k1,k2,..]
      [--timer [--timer-car 30] [--timer-team 40]] [--pit-lane] [--extra-hazards] [--podium] [--json]
                                           play complete bot races (seeds S, S+1, ...); the JSON
                                           names each player's grid dice and each car's pit stops
  new --players N --seed S [--track ID|FILE.json] [...race flags] [--label TEXT] --out FILE
                                           create a save file
  legal --save FILE                        legal actions in a saved position (JSON)
  apply --save FILE --action JSON --out FILE2
                                           apply one action, write the new save
  arena --bots A,B[,...] [--players N] [--games G] [--track ID] [--seed S] [--workers W] [--json]
                                           seat-rotated races between bot levels (the generic arena)
  arena [--games 500] [--a hard] [--b greedy] [--players 2] [--workers 2] [--json]
                                           seat-rotated races of bot A's team against bot B's
bots: ${racepackBotKit.botNames}
exit codes: 0 ok, 1 illegal action or unfinished race, 2 bad input`;

/** --track is a shipped id or a track file (JSON) written by the track builder. */
function trackFlag(f: Flags, host: CliHost): RacepackOptionsInput['track'] {
  const t = f.track as string | undefined;
  if (t === undefined || !t.endsWith('.json')) return t;
  try {
    return JSON.parse(host.readText(t));
  } catch (e) {
    throw new UsageError(`cannot read track file ${t}: ${(e as Error).message}`);
  }
}

function raceOptions(f: Flags, host: CliHost): RacepackOptions {
  try {
    return racepack.normalizeOptions({
      players: int(f, 'players'),
      track: trackFlag(f, host),
      laps: f.laps === undefined ? undefined : int(f, 'laps'),
      timer: f.timer === true,
      timerSeconds: {
        ...(f['timer-car'] !== undefined ? { car: int(f, 'timer-car') } : {}),
        ...(f['timer-team'] !== undefined ? { team: int(f, 'timer-team') } : {}),
      },
      pitLane: f['pit-lane'] === true,
      extraHazards: f['extra-hazards'] === true,
      finish: f.podium === true ? 'podium' : 'all',
    });
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError((e as Error).message);
  }
}

function printTracks(json: boolean, host: CliHost): void {
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
    if (json) host.out(JSON.stringify(info));
    else
      host.out(
        `${t.id.padEnd(18)} ${t.name.padEnd(26)} tiles ${String(info.tiles).padStart(2)}  corners ${info.corners}  laps ${info.laps}  players ${info.players}${info.pitLane ? '  pit lane' : ''}`,
      );
  }
}

/** Race g of a run from `seed`: its own seed is seed + g, its bots' seeds follow from both. */
function simRace(options: RacepackOptions, seed: number, g: number, kinds: string[]): SimGame {
  const kit = racepackBotKit;
  const bots = kinds.map((k, seat) => kit.createBot(kit.withSeed(kit.parseSpec(k), seed + g * 31 + seat)));
  const r = playToEnd(racepack, racepack.create(options, seed + g), bots, { maxActions: 50_000 });
  const result = racepack.result(r.state);
  const order = result?.finishOrder ?? [];
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
    // Each player's three grid dice (they set the grid), and each car's pit stops (the pit variant).
    gridRolls: r.state.gridRolls.map((g) => ({ seat: g.seat, dice: g.dice.slice() })),
    pitStops: r.state.cars.map((c) => ({ car: c.id, seat: c.seat, stops: c.pitStops })),
  };
  return {
    finished: result !== null,
    json: line,
    text: `seed ${line.seed}  ${line.track}  winner seat ${line.winner}  order ${order.join(' > ')}  cars ${line.cars.join(' > ')}  rounds ${line.rounds}  actions ${line.actions}`,
  };
}

/** Every seat of a CLI game is a human (the app's bots are chosen when a save is loaded there). */
function humanSeatsOf(players: number): SaveSeat[] {
  return Array.from({ length: players }, (_, i) => ({ kind: 'human' as const, name: `Player ${i + 1}` }));
}

export const racepackCli: CliGame<RacepackState, RacepackAction> = {
  game: racepack,
  help: HELP,
  noun: 'race',
  optionFlags: raceFlags,
  botKinds: racepackBotKit.levels,
  tracks: printTracks,
  newSave(f, host) {
    const options = raceOptions(f, host);
    return { options: { ...options, seed: int(f, 'seed') }, seats: humanSeatsOf(options.players) };
  },
  simSetup(f, host) {
    const options = raceOptions(f, host);
    return {
      players: options.players,
      play: (seed, g, kinds) => simRace(options, seed, g, kinds),
    };
  },
  position: (s) => ({
    seat: racepack.currentPlayer(s),
    car: s.phase === 'over' ? null : s.turn.car,
    phase: s.phase,
    movement: s.turn.movement,
  }),
  outcome: (s) => ({ result: racepack.result(s) }),
  nextPlayer: (s, seat) => `seat ${seat}, car ${s.turn.car}`,
  actionExample: '{"type":"move","heading":0,"lane":0,"speed":1,"token":0}',
  extraCommands: {
    arena: {
      options: { games: str, a: str, b: str, players: str, workers: str, json: bool, track: str },
      run: cmdArena,
    },
  },
};

// ---- Arena: bot A's team against bot B's, seats rotated: the generic arena's games on its workers.

/**
 * Game g: A sits in seat g mod players; both seatings of a race share its seed and track
 * (paired games; tracks rotate over the three 24-tile courses); seat n's bot is seeded g*13+n.
 */
function teamJob(g: number, a: string, b: string, players: number, track: string | undefined): ArenaJob {
  const race = Math.floor(g / players);
  const seatA = g % players;
  const seats = [...Array(players).keys()];
  return {
    id: g,
    game: 'racepack',
    seed: race,
    gameSeed: `arena-${race}`,
    seats: seats.map((seat) => (seat === seatA ? a : b)),
    track: track ?? RACEPACK_ARENA_TRACKS[race % RACEPACK_ARENA_TRACKS.length],
    botSeeds: seats.map((seat) => g * 13 + seat),
    turnTimes: true,
  };
}

async function cmdArena(f: Flags, host: CliHost): Promise<number> {
  const games = int(f, 'games', 500);
  const players = int(f, 'players', 2);
  const workers = Math.max(1, Math.min(int(f, 'workers', 2), games));
  const a = (f.a as string | undefined) ?? 'hard';
  const b = (f.b as string | undefined) ?? 'greedy';
  botKinds(`${a},${b}`, racepackBotKit.levels, 2);
  if (players < 2 || players > 4) throw new UsageError(`--players must be 2 to 4 for the arena, got ${players}`);
  const started = host.now();
  const jobs = [...Array(games).keys()].map((g) => teamJob(g, a, b, players, f.track as string | undefined));
  const results = await host.fanOut<ArenaJob, ArenaResult>(jobs, workers, {
    what: 'race',
    onDone: (done) => {
      if (!f.json && done % 50 === 0) host.err(`  ${done}/${games} races`);
    },
  });
  const seatOfA = (r: ArenaResult) => r.id % players;
  const wins = results.filter((r) => r.finishOrder[0] === seatOfA(r)).length;
  const rate = wins / games;
  const half = 1.96 * Math.sqrt((rate * (1 - rate)) / games);
  const times = results.flatMap((r) => r.turnMs![seatOfA(r)]).sort((x, y) => x - y);
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
    seconds: (host.now() - started) / 1000,
  };
  if (f.json) host.out(JSON.stringify(summary));
  else {
    host.out(
      `${a}'s team vs ${b}'s, ${players} players, ${games} seat-rotated races: ${a} won ${wins} (${(rate * 100).toFixed(1)} %, 95 % CI ${((rate - half) * 100).toFixed(1)}–${((rate + half) * 100).toFixed(1)} %)`,
    );
    host.out(
      `${a}: median ${median.toFixed(1)} ms per car turn (90th percentile ${p90.toFixed(1)} ms); ${summary.seconds.toFixed(0)} s`,
    );
  }
  return 0;
}
