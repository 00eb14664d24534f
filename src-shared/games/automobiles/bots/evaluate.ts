/**
 * Static evaluation of a position for one player, in [0, 1]: distance raced plus what the
 * deck will add over the turns still to come, against the best opponent.
 */
import { COLOR_COUNT, WEAR, type GameState, cardOfCube } from '..';
import { raced, type TrackInfo } from './track-info';

export interface EvalWeights {
  /** Progress one drawn gear cube adds on a track like the beginner oval (white..black). */
  gear: number[];
  /** Progress value of one drawn action cube by card (unknown cards: `otherCard`). */
  card: Record<string, number>;
  otherCard: number;
  yellowMoney: number;
  wear: number;
  /** Own turns of deck speed still to count, at most. */
  horizon: number;
  /** Progress difference that makes a 73% favourite (logistic scale). */
  scale: number;
}

/**
 * Gear weights from a least-squares fit on greedy self-play (a turn's progress against the
 * share of each colour in the deck; black, noisy in the fit, set above dark grey); the
 * card values are estimates in the same units.
 */
export const DEFAULT_WEIGHTS: EvalWeights = {
  gear: [25, 60, 70, 80],
  card: {
    gearbox: 90,
    turbo: 80,
    'hybrid-engine': 75,
    'diesel-engine': 55,
    'rotary-engine': 55,
    steering: 55,
    suspension: 45,
    tires: 45,
    aerodynamics: 35,
    boost: 35,
    nitro: 40,
    supercharged: 40,
    'crew-chief': 30,
    'pit-crew': 25,
    'pit-captain': 25,
    'pit-team': 25,
    engineer: 20,
    manager: 15,
    mechanic: 15,
    'car-chief': 20,
  },
  otherCard: 30,
  yellowMoney: 20,
  wear: -5,
  horizon: 5,
  scale: 120,
};

/** Gear reach of the track the weights were fitted on (beginner oval), white..black. */
const REFERENCE_REACH = [68, 61, 67, 111];

/** Expected progress per turn of a player's whole deck (7 draws out of all its cubes). */
export function deckSpeed(s: GameState, info: TrackInfo, p: number, w: EvalWeights): number {
  const pl = s.players[p];
  let n = 0;
  let v = 0;
  for (let c = 0; c < COLOR_COUNT; c++) {
    const k = pl.bag[c] + pl.active[c] + pl.used[c] + pl.discard[c];
    if (!k) continue;
    n += k;
    if (c < 4) v += (k * w.gear[c] * info.gearReach[c]) / REFERENCE_REACH[c];
    else if (c === WEAR) v += k * w.wear;
    else if (c === 5) v += k * Math.max(w.yellowMoney, w.card[cardOfCube(s, c)] ?? 0);
    else v += k * (w.card[cardOfCube(s, c)] ?? w.otherCard);
  }
  return n ? (7 * v) / n : 0;
}

/**
 * What a search plays for: `win` the race (the value is the chance of beating the best opponent),
 * or a good `place` (the share of the opponents beaten: in a field of five, passing the fourth car
 * counts as much as passing the second). The two are the same with two cars.
 */
export type Objective = 'win' | 'place';
export const OBJECTIVES: readonly Objective[] = ['win', 'place'];

/**
 * Value of the position for `me`: 1 won, 0 last; otherwise a logistic of the lead over the best
 * opponent (`win`), or the mean of the logistics of the leads over each opponent (`place`).
 */
export function evaluate(
  s: GameState,
  info: TrackInfo,
  me: number,
  w: EvalWeights = DEFAULT_WEIGHTS,
  objective: Objective = 'win',
): number {
  const n = s.players.length;
  if (s.finishOrder) {
    const rank = s.finishOrder.indexOf(me);
    if (objective === 'place') return 1 - rank / (n - 1);
    return rank === 0 ? 1 : 0.25 * (1 - rank / (n - 1));
  }
  const raceLength = s.options.laps * info.t.lapLength;
  const pos: number[] = [];
  const speed: number[] = [];
  let lead = 0;
  let meanSpeed = 0;
  for (let p = 0; p < n; p++) {
    pos.push(raced(s, info, p));
    speed.push(deckSpeed(s, info, p, w));
    lead = Math.max(lead, pos[p]);
    meanSpeed += speed[p] / n;
  }
  // Turns left before the leader finishes bound how long deck quality still pays.
  const turnsLeft = Math.min(w.horizon, Math.max(0, (raceLength - lead) / Math.max(60, meanSpeed)));
  const value = (p: number) => pos[p] + turnsLeft * speed[p];
  const mine = value(me);
  const chance = (other: number) => 1 / (1 + Math.exp(-(mine - other) / w.scale));
  if (objective === 'place') {
    let beaten = 0;
    for (let p = 0; p < n; p++) if (p !== me) beaten += chance(value(p));
    return beaten / (n - 1);
  }
  let best = -Infinity;
  for (let p = 0; p < n; p++) if (p !== me) best = Math.max(best, value(p));
  return chance(best);
}
