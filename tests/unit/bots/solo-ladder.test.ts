/**
 * The levels in the solo series (docs/ai.md "Wave 3 session 11" to "session 16"): one fixed player
 * (`greedy:c=smart`) races series against four opponents of each level on the same seeds
 * (docs/ai/automobiles-solo.jsonl), and against two of each of two neighbouring levels in the
 * same races (automobiles-solo-mixed.jsonl), one arena run's --json a line. docs/ai.md's tables
 * state the records, and the steps it says the records show, they show.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { aiDocTableRows } from '../../helpers/doc-table';
import {
  SOLO_VARIANTS,
  SOLO_LADDER,
  mixedMarkdown,
  pairedFields,
  readMixedFields,
  readSoloRecord,
  soloLevelRows,
  soloStepRows,
  t95,
  type MixedFieldRow,
} from '../../helpers/solo-record';

const HEADING = '### The solo series on the ladder: the solo record';
/** A markdown table's body, cell by cell, as aiDocTableRows reads it. */
const markdownCells = (table: string) =>
  table
    .split('\n')
    .slice(2)
    .map((l) =>
      l
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim()),
    );
const record = readSoloRecord(new URL('../../../docs/ai/automobiles-solo.jsonl', import.meta.url));
const MIXED_PATH = new URL('../../../docs/ai/automobiles-solo-mixed.jsonl', import.meta.url);
const MIXED = readMixedFields(MIXED_PATH);
const LIGHT = "Expert, Hard's moves and light buying (a candidate) over Hard";
/** Session 15's confirmation of the light candidate over Hard, planned in advance: seeds 37–66, judged alone. */
const FRESH = readMixedFields(MIXED_PATH, (seed) => seed >= 37 && seed <= 66).filter((f) => f.step === LIGHT);

