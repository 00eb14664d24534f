/**
 * `npm run bench`: engine throughput, clone/serialize cost, the bots' search speed and
 * decision times, boardgame.io's MCTSBot on the same position for comparison, race
 * length per track (RULINGS §4), the cost of saves against their targets (save-bench.ts), and
 * the bytes per update sent to the renderer against their budget (view-traffic.ts).
 * Each measurement runs alone in a fresh worker thread with the app's worker heap settings
 * (spawnWorker), one after the other: one measurement's compiled code and heap never skew
 * the next, and the search is measured the way the app and the arena run it.
 * `SECTIONS=search,boardgameio` runs only those (`SECTIONS=racepack`: Racepack's decision
 * times alone). Numbers depend on the machine and on what else runs on it, except the
 * `tracks` section's race lengths per shipped track (seeded games).
 */
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { MCTSBot } from 'boardgame.io/ai';
import type { Game } from 'boardgame.io';
import {
  applyAction,
  applyTrusted,
  clone,
  createGame,
  currentPlayer,
  deserialize,
  isTerminal,
  legalActions,
  serialize,
  type Action,
  type GameState,
  listTracks,
} from '../../src-shared/games/automobiles';
import { GreedyBot } from '../../src-shared/games/automobiles/bots/greedy-bot';
import { RandomBot } from '../../src-shared/games/automobiles/bots/random-bot';
import { MctsBot } from '../../src-shared/games/automobiles/bots/mcts-bot';
import { BeginnerBot } from '../../src-shared/games/automobiles/bots/beginner-bot';
import { RACEPACK_LEVELS, createRacepackBot, racepack } from '../../src-shared/games/racepack';
import { automobilesTurnSearch } from '../../src-shared/games/automobiles/bots/search-plugin';
import { LEVEL_PLAYOUT_ROUNDS, LEVEL_THINK_MS, LEVEL_WIDTH } from '../../src-shared/games/automobiles/bots/levels';
import { spawnWorker } from '../../src-main/workers/spawn-worker';
import {
  measureRaceLength,
  RACE_LENGTH_TARGET,
  withinTarget,
} from '../../src-shared/games/automobiles/sim/race-length';

import { saveBench } from './save-bench';
import { FOUR_BOT_RACE, VIEW_UPDATE_TARGET_BYTES, measureViewTraffic, median } from './view-traffic';

/** Bytes per update sent to the renderer in a 4-player bot race: whole views before, patches now. */
async function viewBench(): Promise<void> {
  const t = await measureViewTraffic(FOUR_BOT_RACE);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const wire = median(t.wireBytes);
  console.log(`views: a 4-player greedy bot race, ${t.updates} updates to the renderer`);
  console.log(
    `  whole view per update   median ${fmt(median(t.fullBytes))} B, total ${fmt(sum(t.fullBytes) / 1024)} KB`,
  );
  console.log(
    `  sent (once, then patches) median ${fmt(wire)} B (target ≤ ${fmt(VIEW_UPDATE_TARGET_BYTES)} B: ${wire <= VIEW_UPDATE_TARGET_BYTES ? 'met' : 'MISSED'}), total ${fmt(sum(t.wireBytes) / 1024)} KB, first ${fmt(t.wireBytes[0])} B`,
  );
  if (t.mismatches) console.log(`  ${t.mismatches} decoded views differed from the session's (a bug)`);
}

type Section = 'engine' | 'state' | 'search' | 'decisions' | 'boardgameio' | 'tracks' | 'save' | 'views' | 'racepack';
interface SectionData {
  section: Section;
  quick: boolean;
  /** Our search's rates, for the boardgame.io section's ratio. */
  ours?: Rates;
}
interface Rates {
  iterations: number;
  actions: number;
}

const now = () => performance.now();
/** CPU time of this process in ms: steadier than wall time on a machine shared with other work. */
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const fmt = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: x < 10 ? 2 : 0 });
const quick = isMainThread ? process.argv.includes('--quick') : (workerData as SectionData).quick;

function recordRandomGames(n: number): { seed: number; actions: Action[] }[] {
  const out = [];
  for (let g = 0; g < n; g++) {
    const s = createGame({ players: 4, seed: 100 + g });
    const bot = new RandomBot(g + 1, { progressBias: 0.7 });
    const actions: Action[] = [];
    while (!isTerminal(s)) {
      const a = bot.chooseAction(s, legalActions(s));
      actions.push(a);
      applyTrusted(s, a);
    }
    out.push({ seed: 100 + g, actions });
  }
  return out;
}

