import { ALLOWANCE_BY_GRID_SLOT, COLOR_ECONOMY } from '../cards/card-table';
import { COLORS, COLOR_COUNT, WEAR, emptyPile, LIGHT_GRAY } from '../cubes';
import type { Ctx } from './context';
import { emit } from './events';
import { boostReplyPrompt } from '../cards/effects/performance';
import { drawCubes, gainWear, removeCube } from './piles';
import { raceOrder } from './positions';
import type { TurnState } from './state';
import { afterStepPower } from '../drivers/driver-powers';
import { ANY_GEAR, carMovePrompt, completeLaps, maskOf } from './movement';
import { finishRace } from './race-end';
import { crossesLine } from '../track/prepared-track';
import { releaseFuelCubes } from '../fuel-mixture/fuel-flow';

export const HAND_SIZE = 7;
/** Wear chart by highest gear colour moved on: white 1, light grey 2, dark grey 3, black 4. */
export const WEAR_CHART = [1, 2, 3, 4];

export const valueOf = (c: number) => COLOR_ECONOMY[COLORS[c]].value;
export const costOf = (c: number) => COLOR_ECONOMY[COLORS[c]].cost;

export function freshTurn(): TurnState {
  return {
    startOrder: [],
    placements: [],
    highestMoved: -1,
    acted: false,
    aerodynamics: false,
    money: 0,
    flags: {},
    after: 'car',
    moved: false,
    declineWear: 0,
    carStartOrder: [],
    powerUsed: false,
    crateQueue: [],
  };
}

export function currentTurnPlayer(ctx: Ctx): number {
  return ctx.s.turnOrder[ctx.s.turnIndex];
}

/** Setup: the next grid slot buys with its allowance (paid only before a season's first race). */
export function startSetupBuy(ctx: Ctx): void {
  const s = ctx.s;
  const p = currentTurnPlayer(ctx);
  s.phase = 'setup';
  s.turn = freshTurn();
  s.turn.money = ALLOWANCE_BY_GRID_SLOT[s.turnIndex];
  emit(ctx.ev, { type: 'setupStarted', player: p, allowance: s.turn.money });
}

/** Setup done buying: next slot, or bags filled and the race begins. */
export function endSetupBuy(ctx: Ctx): void {
  const s = ctx.s;
  if (s.turnIndex < s.turnOrder.length - 1) {
    s.turnIndex++;
    startSetupBuy(ctx);
    return;
  }
  for (const p of s.turnOrder) {
    const pl = s.players[p];
    for (let c = 0; c < COLOR_COUNT; c++) pl.bag[c] += s.setupBought[p][c];
    s.setupBought[p] = emptyPile();
  }
  beginRace(ctx);
}

/** Everyone draws 7 and P1 takes the first turn. */
export function beginRace(ctx: Ctx): void {
  const s = ctx.s;
  for (const p of s.turnOrder) drawCubes(ctx, p, HAND_SIZE, 'setup');
  s.turnIndex = 0;
  s.round = 1;
  startTurn(ctx);
}

/** A player's turn begins: positions are fixed for the Action Phase. */
export function startTurn(ctx: Ctx): void {
  const s = ctx.s;
  const p = currentTurnPlayer(ctx);
  s.turn = freshTurn();
  s.turn.startOrder = raceOrder(s, ctx.t);
  s.phase = 'action';
  emit(ctx.ev, { type: 'turnStarted', player: p, round: s.round });
  owedAtTurnStart(ctx);
}

/**
 * Accelerated play: other players' choices made during their turns wait until this player's
 * own turn (RULINGS §5/§6). Boost draws first, then the Crate Motor spaces owed; neither is
 * part of the standard turn (a pit stop stays possible).
 */
export function owedAtTurnStart(ctx: Ctx): void {
  const s = ctx.s;
  const p = currentTurnPlayer(ctx);
  const pl = s.players[p];
  if (pl.boostDrawsOwed > 0) {
    s.prompt = boostReplyPrompt([p]);
    return;
  }
  if (pl.crateMovesOwed > 0) {
    s.prompt = carMovePrompt('crate-motor', p, ANY_GEAR, pl.crateMovesOwed, false);
    pl.crateMovesOwed = 0;
  }
}

/** After an owed Crate Motor move at the start of a turn: momentum, then positions re-read. */
export function afterOwedCrateMove(ctx: Ctx): void {
  applyMomentum(ctx);
  ctx.s.turn.startOrder = raceOrder(ctx.s, ctx.t);
}

