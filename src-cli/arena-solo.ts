/**
 * `npm run cli -- arena --solo --bots greedy,easy,medium [--opponents greedy] [--games G]
 *  [--seed S] [--laps 3|7] [--fuel] [--think-ms T] [--workers W] [--json]`
 *
 * Rates bot levels by their solo series (RULINGS §9): each level listed plays G series in
 * the human's seat against four `--opponents`, on the same seeds for every level, and the
 * table gives its mean points and mean rating (Did Not Qualify 0 … Series Champion 5).
 */
import { parseArgs } from 'node:util';
import { parseAutomobilesBotSpec } from '../src-shared/bots/automobiles/automobiles-bot-spec';
import { SOLO_LAPS } from '../src-shared/games/automobiles';
import type { SoloArenaJob, SoloArenaResult } from './arena-solo-game';
import { formatSoloTable, soloLevelRows } from './arena-solo-stats';
import { runOnWorkers, siblingWorker } from './worker-fan-out';

const USAGE =
  'usage: npm run cli -- arena --solo --bots LEVEL[,LEVEL...] [--opponents BOT] [--games G] [--seed S] [--laps 3|7] [--fuel] [--think-ms T] [--workers W] [--json]';

interface SoloArenaPlan {
  levels: string[];
  opponents: string;
  games: number;
  seed: number;
  laps: number;
  fuel: boolean;
  thinkMs: number | undefined;
  workers: number;
  json: boolean;
}

/** Reads the command line; a message (exit 2) on any mistake. */
export function parseSoloArena(argv: string[]): SoloArenaPlan | string {
  try {
    const { values: v } = parseArgs({
      args: argv,
      options: {
        solo: { type: 'boolean' },
        bots: { type: 'string' },
        opponents: { type: 'string' },
        games: { type: 'string' },
        seed: { type: 'string' },
        laps: { type: 'string' },
        fuel: { type: 'boolean' },
        'think-ms': { type: 'string' },
        workers: { type: 'string' },
        json: { type: 'boolean' },
      },
      strict: true,
    });
    const num = (key: keyof typeof v, fallback: number): number => {
      const text = v[key];
      if (text === undefined) return fallback;
      if (typeof text !== 'string' || !/^\d+$/.test(text)) throw new Error(`--${key} must be a whole number`);
      return Number(text);
    };
    if (typeof v.bots !== 'string') throw new Error('--bots is required (the levels to rate)');
    const levels = [...new Set(v.bots.split(',').map((b) => b.trim().toLowerCase()))];
    const opponents = (v.opponents ?? 'greedy').trim().toLowerCase();
    const thinkMs = v['think-ms'] === undefined ? undefined : num('think-ms', 0);
    for (const b of [...levels, opponents]) parseAutomobilesBotSpec(b, thinkMs);
    const laps = num('laps', 3);
    if (!SOLO_LAPS.includes(laps)) throw new Error(`a solo series races ${SOLO_LAPS.join(' or ')} laps`);
    const games = num('games', 4);
    if (games < 1) throw new Error('--games must be at least 1');
    return {
      levels,
      opponents,
      games,
      seed: num('seed', 1),
      laps,
      fuel: v.fuel === true,
      thinkMs,
      workers: Math.max(1, num('workers', 2)),
      json: v.json === true,
    };
  } catch (e) {
    return `automobiles: arena --solo: ${(e as Error).message.split(/\.\s/)[0]}\n${USAGE}`;
  }
}

export async function runSoloArena(argv: string[]): Promise<number> {
  const plan = parseSoloArena(argv);
  if (typeof plan === 'string') {
    console.error(plan);
    return 2;
  }
  const jobs: SoloArenaJob[] = [];
  for (let g = 0; g < plan.games; g++) {
    for (const level of plan.levels) {
      jobs.push({
        id: jobs.length,
        seed: plan.seed + g,
        level,
        opponents: plan.opponents,
        laps: plan.laps,
        fuel: plan.fuel,
        thinkMs: plan.thinkMs,
      });
    }
  }
  const t0 = performance.now();
  const worker = siblingWorker('arena-solo-worker', import.meta.url);
  const results = await runOnWorkers<SoloArenaJob, SoloArenaResult>(worker, jobs, plan.workers, {
    what: 'series',
    onDone: (done, r) => {
      if (done % 5 === 0 || done === jobs.length)
        process.stderr.write(`${done}/${jobs.length} series; last: ${r.level} ${r.points} points (${r.rating})\n`);
    },
  });
  const rows = soloLevelRows(plan.levels, results);
  const seconds = (performance.now() - t0) / 1000;
  if (plan.json) {
    console.log(JSON.stringify({ ...plan, seconds, levels: rows, series: results }, null, 2));
  } else {
    console.log(
      `solo arena: ${plan.levels.join(', ')} in the human's seat against four ${plan.opponents}, ${plan.laps} laps${plan.fuel ? ', Fuel Mixture' : ''}, seeds ${plan.seed}..${plan.seed + plan.games - 1}`,
    );
    console.log(formatSoloTable(rows));
    console.log(`wall ${seconds.toFixed(1)} s`);
  }
  return 0;
}
