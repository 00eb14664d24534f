import { findTrack, type GameEvent, type GameState } from '..';
import type { LogEntry as AnyLogEntry } from '../../../session/game-plugin';
import type { AutomobilesLogMessage } from './log-messages';
import type { PlayerStats } from './view-types';

/** A line of this game's log before the session numbers it. */
type LogEntry = AnyLogEntry<AutomobilesLogMessage>;

/** The first log line of a game: where and how long (a season lists its tracks). */
export function startLine(o: {
  track: string;
  laps: number;
  season?: { tracks: string[] } | null;
  players: unknown[];
}): LogEntry {
  const cars = o.players.length;
  return o.season
    ? { player: -1, kind: 'info', key: 'seasonStart', tracks: [...o.season.tracks], laps: o.laps, cars }
    : { player: -1, kind: 'info', key: 'raceStart', track: o.track, laps: o.laps, cars };
}

/** Where a car stopped, as the screen names it: the space's colours, its lane and the track's lanes. */
function placeOf(s: GameState | undefined, space: number): { colors: string[]; lane: number; lanes: number } | null {
  const track = s ? findTrack(s.track) : undefined;
  const def = track?.spaces[space];
  if (!track || !def) return null;
  return { colors: [...def.colors], lane: def.lane, lanes: track.lanes };
}

/**
 * A log line for a domain event (a message key and its parameters), or null for events too
 * fine-grained for the log (single cube steps, phase markers that the next line makes obvious).
 * `s` is the state after the event's action (it names the space a car stopped on).
 */
export function describeEvent(e: GameEvent, s?: GameState): LogEntry | null {
  switch (e.type) {
    case 'turnStarted':
      return { player: e.player, kind: 'turn', key: 'turn', p: e.player, n: e.round };
    case 'setupStarted':
      return { player: e.player, kind: 'turn', key: 'setupBuy', p: e.player, money: e.allowance };
    case 'cubePlayed':
      return { player: e.player, kind: 'play', key: 'cubePlayed', p: e.player, color: e.color, card: e.card };
    case 'cubesDrawn':
      return {
        player: e.player,
        kind: 'draw',
        key: 'cubesDrawn',
        p: e.player,
        colors: [...e.colors],
        reason: e.reason,
      };
    case 'bagRefilled':
      return { player: e.player, kind: 'draw', key: 'bagRefilled', p: e.player, count: e.count };
    case 'cubeMoved':
      return {
        player: e.player,
        kind: 'play',
        key: 'cubeMoved',
        p: e.player,
        colors: [e.color],
        from: e.from,
        to: e.to,
        reason: e.reason,
      };
    case 'cubeRemoved':
      // A pit stop's wear is counted by its own line.
      if (e.reason === 'pit stop') return null;
      return {
        player: e.player,
        kind: 'play',
        key: 'cubeRemoved',
        p: e.player,
        colors: [e.color],
        from: e.from,
        reason: e.reason,
      };
    case 'cubeGained':
      return { player: e.player, kind: 'buy', key: 'cubeGained', p: e.player, colors: [e.color], reason: e.reason };
    case 'cubeBought':
      return {
        player: e.player,
        kind: 'buy',
        key: 'cubeBought',
        p: e.player,
        color: e.color,
        cost: e.cost,
        left: e.moneyLeft,
      };
    case 'wearGained':
      return {
        player: e.player,
        kind: 'wear',
        key: 'wearGained',
        p: e.player,
        count: e.count,
        reason: e.reason,
        missing: e.missing,
      };
    case 'phaseChanged':
      return e.phase === 'buy' ? { player: e.player, kind: 'info', key: 'buyPhase', p: e.player } : null;
    case 'carMoved':
      return {
        player: e.player,
        kind: 'move',
        key: 'carMoved',
        p: e.player,
        spaces: e.path.length,
        to: e.to.space,
        place: placeOf(s, e.to.space),
      };
    case 'lapCompleted':
      return { player: e.player, kind: 'lap', key: 'lap', p: e.player, lap: e.lap, of: e.of };
    case 'drafting':
      return e.reason === 'aerodynamics'
        ? { player: e.player, kind: 'wear', key: 'aerodynamics', p: e.player }
        : { player: e.player, kind: 'wear', key: 'drafting', p: e.player, behind: e.behind ?? -1 };
    case 'pitStop':
      return { player: e.player, kind: 'wear', key: 'pitStop', p: e.player, removed: e.wearRemoved };
    case 'boostReply':
      // A draw is logged by its cubesDrawn event.
      return e.drew ? null : { player: e.player, kind: 'draw', key: 'boostNoDraw', p: e.player };
    case 'finalRound':
      return { player: e.player, kind: 'finish', key: 'finalRound', p: e.player };
    case 'roundLimit':
      return { player: -1, kind: 'finish', key: 'roundLimit', n: e.round };
    case 'raceFinished':
      return { player: e.finishOrder[0] ?? -1, kind: 'finish', key: 'raceOver', order: [...e.finishOrder] };
    case 'driverChosen':
      return { player: e.player, kind: 'info', key: 'driverChosen', p: e.player, driver: e.driver };
    case 'seasonRaceScored':
      return {
        player: -1,
        kind: 'finish',
        key: 'racePoints',
        race: e.race,
        points: [...e.points],
        total: [...e.total],
      };
    case 'sponsorChosen':
      return { player: e.player, kind: 'info', key: 'sponsorChosen', p: e.player, sponsor: e.sponsor, kept: e.kept };
    case 'sponsorRemoved':
      return { player: e.by, kind: 'info', key: 'sponsorRemoved', p: e.by, sponsor: e.sponsor };
    case 'raceStarted':
      return {
        player: -1,
        kind: 'info',
        key: 'raceStarted',
        race: e.race,
        track: e.track,
        grid: [...e.turnOrder],
      };
    case 'seasonFinished':
      return {
        player: e.standings[0] ?? -1,
        kind: 'finish',
        key: 'seasonOver',
        standings: [...e.standings],
        points: [...e.points],
      };
    case 'momentum':
      // Cars slide to the front of their space: said in the log, so the race order never changes unexplained.
      return {
        player: e.moves.length === 1 ? e.moves[0].player : -1,
        kind: 'move',
        key: 'momentum',
        moves: e.moves.map((m) => ({ p: m.player, segments: m.from - m.to })),
      };
    case 'fuelCardChosen':
      return { player: e.player, kind: 'info', key: 'fuelCardChosen', p: e.player, card: e.card };
    case 'fuelUsed':
      return { player: e.player, kind: 'play', key: 'fuelUsed', p: e.player, card: e.card };
    case 'mechanicsRevealed':
      return { player: -1, kind: 'info', key: 'mechanicsRevealed', mechanics: [...e.mechanics] };
    case 'soloRaceScored':
      return {
        player: -1,
        kind: 'finish',
        key: 'soloRaceScored',
        race: e.race,
        gained: e.score.total,
        points: e.points,
      };
    case 'soloFinished':
      return { player: -1, kind: 'finish', key: 'soloFinished', points: e.points, rating: e.rating };
    case 'cubePlaced':
      return null;
    default: {
      const ev = e as { type: string; player?: unknown };
      return { player: typeof ev.player === 'number' ? ev.player : -1, kind: 'info', key: 'event', type: ev.type };
    }
  }
}