export function startBuyPhase(ctx: Ctx): void {
  const s = ctx.s;
  const p = currentTurnPlayer(ctx);
  s.phase = 'buy';
  s.turn.powerUsed = false;
  let money = 0;
  const active = s.players[p].active;
  for (let c = 0; c < COLOR_COUNT; c++) money += active[c] * valueOf(c);
  s.turn.money = money;
  emit(ctx.ev, { type: 'phaseChanged', player: p, phase: 'buy' });
}

/** After the Buy Phase: the car, decline and end phases, each possibly stopping for a prompt. */
export function finishStandardTurn(ctx: Ctx): void {
  ctx.s.phase = 'after';
  ctx.s.turn.after = 'car';
  advanceAfter(ctx);
}

/**
 * Runs the steps after the Buy Phase until one needs a decision (a prompt) or the turn
 * ends. Called again whenever such a prompt is answered.
 */
export function advanceAfter(ctx: Ctx): void {
  const s = ctx.s;
  const turn = s.turn;
  const p = currentTurnPlayer(ctx);
  while (!s.prompt && s.phase === 'after') {
    switch (turn.after) {
      case 'car':
        turn.carStartOrder = raceOrder(s, ctx.t);
        turn.moved = carPhase(ctx, p);
        turn.after = 'adrenaline';
        break;
      case 'adrenaline': {
        turn.after = 'driverCar';
        const times = turn.flags.adrenaline ?? 0;
        if (times > 0) {
          const advanced = turn.carStartOrder.indexOf(p) - raceOrder(s, ctx.t).indexOf(p);
          if (advanced > 0) s.prompt = carMovePrompt('adrenaline', p, maskOf(LIGHT_GRAY), 2 * advanced * times, true);
        }
        break;
      }
      case 'driverCar':
        turn.after = 'decline';
        afterStepPower(ctx, p, 'driverCar');
        break;
      case 'decline':
        turn.declineWear = declinePhase(ctx, p, turn.moved);
        turn.after = 'driverDecline';
        break;
      case 'driverDecline':
        turn.after = 'endCollect';
        afterStepPower(ctx, p, 'driverDecline');
        break;
      case 'endCollect':
        collectToDiscard(ctx, p);
        releaseFuelCubes(ctx, p);
        turn.after = 'driverEndWear';
        break;
      case 'driverEndWear':
        turn.after = 'endDraw';
        afterStepPower(ctx, p, 'driverEndWear');
        break;
      case 'endDraw':
        drawCubes(ctx, p, HAND_SIZE, 'end phase');
        turn.after = 'driverEndDraw';
        break;
      case 'driverEndDraw':
        turn.after = 'driverEndCycle';
        afterStepPower(ctx, p, 'driverEndDraw');
        break;
      case 'driverEndCycle':
        turn.after = 'momentum';
        afterStepPower(ctx, p, 'driverEndCycle');
        break;
      case 'momentum':
        applyMomentum(ctx);
        turn.after = 'crateMotor';
        if (turn.flags.crateMotor) {
          const order = raceOrder(s, ctx.t);
          const behind = order.slice(order.indexOf(p) + 1);
          // Accelerated play: each moves at the start of their own next turn instead.
          if (s.options.variants.acceleratedPlay)
            for (const q of behind) s.players[q].crateMovesOwed += turn.flags.crateMotor;
          else turn.crateQueue = behind;
        }
        break;
      case 'crateMotor':
        // Crate Motor: each player behind, in position order, moves without wear; momentum after each.
        applyMomentum(ctx);
        if (turn.crateQueue.length === 0) {
          turn.after = 'done';
          break;
        }
        {
          const q = turn.crateQueue.shift()!;
          s.prompt = carMovePrompt('crate-motor', q, ANY_GEAR, turn.flags.crateMotor, false);
        }
        break;
      case 'done':
        nextTurn(ctx);
        return;
    }
  }
}

/** Alternative turn: remove all wear from the active pile, then the End Phase. */
export function pitStop(ctx: Ctx): void {
  const s = ctx.s;
  const p = currentTurnPlayer(ctx);
  const n = s.players[p].active[WEAR];
  for (let i = 0; i < n; i++) removeCube(ctx, p, 'active', WEAR, 'pit stop');
  emit(ctx.ev, { type: 'pitStop', player: p, wearRemoved: n });
  s.phase = 'after';
  s.turn.after = 'endCollect';
  advanceAfter(ctx);
}

