/**
 * A learned evaluation of Automobiles positions (issue #29): P(win) as a logistic of the
 * difference of two players' features, fitted on self-play games by
 * `tests/bench/train-eval.ts` and shipped as data (learned-eval-weights.ts, its `command` field
 * says how it was made). The idea is Keldon's Race for the Galaxy AI's and Temple Gates'
 * Dominion AI's: let games say what a deck is worth instead of hand-made card values.
 *
 * Features of a player (FEATURE_NAMES): the share of the race raced, and what the deck is
 * made of, each share of the cubes owned times the share of the race still to run (a deck
 * pays only while there are turns left to draw it): the gears weighted by how much of the
 * track takes them, wear, yellow, and each action card by name.
 */
import { COLOR_COUNT, WEAR, YELLOW, cardOfCube, type GameState } from '..';
import { ownedPile, trackFacts } from './greedy/knowledge';
import { raced, trackInfo } from './track-info';

/** The base game's action cards (the season's own cards have no feature: they add nothing). */
const CARD_NAMES = [
  'crew-chief',
  'pit-crew',
  'pit-captain',
  'pit-team',
  'engineer',
  'mechanic',
  'manager',
  'car-chief',
  'gearbox',
  'turbo',
  'diesel-engine',
  'hybrid-engine',
  'rotary-engine',
  'steering',
  'suspension',
  'tires',
  'aerodynamics',
  'boost',
  'nitro',
  'supercharged',
];

export const FEATURE_NAMES: readonly string[] = [
  'progress',
  'white',
  'lightGray',
  'darkGray',
  'black',
  'wear',
  'yellow',
  'deckSize',
  ...CARD_NAMES.map((c) => `card:${c}`),
];
const CARD_FEATURE = new Map(CARD_NAMES.map((c, i) => [c, 8 + i]));

export interface LearnedEval {
  /** How the weights were made (the training command), and on what. */
  command: string;
  games: number;
  samples: number;
  features: string[];
  weights: number[];
}

/** The share of the race still to run: what is left of it for the leader. */
export function raceLeft(s: GameState): number {
  const info = trackInfo(s);
  const length = s.options.laps * info.t.lapLength;
  let lead = 0;
  for (let p = 0; p < s.players.length; p++) lead = Math.max(lead, raced(s, info, p));
  return Math.max(0, 1 - lead / length);
}

/**
 * A player's features, with `extra` cubes added to its deck (a basket being considered).
 * `left` is raceLeft(s), passed in because every player's features share it.
 */
export function playerFeatures(s: GameState, p: number, left: number, extra?: readonly number[]): number[] {
  const info = trackInfo(s);
  const x = new Array<number>(FEATURE_NAMES.length).fill(0);
  x[0] = raced(s, info, p) / (s.options.laps * info.t.lapLength);
  const owned = ownedPile(s.players[p]);
  let n = 0;
  for (let c = 0; c < COLOR_COUNT; c++) n += owned[c] + (extra?.[c] ?? 0);
  if (n === 0) return x;
  const share = trackFacts(s.track).gearShare;
  for (let c = 0; c < COLOR_COUNT; c++) {
    const k = owned[c] + (extra?.[c] ?? 0);
    if (!k) continue;
    const v = (k / n) * left;
    // A gear is worth what the track lets it drive: 4 × its share of the spaces (1 on an even track).
    if (c < 4) x[1 + c] += v * 4 * share[c];
    else if (c === WEAR) x[5] += v;
    else {
      if (c === YELLOW) x[6] += v;
      const f = CARD_FEATURE.get(cardOfCube(s, c));
      if (f !== undefined) x[f] += v;
    }
  }
  x[7] = (n / 20) * left;
  return x;
}

/**
 * The model's score of player `p`'s deck with `extra` cubes added, for a basket search: the
 * deck's part of dot(weights, playerFeatures(...)) with what does not change precomputed.
 */
