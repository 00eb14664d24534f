import { COLORS, COLOR_INDEX, type Color } from '../cubes';
import { behaviourOf } from '../cards/effects';
import type { Action } from './actions';
import { cardOfCube } from './card-of-cube';
import { IllegalActionError, type Ctx } from './context';
import { describeAction } from './describe';
import { emit } from './events';
import { listLegalActions } from './legal-actions';
import { MOVES_CAR, applyStep, finishMove } from './movement';
import { drawCubes } from './piles';
import {
  advanceAfter,
  afterOwedCrateMove,
  owedAtTurnStart,
  costOf,
  currentTurnPlayer,
  endSetupBuy,
  finishStandardTurn,
  pitStop,
  startBuyPhase,
} from './turn-flow';
import { startPower } from '../drivers/driver-powers';
import { applySeasonAction } from '../season/season-flow';
import { pickDriver } from '../drivers/draft';
import { useFuel } from '../fuel-mixture/fuel-flow';
import { noteSoloPitStop } from '../solo/solo-flow';

export function sameAction(a: Action, b: Action): boolean {
  if (a.type !== b.type) return false;
  switch (a.type) {
    case 'buy':
    case 'play':
      return a.color === (b as typeof a).color;
    case 'pick':
      return a.color === (b as typeof a).color && a.from === (b as typeof a).from;
    case 'step':
      return a.space === (b as typeof a).space;
    case 'choose':
      return a.option === (b as typeof a).option;
    default:
      return true;
  }
}

/** Applies an action after checking it against listLegalActions; throws and changes nothing if illegal. */
export function applyChecked(ctx: Ctx, action: Action): void {
  const legal = listLegalActions(ctx);
  if (!legal.some((l) => sameAction(l, action))) {
    const options = legal.map((l) => JSON.stringify(l)).join(', ');
    throw new IllegalActionError(
      `illegal action ${JSON.stringify(action)} now; legal: ${options || 'none (the race is over)'}`,
    );
  }
  applyUnchecked(ctx, action);
}

/** Applies an action known to be legal (bots and replays that took it from listLegalActions). */
export function applyUnchecked(ctx: Ctx, action: Action): void {
  const s = ctx.s;
  s.actionCount++;
  if (s.prompt) {
    answerPrompt(ctx, action);
    // A prompt during the car, decline or end phases: carry on with the turn.
    if (!s.prompt && s.phase === 'after') advanceAfter(ctx);
    return;
  }
  if (s.phase === 'draft') {
    pickDriver(ctx, Number((action as { option: string }).option.slice('driver:'.length)));
    return;
  }
  if (s.phase === 'sponsors') {
    applySeasonAction(ctx, action);
    return;
  }
  const p = currentTurnPlayer(ctx);
  switch (action.type) {
    case 'usePower':
      startPower(ctx, p);
      return;
    case 'buy': {
      const c = COLOR_INDEX[action.color];
      const cost = costOf(c)!;
      s.stock[c]--;
      s.turn.money -= cost;
      if (s.phase === 'setup') s.setupBought[p][c]++;
      else s.players[p].used[c]++;
      emit(ctx.ev, { type: 'cubeBought', player: p, color: action.color, cost, moneyLeft: s.turn.money });
      return;
    }
    case 'endBuy':
      if (s.phase === 'setup') endSetupBuy(ctx);
      else finishStandardTurn(ctx);
      return;
    case 'endActions':
      startBuyPhase(ctx);
      return;
    case 'pitStop':
      noteSoloPitStop(s, p);
      pitStop(ctx);
      return;
    case 'choose':
      // The only option of the Action Phase itself: using the Fuel Mixture card.
      useFuel(ctx, p);
      return;
    case 'play':
      playCube(ctx, p, COLOR_INDEX[action.color as Color]);
      return;
    default:
      throw new IllegalActionError(`${describeAction(s, action)}: nothing to answer`);
  }
}

function answerPrompt(ctx: Ctx, action: Action): void {
  const s = ctx.s;
  const prompt = s.prompt!;
  if (prompt.kind === 'move') {
    const done = action.type === 'stop' || applyStep(ctx, prompt, (action as { space: number }).space);
    if (done) {
      s.prompt = null;
      finishMove(ctx, prompt);
      // An owed Crate Motor move (accelerated play) opens the mover's own turn.
      if (prompt.card === 'crate-motor' && prompt.memo & MOVES_CAR && s.phase === 'action') afterOwedCrateMove(ctx);
    }
    return;
  }
  if (prompt.kind === 'boostReply') {
    answerBoostReply(ctx, action);
    return;
  }
  behaviourOf(prompt.card).answer!(ctx, prompt, action);
}

function playCube(ctx: Ctx, p: number, color: number): void {
  const s = ctx.s;
  const pl = s.players[p];
  pl.active[color]--;
  pl.used[color]++;
  s.turn.acted = true;
  const card = cardOfCube(s, color);
  emit(ctx.ev, { type: 'cubePlayed', player: p, color: COLORS[color], card });
  behaviourOf(card).start(ctx, p, color);
}

function answerBoostReply(ctx: Ctx, action: Action): void {
  const s = ctx.s;
  const prompt = s.prompt!;
  const p = prompt.player;
  const drew = action.type === 'choose';
  if (drew) drawCubes(ctx, p, 1, 'Boost (other player)');
  emit(ctx.ev, { type: 'boostReply', player: p, drew });
  const pl = s.players[p];
  // A deferred (accelerated play) reply is the player's own: one prompt per owed draw.
  if (pl.boostDrawsOwed > 0 && p === currentTurnPlayer(ctx) && s.phase === 'action' && !s.turn.acted) {
    pl.boostDrawsOwed--;
    s.prompt = pl.boostDrawsOwed > 0 ? { ...prompt, queue: [p] } : null;
    if (!s.prompt) owedAtTurnStart(ctx);
    return;
  }
  const queue = prompt.queue!.slice(1);
  s.prompt = queue.length ? { ...prompt, player: queue[0], queue } : null;
}
