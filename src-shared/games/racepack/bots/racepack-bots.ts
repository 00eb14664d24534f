import { FlatSearchBot } from '../../../bots/generic/flat-search';
import { BotRng, GenericRandomBot, type GameBot } from '../../../bots/generic/game-bot';
import { racepack } from '../game-value';
import { carProgress, trackOf } from '../rules';
import { WILD, type RacepackAction, type RacepackState } from '../types';
import { owesStop, scoreMoves, stopAllowed, STOP_TURN, type PlanStyle, type ScoredMove } from './plan';

export type RacepackBot = GameBot<RacepackState, RacepackAction>;
export type RacepackLevel = 'beginner' | 'easy' | 'medium' | 'hard' | 'expert';
export type RacepackBotKind = 'random' | 'greedy' | RacepackLevel;
export const RACEPACK_LEVELS: readonly RacepackLevel[] = ['beginner', 'easy', 'medium', 'hard', 'expert'];
export const RACEPACK_BOT_KINDS: readonly RacepackBotKind[] = ['random', 'greedy', ...RACEPACK_LEVELS];

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

/**
 * Medium's defence, and the searchers' model of their opponents: against a rival car that is
 * ahead of the seat's best car, or less than two movements behind it, play the lowest token
 * (a token n spins the car out on n or more: a 1 five times in six); otherwise pass.
 */
export function defendByRule(s: RacepackState): RacepackAction {
  const d = s.defend!;
  const seat = d.seats[0];
  const track = trackOf(s);
  const roller = carProgress(s, track, s.cars[d.car]);
  let mine = -Infinity;
  for (const c of s.cars)
    if (c.seat === seat && c.status !== 'finished') mine = Math.max(mine, carProgress(s, track, c));
  if (mine !== -Infinity && roller < mine - 32) return { type: 'pass' };
  let best: RacepackAction | null = null;
  let bestValue = 99;
  s.pools.forEach((p, pool) => {
    if (s.poolSeat[pool] !== seat) return;
    for (let v = 1; v <= 5; v++)
      if (p[v] > 0 && v < bestValue) {
        best = { type: 'defend', pool, token: v, value: v };
        bestValue = v;
      }
    if (p[WILD] > 0 && 2 < bestValue) {
      best = { type: 'defend', pool, token: WILD, value: 2 };
      bestValue = 2;
    }
  });
  return best ?? { type: 'pass' };
}

