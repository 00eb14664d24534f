/**
 * The solo record (docs/ai/automobiles-solo.jsonl): one line per `arena --solo … --json` run,
 * the fixed player's series against four opponents of one level. Read by solo-ladder.test.ts and
 * printed as docs/ai.md's tables by tests/bench/solo-ladder-table.ts.
 */
import { readFileSync } from 'node:fs';

interface SoloRun {
  opponents: string;
  laps: number;
  fuel: boolean;
  series: { level: string; seed: number; points: number; places: number[] }[];
}

export interface SoloSeries {
  points: number;
  places: number[];
}

/** The ladder from the bottom: its name in docs/ai.md, and the solo arena's --opponents. */
export const SOLO_LADDER: readonly [name: string, opponents: string][] = [
  ['Beginner', 'beginner'],
  ['Easy', 'easy#'],
  ['Medium', 'medium#'],
  ['Hard', 'hard#'],
  ['Expert', 'expert#'],
];

/**
 * Opponents measured beside the ladder: a level as it was before a change, or a candidate for
 * one. Hard bought the solo series by its race rules until wave 3 session 12 (levels.ts
 * LEVEL_SOLO_BUYING; the arena's `hard#:sb=own` plays that Hard); `expert#:sb=learned` is Expert
 * buying the series as it buys a season, measured in session 12 as a candidate. Session 13's
 * candidates for Expert: its search playing for place (`so=place`), looking one round ahead
 * instead of two (`p=5`: five turns of five cars), and the two levels' rules alone, without their
 * search (`w=1`: one candidate turn, the rules' own). Session 14's: Expert playing its own turns in
 * the series by Hard's move rules (`sm=base`), and with them buying for the series with its learned
 * model at its race weight (`sb=light`): Expert's in session 15, not since session 16 (the fixed
 * player took more points against four of it than against four Hard).
 */
export const SOLO_VARIANTS: readonly [name: string, opponents: string][] = [
  ['Hard, race buying (to session 11)', 'hard#:sb=own'],
  ['Expert, season buying (a candidate)', 'expert#:sb=learned'],
  ['Expert, playing for place (a candidate)', 'expert#:so=place'],
  ['Expert, one round of playout (a candidate)', 'expert#:p=5'],
  ['Expert, its rules alone', 'expert#:w=1'],
  ['Hard, its rules alone', 'hard#:w=1'],
  ["Expert, Hard's moves (a candidate)", 'expert#:sm=base'],
  ["Expert, Hard's moves and light buying (a candidate)", 'expert#:sm=base:sb=light'],
];

const rung = (name: string) => [...SOLO_LADDER, ...SOLO_VARIANTS].find(([n]) => n === name)!;

/** The mixed fields compared: two of the upper level and two of the lower among the four opponents. */
export const MIXED_FIELDS: readonly [upper: readonly [string, string], lower: readonly [string, string]][] = [
  [rung('Hard'), rung('Medium')],
  [rung('Hard, race buying (to session 11)'), rung('Medium')],
  [rung('Expert'), rung('Hard')],
  [rung('Expert'), rung('Hard, race buying (to session 11)')],
  [rung('Expert, season buying (a candidate)'), rung('Hard')],
  [rung('Expert, playing for place (a candidate)'), rung('Hard')],
  [rung('Expert, one round of playout (a candidate)'), rung('Hard')],
  [rung('Expert, its rules alone'), rung('Hard')],
  [rung('Expert, its rules alone'), rung('Hard, its rules alone')],
  [rung('Hard'), rung('Hard, its rules alone')],
  [rung("Expert, Hard's moves (a candidate)"), rung('Hard')],
  [rung("Expert, Hard's moves and light buying (a candidate)"), rung('Hard')],
];

export const FIXED_PLAYER = 'greedy:c=smart';

