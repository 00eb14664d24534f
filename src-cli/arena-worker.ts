/**
 * Worker thread of the CLI (every fan-out of cli-host.ts): plays the jobs it is sent, one at a
 * time. A job with a task is its game's: the task of that game's command-line plugin, found
 * through its kit (Automobiles' solo series); any other job is a game of the generic arena.
 */
import type { CliJob } from '../src-shared/games/cli-shape';
import { kitOf } from '../src-shared/games/registry';
import { playArenaGame, type ArenaJob } from './arena-game';
import { serveJobs } from './worker-fan-out';

async function playJob(job: CliJob): Promise<unknown> {
  if (job.task === undefined) return playArenaGame(job as ArenaJob);
  const tasks = (await kitOf(job.game).cli.commands()).tasks ?? {};
  if (!Object.hasOwn(tasks, job.task)) throw new Error(`game "${String(job.game)}" has no task "${job.task}"`);
  return tasks[job.task](job as never);
}

serveJobs(playJob);