export function deckScorer(model: LearnedEval, s: GameState, p: number): (extra: readonly number[]) => number {
  const w = model.weights;
  const left = raceLeft(s);
  const owned = ownedPile(s.players[p]);
  const share = trackFacts(s.track).gearShare;
  // Weight of one cube's share of the deck, per colour (as playerFeatures adds them).
  const per = owned.map((_, c) => {
    if (c < 4) return w[1 + c] * 4 * share[c];
    if (c === WEAR) return w[5];
    const f = CARD_FEATURE.get(cardOfCube(s, c));
    return (c === YELLOW ? w[6] : 0) + (f === undefined ? 0 : w[f]);
  });
  return (extra) => {
    let n = 0;
    let v = 0;
    for (let c = 0; c < owned.length; c++) {
      const k = owned[c] + (extra[c] ?? 0);
      n += k;
      v += k * per[c];
    }
    return n === 0 ? 0 : left * (v / n + (w[7] * n) / 20);
  };
}

export function dot(w: readonly number[], x: readonly number[]): number {
  let v = 0;
  for (let i = 0; i < x.length; i++) v += w[i] * x[i];
  return v;
}

/** P(`me` wins) by the model: a logistic of its score against the best of the others'. */
export function learnedValue(model: LearnedEval, s: GameState, me: number): number {
  const left = raceLeft(s);
  const mine = dot(model.weights, playerFeatures(s, me, left));
  let best = -Infinity;
  for (let p = 0; p < s.players.length; p++)
    if (p !== me) best = Math.max(best, dot(model.weights, playerFeatures(s, p, left)));
  return 1 / (1 + Math.exp(-(mine - best)));
}

/**
 * Logistic regression by Newton's method (IRLS) with an L2 penalty, deterministic. Own code,
 * not a library: a few dozen lines, no dependency for the app to ship, and the fit is the
 * same on every machine. Rows of `X` are feature differences; `y` 1 when the first player won.
 */
export function fitLogistic(X: readonly number[][], y: readonly number[], l2 = 1, iterations = 25): number[] {
  const d = X[0]?.length ?? 0;
  const w = new Array<number>(d).fill(0);
  for (let it = 0; it < iterations; it++) {
    const grad = new Array<number>(d).fill(0);
    const H = Array.from({ length: d }, (_, i) => Array.from({ length: d }, (_, j) => (i === j ? l2 : 0)));
    for (let i = 0; i < d; i++) grad[i] = l2 * w[i];
    for (let r = 0; r < X.length; r++) {
      const x = X[r];
      const p = 1 / (1 + Math.exp(-dot(w, x)));
      const g = p - y[r];
      const h = p * (1 - p);
      for (let i = 0; i < d; i++) {
        if (x[i] === 0) continue;
        grad[i] += g * x[i];
        const hx = h * x[i];
        for (let j = i; j < d; j++) H[i][j] += hx * x[j];
      }
    }
    for (let i = 0; i < d; i++) for (let j = 0; j < i; j++) H[i][j] = H[j][i];
    const step = solve(H, grad);
    let change = 0;
    for (let i = 0; i < d; i++) {
      w[i] -= step[i];
      change = Math.max(change, Math.abs(step[i]));
    }
    if (change < 1e-9) break;
  }
  return w;
}

/** Solves A x = b (A symmetric positive definite: the penalised Hessian) by Gaussian elimination with pivoting. */
function solve(A: number[][], b: number[]): number[] {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let piv = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r][c]) > Math.abs(M[piv][c])) piv = r;
    [M[c], M[piv]] = [M[piv], M[c]];
    for (let r = c + 1; r < n; r++) {
      const f = M[r][c] / M[c][c];
      if (f === 0) continue;
      for (let k = c; k <= n; k++) M[r][k] -= f * M[c][k];
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let v = M[r][n];
    for (let k = r + 1; k < n; k++) v -= M[r][k] * x[k];
    x[r] = v / M[r][r];
  }
  return x;
}
