import { FlatSearchBot } from '../../../bots/generic/flat-search';
import { GenericRandomBot, type GameBot } from '../../../bots/generic/game-bot';
import { racepack } from '../game-value';
import { carProgress, trackOf } from '../rules';
import type { RacepackAction, RacepackState } from '../types';
import { scoreMoves, type PlanStyle } from './plan';

export type RacepackBot = GameBot<RacepackState, RacepackAction>;
export type RacepackBotKind = 'random' | 'greedy' | 'easy' | 'medium' | 'hard';
export const RACEPACK_BOT_KINDS: readonly RacepackBotKind[] = ['random', 'greedy', 'easy', 'medium', 'hard'];

/** The greedy driver: the turn that gets furthest without a penalty roll, tokens only to slow into corners. */
export const SAFE_STYLE: PlanStyle = { rollCost: null, tokenCost: 2, tokensForCornersOnly: true };
/** The searching bots' candidates: rolls allowed at their expected cost. */
const BOLD_STYLE: PlanStyle = { rollCost: 1.5, tokenCost: 1.5, tokensForCornersOnly: false };

const sameMove = (a: RacepackAction, b: RacepackAction) =>
  a.type === 'move' &&
  b.type === 'move' &&
  a.heading === b.heading &&
  a.lane === b.lane &&
  a.speed === b.speed &&
  a.token === b.token;

/** Choices outside movements: the same for greedy and as the playout policy. */
function nonMoveChoice(s: RacepackState, legal: RacepackAction[]): RacepackAction | null {
  const pit = legal.find((a) => a.type === 'pitStop');
  if (pit && s.cars[s.turn.car].pitStops === 0) return pit;
  if (s.phase === 'defend') return legal.find((a) => a.type === 'pass')!;
  if (s.phase === 'moveHazard') return legal[0];
  const reentries = legal.filter((a): a is Extract<RacepackAction, { type: 'reenter' }> => a.type === 'reenter');
  if (reentries.length > 0) {
    const track = trackOf(s);
    return reentries.reduce((b, a) => (track.cellRank[a.cell] > track.cellRank[b.cell] ? a : b));
  }
  if (!legal.some((a) => a.type === 'move')) return legal.find((a) => a.type !== 'forfeit') ?? legal[0];
  return null;
}

export class GreedyDriver implements RacepackBot {
  readonly name = 'greedy';

  /** The same choice without a legal list (playouts): movements straight from the planner. */
  act(s: RacepackState): RacepackAction {
    if (s.phase === 'defend') return { type: 'pass' };
    const car = s.cars[s.turn.car];
    if (s.phase === 'move' && car.status !== 'spun') {
      const track = trackOf(s);
      const inPit = s.options.pitLane && track.tileIsPit[track.cellTile[car.cell]] && car.lastPitLap !== car.crossings;
      if (inPit && car.pitStops === 0) return { type: 'pitStop' };
      const scored = scoreMoves(s, SAFE_STYLE);
      if (scored.length > 0) {
        let best = scored[0];
        for (const m of scored) if (m.score > best.score) best = m;
        return best.action;
      }
    }
    return this.chooseAction(s, racepack.legalActions(s));
  }

  chooseAction(s: RacepackState, legal: RacepackAction[]): RacepackAction {
    const other = nonMoveChoice(s, legal);
    if (other) return other;
    const scored = scoreMoves(s, SAFE_STYLE);
    let best = scored[0];
    for (const m of scored) if (m.score > best.score) best = m;
    return legal.find((a) => sameMove(a, best.action)) ?? legal[0];
  }
}

