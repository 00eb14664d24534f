/**
 * The games' command-line plugins are found through their kits (no CLI table of games) and are
 * pure: everything they need of Node comes in as a CliHost. Here an in-memory host stands in
 * for src-cli/cli-host.ts, so what a plugin reads, prints and sends to the worker threads is
 * seen directly.
 */
import { describe, expect, it } from 'vitest';
import { runGameCli } from '../../../src-cli/cli-game';
import type { CliHost, CliJob, Flags } from '../../../src-shared/games/cli-shape';
import { GAME_IDS, kitOf } from '../../../src-shared/games/registry';
import { nodeCliHost } from '../../../src-cli/cli-host';

/** A host that keeps its lines, serves files from a map and answers fan-outs with `answer`. */
function memoryHost(files: Record<string, string> = {}, answer: (job: CliJob) => unknown = () => null) {
  const out: string[] = [];
  const err: string[] = [];
  const jobs: CliJob[] = [];
  const host: CliHost = {
    out: (line) => void out.push(line),
    err: (line) => void err.push(line),
    readText: (file) => {
      if (!Object.hasOwn(files, file)) throw new Error(`ENOENT: no such file or directory, open '${file}'`);
      return files[file];
    },
    now: () => 0,
    parseArgs: (args, options) => nodeCliHost.parseArgs(args, options) as Flags,
    fanOut: async <J extends CliJob, R>(
      given: readonly J[],
      _workers: number,
      opts: { what: string; onDone?: (done: number, result: R) => void },
    ) => {
      jobs.push(...given);
      const results = given.map((j) => answer(j) as R);
      results.forEach((r, i) => opts.onDone?.(i + 1, r));
      return results;
    },
  };
  return { host, out, err, jobs };
}

describe("the games' CLI plugins, through their kits", () => {
  it('every registered game has one, on its own rules', async () => {
    for (const id of GAME_IDS) {
      const cli = await kitOf(id).cli.commands();
      expect(cli.game).toBe(kitOf(id).game);
    }
  });

  it("prints through the host, not the console: Racepack's tracks", async () => {
    const { host, out } = memoryHost();
    const code = await runGameCli(await kitOf('racepack').cli.commands(), ['tracks', '--json'], host);
    expect(code).toBe(0);
    expect(out.map((l) => (JSON.parse(l) as { id: string }).id)).toEqual([
      'grand-prix',
      'indy-oval',
      'hairpin-chicane',
      'long-circuit',
    ]);
  });

  it("reads a track file through the host (Racepack's --track FILE.json), and names a missing one", async () => {
    const cli = await kitOf('racepack').cli.commands();
    const track = kitOf('racepack').catalog() as { tracks: { id: string }[] };
    const file = { ...track.tracks[0], id: 'my-course', name: 'My Course' };
    const { host, out } = memoryHost({ '/mine.json': JSON.stringify(file) });
    expect(
      await runGameCli(
        cli,
        ['sim', '--players', '2', '--seed', '1', '--track', '/mine.json', '--laps', '1', '--json'],
        host,
      ),
    ).toBe(0);
    expect((JSON.parse(out[0]) as { track: string }).track).toBe('my-course');
    const missing = memoryHost();
    expect(await runGameCli(cli, ['sim', '--players', '2', '--seed', '1', '--track', '/none.json'], missing.host)).toBe(
      2,
    );
    expect(missing.err.join('\n')).toMatch(/racepack: cannot read track file \/none\.json: ENOENT/);
  });

  it("Automobiles' solo arena sends its series to the worker threads as its plugin's task, and tables the results", async () => {
    const cli = await kitOf('automobiles').cli.commands();
    const { host, out, jobs } = memoryHost({}, (job) => ({
      id: job.id,
      level: (job as unknown as { level: string }).level,
      seed: 1,
      points: 33,
      rating: 'Series Champion',
      places: [1, 1, 1, 1, 1],
      thinkMs: 10,
      decisions: 5,
      opponentSeats: ['greedy', 'greedy', 'greedy', 'greedy'],
      finishOrders: [],
    }));
    expect(await cli.arenaForms!.solo(['--solo', '--bots', 'greedy,random', '--games', '2'], host)).toBe(0);
    expect(jobs).toHaveLength(4);
    for (const job of jobs) {
      expect(job.game).toBe('automobiles');
      // The generic worker finds the task by the job's game id and task name.
      expect(Object.keys(cli.tasks!)).toContain(job.task);
    }
    expect(out[0]).toMatch(
      /^solo arena: greedy, random in the human's seat against four greedy, 3 laps, seeds 1\.\.2$/,
    );
    expect(out[1]).toMatch(/greedy\s+2\s+33\.0/);
  });
});
