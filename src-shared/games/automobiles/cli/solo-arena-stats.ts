import { SOLO_RATINGS, soloRating } from '..';
import type { SoloArenaResult } from './solo-arena-series';

/** One bot level's record in the human's seat of the solo series. */
export interface SoloLevelRow {
  level: string;
  series: number;
  meanPoints: number;
  /** The rating bands as steps (0 Did Not Qualify … 5 Series Champion), averaged over the series. */
  meanRatingStep: number;
  /** The band of the mean points. */
  ratingOfMean: string;
  /** How many series ended in each band, lowest band first. */
  ratings: number[];
  meanPlace: number;
  msPerDecision: number;
}

const RATING_NAMES = SOLO_RATINGS.map(([, name]) => name);

/** Per level, in the order the levels were given. */
export function soloLevelRows(levels: string[], results: SoloArenaResult[]): SoloLevelRow[] {
  return levels.map((level) => {
    const mine = results.filter((r) => r.level === level);
    const n = Math.max(1, mine.length);
    const ratings = RATING_NAMES.map(() => 0);
    for (const r of mine) ratings[RATING_NAMES.indexOf(r.rating)]++;
    const meanPoints = mine.reduce((a, r) => a + r.points, 0) / n;
    const places = mine.flatMap((r) => r.places);
    const decisions = mine.reduce((a, r) => a + r.decisions, 0);
    return {
      level,
      series: mine.length,
      meanPoints,
      meanRatingStep: ratings.reduce((a, k, i) => a + k * i, 0) / n,
      ratingOfMean: soloRating(Math.floor(meanPoints)),
      ratings,
      meanPlace: places.reduce((a, b) => a + b, 0) / Math.max(1, places.length),
      msPerDecision: decisions ? mine.reduce((a, r) => a + r.thinkMs, 0) / decisions : 0,
    };
  });
}

export function formatSoloTable(rows: SoloLevelRow[]): string {
  const head = ['level', 'series', 'mean points', 'mean rating', 'rating of mean', 'mean place', ...RATING_NAMES];
  const body = rows.map((r) => [
    r.level,
    String(r.series),
    r.meanPoints.toFixed(1),
    `${r.meanRatingStep.toFixed(2)} (${RATING_NAMES[Math.round(r.meanRatingStep)]})`,
    r.ratingOfMean,
    r.meanPlace.toFixed(2),
    ...r.ratings.map(String),
  ]);
  return aligned(head, body);
}

/** One opponent bot's record in the races of the solo series (a mixed field compares them). */
export interface SoloOpponentRow {
  bot: string;
  /** Races raced, one a seat. */
  races: number;
  wins: number;
  meanPlace: number;
}

/** Per opponent bot, in the order of their first seat. */
export function soloOpponentRows(results: SoloArenaResult[]): SoloOpponentRow[] {
  const rows = new Map<string, { races: number; wins: number; places: number }>();
  for (const r of results)
    for (const order of r.finishOrders)
      r.opponentSeats.forEach((bot, i) => {
        const row = rows.get(bot) ?? { races: 0, wins: 0, places: 0 };
        const place = order.indexOf(i + 1) + 1;
        row.races++;
        row.places += place;
        if (place === 1) row.wins++;
        rows.set(bot, row);
      });
  return [...rows].map(([bot, x]) => ({ bot, races: x.races, wins: x.wins, meanPlace: x.places / x.races }));
}

export function formatOpponentTable(rows: SoloOpponentRow[]): string {
  const head = ['opponent', 'races', 'wins', 'mean place'];
  const body = rows.map((r) => [r.bot, String(r.races), String(r.wins), r.meanPlace.toFixed(2)]);
  return aligned(head, body);
}

/** Columns padded to their widest cell: the first to the left, the others to the right. */
function aligned(head: string[], body: string[][]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(head), ...body.map(line)].join('\n');
}
