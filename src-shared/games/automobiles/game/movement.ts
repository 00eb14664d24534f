import { COLORS } from '../cubes';
import type { Ctx } from './context';
import { emit } from './events';
import type { CarPosition, Prompt } from './state';
import { crossesLine, isAhead, segmentFront } from '../track/prepared-track';

/** Move prompt flags (in prompt.memo): the car itself moves; the spaces do not count for wear. */
export const MOVES_CAR = 1;
export const NO_WEAR = 2;

/** Bitmask of a set of gear colour indices. */
export const ANY_GEAR = 0b1111;
export function maskOf(...colors: number[]): number {
  let m = 0;
  for (const c of colors) m |= 1 << c;
  return m;
}
/** All gear colours strictly below `color` (Tires). */
export function maskBelow(color: number): number {
  return (1 << color) - 1;
}

/** Segments of a space held by opponents' cars, as a bitmask. */
function opponentSegments(ctx: Ctx, player: number, space: number): number {
  let m = 0;
  const players = ctx.s.players;
  for (let i = 0; i < players.length; i++) {
    if (i !== player && players[i].car.space === space) m |= 1 << players[i].car.segment;
  }
  return m;
}

/** Front-most segment of a space not held by an opponent's car, or -1 if the space is closed. */
export function entrySegment(ctx: Ctx, player: number, space: number): number {
  const held = opponentSegments(ctx, player, space);
  const n = ctx.t.segments[space];
  for (let k = 0; k < n; k++) if (!(held & (1 << k))) return k;
  return -1;
}

/** Where the next cube's path starts: the last cube placed this turn, else the car. */
export function pathOrigin(ctx: Ctx, player: number): { at: CarPosition; isCar: boolean } {
  const placements = ctx.s.turn.placements;
  if (placements.length > 0) {
    const last = placements[placements.length - 1];
    return { at: { space: last.space, segment: last.segment }, isCar: false };
  }
  return { at: ctx.s.players[player].car, isCar: true };
}

/**
 * Spaces one step ahead of `at` that accept a colour in `mask` (RULINGS §4): adjacent,
 * front strictly ahead, not closed, and never through an opponent's car in the own lane.
 * The segment the cube would enter must be ahead too ("this space, or segment, must
 * progress your race car forward", rulebook): a diagonal step into a long space whose front
 * segments are held may otherwise land level with or behind the moving piece.
 */
export function stepTargets(ctx: Ctx, player: number, at: CarPosition, isCar: boolean, mask: number): number[] {
  const t = ctx.t;
  const a = at.space;
  const blockedAhead = (opponentSegments(ctx, player, a) & ((1 << at.segment) - 1)) !== 0;
  const out: number[] = [];
  const here = segmentFront(t, a, at.segment);
  const succ = t.successors[a];
  for (let i = 0; i < succ.length; i++) considerStep(ctx, player, a, blockedAhead, mask, succ[i], here, out);
  if (ctx.s.options.variants.weaving) {
    // Weaving: lane changes measured from each segment the cube passed through. A weave from
    // a rear segment must still land ahead of the car's own place: a car never ends a turn
    // behind where it started (a space entered diagonally may reach back beside the car).
    const car = ctx.s.players[player].car;
    const carFront = segmentFront(t, car.space, car.segment);
    const last = isCar ? at.segment : t.segments[a] - 1;
    for (let k = at.segment; k <= last; k++) {
      const list = t.segmentSuccessors[a][k];
      const from = segmentFront(t, a, k);
      for (let i = 0; i < list.length; i++)
        considerStep(ctx, player, a, blockedAhead, mask, list[i], from, out, carFront);
    }
  }
  return out;
}

/**
 * Adds space `b` to `out` if a step from space `a` (segment front `from`) may enter it; with
 * `notBehind`, the segment entered must also lie ahead of that progress.
 */
function considerStep(
  ctx: Ctx,
  player: number,
  a: number,
  blockedAhead: boolean,
  mask: number,
  b: number,
  from: number,
  out: number[],
  notBehind?: number,
): void {
  const t = ctx.t;
  if ((t.colorMask[b] & mask) === 0) return;
  if (blockedAhead && b === t.nextInLane[a]) return;
  if (out.includes(b)) return;
  const k = entrySegment(ctx, player, b);
  if (k < 0 || !isAhead(t.lapLength, segmentFront(t, b, k), from)) return;
  if (notBehind !== undefined && !isAhead(t.lapLength, segmentFront(t, b, k), notBehind)) return;
  out.push(b);
}