/** The car drives to the farthest cube placed this turn, counting laps. Returns whether it moved. */
export function carPhase(ctx: Ctx, p: number): boolean {
  const s = ctx.s;
  const t = ctx.t;
  emit(ctx.ev, { type: 'phaseChanged', player: p, phase: 'car' });
  const placements = s.turn.placements;
  if (placements.length === 0) return false;
  const pl = s.players[p];
  const from = { ...pl.car };
  let prev = from.space;
  let laps = 0;
  for (const pc of placements) {
    if (crossesLine(t, prev, pc.space)) laps++;
    prev = pc.space;
  }
  const last = placements[placements.length - 1];
  pl.car = { space: last.space, segment: last.segment };
  emit(ctx.ev, {
    type: 'carMoved',
    player: p,
    from,
    to: { ...pl.car },
    path: placements.map((x) => ({ space: x.space, segment: x.segment })),
  });
  completeLaps(ctx, p, laps);
  return true;
}

/** The opponent this car drafts (directly ahead in its lane), or -1 (RULINGS §4). */
export function draftedCar(ctx: Ctx, p: number): number {
  const s = ctx.s;
  const car = s.players[p].car;
  const ahead = car.segment > 0 ? car.space : ctx.t.nextInLane[car.space];
  if (ahead < 0) return -1;
  for (let i = 0; i < s.players.length; i++) {
    if (i === p) continue;
    const o = s.players[i].car;
    if (o.space !== ahead) continue;
    if (car.segment > 0 ? o.segment === car.segment - 1 : true) return i;
  }
  return -1;
}

/** Wear from the chart for the highest colour moved on; none when drafting, with Aerodynamics, or without a move. */
export function declinePhase(ctx: Ctx, p: number, moved: boolean): number {
  const s = ctx.s;
  emit(ctx.ev, { type: 'phaseChanged', player: p, phase: 'decline' });
  if (!moved || s.turn.highestMoved < 0) return 0;
  if (s.turn.aerodynamics) {
    emit(ctx.ev, { type: 'drafting', player: p, behind: null, reason: 'aerodynamics' });
    return 0;
  }
  const behind = draftedCar(ctx, p);
  if (behind >= 0) {
    emit(ctx.ev, { type: 'drafting', player: p, behind, reason: 'drafting' });
    return 0;
  }
  const before = s.stock[WEAR];
  gainWear(ctx, p, WEAR_CHART[s.turn.highestMoved], 'decline');
  return before - s.stock[WEAR];
}

/** End Phase, first half: the track, active and used piles all go to the discard pile. */
export function collectToDiscard(ctx: Ctx, p: number): void {
  const s = ctx.s;
  emit(ctx.ev, { type: 'phaseChanged', player: p, phase: 'end' });
  const pl = s.players[p];
  for (let c = 0; c < COLOR_COUNT; c++) {
    pl.discard[c] += pl.active[c] + pl.used[c];
    pl.active[c] = 0;
    pl.used[c] = 0;
  }
  s.turn.placements = [];
}

/** Cars in a space pack to its front, keeping their order (RULINGS §4). */
export function applyMomentum(ctx: Ctx): void {
  const s = ctx.s;
  const bySpace = new Map<number, number[]>();
  s.players.forEach((pl, i) => {
    const list = bySpace.get(pl.car.space);
    if (list) list.push(i);
    else bySpace.set(pl.car.space, [i]);
  });
  const moves: { player: number; space: number; from: number; to: number }[] = [];
  for (const [space, list] of bySpace) {
    list.sort((a, b) => s.players[a].car.segment - s.players[b].car.segment);
    list.forEach((i, k) => {
      const car = s.players[i].car;
      if (car.segment !== k) {
        moves.push({ player: i, space, from: car.segment, to: k });
        car.segment = k;
      }
    });
  }
  if (moves.length) emit(ctx.ev, { type: 'momentum', moves });
}

/** A race that reaches this many rounds ends there (RULINGS §4: a net against stalled play). */
export const ROUND_LIMIT = 150;

/** Next player, or the race ends when the final round (or round 150) is complete. */
export function nextTurn(ctx: Ctx): void {
  const s = ctx.s;
  const roundOver = s.turnIndex === s.turnOrder.length - 1;
  if (roundOver && !s.finalRound && s.round >= ROUND_LIMIT) {
    emit(ctx.ev, { type: 'roundLimit', round: s.round });
    finishRace(ctx);
    return;
  }
  if (s.finalRound && roundOver) {
    finishRace(ctx);
    return;
  }
  s.turnIndex = (s.turnIndex + 1) % s.turnOrder.length;
  if (s.turnIndex === 0) s.round++;
  startTurn(ctx);
}