describe('the solo record', () => {
  const line = (opponents: string, seed: number, points: number, extra: object = {}) =>
    JSON.stringify({
      opponents,
      laps: 3,
      fuel: false,
      series: [{ level: 'greedy:c=smart', seed, points, places: [1, 2, 3, 4, 5] }],
      ...extra,
    });
  const file = (lines: string[]) => {
    const path = join(mkdtempSync(join(tmpdir(), 'solo-')), 'record.jsonl');
    writeFileSync(path, lines.join('\n') + '\n');
    return path;
  };

  it('refuses a seed twice, another fixed player and other conditions, naming the line', () => {
    expect(() => readSoloRecord(file([line('hard#', 1, 20), line('hard#', 1, 22)]))).toThrow(
      /line 2: hard# seed 1 twice/,
    );
    expect(() => readSoloRecord(file([line('hard#', 1, 20, { laps: 7 })]))).toThrow(/line 1: not 3 laps/);
    const other = JSON.stringify({
      ...JSON.parse(line('hard#', 1, 20)),
      series: [{ level: 'greedy', seed: 1, points: 2, places: [5, 5, 5, 5, 5] }],
    });
    expect(() => readSoloRecord(file([other]))).toThrow(/greedy is not the fixed player/);
  });

  it('reads four opponents of one name as that level', () => {
    const four = 'hard#,hard#,hard#,hard#';
    expect([...readSoloRecord(file([line(four, 1, 20)])).keys()]).toEqual(['hard#']);
    expect(() => readSoloRecord(file([line('hard#', 1, 20), line(four, 1, 22)]))).toThrow(/line 2: hard# seed 1 twice/);
    expect([...readSoloRecord(file([line('hard#,hard#,medium#,medium#', 1, 20)])).keys()]).toEqual([
      'hard#,hard#,medium#,medium#',
    ]);
  });

  it('pairs a step on the shared seeds: the points it takes, their interval and the seeds each way', () => {
    const r = readSoloRecord(
      file([
        line('hard#', 1, 30),
        line('hard#', 2, 20),
        line('hard#', 3, 25),
        line('expert#', 1, 24),
        line('expert#', 2, 20),
        line('expert#', 3, 27),
        line('expert#', 4, 10),
      ]),
    );
    const [step] = soloStepRows(r);
    // Seed 4 has no Hard series: the gaps are 6, 0 and −2.
    expect(step).toMatchObject({
      step: 'Expert over Hard',
      shared: 3,
      lower: 25,
      upper: 23.7,
      gap: 1.3,
      fewer: 1,
      same: 1,
      more: 1,
    });
    const half = (t95(2) * Math.sqrt(((6 - 4 / 3) ** 2 + (4 / 3) ** 2 + (2 + 4 / 3) ** 2) / 2)) / Math.sqrt(3);
    expect(step.gapLow).toBeCloseTo(4 / 3 - half, 1);
    expect(step.gapHigh).toBeCloseTo(4 / 3 + half, 1);
  });

  it('compares a mixed field’s two levels race by race: places, pairings won and the gap’s interval', () => {
    const mixed = (seed: number, opponentSeats: string[], finishOrders: number[][]) =>
      JSON.stringify({
        opponents: 'hard#,hard#,medium#,medium#',
        laps: 3,
        fuel: false,
        series: [{ level: 'greedy:c=smart', seed, opponentSeats, finishOrders }],
      });
    const path = file([
      // Seats 1–2 Hard: places 1 and 2 against 4 and 5 (gap 3), then 2 and 5 against 3 and 4 (gap 0).
      mixed(
        1,
        ['hard#', 'hard#', 'medium#', 'medium#'],
        [
          [1, 2, 0, 3, 4],
          [0, 1, 3, 4, 2],
        ],
      ),
      // Seats 2 and 4 Hard: places 3 and 1 against 2 and 4 (gap 1).
      mixed(2, ['medium#', 'hard#', 'medium#', 'hard#'], [[4, 1, 2, 3, 0]]),
    ]);
    const [row] = readMixedFields(path);
    expect(row).toMatchObject({ step: 'Hard over Medium', series: 2, races: 3, upperPlace: 2.33, lowerPlace: 3.67 });
    // Pairings: 4 of 4, then 2 of 4 (2 beats 3 and 4; 5 beats neither), then 3 of 4 (1 beats both, 3 beats 4).
    expect([row.ahead, row.pairings]).toEqual([9, 12]);
    const half = (t95(2) * Math.sqrt(((3 - 4 / 3) ** 2 + (4 / 3) ** 2 + (1 - 4 / 3) ** 2) / 2)) / Math.sqrt(3);
    expect(row.gap).toBeCloseTo(4 / 3, 2);
    expect(row.gapLow).toBeCloseTo(4 / 3 - half, 2);
    // Each series' own gap, by seed: 3 and 0 in seed 1's two races, 1 in seed 2's.
    expect([...row.bySeed]).toEqual([
      [1, 1.5],
      [2, 1],
    ]);
    // Ahead of the fixed player (seat 0): Hard 2, 0, 2 of 6 cars; Medium 0, 0, 2 of 6.
    expect([row.upperAheadOfPlayer, row.lowerAheadOfPlayer]).toEqual([0.667, 0.333]);
    expect(mixedMarkdown([row])).toMatch(
      /\| Hard over Medium \| 2 \| 3 \| 2\.33 \| 3\.67 \| 9 of 12 \(75\.0 %\) \| 1\.33 .* \| 66\.7 % \/ 33\.3 % \|$/,
    );
  });

  it('compares two fields on the seeds both raced, seed by seed', () => {
    const row = (bySeed: [number, number][]): MixedFieldRow => ({
      step: '',
      series: bySeed.length,
      races: 5 * bySeed.length,
      upperPlace: 0,
      lowerPlace: 0,
      ahead: 0,
      pairings: 0,
      gap: 0,
      gapLow: 0,
      gapHigh: 0,
      bySeed: new Map(bySeed),
      upperAheadOfPlayer: 0,
      lowerAheadOfPlayer: 0,
    });
    const a = row([
      [1, 1],
      [2, 0.5],
      [3, 2],
    ]);
    const b = row([
      [1, 0],
      [2, 0.5],
      [4, 9],
    ]);
    // Seeds 1 and 2: differences 1 and 0.
    const paired = pairedFields(a, b);
    expect(paired).toMatchObject({ shared: 2, gap: 0.5 });
    expect(paired.gapLow).toBeCloseTo(0.5 - t95(1) * 0.5, 2);
    expect(paired.gapHigh).toBeCloseTo(0.5 + t95(1) * 0.5, 2);
  });

  it('t95 is Student’s two-sided 95 % quantile', () => {
    expect(t95(9)).toBeCloseTo(2.262, 2);
    expect(t95(29)).toBeCloseTo(2.045, 2);
    expect(t95(1000)).toBeCloseTo(1.962, 2);
  });
});

describe('the Automobiles levels in the solo series', () => {
  it('docs/ai.md states each level’s series, seeds, mean points and place as the solo record holds them', () => {
    const rows = aiDocTableRows(HEADING, 'opponents');
    // The ladder's levels, then the opponents beside it (SOLO_VARIANTS) that the fixed player raced.
    expect(rows.map((r) => r[0])).toEqual([
      'Beginner',
      'Easy',
      'Medium',
      'Hard',
      'Expert',
      SOLO_VARIANTS[0][0],
      'Expert, one round of playout (a candidate)',
      "Expert, Hard's moves and light buying (a candidate)",
    ]);
    expect(rows).toEqual(
      soloLevelRows(record).map((r) => [
        r.name,
        `${r.series}`,
        r.seeds,
        r.meanPoints.toFixed(1),
        r.meanPlace.toFixed(2),
      ]),
    );
    for (const [name, opponents] of [...SOLO_LADDER, ...SOLO_VARIANTS].filter(([, o]) => record.has(o))) {
      const seeds = [...record.get(opponents)!.keys()].sort((a, b) => a - b);
      expect(seeds.at(-1)! - seeds[0] + 1, `${name}: no seed missing in ${seeds[0]}–${seeds.at(-1)}`).toBe(
        seeds.length,
      );
    }
  });

  it('docs/ai.md states each step as the solo record holds it', () => {
    const rows = aiDocTableRows(HEADING, 'step');
    expect(rows).toEqual(
      soloStepRows(record).map((r) => [
        r.step,
        `${r.shared}`,
        r.lower.toFixed(1),
        r.upper.toFixed(1),
        `${r.gap.toFixed(1)} (${r.gapLow.toFixed(1)} to ${r.gapHigh.toFixed(1)})`,
        `${r.fewer} / ${r.same} / ${r.more}`,
      ]),
    );
  });

  it('docs/ai.md states each mixed field as its record holds it', () => {
    const rows = aiDocTableRows('### Two levels in the same races: the mixed fields', 'field');
    expect(rows.map((r) => r[0])).toEqual(MIXED.map((f) => f.step));
    expect(rows.join('\n')).toBe(markdownCells(mixedMarkdown(MIXED)).join('\n'));
  });

  // What docs/ai.md says the records show (above Medium the points do not separate the levels: the mixed fields do).
  it('shows Easy over Beginner and Medium over Easy by the fixed player’s points: the interval above 0 on ≥ 30 seeds', () => {
    const steps = soloStepRows(record);
    expect(steps.map((s) => s.step)).toEqual([
      'Easy over Beginner',
      'Medium over Easy',
      'Hard over Medium',
      'Expert over Hard',
      LIGHT,
      "Expert, Hard's moves and light buying (a candidate) over Expert",
      'Expert, one round of playout (a candidate) over Hard',
    ]);
    for (const s of steps.slice(0, 2)) {
      expect(s.shared, s.step).toBeGreaterThanOrEqual(30);
      expect(s.gapLow, s.step).toBeGreaterThan(0);
    }
  });

  it('says the fixed player’s points do not separate the levels above Medium: their intervals hold 0', () => {
    for (const s of soloStepRows(record).slice(2, 4)) {
      expect(s.shared, s.step).toBeGreaterThanOrEqual(23);
      expect(s.gapLow, s.step).toBeLessThan(0);
      expect(s.gapHigh, s.step).toBeGreaterThan(0);
    }
  });

  it('shows Hard over Medium in the same races, and Expert over the Hard of session 11: the upper level’s cars ahead, the interval above 0', () => {
    for (const name of ['Hard over Medium', `Expert over ${SOLO_VARIANTS[0][0]}`]) {
      const step = MIXED.find((f) => f.step === name);
      expect(step, name).toBeDefined();
      expect(step!.races, name).toBeGreaterThanOrEqual(25);
      expect(step!.upperPlace, name).toBeLessThan(step!.lowerPlace);
      expect(step!.gapLow, name).toBeGreaterThan(0);
    }
  });

  it('says Expert over the Hard that buys the series as a season is not shown yet: its interval holds 0', () => {
    const step = MIXED.find((f) => f.step === 'Expert over Hard')!;
    expect(step.races).toBeGreaterThanOrEqual(25);
    expect(step.gapLow).toBeLessThan(0);
  });

  it('shows that Hard’s search gains in the solo series: Hard over its rules alone, the interval above 0', () => {
    const step = MIXED.find((f) => f.step === 'Hard over Hard, its rules alone')!;
    expect(step.races).toBeGreaterThanOrEqual(25);
    expect(step.upperPlace).toBeLessThan(step.lowerPlace);
    expect(step.gapLow).toBeGreaterThan(0);
  });

  it('says no other candidate for Expert is shown a step above Hard: each interval holds 0', () => {
    const candidates = MIXED.filter((f) => f.step.startsWith('Expert,') && f.step.endsWith(' over Hard'));
    expect(candidates.map((f) => f.step)).toEqual([
      'Expert, season buying (a candidate) over Hard',
      'Expert, playing for place (a candidate) over Hard',
      'Expert, one round of playout (a candidate) over Hard',
      'Expert, its rules alone over Hard',
      "Expert, Hard's moves (a candidate) over Hard",
      LIGHT,
    ]);
    for (const f of candidates.filter((c) => c.step !== LIGHT)) {
      expect(f.races, f.step).toBeGreaterThanOrEqual(50);
      expect(f.gapLow, f.step).toBeLessThan(0);
    }
  });

  it('shows Expert with Hard’s moves and light buying ahead of Hard in the same races, on the 30 fresh seeds planned alone too, and not yet ahead of Expert as it is', () => {
    const light = MIXED.find((f) => f.step === LIGHT)!;
    expect(light.races).toBeGreaterThanOrEqual(300);
    expect(light.upperPlace).toBeLessThan(light.lowerPlace);
    expect(light.gapLow).toBeGreaterThan(0);
    const [fresh] = FRESH;
    expect([...fresh.bySeed.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => 37 + i));
    expect(fresh.upperPlace).toBeLessThan(fresh.lowerPlace);
    expect(fresh.gapLow).toBeGreaterThan(0);
    // Car for car harder on the fixed player too: its cars finished ahead of the player more often.
    expect(light.upperAheadOfPlayer).toBeGreaterThan(light.lowerAheadOfPlayer + 0.05);
    // On the seeds Expert as it is raced against Hard, seed by seed: the difference's interval holds 0.
    const paired = pairedFields(
      light,
      MIXED.find((f) => f.step === 'Expert over Hard')!,
    );
    expect(paired.shared).toBeGreaterThanOrEqual(18);
    expect(paired.gap).toBeGreaterThan(0);
    expect(paired.gapLow).toBeLessThan(0);
  });

  it('docs/ai.md states the fresh seeds’ series as the record holds them', () => {
    const rows = aiDocTableRows('### The confirmation: 30 fresh seeds planned in advance', 'field');
    expect(rows.join('\n')).toBe(markdownCells(mixedMarkdown(FRESH)).join('\n'));
  });

  it('shows why the light candidate is not Expert: the fixed player took more points against four of it than against four Hard', () => {
    const step = soloStepRows(record).find((r) => r.step === LIGHT)!;
    expect(step.shared).toBeGreaterThanOrEqual(20);
    expect(step.upper).toBeGreaterThan(step.lower);
    expect(step.gapHigh).toBeLessThan(0);
    expect(step.more).toBeGreaterThan(step.fewer);
    // And more than against four of today's Expert, on the same seeds.
    const expert = soloStepRows(record).find((r) => r.step === `${LIGHT.replace(/ over Hard$/, '')} over Expert`)!;
    expect(expert.shared).toBe(step.shared);
    expect(expert.gapHigh).toBeLessThan(0);
  });

  it('says Expert looking one round ahead is no step above Hard by the fixed player’s points: its interval holds 0', () => {
    const step = soloStepRows(record).find((r) => r.step === 'Expert, one round of playout (a candidate) over Hard')!;
    expect(step.shared).toBeGreaterThanOrEqual(23);
    expect(step.gapLow).toBeLessThan(0);
    expect(step.gapHigh).toBeGreaterThan(0);
  });

  it('shows why Hard buys the series as a season: with its race buying it was no step above Medium', () => {
    const before = MIXED.find((f) => f.step === `${SOLO_VARIANTS[0][0]} over Medium`)!;
    expect(before.races).toBeGreaterThanOrEqual(25);
    expect(before.gapLow).toBeLessThan(0);
    expect(before.gapHigh).toBeGreaterThan(0);
  });
});
