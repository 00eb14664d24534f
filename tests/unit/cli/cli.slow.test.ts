import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'automobiles-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as `npm run cli` would (tsx), without a shell. */
function cli(...args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src-cli/cli.ts', ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

/** Bad input: exit 2, one line on stderr naming the problem, nothing on stdout. */
function expectUsageError(r: Run, message: RegExp): void {
  expect(r.code, r.stderr).toBe(2);
  expect(r.stdout).toBe('');
  const lines = r.stderr.trimEnd().split('\n');
  expect(lines, r.stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^automobiles: /);
  expect(lines[0]).toMatch(message);
}

const path = (name: string) => join(dir, name);

/** The lines of stdout, each parsed as JSON. */
const jsonLines = (r: Run) =>
  r.stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

/** Runs these command lines, two at a time (more only queue up on two cores and time out). */
async function clis(lines: string[][]): Promise<Run[]> {
  const runs: Run[] = [];
  for (let i = 0; i < lines.length; i += 2)
    runs.push(...(await Promise.all(lines.slice(i, i + 2).map((l) => cli(...l)))));
  return runs;
}

/** A flag line as words: `args('--players 2 --seed 1')` (no value holds a space). */
const args = (line: string) => line.split(' ');

/** `new` with these flags (players and seed first), writing FILE; returns the run. */
const newGame = (file: string, flags: string) => cli('new', ...args(flags), '--out', file);

/** The save file written at this path, parsed. */
const savedAt = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

// Each case spawns tsx processes: generous under a loaded machine.
describe('cli', { timeout: 180_000 }, () => {
  it('tracks: lists the shipped tracks', async () => {
    const r = await cli('tracks');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^beginner-oval\s+Sunset Oval\s+lanes 3\s+spaces \d+\/\d+\s+lap [\d.]+\s+clockwise$/m);
    expect(r.stdout).toMatch(/^road-course\s/m);
  });

  it('sim --json: one result per line, seeds S, S+1', async () => {
    const sim = args('sim --players 3 --seed 7 --games 2 --laps 1 --json --bots greedy,random,greedy');
    const r = await cli(...sim);
    expect(r.code, r.stderr).toBe(0);
    const games = jsonLines(r);
    expect(games.map((g) => g.seed)).toEqual([7, 8]);
    for (const g of games) {
      expect(g).toMatchObject({ track: 'beginner-oval', finished: true });
      expect(g.finishOrder).toHaveLength(3);
      expect(g.winner).toBe(g.finishOrder[0]);
      expect(g.rounds).toBeGreaterThan(0);
      expect(g.actions).toBeGreaterThan(0);
    }
    expect(games[0].finishOrder).toEqual(expect.arrayContaining(['Greedy 1', 'Random 2', 'Greedy 3']));
    // The same seeds give the same games.
    const again = await cli(...sim);
    expect(again.stdout).toBe(r.stdout);
  });

  it('sim --expansion --drivers all --season 3: whole seasons with standings', async () => {
    const season = args('sim --players 3 --seed 5 --laps 1 --expansion --drivers all --season 3');
    const r = await cli(...season, '--json');
    expect(r.code, r.stderr).toBe(0);
    const g = JSON.parse(r.stdout.trim());
    expect(g.finished).toBe(true);
    expect(g.season.races).toHaveLength(3);
    const points = g.season.standings.map((x: { points: number }) => x.points);
    // Points per race: 4/5/6 for first, 3 middle, 2 last: 3 races give 9 + 15 + 6 = 30 in all.
    expect(points.reduce((a: number, b: number) => a + b, 0)).toBe(4 + 5 + 6 + 3 * 3 + 2 * 3);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
    expect(g.winner).toBe(g.season.standings[0].name);
    const text = await cli(...season);
    expect(text.stdout).toMatch(
      /season {2}champion Greedy \d {2}standings .*\n {4}race 1 [a-z-]+: .* \| race 2 .* \| race 3 /,
    );
    const bad = await cli('sim', '--players', '3', '--seed', '5', '--season', '9');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--season must be 3, 4 or 5/);
  });

  it('sim: a readable line per game', async () => {
    const r = await cli(
      ...args('sim --players 2 --seed 3 --track road-course --cards fine-tuning --laps 1 --bots random'),
    );
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(
      /^seed 3 {2}road-course {2}winner Random \d {2}order Random \d > Random \d {2}rounds \d+ {2}actions \d+\n$/,
    );
  });

  it('new + legal + apply: a round trip through save files', async () => {
    const a = path('a.json');
    const created = await cli(
      ...args('new --players 2 --seed 11 --track road-course --seat-one-starts'),
      '--label',
      'cli test',
      '--out',
      a,
    );
    expect(created.code, created.stderr).toBe(0);
    const saved = savedAt(a);
    expect(saved).toMatchObject({ format: 'automobiles-save', version: 4, actions: [], meta: { label: 'cli test' } });
    expect(saved.options).toMatchObject({ track: 'road-course', seed: 11 });

    const legal = JSON.parse((await cli('legal', '--save', a)).stdout);
    expect(legal).toMatchObject({ over: false, player: 0, name: 'Player 1', phase: 'setup' });
    expect(legal.legal).toContainEqual({
      action: { type: 'buy', color: 'black' },
      description: 'Buy a black cube (6th Gear) for $7',
    });
    expect(legal.legal).toContainEqual({ action: { type: 'endBuy' }, description: expect.any(String) });

    const b = path('b.json');
    const applied = await cli('apply', '--save', a, '--action', '{"type":"buy","color":"black"}', '--out', b);
    expect(applied.code, applied.stderr).toBe(0);
    expect(applied.stdout).toMatch(/Buy a black cube/);
    expect(savedAt(b).actions).toEqual([{ type: 'buy', color: 'black' }]);
    expect(savedAt(b).meta.savedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // $3 left: black is no longer legal; apply in place works (atomic rename).
    const after = JSON.parse((await cli('legal', '--save', b)).stdout);
    expect(after.legal.map((l: { action: unknown }) => l.action)).not.toContainEqual({ type: 'buy', color: 'black' });
    expect((await cli('apply', '--save', b, '--action', '{"type":"endBuy"}', '--out', b)).code).toBe(0);
    expect(savedAt(b).actions).toHaveLength(2);
    expect(JSON.parse((await cli('legal', '--save', b)).stdout)).toMatchObject({ player: 1, name: 'Player 2' });
    // No temporary files are left behind.
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('new: every option of the start screen (drivers, season list, expansion cards, open bags, random track, starting seat)', async () => {
    const a = path('options.json');
    const r = await newGame(
      a,
      '--players 3 --seed 4 --track random-season --cards random --expansion --open-bags off --drivers all --season speedway,road-course,street-circuit',
    );
    expect(r.code, r.stderr).toBe(0);
    const o = savedAt(a).options;
    expect(o).toMatchObject({
      cards: { kind: 'random' },
      expansionCards: true,
      variants: { openBags: false, weaving: false, acceleratedPlay: false },
      drivers: 'all',
      season: { tracks: ['speedway', 'road-course', 'street-circuit'] },
      seatOneStarts: false,
    });
    const single = path('single.json');
    expect((await newGame(single, '--players 2 --seed 4 --track random-base --seat-one-starts')).code).toBe(0);
    const s = savedAt(single).options;
    expect(['beginner-oval', 'road-course']).toContain(s.track);
    expect(s).toMatchObject({ seatOneStarts: true, drivers: 'off', season: null, variants: { openBags: true } });
  });

  it('sim: closed bags, an explicit season track list, random cards with the expansion', async () => {
    const r = await cli(
      ...args('sim --players 2 --seed 9 --laps 1 --open-bags off --cards random --expansion'),
      ...args('--season street-circuit,beginner-oval,speedway --json'),
    );
    expect(r.code, r.stderr).toBe(0);
    const g = JSON.parse(r.stdout.trim());
    expect(g.season.races.map((x: { track: string }) => x.track)).toEqual([
      'street-circuit',
      'beginner-oval',
      'speedway',
    ]);
    expect(g.variants.openBags).toBe(false);
    expect(Object.keys(g.cards).sort()).toEqual(['blue', 'green', 'purple', 'red', 'yellow']);
  });

  it('apply: an illegal action is refused, exit 1, nothing written', async () => {
    const a = path('c.json');
    await newGame(a, '--players 2 --seed 1');
    const out = path('c-out.json');
    writeFileSync(out, 'keep me');
    const r = await cli('apply', '--save', a, '--action', '{"type":"play","color":"white"}', '--out', out);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^automobiles: illegal action \{"type":"play","color":"white"\} now; legal: /);
    expect(readFileSync(out, 'utf8')).toBe('keep me');
    const fresh = path('c-none.json');
    expect((await cli('apply', '--save', a, '--action', '{"type":"stop"}', '--out', fresh)).code).toBe(1);
    expect(existsSync(fresh)).toBe(false);
  });

  it('apply: a corrupt, foreign or newer save leaves the existing output untouched', async () => {
    const out = path('keep.json');
    writeFileSync(out, 'previous save');
    const corrupt = path('corrupt.json');
    writeFileSync(corrupt, '{"format":"automobiles-save","version":1,"options":');
    const foreign = path('foreign.json');
    writeFileSync(foreign, JSON.stringify({ name: 'some-package', version: '1.0.0' }));
    const newer = path('newer.json');
    await newGame(newer, '--players 2 --seed 1');
    writeFileSync(newer, readFileSync(newer, 'utf8').replace('"version":4', '"version":9'));
    const damaged = path('damaged.json');
    await newGame(damaged, '--players 2 --seed 1');
    writeFileSync(
      damaged,
      readFileSync(damaged, 'utf8').replace('"actions":[]', '"actions":[{"type":"buy","color":"pink"}]'),
    );
    const racepack = path('racepack.json');
    await newGame(racepack, '--game racepack --players 2 --seed 1');
    const cases: [string, RegExp][] = [
      [corrupt, /corrupt\.json: not a save file: the text is not valid JSON/],
      [racepack, /racepack\.json is not an Automobiles save \(it is a Racepack game\)/],
      [foreign, /foreign\.json: not an Automobiles save file/],
      [newer, /newer\.json: save version 9 is newer than this version of the game supports \(4\)/],
      [damaged, /damaged\.json: damaged save file: actions\[0\]\.color/],
      [path('missing.json'), /cannot read save file .*missing\.json: no such file/],
      [dir, /cannot read save file .*: it is a directory/],
    ];
    const runs = await clis(
      cases.map(([file]) => ['apply', '--save', file, '--action', '{"type":"endBuy"}', '--out', out]),
    );
    runs.forEach((r, i) => expectUsageError(r, cases[i][1]));
    expect(readFileSync(out, 'utf8')).toBe('previous save');
    expectUsageError(await cli('legal', '--save', corrupt), /not valid JSON/);
  });

  it('--game stands anywhere on the line; an unknown game is bad input', async () => {
    const [racepack, unknown] = await Promise.all([
      cli('tracks', '--game', 'racepack', '--json'),
      cli('--game=chess', 'tracks'),
    ]);
    expect(racepack.code, racepack.stderr).toBe(0);
    expect(JSON.parse(racepack.stdout.split('\n')[0]).id).toBe('grand-prix');
    expectUsageError(unknown, /unknown game "chess"; games: automobiles, racepack/);
  });

  it('arena --game racepack: bot levels, seat-rotated, through the one arena', async () => {
    const r = await cli(...args('arena --game racepack --bots easy,random --games 2 --laps 1 --workers 1 --json'));
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j).toMatchObject({ game: 'racepack', players: 2, games: 2, lineup: ['easy', 'random'] });
    expect(j.bots.map((b: { bot: string; seats: number }) => [b.bot, b.seats])).toEqual([
      ['easy', 2],
      ['random', 2],
    ]);
    expect(j.bots[0].wins + j.bots[1].wins).toBe(2);
  });

  it('arena with three or more seats rates the bots with openskill', async () => {
    const r = await cli(
      ...args('arena --game racepack --players 3 --bots greedy,random,random --games 3 --laps 1 --workers 1 --json'),
    );
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.ratings.map((x: { bot: string }) => x.bot).sort()).toEqual(['greedy', 'random']);
    for (const x of j.ratings) expect(x.ordinal).toBeCloseTo(x.mu - 3 * x.sigma, 6);
    const text = await cli(
      ...args('arena --game racepack --players 3 --bots greedy,random --games 3 --laps 1 --workers 1'),
    );
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toMatch(/ratings \(openskill, Plackett–Luce; each game one match\):\nbot +openskill/);
  });

  it('bad input: exit 2 with a one-line message', async () => {
    const out = path('never.json');
    const cases: [string[], RegExp][] = [
      [['frobnicate'], /unknown command "frobnicate"/],
      [['sim', '--players', '2', '--seed', '1', '--turbo'], /sim: Unknown option '--turbo'/],
      [['tracks', 'extra'], /tracks: Unexpected argument 'extra'/],
      [['sim', '--players', '2', '--seed', '1', '--track', 'moon-base'], /unknown track "moon-base"/],
      [['sim', '--players', '2', '--seed', '1', '--cards', 'no-such-set'], /unknown card set "no-such-set"/],
      [['sim', '--players', '2', '--seed', '1', '--bots', 'genius'], /unknown bot "genius"/],
      [['sim', '--players', 'two', '--seed', '1'], /--players must be a whole number/],
      [['sim', '--players', '7', '--seed', '1'], /--players must be 2 to 5/],
      [['sim', '--players', '2'], /--seed is required/],
      [['new', '--players', '2', '--seed', '1'], /--out is required/],
      [
        ['new', '--players', '2', '--seed', '1', '--laps', '9', '--out', out],
        /laps must be a whole number from 1 to 7/,
      ],
      [['new', '--players', '2', '--seed', '1', '--open-bags', 'maybe', '--out', out], /--open-bags must be on or off/],
      [['sim', '--players', '2', '--seed', '1', '--season', '2'], /--season must be 3, 4 or 5/],
      [
        ['new', '--players', '2', '--seed', '1', '--season', 'speedway,moon,road-course', '--out', out],
        /unknown track "moon"/,
      ],
      [['apply', '--save', out, '--action', '{"type":', '--out', out], /--action is not valid JSON/],
      [['apply', '--save', out, '--action', '{"type":"warp"}', '--out', out], /--action is not an action: type/],
    ];
    const runs = await clis(cases.map(([line]) => line));
    runs.forEach((r, i) => expectUsageError(r, cases[i][1]));
    expect(existsSync(out)).toBe(false);
  });
});