/** A seat's standing: its best car counts most (the winner), its other car and tokens a little. */
export function evaluateSeat(s: RacepackState, seat: number): number {
  const track = trackOf(s);
  const value = (id: number) => {
    const car = s.cars[id];
    if (car.status === 'finished') return 1e6 - s.finished.indexOf(id) * 1e5;
    return carProgress(s, track, car) / 4 - (car.status === 'spun' ? 4 : 0);
  };
  let mine = -Infinity;
  let mine2 = 0;
  let theirs = -Infinity;
  for (const c of s.cars) {
    const v = value(c.id);
    if (c.seat === seat) {
      if (v > mine) {
        mine2 = mine === -Infinity ? 0 : mine;
        mine = v;
      } else mine2 = v;
    } else theirs = Math.max(theirs, v);
  }
  let tokens = 0;
  s.pools.forEach((p, i) => {
    if (s.poolSeat[i] === seat) tokens += p[1] + p[2] + p[3] + p[4] + p[5] + p[6];
  });
  return mine - theirs + 0.1 * mine2 + 0.4 * tokens;
}

export interface SearchLevel {
  /** Candidate first movements compared (the best by the bold plan score). */
  width: number;
  samples: number;
  /** Playouts run to the start of the deciding car's next turn, plus that many of its own movements. */
  extraOwnMovements: number;
}

export const SEARCH_LEVELS: Record<'easy' | 'medium' | 'hard', SearchLevel> = {
  easy: { width: 2, samples: 1, extraOwnMovements: 0 },
  medium: { width: 3, samples: 3, extraOwnMovements: 0 },
  hard: { width: 6, samples: 6, extraOwnMovements: 0 },
};

export function createSearchBot(level: 'easy' | 'medium' | 'hard', seed: number): RacepackBot {
  const cfg = SEARCH_LEVELS[level];
  const greedy = new GreedyDriver();
  const search = new FlatSearchBot<RacepackState, RacepackAction>(level, {
    game: racepack,
    policy: greedy,
    policyAction: (s) => greedy.act(s),
    // Greedy playouts never roll: only a candidate that rolls (or is a defensive token) needs several futures.
    samplesFor: (s, a) =>
      a.type === 'defend' || (a.type === 'move' && a.speed === 2 && rollsOn(s, a)) ? cfg.samples : 1,
    evaluate: evaluateSeat,
    samples: cfg.samples,
    maxPlayoutActions: 200,
    seed,
    candidates: (s, legal) => {
      if (s.phase !== 'move' || !legal.some((a) => a.type === 'move')) return legal.filter((a) => a.type !== 'forfeit');
      const bold = scoreMoves(s, BOLD_STYLE)
        .sort((a, b) => b.score - a.score)
        .slice(0, cfg.width);
      const first = greedy.chooseAction(s, legal);
      const out: RacepackAction[] = [first];
      for (const m of bold) {
        const a = legal.find((l) => sameMove(l, m.action));
        if (a && !out.includes(a)) out.push(a);
      }
      const pit = legal.find((a) => a.type === 'pitStop');
      if (pit && !out.includes(pit)) out.push(pit);
      return out;
    },
    stop: (start, s) => {
      // Until the deciding car has had its next turn (or the chosen number of its movements).
      const car = start.turn.car;
      if (s.round >= start.round + 2) return true;
      if (s.turn.car !== car || s.phase !== 'move') return false;
      const later = s.round > start.round || (s.round === start.round && s.orderIndex > start.orderIndex);
      return later && s.turn.movement >= cfg.extraOwnMovements;
    },
  });
  return search;
}

export function createRacepackBot(kind: RacepackBotKind, seed: number): RacepackBot {
  switch (kind) {
    case 'random':
      return new GenericRandomBot<RacepackState, RacepackAction>(seed, (a) => a.type !== 'forfeit');
    case 'greedy':
      return new GreedyDriver();
    default:
      return createSearchBot(kind, seed);
  }
}

/** Does this movement enter a corner at speed 2 (a penalty roll)? */
function rollsOn(s: RacepackState, a: Extract<RacepackAction, { type: 'move' }>): boolean {
  const track = trackOf(s);
  const from = s.cars[s.turn.car].cell;
  const path =
    a.lane === 0
      ? track.rays[from * 4 + a.heading].subarray(0, a.speed)
      : [track.diagonal[from * 8 + a.heading * 2 + (a.lane < 0 ? 0 : 1)]];
  let prev = from;
  for (const c of path) {
    if (track.isCorner[track.cellTile[c]] && track.cellTile[c] !== track.cellTile[prev]) return true;
    prev = c;
  }
  return false;
}
