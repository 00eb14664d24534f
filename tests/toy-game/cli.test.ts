/**
 * Dice Race on the command line: the commands every game has (cli-game.ts: sim, new, legal,
 * apply) run for it through its kit's plugin (the registry's one line in this test build), in-process
 * and, as `npm run cli` does, in a subprocess (the Node side of the test build,
 * toy-register.mjs); the arena plays it through the generic play loop, in-process and on the
 * CLI's worker threads; its bots decide in the app's bot worker thread.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { playArenaGame } from '../../src-cli/arena-game';
import { arenaGame, cliGameIds } from '../../src-cli/arena-games';
import { runGameCli } from '../../src-cli/cli-game';
import { kitOf } from '../../src-shared/games/registry';
import { loadSave } from '../../src-shared/save';
import { diceRace, diceRaceBotKit, type DiceRaceState } from './dice-race';

/** Runs `cli --game dice-race <argv>` in-process; its exit code and what it printed. */
async function cli(argv: string[]): Promise<{ code: number; out: string; err: string }> {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  const code = await runGameCli(await kitOf('dice-race').cli.commands(), argv);
  vi.restoreAllMocks();
  return { code, out: out.join('\n'), err: err.join('\n') };
}

afterEach(() => void vi.restoreAllMocks());

/**
 * Runs a module under tsx in a separate Node process in the toy game's test build
 * (toy-register.mjs: the same registry copies, by a module hook; its worker threads load
 * them too): its exit code and what it printed.
 */
function node(args: string[]): Promise<{ code: number; out: string; err: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', '--import', './tests/toy-game/toy-register.mjs', ...args],
      { encoding: 'utf8', timeout: 180_000 },
      (e, out, err) => resolve({ code: e ? (typeof e.code === 'number' ? e.code : 1) : 0, out, err }),
    );
  });
}

describe('Dice Race in the CLI', () => {
  it('the CLI finds it in the registry, its plugin and its arena entry in its kits', async () => {
    expect(cliGameIds()).toEqual(['automobiles', 'racepack', 'dice-race']);
    const spec = arenaGame('dice-race');
    expect(spec.game).toBe(diceRace);
    expect(spec.kit).toBe(diceRaceBotKit);
    expect(spec.bots).toBe('random, runner');
    expect((await kitOf('dice-race').cli.commands()).game).toBe(diceRace);
    expect(() => spec.checkBot('greedy')).toThrow(/unknown bot "greedy": use random, runner/);
  });

  it('the arena plays checked games between its bots through the play loop (in-process), the runner winning more', () => {
    let runnerWins = 0;
    for (let g = 0; g < 60; g++) {
      const seats = g % 2 === 0 ? ['runner', 'random'] : ['random', 'runner'];
      const r = playArenaGame({ id: g, game: 'dice-race', seed: g + 1, seats });
      expect([...r.finishOrder].sort()).toEqual([0, 1]);
      expect(r.decisions.every((n) => n > 0)).toBe(true);
      if (seats[r.finishOrder[0]] === 'runner') runnerWins++;
    }
    expect(runnerWins).toBeGreaterThan(35);
  });

  it('`sim` plays bot races and prints one JSON line each', async () => {
    const r = await cli(['sim', '--players', '3', '--seed', '4', '--games', '2', '--bots', 'runner', '--json']);
    expect(r.code, r.err).toBe(0);
    const lines = r.out.split('\n').map((l) => JSON.parse(l) as { seed: number; finishOrder: number[] });
    expect(lines.map((l) => l.seed)).toEqual([4, 5]);
    for (const l of lines) expect([...l.finishOrder].sort()).toEqual([0, 1, 2]);
  });

  it('`new`, `legal` and `apply` write, read and extend its save file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dice-race-cli-'));
    const first = path.join(dir, 'race.json');
    const second = path.join(dir, 'race2.json');
    expect((await cli(['new', '--players', '2', '--seed', '8', '--length', '30', '--out', first])).code).toBe(0);
    const legal = await cli(['legal', '--save', first]);
    expect(legal.code, legal.err).toBe(0);
    const listed = JSON.parse(legal.out) as { seat: number; phase: string; legal: { action: unknown }[] };
    expect(listed).toMatchObject({ seat: 0, phase: 'pick' });
    expect(listed.legal.map((l) => l.action)).toEqual([
      { type: 'pickDie', die: 'steady' },
      { type: 'pickDie', die: 'wild' },
    ]);
    const applied = await cli([
      'apply',
      '--save',
      first,
      '--action',
      '{"type":"pickDie","die":"wild"}',
      '--out',
      second,
    ]);
    expect(applied.code, applied.err).toBe(0);
    const { save, state } = loadSave(readFileSync(second, 'utf8'), { verify: true });
    expect(save.game).toBe('dice-race');
    expect(save.actions).toEqual([{ type: 'pickDie', die: 'wild' }]);
    expect((state as unknown as DiceRaceState).phase).toBe('roll');
    // A step the rules refuse: exit code 1, the file untouched.
    const refused = await cli(['apply', '--save', second, '--action', '{"type":"step","spaces":3}', '--out', first]);
    expect(refused.code).toBe(1);
  });

  it('`cli --game dice-race sim` runs it in a subprocess, as npm run cli does (the Node test build)', async () => {
    const r = await node([
      'src-cli/cli.ts',
      '--game',
      'dice-race',
      'sim',
      '--players',
      '3',
      '--seed',
      '4',
      '--games',
      '2',
      '--bots',
      'runner',
      '--json',
    ]);
    expect(r.code, r.err).toBe(0);
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { seed: number; finishOrder: number[] });
    expect(lines.map((l) => l.seed)).toEqual([4, 5]);
    for (const l of lines) expect([...l.finishOrder].sort()).toEqual([0, 1, 2]);
  }, 180_000);

  it('`cli --game dice-race arena` plays its games on worker threads, the runner winning more', async () => {
    const r = await node([
      'src-cli/cli.ts',
      '--game',
      'dice-race',
      'arena',
      '--bots',
      'runner,random',
      '--games',
      '12',
      '--workers',
      '2',
      '--json',
    ]);
    expect(r.code, r.err).toBe(0);
    const summary = JSON.parse(r.out) as { game: string; games: number; bots: { bot: string; wins: number }[] };
    expect(summary).toMatchObject({ game: 'dice-race', games: 12 });
    const wins = Object.fromEntries(summary.bots.map((b) => [b.bot, b.wins]));
    expect(wins.runner + wins.random).toBe(12);
    expect(wins.runner).toBeGreaterThan(wins.random);
  }, 180_000);

  it("its bots are decided in a real worker thread (the app's node bot runner) through the session", async () => {
    const r = await node(['tests/toy-game/play-in-worker.ts', '5']);
    expect(r.code, r.err).toBe(0);
    const played = JSON.parse(r.out) as {
      over: boolean;
      finishOrder: number[];
      actions: number;
      spawned: number;
      fallbackDecisions: number;
    };
    expect(played.over).toBe(true);
    expect([...played.finishOrder].sort()).toEqual([0, 1]);
    expect(played.actions).toBeGreaterThan(0);
    expect(played.spawned, 'one worker thread, never replaced').toBe(1);
    expect(played.fallbackDecisions, 'every decision taken by the worker').toBe(0);
  }, 180_000);
});
