/**
 * A profile's statistics from the records (pure): races and wins per game, win rate by
 * opponent level and by track, head-to-head against each level and each other profile,
 * championships, the solo series' best and titles, personal bests, and the running win
 * rate race by race (for the picture).
 */
import type { SessionGameId } from '../session/game-plugin';
import { seatOfProfile, type RaceRecord } from './race-record';

export interface Tally {
  races: number;
  wins: number;
}

export interface TrackStats extends Tally {
  game: SessionGameId;
  track: string;
  /** The personal best: the fewest rounds of a race finished on this track. */
  fewestRounds: number;
}

export type Opponent = { kind: 'level'; game: SessionGameId; level: string } | { kind: 'profile'; profile: string };

export interface HeadToHead {
  opponent: Opponent;
  /** Races where the profile finished ahead of this opponent, and behind it. */
  ahead: number;
  behind: number;
}

export interface ProfileStatistics {
  byGame: ({ game: SessionGameId } & Tally)[];
  /** Races against at least one bot of the level (a race counts once per level). */
  byLevel: ({ game: SessionGameId; level: string } & Tally)[];
  byTrack: TrackStats[];
  headToHead: HeadToHead[];
  championships: { seasons: number; titles: number };
  solo: { series: number; bestPoints: number | null; bestRating: string | null; ratings: string[] };
  /** Race by race, oldest first: the running win rate (0–1) after each race. */
  winRateOverTime: { date: string; rate: number }[];
}

type Row<K> = { key: string; value: K };
function bump<K extends Tally>(map: Map<string, Row<K>>, key: string, make: () => K, won: boolean): K {
  let row = map.get(key);
  if (!row) map.set(key, (row = { key, value: make() }));
  row.value.races++;
  if (won) row.value.wins++;
  return row.value;
}

/** The records a profile took part in, oldest first. */
export function recordsOf(records: readonly RaceRecord[], profile: string): RaceRecord[] {
  return records
    .filter((r) => seatOfProfile(r, profile) >= 0)
    .slice()
    .sort((a, b) => a.date.localeCompare(b.date));
}

export function profileStatistics(records: readonly RaceRecord[], profile: string): ProfileStatistics {
  const games = new Map<string, Row<{ game: SessionGameId } & Tally>>();
  const levels = new Map<string, Row<{ game: SessionGameId; level: string } & Tally>>();
  const tracks = new Map<string, Row<TrackStats>>();
  const h2h = new Map<string, HeadToHead>();
  const stats: ProfileStatistics = {
    byGame: [],
    byLevel: [],
    byTrack: [],
    headToHead: [],
    championships: { seasons: 0, titles: 0 },
    solo: { series: 0, bestPoints: null, bestRating: null, ratings: [] },
    winRateOverTime: [],
  };
  let races = 0;
  let wins = 0;
  for (const r of recordsOf(records, profile)) {
    const seat = seatOfProfile(r, profile);
    const place = r.finish.indexOf(seat);
    const won = place === 0;
    if (r.kind === 'season') {
      stats.championships.seasons++;
      if (won) stats.championships.titles++;
      continue;
    }
    if (r.kind === 'series') {
      stats.solo.series++;
      if (r.solo && (stats.solo.bestPoints === null || r.solo.points > stats.solo.bestPoints)) {
        stats.solo.bestPoints = r.solo.points;
        stats.solo.bestRating = r.solo.rating;
      }
      if (r.solo && !stats.solo.ratings.includes(r.solo.rating)) stats.solo.ratings.push(r.solo.rating);
      continue;
    }
    races++;
    if (won) wins++;
    stats.winRateOverTime.push({ date: r.date, rate: wins / races });
    bump(games, r.game, () => ({ game: r.game, races: 0, wins: 0 }), won);
    const t = bump(
      tracks,
      `${r.game}|${r.track}`,
      () => ({ game: r.game, track: r.track, races: 0, wins: 0, fewestRounds: Infinity }),
      won,
    );
    if (r.rounds > 0) t.fewestRounds = Math.min(t.fewestRounds, r.rounds);
    const seen = new Set<string>();
    r.seats.forEach((other, i) => {
      if (i === seat) return;
      let opponent: Opponent | null = null;
      if (other.kind === 'bot' && other.level) opponent = { kind: 'level', game: r.game, level: other.level };
      else if (other.kind === 'human' && other.profile && other.profile !== profile)
        opponent = { kind: 'profile', profile: other.profile };
      if (!opponent) return;
      const key = opponent.kind === 'level' ? `level|${r.game}|${opponent.level}` : `profile|${opponent.profile}`;
      if (opponent.kind === 'level' && !seen.has(key)) {
        seen.add(key);
        bump(levels, key, () => ({ game: r.game, level: other.level!, races: 0, wins: 0 }), won);
      }
      let row = h2h.get(key);
      if (!row) h2h.set(key, (row = { opponent, ahead: 0, behind: 0 }));
      const theirs = r.finish.indexOf(i);
      if (place >= 0 && (theirs < 0 || place < theirs)) row.ahead++;
      else if (theirs >= 0) row.behind++;
    });
  }
  stats.byGame = [...games.values()].map((x) => x.value);
  stats.byLevel = [...levels.values()].map((x) => x.value);
  stats.byTrack = [...tracks.values()]
    .map((x) => x.value)
    .map((t) => ({ ...t, fewestRounds: Number.isFinite(t.fewestRounds) ? t.fewestRounds : 0 }));
  stats.headToHead = [...h2h.values()];
  return stats;
}

/** Wins over races, 0 when there are none. */
export const winRate = (t: Tally): number => (t.races === 0 ? 0 : t.wins / t.races);