function engineThroughput(): void {
  const games = recordRandomGames(quick ? 3 : 12);
  const total = games.reduce((a, g) => a + g.actions.length, 0);
  const starts = games.map((g) => createGame({ players: 4, seed: g.seed }));
  const replay = (apply: (s: GameState, a: Action) => void, reps: number) => {
    let best = Infinity;
    for (let r = 0; r < reps; r++) {
      const states = starts.map((s) => clone(s));
      const t0 = cpu();
      games.forEach((g, i) => {
        const s = states[i];
        for (const a of g.actions) apply(s, a);
      });
      best = Math.min(best, cpu() - t0);
    }
    return (total / best) * 1000;
  };
  console.log(`engine: ${games.length} recorded random 4-player games, ${fmt(total)} actions`);
  console.log(`  applyTrusted            ${fmt(replay(applyTrusted, 5))} actions/s`);
  console.log(`  applyAction (checked)   ${fmt(replay((s, a) => void applyAction(s, a), 3))} actions/s`);
  console.log(
    `  legalActions + applyTrusted ${fmt(
      replay((s, a) => {
        legalActions(s);
        applyTrusted(s, a);
      }, 3),
    )} actions/s`,
  );

  const t0 = cpu();
  let played = 0;
  while (cpu() - t0 < (quick ? 1000 : 3000)) {
    const s = createGame({ players: 4, seed: 5000 + played });
    const bot = new RandomBot(played + 1, { progressBias: 0.7 });
    while (!isTerminal(s)) applyTrusted(s, bot.chooseAction(s, legalActions(s)));
    played++;
  }
  console.log(
    `  complete 4-player games with random bots (biased to finish): ${fmt((played / (cpu() - t0)) * 1000)} games/s`,
  );
}

/**
 * Race length per shipped track (RULINGS §4): median rounds of seeded greedy 4-player
 * 3-lap races, beside the target. Not a speed: the same on every machine (--quick plays fewer).
 */
function trackRaceLengths(): void {
  const games = quick ? 8 : 40;
  const { min, max } = RACE_LENGTH_TARGET;
  console.log(`tracks: median rounds of ${games} seeded greedy 4-player 3-lap races (target ${min}-${max})`);
  console.log(`  ${'track'.padEnd(20)} ${'median'.padStart(6)}  ${'range'.padStart(7)}  target`);
  const off: string[] = [];
  for (const t of listTracks()) {
    const r = measureRaceLength(t.id, { games });
    const ok = withinTarget(r.median) && r.unfinished === 0;
    if (!ok) off.push(t.id);
    const range = `${r.min}-${r.max}`;
    const note = r.unfinished ? ` (${r.unfinished} unfinished)` : '';
    console.log(
      `  ${t.id.padEnd(20)} ${String(r.median).padStart(6)}  ${range.padStart(7)}  ${min}-${max} ${ok ? 'ok' : 'OUT OF TARGET'}${note}`,
    );
  }
  console.log(off.length ? `  tracks out of target: ${off.join(', ')}` : '  every track within target');
}

/** Positions at the start of Action Phases of a greedy 2-player game. */
function samplePositions(n: number): GameState[] {
  const s = createGame({ players: 2, seed: 77 });
  const bots = [new GreedyBot(), new GreedyBot()];
  const all: GameState[] = [];
  while (!isTerminal(s)) {
    if (s.phase === 'action' && !s.prompt && !s.turn.acted && legalActions(s).length > 2) all.push(clone(s));
    applyTrusted(s, bots[currentPlayer(s)].chooseAction(s, legalActions(s)));
  }
  const step = Math.max(1, Math.floor(all.length / n));
  return all.filter((_, i) => i % step === 0).slice(0, n);
}

function stateCosts(pos: GameState): void {
  const reps = 20000;
  let t0 = cpu();
  for (let i = 0; i < reps; i++) clone(pos);
  const cloneUs = ((cpu() - t0) / reps) * 1000;
  t0 = cpu();
  let json = '';
  for (let i = 0; i < reps; i++) json = serialize(pos);
  const serUs = ((cpu() - t0) / reps) * 1000;
  t0 = cpu();
  for (let i = 0; i < reps / 10; i++) deserialize(json);
  const deUs = ((cpu() - t0) / (reps / 10)) * 1000;
  console.log(
    `state: clone ${cloneUs.toFixed(2)} µs, serialize ${serUs.toFixed(2)} µs (${json.length} chars), deserialize (validated) ${deUs.toFixed(1)} µs`,
  );
}

/**
 * Iterations per CPU second of Hard's and Expert's searches on the bench position, each after
 * a second of warm-up on the same position with another seed (compiled code, as in a bot
 * worker that has played a few turns); then at least two seconds, for a steady rate. Hard's
 * rate is the one compared with boardgame.io (Expert's iterations play two rounds, not one).
 */
