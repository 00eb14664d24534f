import { CURRENT_SAVE_VERSION } from '../../../src-shared/save/migrations';
import { SAVE_FORMAT, parseSave } from '../../../src-shared/save/save-file';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runGameCli } from '../../../src-cli/cli-game';
import { racepackCli } from '../../../src-shared/games/racepack/cli';

/** Runs one Racepack command (the CLI's commands with its plugin); its exit code. */
const runRacepackCli = (argv: string[]) => runGameCli(racepackCli, argv);

function capture() {
  const out: string[] = [];
  const err: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...a: unknown[]) => void out.push(a.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void err.push(a.join(' ')));
  return { out, err };
}

afterEach(() => vi.restoreAllMocks());

describe('npm run cli -- --game racepack', () => {
  it('tracks lists the four courses', async () => {
    const { out } = capture();
    expect(await runRacepackCli(['tracks', '--json'])).toBe(0);
    expect(out.map((l) => JSON.parse(l).id)).toEqual(['grand-prix', 'indy-oval', 'hairpin-chicane', 'long-circuit']);
  });

  it('sim plays complete races, deterministically', async () => {
    const { out } = capture();
    expect(
      await runRacepackCli([
        'sim',
        '--players',
        '3',
        '--seed',
        '4',
        '--games',
        '2',
        '--laps',
        '1',
        '--json',
        '--pit-lane',
        '--extra-hazards',
      ]),
    ).toBe(0);
    expect(
      await runRacepackCli([
        'sim',
        '--players',
        '3',
        '--seed',
        '4',
        '--games',
        '2',
        '--laps',
        '1',
        '--json',
        '--pit-lane',
        '--extra-hazards',
      ]),
    ).toBe(0);
    expect(out).toHaveLength(4);
    expect(out[0]).toBe(out[2]);
    const line = JSON.parse(out[0]);
    expect(line.finishOrder).toHaveLength(3);
    // The grid dice (three a player) and each car's pit stops are reported.
    expect(line.gridRolls).toHaveLength(3);
    for (const g of line.gridRolls) expect(g.dice).toHaveLength(3);
    expect(line.pitStops).toHaveLength(6);
    for (const p of line.pitStops)
      expect(p).toEqual({ car: expect.any(Number), seat: expect.any(Number), stops: expect.any(Number) });
  });

  it('a track file of the wrong size, or with absurd coordinates, is refused (exit 2)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'racepack-cli-'));
    const tiles = (n: number) => Array.from({ length: n }, (_, i) => ({ x: 2 * i, y: 0 }));
    const write = (name: string, t: object) => {
      const file = join(dir, name);
      writeFileSync(
        file,
        JSON.stringify({ format: 'racepack-track', version: 1, id: 'x', name: 'x', laps: 3, startTile: 3, ...t }),
      );
      return file;
    };
    const { err } = capture();
    const small = write('small.json', { tiles: tiles(14) });
    expect(await runRacepackCli(['sim', '--players', '2', '--seed', '1', '--track', small])).toBe(2);
    expect(err.join('\n')).toMatch(/this one has 14/);
    const far = write('far.json', { tiles: tiles(24).map((p) => ({ x: p.x + 2 ** 31 - 100, y: 0 })) });
    expect(await runRacepackCli(['sim', '--players', '2', '--seed', '1', '--track', far])).toBe(2);
  });

  it('new, legal and apply: a save round trip; an illegal action exits 1 and bad input 2', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'racepack-cli-'));
    const save = join(dir, 'a.json');
    const { out, err } = capture();
    expect(await runRacepackCli(['new', '--players', '2', '--seed', '7', '--track', 'indy-oval', '--out', save])).toBe(
      0,
    );
    // The app's one game record: the same format and version as Automobiles saves, with its game.
    const record = JSON.parse(readFileSync(save, 'utf8'));
    expect(record).toMatchObject({
      format: SAVE_FORMAT,
      version: CURRENT_SAVE_VERSION,
      game: 'racepack',
      options: { seed: 7, players: 2 },
      actions: [],
    });
    expect(parseSave(readFileSync(save, 'utf8')).seats).toHaveLength(2);
    out.length = 0;
    expect(await runRacepackCli(['legal', '--save', save])).toBe(0);
    const legal = JSON.parse(out.join('\n'));
    expect(legal.legal[0].action).toEqual({ type: 'move', heading: 0, lane: 0, speed: 1, token: 0 });
    const next = join(dir, 'b.json');
    expect(
      await runRacepackCli(['apply', '--save', save, '--action', JSON.stringify(legal.legal[0].action), '--out', next]),
    ).toBe(0);
    expect(JSON.parse(readFileSync(next, 'utf8')).actions).toHaveLength(1);
    expect(
      await runRacepackCli([
        'apply',
        '--save',
        next,
        '--action',
        '{"type":"move","heading":0,"lane":0,"speed":7,"token":0}',
        '--out',
        join(dir, 'c.json'),
      ]),
    ).toBe(1);
    expect(err.at(-1)).toMatch(/illegal action/);
    expect(
      await runRacepackCli(['apply', '--save', next, '--action', '{"type":"fly"}', '--out', join(dir, 'c.json')]),
    ).toBe(2);
    expect(await runRacepackCli(['sim', '--players', '9', '--seed', '1'])).toBe(2);
    expect(err.at(-1)).toMatch(/players must be 2 to 8/);
    expect(await runRacepackCli(['legal', '--save', join(dir, 'missing.json')])).toBe(2);
  });
});