/** Each level's series by seed; a line of other conditions or a seed twice throws, naming the line. */
export function readSoloRecord(path: string | URL): Map<string, Map<number, SoloSeries>> {
  const record = new Map<string, Map<number, SoloSeries>>();
  for (const [i, line] of readFileSync(path, 'utf8').split('\n').filter(Boolean).entries()) {
    const run = JSON.parse(line) as SoloRun;
    if (run.laps !== 3 || run.fuel) throw new Error(`line ${i + 1}: not 3 laps without Fuel Mixture`);
    // `--opponents hard#,hard#,hard#,hard#` seats the four opponents `--opponents hard#` seats.
    const names = new Set(run.opponents.split(','));
    const opponents = names.size === 1 ? [...names][0] : run.opponents;
    const bySeed = record.get(opponents) ?? new Map<number, SoloSeries>();
    for (const s of run.series) {
      if (s.level !== FIXED_PLAYER) throw new Error(`line ${i + 1}: ${s.level} is not the fixed player`);
      if (bySeed.has(s.seed)) throw new Error(`line ${i + 1}: ${opponents} seed ${s.seed} twice`);
      if (s.places.length !== 5) throw new Error(`line ${i + 1}: a series has 5 races`);
      bySeed.set(s.seed, { points: s.points, places: s.places });
    }
    record.set(opponents, bySeed);
  }
  return record;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

export interface SoloLevelRow {
  name: string;
  series: number;
  /** "first–last" */
  seeds: string;
  meanPoints: number;
  meanPlace: number;
}

export function soloLevelRows(record: Map<string, Map<number, SoloSeries>>): SoloLevelRow[] {
  return [...SOLO_LADDER, ...SOLO_VARIANTS]
    .filter(([, o]) => record.has(o))
    .map(([name, o]) => {
      const bySeed = record.get(o)!;
      const seeds = [...bySeed.keys()].sort((a, b) => a - b);
      const all = [...bySeed.values()];
      return {
        name,
        series: seeds.length,
        seeds: `${seeds[0]}–${seeds.at(-1)}`,
        meanPoints: round(mean(all.map((x) => x.points)), 1),
        meanPlace: round(mean(all.map((x) => mean(x.places))), 2),
      };
    });
}

/** Student's t quantile for a two-sided 95 % interval (Cornish–Fisher from the normal's 1.96). */
export function t95(df: number): number {
  const z = 1.959964;
  return z + (z ** 3 + z) / (4 * df) + (5 * z ** 5 + 16 * z ** 3 + 3 * z) / (96 * df * df);
}

/** The mean of `xs` and the half-width of its 95 % interval (Student's t). */
export function meanAndHalfInterval(xs: number[]): [mean: number, half: number] {
  const m = mean(xs);
  const sd = Math.sqrt(xs.reduce((a, d) => a + (d - m) ** 2, 0) / Math.max(1, xs.length - 1));
  return [m, (t95(Math.max(1, xs.length - 1)) * sd) / Math.sqrt(xs.length)];
}

export interface SoloStepRow {
  step: string;
  shared: number;
  lower: number;
  upper: number;
  /** Points the upper level takes off the fixed player a series (lower − upper), and its paired 95 % interval. */
  gap: number;
  gapLow: number;
  gapHigh: number;
  /** Seeds where the fixed player scored fewer / as many / more points against the upper level. */
  fewer: number;
  same: number;
  more: number;
}

/**
 * Opponents the fixed player raced beside the ladder, compared by its points with a level of it
 * (upper, lower): session 15's Expert, whose cars finished ahead of Hard's in the same races, took
 * fewer points off the player than four Hard did, and than four of today's Expert, so it is not
 * Expert since session 16; and Expert searching one round ahead (`p=5`, session 16's series).
 */
export const SOLO_COMPARED: readonly [upper: string, lower: string][] = [
  ["Expert, Hard's moves and light buying (a candidate)", 'Hard'],
  ["Expert, Hard's moves and light buying (a candidate)", 'Expert'],
  ['Expert, one round of playout (a candidate)', 'Hard'],
];

/** Each step of the ladder, then each of SOLO_COMPARED, on the seeds both its levels were measured on. */
export function soloStepRows(record: Map<string, Map<number, SoloSeries>>): SoloStepRow[] {
  const rows: SoloStepRow[] = [];
  const steps = [...SOLO_LADDER.slice(1).map(([name], i) => [name, SOLO_LADDER[i][0]] as const), ...SOLO_COMPARED];
  for (const [upperName, lowerName] of steps) {
    const lower = record.get(rung(lowerName)[1]);
    const upper = record.get(rung(upperName)[1]);
    if (!lower || !upper) continue;
    const shared = [...upper.keys()].filter((seed) => lower.has(seed)).sort((a, b) => a - b);
    const diffs = shared.map((seed) => lower.get(seed)!.points - upper.get(seed)!.points);
    const [gap, half] = meanAndHalfInterval(diffs);
    rows.push({
      step: `${upperName} over ${lowerName}`,
      shared: shared.length,
      lower: round(mean(shared.map((s) => lower.get(s)!.points)), 1),
      upper: round(mean(shared.map((s) => upper.get(s)!.points)), 1),
      gap: round(gap, 1),
      gapLow: round(gap - half, 1),
      gapHigh: round(gap + half, 1),
      fewer: diffs.filter((d) => d > 0).length,
      same: diffs.filter((d) => d === 0).length,
      more: diffs.filter((d) => d < 0).length,
    });
  }
  return rows;
}

/** docs/ai.md's two tables. */
export function soloMarkdown(record: Map<string, Map<number, SoloSeries>>): string {
  const lines = [
    '| opponents | series | seeds | the fixed player’s mean points | its mean place |',
    '|---|---|---|---|---|',
    ...soloLevelRows(record).map(
      (r) => `| ${r.name} | ${r.series} | ${r.seeds} | ${r.meanPoints.toFixed(1)} | ${r.meanPlace.toFixed(2)} |`,
    ),
    '',
    '| step | shared seeds | points against the lower | against the upper | points the step takes (95 % interval) | seeds fewer / same / more |',
    '|---|---|---|---|---|---|',
    ...soloStepRows(record).map(
      (r) =>
        `| ${r.step} | ${r.shared} | ${r.lower.toFixed(1)} | ${r.upper.toFixed(1)} | ${r.gap.toFixed(1)} (${r.gapLow.toFixed(1)} to ${r.gapHigh.toFixed(1)}) | ${r.fewer} / ${r.same} / ${r.more} |`,
    ),
  ];
  return lines.join('\n');
}

interface MixedRun {
  opponents: string;
  laps: number;
  fuel: boolean;
  series: { level: string; seed: number; opponentSeats: string[]; finishOrders: number[][] }[];
}

export interface MixedFieldRow {
  /** "Expert over Hard": two of each level among the fixed player's four opponents. */
  step: string;
  series: number;
  races: number;
  upperPlace: number;
  lowerPlace: number;
  /** Pairings (an upper car and a lower car in one race, four a race) the upper car finished ahead in. */
  ahead: number;
  pairings: number;
  /** The lower cars' mean place minus the upper cars', a race, and its 95 % interval over the races. */
  gap: number;
  gapLow: number;
  gapHigh: number;
  /** Each series' gap (its races' mean) by seed: two fields compared on the seeds both raced. */
  bySeed: Map<number, number>;
  /**
   * The share of the upper level's cars, and of the lower's, that finished ahead of the fixed
   * player (a car a race): how hard each level's cars were on the player in the same races.
   */
  upperAheadOfPlayer: number;
  lowerAheadOfPlayer: number;
}

/**
 * The mixed-field record (docs/ai/automobiles-solo-mixed.jsonl): series against two opponents of
 * each of two neighbouring levels, one `arena --solo --opponents U,U,L,L … --json` a line; per
 * field, how the upper level's cars placed against the lower's in the same races. `onSeed` keeps
 * the series of the seeds it accepts (a run judged on its own seeds).
 */
export function readMixedFields(path: string | URL, onSeed: (seed: number) => boolean = () => true): MixedFieldRow[] {
  const byField = new Map<string, MixedRun['series']>();
  for (const [i, line] of readFileSync(path, 'utf8').split('\n').filter(Boolean).entries()) {
    const run = JSON.parse(line) as MixedRun;
    if (run.laps !== 3 || run.fuel) throw new Error(`line ${i + 1}: not 3 laps without Fuel Mixture`);
    const list = byField.get(run.opponents) ?? [];
    for (const s of run.series) {
      if (s.level !== FIXED_PLAYER) throw new Error(`line ${i + 1}: ${s.level} is not the fixed player`);
      if (list.some((x) => x.seed === s.seed)) throw new Error(`line ${i + 1}: ${run.opponents} seed ${s.seed} twice`);
      list.push(s);
    }
    byField.set(run.opponents, list);
  }
  const rows: MixedFieldRow[] = [];
  for (const [[upperName, upper], [lowerName, lower]] of MIXED_FIELDS) {
    const series = byField.get([upper, upper, lower, lower].join(','))?.filter((s) => onSeed(s.seed));
    if (!series?.length) continue;
    const gaps: number[] = [];
    let up = 0;
    let low = 0;
    let ahead = 0;
    let pairings = 0;
    let upperBeatPlayer = 0;
    let lowerBeatPlayer = 0;
    const bySeed = new Map<number, number>();
    for (const s of series) {
      const before = gaps.length;
      for (const order of s.finishOrders) {
        const place = (bot: string) =>
          s.opponentSeats.flatMap((b, seat) => (b === bot ? [order.indexOf(seat + 1) + 1] : []));
        const [u, l] = [place(upper), place(lower)];
        const player = order.indexOf(0) + 1;
        upperBeatPlayer += u.filter((p) => p < player).length;
        lowerBeatPlayer += l.filter((p) => p < player).length;
        up += u[0] + u[1];
        low += l[0] + l[1];
        gaps.push((l[0] + l[1] - u[0] - u[1]) / 2);
        for (const a of u)
          for (const b of l) {
            pairings++;
            if (a < b) ahead++;
          }
      }
      bySeed.set(s.seed, mean(gaps.slice(before)));
    }
    const [gap, half] = meanAndHalfInterval(gaps);
    rows.push({
      step: `${upperName} over ${lowerName}`,
      series: series.length,
      races: gaps.length,
      upperPlace: round(up / (2 * gaps.length), 2),
      lowerPlace: round(low / (2 * gaps.length), 2),
      ahead,
      pairings,
      gap: round(gap, 2),
      gapLow: round(gap - half, 2),
      gapHigh: round(gap + half, 2),
      bySeed,
      upperAheadOfPlayer: round(upperBeatPlayer / (2 * gaps.length), 3),
      lowerAheadOfPlayer: round(lowerBeatPlayer / (2 * gaps.length), 3),
    });
  }
  return rows;
}

/**
 * Two fields against the same lower level, on the seeds both raced: how much more the first's
 * upper level gains a race than the second's (its series' gaps minus the other's, seed by seed),
 * and the 95 % interval of that difference over the shared seeds.
 */
export function pairedFields(
  a: MixedFieldRow,
  b: MixedFieldRow,
): { shared: number; gap: number; gapLow: number; gapHigh: number } {
  const shared = [...a.bySeed.keys()].filter((seed) => b.bySeed.has(seed));
  const [gap, half] = meanAndHalfInterval(shared.map((seed) => a.bySeed.get(seed)! - b.bySeed.get(seed)!));
  return { shared: shared.length, gap: round(gap, 2), gapLow: round(gap - half, 2), gapHigh: round(gap + half, 2) };
}

/** docs/ai.md's mixed-field table. */
export function mixedMarkdown(rows: MixedFieldRow[]): string {
  return [
    '| field | series | races | mean place of the upper level | of the lower | pairings the upper car won | places a race (95 % interval) | cars ahead of the fixed player, upper / lower |',
    '|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.step} | ${r.series} | ${r.races} | ${r.upperPlace.toFixed(2)} | ${r.lowerPlace.toFixed(2)} | ${r.ahead} of ${r.pairings} (${((100 * r.ahead) / r.pairings).toFixed(1)} %) | ${r.gap.toFixed(2)} (${r.gapLow.toFixed(2)} to ${r.gapHigh.toFixed(2)}) | ${(100 * r.upperAheadOfPlayer).toFixed(1)} % / ${(100 * r.lowerAheadOfPlayer).toFixed(1)} % |`,
    ),
  ].join('\n');
}