function searchSpeed(pos: GameState): Rates {
  const rates = SEARCHED_LEVELS.map((level) => {
    const playoutTurns = LEVEL_PLAYOUT_ROUNDS[level] * pos.players.length;
    const search = (seed: number) =>
      automobilesTurnSearch(pos, currentPlayer(pos), { seed, clock: cpu, width: LEVEL_WIDTH[level], playoutTurns });
    search(2).run(Infinity, cpu() + (quick ? 300 : 1000));
    const measured = search(1);
    const ms = quick ? 500 : 2000;
    const t0 = cpu();
    measured.run(Infinity, t0 + ms);
    const secs = (cpu() - t0) / 1000;
    const rate = { iterations: measured.iterations / secs, actions: measured.simulatedActions / secs };
    console.log(
      `search (${LEVEL_NAME[level]}'s, run ${ms} ms CPU after warm-up): ${fmt(rate.iterations)} iterations/s, ${fmt(rate.actions)} simulated game actions/s — an iteration: one sampled future, the candidate turn, then ${playoutTurns} turns of greedy play`,
    );
    return rate;
  });
  return rates[0];
}

/** The levels the bench times (Hard first: its rate is the one compared with boardgame.io). */
const SEARCHED_LEVELS = ['hard', 'expert'] as const;
const LEVEL_NAME = { hard: 'Hard', expert: 'Expert' } as const;

/** Every level of the ladder the decisions section times (docs/ai.md "The ladder"). */
const TIMED_LEVELS = ['beginner', 'easy', 'medium', 'hard', 'expert'] as const;
const TIMED_NAME = { beginner: 'Beginner', easy: 'Easy', medium: 'Medium', hard: 'Hard', expert: 'Expert' } as const;

const quantile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
};

/** Wall-clock time of one whole turn per position, and the iterations of its searches, for every level. */
function decisionTimes(positions: GameState[]): void {
  for (const level of TIMED_LEVELS) {
    const times: number[] = [];
    const iterations: number[] = [];
    for (const [i, pos] of positions.entries()) {
      const search = level === 'beginner' ? null : new MctsBot({ level, seed: i + 1 });
      const beginner = level === 'beginner' ? new BeginnerBot(i + 1) : null;
      const s = clone(pos);
      const me = currentPlayer(s);
      // One whole turn: the thinking time is spread over its searches.
      let searched = 0;
      const t0 = now();
      while (!isTerminal(s) && currentPlayer(s) === me && s.turnIndex === pos.turnIndex && s.round === pos.round) {
        if (search) {
          const d = search.decide(s, legalActions(s));
          searched += d.iterations;
          applyTrusted(s, d.action);
        } else applyTrusted(s, beginner!.chooseAction(s, legalActions(s)));
      }
      times.push(now() - t0);
      iterations.push(searched);
    }
    const median = quantile(times, 0.5);
    // #19's target: Expert at most 1 s median per turn on one core.
    const target = level === 'expert' ? `   target median ≤ 1000 ms: ${median <= 1000 ? 'met' : 'MISSED'}` : '';
    const think = level === 'beginner' ? 'no search' : `${LEVEL_THINK_MS[level]} ms to think`;
    console.log(
      `${TIMED_NAME[level]} decision time per turn over ${times.length} positions (${think}): median ${median.toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms; iterations per turn: median ${quantile(iterations, 0.5)}${target}`,
    );
  }
  racepackDecisionTimes();
}

/**
 * Racepack's levels: CPU time per decision over the decisions of two seeded 2-player team races
 * with the pit lane (the levels read no clock: their searches count samples, so CPU time is
 * what a decision costs whatever else runs).
 */
function racepackDecisionTimes(): void {
  for (const level of RACEPACK_LEVELS) {
    const times: number[] = [];
    for (let seed = 1; seed <= 2; seed++) {
      const options = racepack.normalizeOptions({ players: 2, track: 'grand-prix', laps: 2, pitLane: true });
      const s = racepack.create(options, seed);
      const bots = [createRacepackBot(level, seed), createRacepackBot(level, seed + 10)];
      while (!racepack.isTerminal(s)) {
        const legal = racepack.legalActions(s);
        const t0 = cpu();
        const a = bots[racepack.currentPlayer(s)].chooseAction(s, legal);
        if (legal.length > 1) times.push(cpu() - t0);
        racepack.applyTrusted(s, a);
      }
    }
    console.log(
      `Racepack ${TIMED_NAME[level]} decision CPU time over ${times.length} decisions (2 races, 2 players, pit lane): median ${quantile(times, 0.5).toFixed(2)} ms, p95 ${quantile(times, 0.95).toFixed(2)} ms, max ${Math.max(...times).toFixed(1)} ms`,
    );
  }
}