/**
 * One line per effect, not one per cube: a cube line that continues the line before it (same
 * player, same kind of move, same piles and cause) is folded into it. Returns the merged line,
 * or null when `next` starts a line of its own.
 */
export function mergeLines(prev: AnyLogEntry | undefined, next: AnyLogEntry): LogEntry | null {
  if (!prev || prev.key !== next.key || prev.player !== next.player) return null;
  if (next.key === 'cubeMoved' && prev.key === 'cubeMoved') {
    if (prev.from !== next.from || prev.to !== next.to || prev.reason !== next.reason) return null;
    return { ...prev, colors: [...prev.colors, ...next.colors] };
  }
  if (next.key === 'cubeRemoved' && prev.key === 'cubeRemoved') {
    if (prev.from !== next.from || prev.reason !== next.reason) return null;
    return { ...prev, colors: [...prev.colors, ...next.colors] };
  }
  if (next.key === 'cubeGained' && prev.key === 'cubeGained') {
    if (prev.reason !== next.reason) return null;
    return { ...prev, colors: [...prev.colors, ...next.colors] };
  }
  return null;
}

export function emptyStats(): PlayerStats {
  return { turns: 0, cubesBought: 0, moneySpent: 0, wearGained: 0, pitStops: 0, turnsDrafting: 0, lapsCompleted: 0 };
}

/** Adds one event's contribution to the per-player statistics. */
export function countStats(stats: PlayerStats[], e: GameEvent): void {
  const ev = e as GameEvent & { type: string; player?: number };
  const st = typeof ev.player === 'number' ? stats[ev.player] : undefined;
  if (!st) return;
  switch (ev.type) {
    case 'turnStarted':
      st.turns++;
      break;
    case 'cubeBought':
      st.cubesBought++;
      st.moneySpent += (e as Extract<GameEvent, { type: 'cubeBought' }>).cost;
      break;
    case 'wearGained':
      st.wearGained += (e as Extract<GameEvent, { type: 'wearGained' }>).count;
      break;
    case 'pitStop':
      st.pitStops++;
      break;
    case 'drafting':
      if ((e as Extract<GameEvent, { type: 'drafting' }>).reason === 'drafting') st.turnsDrafting++;
      break;
    case 'lapCompleted':
      st.lapsCompleted = Math.max(st.lapsCompleted, (e as Extract<GameEvent, { type: 'lapCompleted' }>).lap);
      break;
  }
}
