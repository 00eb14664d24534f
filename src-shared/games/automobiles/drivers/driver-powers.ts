import { COLORS, LIGHT_GRAY, WEAR, pileSize } from '../cubes';
import type { Action } from '../game/actions';
import type { Ctx } from '../game/context';
import { emit } from '../game/events';
import { ANY_GEAR, carMovePrompt, maskOf } from '../game/movement';
import { drawOne, drawCubes, drawable, moveCube, removeCube } from '../game/piles';
import type { AfterStep, Prompt } from '../game/state';
import { colorOf, listPicks, optionPrompt, pickPrompt, type CardBehaviour } from '../cards/effects/behaviour';
import { COLOR_ECONOMY } from '../cards/card-table';

const id = (n: number) => `driver-${String(n).padStart(2, '0')}`;

/** Optional powers that trigger during the steps after the Buy Phase. */
export function afterStepPower(ctx: Ctx, p: number, step: AfterStep): void {
  const s = ctx.s;
  const driver = s.players[p].driver;
  const turn = s.turn;
  if (!driver) return;
  // Driver 06's extra space follows a normal move: a car that did not move gets none (RULINGS §5).
  if (step === 'driverCar' && driver === 6 && turn.moved) s.prompt = carMovePrompt(id(6), p, ANY_GEAR, 1, true);
  else if (step === 'driverDecline' && driver === 1 && turn.declineWear > 0) {
    s.prompt = carMovePrompt(id(1), p, maskOf(LIGHT_GRAY), turn.declineWear, false);
  } else if (step === 'driverEndWear' && driver === 8 && s.players[p].discard[WEAR] > 0) {
    s.prompt = pickPrompt(id(8), -1, p, 0, 0, 3);
  } else if (step === 'driverEndDraw' && driver === 7 && turn.declineWear > 0) {
    s.prompt = { ...optionPrompt(id(7), -1, p, 0), max: turn.declineWear };
  } else if (step === 'driverEndDraw' && driver === 9) {
    s.prompt = { ...optionPrompt(id(9), -1, p, 0), max: 2 };
  } else if (step === 'driverEndCycle' && driver === 10) {
    s.prompt = pickPrompt(id(10), -1, p, 0, 0, 99);
  }
  if (s.prompt && s.prompt.kind !== 'move' && !hasChoice(ctx, s.prompt)) s.prompt = null;
}

function hasChoice(ctx: Ctx, prompt: Prompt): boolean {
  const out: Action[] = [];
  behaviours.get(prompt.card)!.legal!(ctx, prompt, out);
  return out.some((a) => a.type !== 'stop');
}

/** Whether the current player may start their Action/Buy Phase power now. */
export function canUsePower(ctx: Ctx, p: number): boolean {
  const s = ctx.s;
  if (s.turn.powerUsed) return false;
  const pl = s.players[p];
  switch (pl.driver) {
    case 2:
    case 3:
      return s.phase === 'action' && pileSize(pl.discard) > 0;
    case 4:
      return s.phase === 'buy' && drawable(ctx, p) > 0;
    case 5:
      return s.phase === 'buy' && s.turn.money >= 1 && pileSize(pl.discard) > 0;
    default:
      return false;
  }
}

export function startPower(ctx: Ctx, p: number): void {
  const s = ctx.s;
  s.turn.powerUsed = true;
  // A power used in the Action Phase starts a standard turn: no pit stop after it (RULINGS §5).
  if (s.phase === 'action') s.turn.acted = true;
  const d = s.players[p].driver;
  if (d === 2) s.prompt = pickPrompt(id(2), -1, p, 0, 1, 1);
  else if (d === 3) s.prompt = pickPrompt(id(3), -1, p, 0, 0, 3);
  else if (d === 4) s.prompt = optionPrompt(id(4), -1, p, 0);
  else if (d === 5) s.prompt = pickPrompt(id(5), -1, p, 0, 0, 99);
}

/** A "draw up to N, one at a time" option prompt (drivers 07 and 09). */
const drawUpTo = (reason: string): CardBehaviour => ({
  canPlay: () => true,
  start: () => {},
  legal(ctx, prompt, out) {
    if (prompt.count < prompt.max && drawable(ctx, prompt.player) > 0) out.push({ type: 'choose', option: 'draw' });
    out.push({ type: 'stop' });
  },
  answer(ctx, prompt, a) {
    if (a.type === 'choose') {
      drawCubes(ctx, prompt.player, 1, reason);
      prompt.count++;
    }
    if (a.type === 'stop' || prompt.count >= prompt.max || drawable(ctx, prompt.player) === 0) ctx.s.prompt = null;
  },
});

const none: Pick<CardBehaviour, 'canPlay' | 'start'> = { canPlay: () => true, start: () => {} };

const DRIVER04_DEST = ['remove', 'active', 'bag'];