/** Our engine as a boardgame.io game: one move 'act' taking an Action. */
function bgioGame(pos: GameState): Game<GameState> {
  return {
    name: 'automobiles',
    setup: () => clone(pos),
    moves: {
      act: ({ G }, action: Action) => {
        const s = clone(G);
        applyTrusted(s, action);
        return s;
      },
    },
    turn: {
      order: { first: ({ G }) => currentPlayer(G), next: ({ G }) => currentPlayer(G) },
      maxMoves: 1,
    },
    endIf: ({ G }) => (isTerminal(G) ? { winner: String(G.finishOrder![0]) } : undefined),
  };
}

async function bgioSpeed(pos: GameState, ours: Rates | undefined): Promise<void> {
  const game = bgioGame(pos);
  const { InitializeGame } = await import('boardgame.io/internal');
  const state = InitializeGame({ game, numPlayers: pos.players.length });
  const iterations = quick ? 50 : 200;
  const bot = (n: number) =>
    new MCTSBot({
      game,
      // boardgame.io freezes G; legalActions probes by mutating and restoring, so it gets a copy.
      enumerate: (G: GameState) => legalActions(clone(G)).map((a) => ({ move: 'act', args: [a] })),
      iterations: n,
      playoutDepth: 50,
      seed: 'bench',
    });
  await bot(iterations / 4).play(state, state.ctx.currentPlayer); // warm-up, as ours
  const t0 = cpu();
  await bot(iterations).play(state, state.ctx.currentPlayer);
  const theirs = (iterations / (cpu() - t0)) * 1000;
  // Each of its iterations expands one action and plays out up to 50 random ones.
  const theirActions = theirs * 51;
  console.log(
    `boardgame.io 0.50 MCTSBot on the same position: ${fmt(theirs)} iterations/s, ≤${fmt(theirActions)} simulated game actions/s (playout depth 50)`,
  );
  if (ours)
    console.log(
      `  ratio ours/theirs: ${(ours.iterations / theirs).toFixed(1)}x iterations/s, ≥${(ours.actions / theirActions).toFixed(1)}x simulated actions/s   target ≥ 40x: ${ours.iterations / theirs >= 40 ? 'met' : 'MISSED'}`,
    );
}

/** A position with a real choice (several candidate turns), from the middle of the race. */
function benchPosition(positions: GameState[]): GameState {
  return positions
    .slice(Math.floor(positions.length / 2))
    .find((p) => !automobilesTurnSearch(p, currentPlayer(p), { seed: 1 }).trivial)!;
}

async function runSection({ section, ours }: SectionData): Promise<Rates | undefined> {
  if (section === 'engine') return void engineThroughput();
  if (section === 'tracks') return void trackRaceLengths();
  if (section === 'save') return void (await saveBench());
  if (section === 'views') return void (await viewBench());
  if (section === 'racepack') return void racepackDecisionTimes();
  const positions = samplePositions(quick ? 8 : 30);
  if (section === 'decisions') return void decisionTimes(positions);
  const mid = benchPosition(positions);
  if (section === 'state') return void stateCosts(mid);
  if (section === 'search') return searchSpeed(mid);
  await bgioSpeed(mid, ours);
}

/** Runs one section in a fresh worker thread and returns what it posted. */
function inWorker(data: SectionData): Promise<Rates | undefined> {
  return new Promise((resolve, reject) => {
    let result: Rates | undefined;
    const w = spawnWorker(new URL(import.meta.url), data);
    w.on('message', (m: Rates) => (result = m));
    w.on('error', reject);
    w.on('exit', (code) =>
      code === 0 ? resolve(result) : reject(new Error(`bench section ${data.section} exited with ${code}`)),
    );
  });
}

async function main(): Promise<void> {
  console.log(`bench${quick ? ' (quick)' : ''} — node ${process.version}, each measurement in a fresh worker thread`);
  const all: Section[] = ['engine', 'state', 'search', 'decisions', 'boardgameio', 'tracks', 'save', 'views'];
  const sections = process.env.SECTIONS?.split(',') ?? all;
  // `racepack`: only Racepack's decision times (also part of `decisions`).
  const known: Section[] = [...all, 'racepack'];
  const unknown = sections.filter((x) => !known.includes(x as Section));
  if (unknown.length) throw new Error(`SECTIONS: unknown ${unknown.join(', ')} (known: ${known.join(', ')})`);
  let ours: Rates | undefined;
  for (const section of sections as Section[]) {
    const r = await inWorker({ section, quick, ours });
    if (section === 'search') ours = r;
  }
}

if (isMainThread) void main();
else
  void runSection(workerData as SectionData).then((r) => {
    if (r) parentPort!.postMessage(r);
  });
