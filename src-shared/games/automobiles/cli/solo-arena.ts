/**
 * `npm run cli -- arena --solo --bots greedy,easy,medium [--opponents greedy] [--games G]
 *  [--seed S] [--laps 3|7] [--fuel] [--think-ms T] [--workers W] [--json]`
 *
 * Rates bot levels by their solo series (RULINGS §9): each level listed plays G series in
 * the human's seat against four `--opponents`, on the same seeds for every level, and the
 * table gives its mean points and mean rating (Did Not Qualify 0 … Series Champion 5). Four
 * opponents listed make a mixed field, and a second table compares them: each one's mean place
 * and races won (two levels in the same races, the finer measure of a step between them).
 * Automobiles' own form of the arena (its plugin's `arenaForms`); the series are played on the
 * CLI's worker threads as its plugin's task (solo-arena-series.ts).
 */
import { parseAutomobilesBotSpec } from '../bots/automobiles-bot-spec';
import { SOLO_LAPS } from '..';
import type { CliHost } from '../../cli-shape';
import { SOLO_SERIES_TASK, type SoloArenaJob, type SoloArenaResult } from './solo-arena-series';
import { formatOpponentTable, formatSoloTable, soloLevelRows, soloOpponentRows } from './solo-arena-stats';

const USAGE =
  'usage: npm run cli -- arena --solo --bots LEVEL[,LEVEL...] [--opponents BOT|BOT,BOT,BOT,BOT] [--games G] [--seed S] [--laps 3|7] [--fuel] [--think-ms T] [--workers W] [--json]';

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
export function parseSoloArena(argv: string[], host: CliHost): SoloArenaPlan | string {
  try {
    const v = host.parseArgs(argv, {
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
    });
    const num = (key: string, fallback: number): number => {
      const text = v[key];
      if (text === undefined) return fallback;
      if (typeof text !== 'string' || !/^\d+$/.test(text)) throw new Error(`--${key} must be a whole number`);
      return Number(text);
    };
    if (typeof v.bots !== 'string') throw new Error('--bots is required (the levels to rate)');
    const levels = [...new Set(v.bots.split(',').map((b) => b.trim().toLowerCase()))];
    const opponents = String(v.opponents ?? 'greedy')
      .trim()
      .toLowerCase();
    const thinkMs = v['think-ms'] === undefined ? undefined : num('think-ms', 0);
    const field = opponents.split(',').map((b) => b.trim());
    if (field.length !== 1 && field.length !== 4)
      throw new Error('--opponents takes one bot, or four (a mixed field, seats turned by the seed)');
    for (const b of [...levels, ...field]) parseAutomobilesBotSpec(b, thinkMs);
    const laps = num('laps', 3);
    if (!SOLO_LAPS.includes(laps)) throw new Error(`a solo series races ${SOLO_LAPS.join(' or ')} laps`);
    const games = num('games', 4);
    if (games < 1) throw new Error('--games must be at least 1');
    return {
      levels,
      opponents: field.join(','),
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

export async function runSoloArena(argv: string[], host: CliHost): Promise<number> {
  const plan = parseSoloArena(argv, host);
  if (typeof plan === 'string') {
    host.err(plan);
    return 2;
  }
  const jobs: SoloArenaJob[] = [];
  for (let g = 0; g < plan.games; g++) {
    for (const level of plan.levels) {
      jobs.push({
        id: jobs.length,
        game: 'automobiles',
        task: SOLO_SERIES_TASK,
        seed: plan.seed + g,
        level,
        opponents: plan.opponents,
        laps: plan.laps,
        fuel: plan.fuel,
        thinkMs: plan.thinkMs,
      });
    }
  }
  const t0 = host.now();
  const results = await host.fanOut<SoloArenaJob, SoloArenaResult>(jobs, plan.workers, {
    what: 'series',
    onDone: (done, r) => {
      if (done % 5 === 0 || done === jobs.length)
        host.err(`${done}/${jobs.length} series; last: ${r.level} ${r.points} points (${r.rating})`);
    },
  });
  const rows = soloLevelRows(plan.levels, results);
  const field = soloOpponentRows(results);
  const seconds = (host.now() - t0) / 1000;
  if (plan.json) {
    host.out(JSON.stringify({ ...plan, seconds, levels: rows, field, series: results }, null, 2));
  } else {
    host.out(
      `solo arena: ${plan.levels.join(', ')} in the human's seat against four ${plan.opponents}, ${plan.laps} laps${plan.fuel ? ', Fuel Mixture' : ''}, seeds ${plan.seed}..${plan.seed + plan.games - 1}`,
    );
    host.out(formatSoloTable(rows));
    if (field.length > 1) host.out(formatOpponentTable(field));
    host.out(`wall ${seconds.toFixed(1)} s`);
  }
  return 0;
}