const behaviours = new Map<string, CardBehaviour>([
  [
    id(2),
    {
      ...none,
      legal: (ctx, prompt, out) => listPicks(out, ctx.s.players[prompt.player].discard, 'discard'),
      answer(ctx, prompt, a) {
        moveCube(ctx, prompt.player, 'discard', 'active', colorOf(a), 'Driver 02');
        ctx.s.prompt = null;
      },
    },
  ],
  [
    id(3),
    {
      ...none,
      legal(ctx, prompt, out) {
        listPicks(out, ctx.s.players[prompt.player].discard, 'discard');
        out.push({ type: 'stop' });
      },
      answer(ctx, prompt, a) {
        if (a.type === 'pick') {
          moveCube(ctx, prompt.player, 'discard', 'bag', colorOf(a), 'Driver 03');
          prompt.count++;
        }
        if (a.type === 'stop' || prompt.count === 3 || pileSize(ctx.s.players[prompt.player].discard) === 0)
          ctx.s.prompt = null;
      },
    },
  ],
  [
    id(4),
    {
      ...none,
      legal(ctx, prompt, out) {
        if (prompt.stage === 0) {
          const n = Math.min(3, drawable(ctx, prompt.player));
          for (let k = 1; k <= n; k++) out.push({ type: 'choose', option: `draw${k}` });
          out.push({ type: 'stop' });
        } else for (const o of DRIVER04_DEST) out.push({ type: 'choose', option: o });
      },
      answer(ctx, prompt, a) {
        const s = ctx.s;
        const p = prompt.player;
        if (prompt.stage === 0) {
          if (a.type === 'stop') {
            s.prompt = null;
            return;
          }
          const k = Number((a as { option: string }).option.slice(4));
          const held: number[] = [];
          for (let i = 0; i < k; i++) held.push(drawOne(ctx, p));
          emit(ctx.ev, { type: 'cubesDrawn', player: p, colors: held.map((c) => COLORS[c]), reason: 'Driver 04' });
          prompt.held = held;
          prompt.stage = 1;
          return;
        }
        // Decide the first held cube's fate; the prompt names it via held[0].
        const c = prompt.held!.shift()!;
        const dest = (a as { option: string }).option;
        if (dest === 'remove') {
          s.stock[c]++;
          emit(ctx.ev, { type: 'cubeRemoved', player: p, color: COLORS[c], from: 'active', reason: 'Driver 04' });
        } else if (dest === 'active') {
          s.players[p].active[c]++;
          s.turn.money += COLOR_ECONOMY[COLORS[c]].value;
        } else s.players[p].bag[c]++;
        if (prompt.held!.length === 0) s.prompt = null;
      },
    },
  ],
  [
    id(5),
    {
      ...none,
      legal(ctx, prompt, out) {
        if (ctx.s.turn.money >= 1) listPicks(out, ctx.s.players[prompt.player].discard, 'discard');
        out.push({ type: 'stop' });
      },
      answer(ctx, prompt, a) {
        if (a.type === 'pick') {
          removeCube(ctx, prompt.player, 'discard', colorOf(a), 'Driver 05');
          ctx.s.turn.money -= 1;
        }
        if (a.type === 'stop' || ctx.s.turn.money < 1 || pileSize(ctx.s.players[prompt.player].discard) === 0)
          ctx.s.prompt = null;
      },
    },
  ],
  [id(7), drawUpTo('Driver 07')],
  [
    id(8),
    {
      ...none,
      legal(ctx, prompt, out) {
        listPicks(out, ctx.s.players[prompt.player].discard, 'discard', (c) => c === WEAR);
        out.push({ type: 'stop' });
      },
      answer(ctx, prompt, a) {
        if (a.type === 'pick') {
          removeCube(ctx, prompt.player, 'discard', WEAR, 'Driver 08');
          prompt.count++;
        }
        if (a.type === 'stop' || prompt.count === 3 || ctx.s.players[prompt.player].discard[WEAR] === 0)
          ctx.s.prompt = null;
      },
    },
  ],
  [id(9), drawUpTo('Driver 09')],
  [
    id(10),
    {
      ...none,
      legal(ctx, prompt, out) {
        listPicks(out, ctx.s.players[prompt.player].active, 'active');
        out.push({ type: 'stop' });
      },
      answer(ctx, prompt, a) {
        const p = prompt.player;
        if (a.type === 'pick') {
          moveCube(ctx, p, 'active', 'discard', colorOf(a), 'Driver 10');
          prompt.count++;
        }
        if (a.type === 'stop' || pileSize(ctx.s.players[p].active) === 0) {
          const n = prompt.count;
          ctx.s.prompt = null;
          drawCubes(ctx, p, n, 'Driver 10');
        }
      },
    },
  ],
]);

export const DRIVER_BEHAVIOURS: Iterable<[string, CardBehaviour]> = behaviours;