/** True when a single step of a colour in `mask` is possible from the current path origin. */
export function canStep(ctx: Ctx, player: number, mask: number): boolean {
  const o = pathOrigin(ctx, player);
  return stepTargets(ctx, player, o.at, o.isCar, mask).length > 0;
}

/** A move prompt: the cube travels up to `max` spaces (at least `min`) of the allowed colours. */
export function movePrompt(
  card: string,
  cube: number,
  player: number,
  mask: number,
  min: number,
  max: number,
  sameColor = false,
): Prompt {
  return {
    kind: 'move',
    cube,
    card,
    player,
    stage: 0,
    count: 0,
    min,
    max,
    memo: 0,
    held: null,
    mask,
    sameColor,
    at: null,
    queue: null,
  };
}

/** A prompt moving a car directly, up to `max` spaces (Adrenaline, Crate Motor, drivers 01 and 06). */
export function carMovePrompt(card: string, player: number, mask: number, max: number, countsForWear: boolean): Prompt {
  const prompt = movePrompt(card, -1, player, mask, 0, max);
  prompt.memo = MOVES_CAR | (countsForWear ? 0 : NO_WEAR);
  return prompt;
}

/** Legal next spaces of the moving cube (or car). */
export function moveTargets(ctx: Ctx, prompt: Prompt): number[] {
  if (prompt.count >= prompt.max) return [];
  if (prompt.at) return stepTargets(ctx, prompt.player, prompt.at, false, prompt.mask);
  if (prompt.memo & MOVES_CAR)
    return stepTargets(ctx, prompt.player, ctx.s.players[prompt.player].car, true, prompt.mask);
  const o = pathOrigin(ctx, prompt.player);
  return stepTargets(ctx, prompt.player, o.at, o.isCar, prompt.mask);
}

/** Moves the cube one space; returns true when the move is complete. */
export function applyStep(ctx: Ctx, prompt: Prompt, space: number): boolean {
  const segment = entrySegment(ctx, prompt.player, space);
  const t = ctx.t;
  const fromSpace = prompt.at
    ? prompt.at.space
    : prompt.memo & MOVES_CAR
      ? ctx.s.players[prompt.player].car.space
      : pathOrigin(ctx, prompt.player).at.space;
  if (crossesLine(t, fromSpace, space)) prompt.stage++;
  prompt.at = { space, segment };
  prompt.count++;
  if (!(prompt.memo & NO_WEAR) && t.topColor[space] > ctx.s.turn.highestMoved)
    ctx.s.turn.highestMoved = t.topColor[space];
  if (prompt.sameColor) prompt.mask &= t.colorMask[space];
  if (!(prompt.memo & MOVES_CAR))
    emit(ctx.ev, {
      type: 'cubePlaced',
      player: prompt.player,
      color: COLORS[prompt.cube],
      space,
      segment,
      step: prompt.count,
    });
  return prompt.count >= prompt.max || (moveTargets(ctx, prompt).length === 0 && prompt.count >= prompt.min);
}

/** Ends a move: the cube rests on the last space of its path (if it moved at all). */
export function finishMove(ctx: Ctx, prompt: Prompt): void {
  if (!prompt.at) return;
  if (prompt.memo & MOVES_CAR) {
    const car = ctx.s.players[prompt.player].car;
    const from = { ...car };
    car.space = prompt.at.space;
    car.segment = prompt.at.segment;
    if (!(prompt.memo & NO_WEAR)) ctx.s.turn.moved = true;
    emit(ctx.ev, { type: 'carMoved', player: prompt.player, from, to: { ...car }, path: [{ ...prompt.at }] });
    completeLaps(ctx, prompt.player, prompt.stage);
    return;
  }
  ctx.s.turn.placements.push({ color: prompt.cube, space: prompt.at.space, segment: prompt.at.segment });
}

/** Counts laps the car just completed; the last one starts the final round (RULINGS §4). */
export function completeLaps(ctx: Ctx, p: number, laps: number): void {
  const s = ctx.s;
  const pl = s.players[p];
  for (let i = 0; i < laps; i++) {
    pl.lapsCompleted++;
    emit(ctx.ev, { type: 'lapCompleted', player: p, lap: pl.lapsCompleted, of: s.options.laps });
    if (pl.lapsCompleted >= s.options.laps && !s.finalRound) {
      s.finalRound = true;
      emit(ctx.ev, { type: 'finalRound', player: p });
    }
  }
}