/** Choices outside movements: the same for greedy and as the playout policy. */
function nonMoveChoice(s: RacepackState, legal: RacepackAction[], defend = false): RacepackAction | null {
  const pit = legal.find((a) => a.type === 'pitStop');
  if (pit && s.cars[s.turn.car].pitStops === 0) return pit;
  if (s.phase === 'defend') {
    const rule = defend ? defendByRule(s) : null;
    return (
      (rule && legal.find((a) => JSON.stringify(a) === JSON.stringify(rule))) ?? legal.find((a) => a.type === 'pass')!
    );
  }
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
  /** `defend`: answer rivals' penalty rolls by `defendByRule` (greedy itself never defends). */
  constructor(
    private readonly defend = false,
    readonly name = 'greedy',
  ) {}

  /** The same choice without a legal list (playouts): movements straight from the planner. */
  act(s: RacepackState): RacepackAction {
    if (s.phase === 'defend') return this.defend ? defendByRule(s) : { type: 'pass' };
    const car = s.cars[s.turn.car];
    if (s.phase === 'move' && car.status !== 'spun') {
      const track = trackOf(s);
      // The owed stop, wherever the rules offer it (legalActions decides when it may be made).
      if (owesStop(s, car.id) && track.tileIsPit[track.cellTile[car.cell]]) {
        const pit = racepack.legalActions(s).find((a) => a.type === 'pitStop');
        if (pit) return pit;
      }
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
    const other = nonMoveChoice(s, legal, this.defend);
    if (other) return other;
    const scored = scoreMoves(s, SAFE_STYLE);
    let best = scored[0];
    for (const m of scored) if (m.score > best.score) best = m;
    return legal.find((a) => sameMove(a, best.action)) ?? legal[0];
  }
}

/**
 * Beginner and Easy: greedy's safe lines with controlled mistakes. Each movement is drawn from a softmax
 * over the plan scores of the legal movements (in spaces, at `temperature`), so a movement
 * a space worse than the best is taken about e^(-1/T) as often; lines that risk a penalty
 * roll score about 50 spaces lower and are practically never drawn. It never plays a
 * defensive token, and makes its owed stop at the first place the rules offer it.
 */
export class SoftDriver implements RacepackBot {
  private readonly rng: BotRng;
  constructor(
    seed: number,
    readonly temperature: number,
    readonly name = 'easy',
  ) {
    this.rng = new BotRng(seed);
  }

  chooseAction(s: RacepackState, legal: RacepackAction[]): RacepackAction {
    const other = nonMoveChoice(s, legal);
    if (other) return other;
    const scored: ScoredMove[] = scoreMoves(s, SAFE_STYLE).filter((m) => legal.some((a) => sameMove(a, m.action)));
    if (scored.length === 0) return legal[0];
    const top = Math.max(...scored.map((m) => m.score));
    const weights = scored.map((m) => Math.exp((m.score - top) / this.temperature));
    const total = weights.reduce((a, b) => a + b, 0);
    // A draw in [0, total) from 2^20 steps: seeded, reproducible.
    let r = (this.rng.int(1 << 20) / (1 << 20)) * total;
    let pick = scored[scored.length - 1];
    for (let i = 0; i < scored.length; i++) {
      r -= weights[i];
      if (r < 0) {
        pick = scored[i];
        break;
      }
    }
    return legal.find((a) => sameMove(a, pick.action))!;
  }
}

/**
 * What a car still owing its mandatory stop loses, in spaces: more than a stop costs (the
 * rest of a turn), so a search makes the stop where the rules offer it rather than drive by.
 */
export const STOP_DEBT = 30;

/**
 * A seat's standing: its best car counts most (the winner), its other car and tokens a little.
 * With the pit lane, a car owing its stop is worth STOP_DEBT spaces less, and one that
 * finished without it is placed behind every car that stopped (RULINGS §11): worth nothing.
 */
export function evaluateSeat(s: RacepackState, seat: number, tokenWorth = 0.4): number {
  const track = trackOf(s);
  const debtOf = (id: number) => {
    if (!owesStop(s, id)) return 0;
    // A car waiting where the rules offer it the stop has only the turn it will stop in to pay.
    const car = s.cars[id];
    return car.status === 'racing' && stopAllowed(s, id, car.cell, car.crossings, 0, car.pitPending)
      ? STOP_TURN
      : STOP_DEBT;
  };
  const value = (id: number) => {
    const car = s.cars[id];
    if (car.status === 'finished') return owesStop(s, id) ? -1e5 : 1e6 - s.finished.indexOf(id) * 1e5;
    return carProgress(s, track, car) / 4 - (car.status === 'spun' ? 4 : 0) - debtOf(id);
  };
  let mine = -Infinity;
  let mine2 = 0;
  let theirs = -Infinity;
  // Each of the seat's cars makes its stop: the second car's debt counts in full, not a tenth.
  let firstDebt = 0;
  let secondDebt = 0;
  for (const c of s.cars) {
    const v = value(c.id);
    if (c.seat === seat) {
      const debt = c.status !== 'finished' ? debtOf(c.id) : 0;
      if (v > mine) {
        if (mine !== -Infinity) {
          mine2 = mine;
          secondDebt = firstDebt;
        }
        mine = v;
        firstDebt = debt;
      } else {
        mine2 = v;
        secondDebt = debt;
      }
    } else theirs = Math.max(theirs, v);
  }
  let tokens = 0;
  s.pools.forEach((p, i) => {
    if (s.poolSeat[i] === seat) tokens += p[1] + p[2] + p[3] + p[4] + p[5] + p[6];
  });
  return mine - theirs + 0.1 * mine2 - 0.9 * secondDebt + tokenWorth * tokens;
}

export interface SearchLevel {
  /** Candidate first movements compared (the best by the bold plan score). */
  width: number;
  samples: number;
  /** Playouts run to the start of the deciding car's next turn, plus that many of its own movements. */
  extraOwnMovements: number;
  /** The playouts' drivers answer penalty rolls by `defendByRule` (else they never defend). */
  opponentsDefend: boolean;
  /** What a token in hand is worth in the evaluation, in spaces. */
  tokenWorth: number;
  /**
   * The deciding seat's own cars in the playouts drive the bold plan (a speed-2 corner entry
   * when worth its roll, as the search itself would) instead of greedy's safe one; every
   * candidate then needs all its samples, since its playout may roll.
   */
  boldOwnPlayouts?: boolean;
  /**
   * Where a playout ends: `turn` at the deciding car's next turn (plus `extraOwnMovements`);
   * `round` when the round under way ends (every car has had the same turns: no lead
   * counted for a rival that moves before the deciding car next round only because it is
   * ahead); `nextRound` at the end of the round after it.
   */
  horizon?: 'turn' | 'round' | 'nextRound';
}

/**
 * The searching levels. Hard compares a few bold first movements (a speed-2 corner entry
 * when worth its roll) and models its rivals as defending by rule, so it rolls only where a
 * rival's defensive token would not make it a bad bet. It judges a line where the deciding
 * car's next turn begins: a rival ahead at the round's end has then made one more turn than a
 * rival behind (the next round's order is the race order), so a line that ends the round just
 * ahead of a rival looks a whole rival turn better than one that ends just behind it.
 * Expert judges the same few movements at a fair point, the end of the next round (every car
 * has made the same turns, greedy's safe lines, rivals defending by rule), on twice the dice,
 * a token in hand worth a whole space.
 *
 * Expert compared 8 movements until wave 3: 62 of 150 races against Hard (41 %, below it), then
 * 4 (30 of 60, Hard's equal). Judged at the end of the next round it beats Hard (docs/ai.md,
 * "Wave 3 session 4").
 */
export const SEARCH_LEVELS: Record<'hard' | 'expert', SearchLevel> = {
  hard: { width: 4, samples: 6, extraOwnMovements: 0, opponentsDefend: true, tokenWorth: 0.4 },
  expert: { width: 4, samples: 12, extraOwnMovements: 0, opponentsDefend: true, tokenWorth: 1, horizon: 'nextRound' },
};

/** The softmax temperatures over the movements' plan scores, in spaces: Beginner errs more than Easy. */
export const SOFT_TEMPERATURE = { beginner: 1.5, easy: 0.5 } as const;

/** A searching level's bot; `cfg` overrides the level's settings (experiments, tests/bench/racepack-ladder.ts). */
export function createSearchBot(
  level: 'hard' | 'expert',
  seed: number,
  cfg: SearchLevel = SEARCH_LEVELS[level],
): RacepackBot {
  const greedy = new GreedyDriver(cfg.opponentsDefend);
  const reached = new WeakSet<RacepackState>();
  // The seat deciding the search under way (set by `candidates`, which runs before its playouts).
  let deciding = -1;
  const policyAction = (s: RacepackState): RacepackAction => {
    if (cfg.boldOwnPlayouts && s.phase === 'move' && racepack.currentPlayer(s) === deciding) {
      const car = s.cars[s.turn.car];
      if (car.status !== 'spun' && !(owesStop(s, car.id) && trackOf(s).tileIsPit[trackOf(s).cellTile[car.cell]])) {
        const scored = scoreMoves(s, BOLD_STYLE);
        if (scored.length > 0) {
          let best = scored[0];
          for (const m of scored) if (m.score > best.score) best = m;
          return best.action;
        }
      }
    }
    return greedy.act(s);
  };
  const search = new FlatSearchBot<RacepackState, RacepackAction>(level, {
    game: racepack,
    policy: greedy,
    policyAction,
    // Greedy playouts never roll: only a candidate that rolls (or is a defensive token) needs several futures.
    samplesFor: (s, a) =>
      cfg.boldOwnPlayouts || a.type === 'defend' || (a.type === 'move' && a.speed === 2 && rollsOn(s, a))
        ? cfg.samples
        : 1,
    evaluate: (s, seat) => evaluateSeat(s, seat, cfg.tokenWorth),
    samples: cfg.samples,
    maxPlayoutActions: 200,
    seed,
    candidates: (s, legal) => {
      deciding = racepack.currentPlayer(s);
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
      if (cfg.horizon === 'round') return s.round > start.round;
      if (cfg.horizon === 'nextRound') return s.round > start.round + 1;
      // Until the deciding car's next turn begins, or has made the chosen number of its movements
      // (or ended early: a hazard, a block, a stop). A playout plays on one state object, so
      // the set remembers which playouts have reached that turn.
      const car = start.turn.car;
      if (s.round >= start.round + 2) return true;
      const mine = s.turn.car === car;
      if (reached.has(s)) return !mine || s.turn.movement >= cfg.extraOwnMovements;
      if (!mine || s.phase !== 'move') return false;
      const later = s.round > start.round || (s.round === start.round && s.orderIndex > start.orderIndex);
      if (!later) return false;
      if (s.turn.movement >= cfg.extraOwnMovements) return true;
      reached.add(s);
      return false;
    },
  });
  return search;
}

/**
 * The levels play differently, not only longer: Beginner and Easy drive greedy's safe lines
 * with softmax mistakes (Beginner more of them) and never defend; Medium drives them exactly and defends by rule; Hard
 * and Expert search (above). Every level makes its owed pit stop where the rules offer it.
 */
export function createRacepackBot(kind: RacepackBotKind, seed: number): RacepackBot {
  switch (kind) {
    case 'random':
      return new GenericRandomBot<RacepackState, RacepackAction>(seed, (a) => a.type !== 'forfeit');
    case 'greedy':
      return new GreedyDriver();
    case 'beginner':
    case 'easy':
      return new SoftDriver(seed, SOFT_TEMPERATURE[kind], kind);
    case 'medium':
      return new GreedyDriver(true, 'medium');
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
