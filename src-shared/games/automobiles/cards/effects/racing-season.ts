import { BLACK, DARK_GRAY, LIGHT_GRAY, WEAR, WHITE, isGear, pileSize } from '../../cubes';
import type { Action } from '../../game/actions';
import type { Ctx } from '../../game/context';
import { ANY_GEAR, canStep, maskBelow, maskOf, movePrompt } from '../../game/movement';
import { distinctColors, drawCubes, drawable, gainWear, moveCube, removeCube } from '../../game/piles';
import { isLastAtStart, startPosition } from '../../game/positions';
import type { Prompt } from '../../game/state';
import { colorOf, activeThenDiscard, listPicks, optionPrompt, pickPrompt, type CardBehaviour } from './behaviour';

const done = (ctx: Ctx) => {
  ctx.s.prompt = null;
};

/** "Remove up to N from the discard pile" answered one cube at a time. */
function removeFromDiscard(
  ctx: Ctx,
  prompt: Prompt,
  a: Action,
  reason: string,
  filter?: (c: number) => boolean,
): boolean {
  if (a.type === 'pick') {
    removeCube(ctx, prompt.player, 'discard', colorOf(a), reason);
    prompt.count++;
  }
  const discard = ctx.s.players[prompt.player].discard;
  const left = filter ? discard.some((n, c) => n > 0 && filter(c)) : pileSize(discard) > 0;
  return a.type === 'stop' || prompt.count >= prompt.max || !left;
}

// Garage ----------------------------------------------------------------------------------

/** Factory Support: draw 1, then remove 1 cube from the active or discard pile (must). */
const factorySupport: CardBehaviour = {
  canPlay: (ctx, p) => drawable(ctx, p) > 0,
  start(ctx, p, cube) {
    drawCubes(ctx, p, 1, 'Factory Support');
    ctx.s.prompt = pickPrompt('factory-support', cube, p, 0, 1, 1);
  },
  legal(ctx, prompt, out) {
    const pl = ctx.s.players[prompt.player];
    listPicks(out, pl.active, 'active');
    listPicks(out, pl.discard, 'discard');
  },
  answer(ctx, prompt, a) {
    removeCube(ctx, prompt.player, (a as { from: 'active' | 'discard' }).from, colorOf(a), 'Factory Support');
    done(ctx);
  },
};

/** Maintenance Staff: remove any number of active cubes, then up to twice as many discarded ones. */
const maintenanceStaff: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p, cube) {
    ctx.s.prompt = pickPrompt('maintenance-staff', cube, p, 0, 0, 99);
  },
  legal(ctx, prompt, out) {
    const pl = ctx.s.players[prompt.player];
    if (prompt.stage === 0) listPicks(out, pl.active, 'active');
    else listPicks(out, pl.discard, 'discard');
    out.push({ type: 'stop' });
  },
  answer(ctx, prompt, a) {
    const p = prompt.player;
    if (prompt.stage === 0) {
      if (a.type === 'pick') {
        removeCube(ctx, p, 'active', colorOf(a), 'Maintenance Staff');
        prompt.count++;
      }
      if (a.type === 'stop' || pileSize(ctx.s.players[p].active) === 0) {
        const n = prompt.count * 2;
        ctx.s.prompt =
          n > 0 && pileSize(ctx.s.players[p].discard) > 0
            ? pickPrompt('maintenance-staff', prompt.cube, p, 1, 0, n)
            : null;
      }
      return;
    }
    if (removeFromDiscard(ctx, prompt, a, 'Maintenance Staff')) done(ctx);
  },
};

/** Performance Testing: remove this very cube, then draw up to 3. */
const performanceTesting: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p, cube) {
    removeCube(ctx, p, 'used', cube, 'Performance Testing');
    ctx.s.prompt = optionPrompt('performance-testing', cube, p, 0);
    if (drawable(ctx, p) === 0) done(ctx);
  },
  legal(ctx, prompt, out) {
    if (prompt.count < 3 && drawable(ctx, prompt.player) > 0) out.push({ type: 'choose', option: 'draw' });
    out.push({ type: 'stop' });
  },
  answer(ctx, prompt, a) {
    if (a.type === 'choose') {
      drawCubes(ctx, prompt.player, 1, 'Performance Testing');
      prompt.count++;
    }
    if (a.type === 'stop' || prompt.count === 3 || drawable(ctx, prompt.player) === 0) done(ctx);
  },
};

// Handling --------------------------------------------------------------------------------

const aboveWhite = (c: number) => isGear(c) && c > WHITE;

/** Burnout: gain 1 wear; name a non-white gear in the discard pile; up to 2 spaces one colour lower. */
const burnout: CardBehaviour = {
  canPlay: (ctx, p) => ctx.s.players[p].discard.some((n, c) => n > 0 && aboveWhite(c)),
  start(ctx, p, cube) {
    gainWear(ctx, p, 1, 'Burnout');
    ctx.s.prompt = pickPrompt('burnout', cube, p, 0, 1, 1);
  },
  legal: (ctx, prompt, out) => listPicks(out, ctx.s.players[prompt.player].discard, 'discard', aboveWhite),
  answer(ctx, prompt, a) {
    ctx.s.prompt = movePrompt('burnout', prompt.cube, prompt.player, maskOf(colorOf(a) - 1), 0, 2);
  },
};

/** Camber & Toe: an active gear cube to the discard pile, then exactly 1 space of any colour. */
const camberAndToe: CardBehaviour = {
  canPlay: (ctx, p) => ctx.s.players[p].active.some((n, c) => n > 0 && isGear(c)) && canStep(ctx, p, ANY_GEAR),
  start(ctx, p, cube) {
    ctx.s.prompt = pickPrompt('camber-and-toe', cube, p, 0, 1, 1);
  },
  legal: (ctx, prompt, out) => listPicks(out, ctx.s.players[prompt.player].active, 'active', isGear),
  answer(ctx, prompt, a) {
    moveCube(ctx, prompt.player, 'active', 'discard', colorOf(a), 'Camber & Toe');
    ctx.s.prompt = movePrompt('camber-and-toe', prompt.cube, prompt.player, ANY_GEAR, 1, 1);
  },
};

/** Redline: for the rest of the Action Phase, white cubes may be played as any gear colour. */
const redline: CardBehaviour = {
  canPlay: () => true,
  start(ctx) {
    ctx.s.turn.flags.redline = 1;
  },
};

/** A white cube under Redline: choose the colour it stands for (1 wear unless white), then move. */
export const redlineWhite: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p, cube) {
    ctx.s.prompt = optionPrompt('redline-white', cube, p, 0);
  },
  legal(ctx, prompt, out) {
    for (let c = WHITE; c <= BLACK; c++)
      if (canStep(ctx, prompt.player, maskOf(c))) out.push({ type: 'choose', option: `as:${c}` });
  },
  answer(ctx, prompt, a) {
    const c = Number((a as { option: string }).option.slice(3));
    if (c !== WHITE) gainWear(ctx, prompt.player, 1, 'Redline');
    const steps = ctx.s.turn.flags.fuelInjection ? 2 : 1;
    ctx.s.prompt = movePrompt('redline-white', prompt.cube, prompt.player, maskOf(c), 1, steps);
  },
};

// Pit -------------------------------------------------------------------------------------

/** Air Jacks: remove up to (distinct colours in discard) cubes from the discard pile. */
const airJacks: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p, cube) {
    const n = distinctColors(ctx.s.players[p].discard);
    ctx.s.prompt = n > 0 ? pickPrompt('air-jacks', cube, p, 0, 0, n) : null;
  },
  legal(ctx, prompt, out) {
    listPicks(out, ctx.s.players[prompt.player].discard, 'discard');
    out.push({ type: 'stop' });
  },
  answer(ctx, prompt, a) {
    if (removeFromDiscard(ctx, prompt, a, 'Air Jacks')) done(ctx);
  },
};

function removeUsedWear(ctx: Ctx, p: number): void {
  const n = ctx.s.players[p].used[WEAR];
  for (let i = 0; i < n; i++) removeCube(ctx, p, 'used', WEAR, 'Impact Wrench');
}

/** Impact Wrench: remove up to 4 discarded cubes, then all wear in the used pile. */
const impactWrench: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p, cube) {
    ctx.s.prompt = pickPrompt('impact-wrench', cube, p, 0, 0, 4);
    if (pileSize(ctx.s.players[p].discard) === 0) {
      done(ctx);
      removeUsedWear(ctx, p);
    }
  },
  legal(ctx, prompt, out) {
    listPicks(out, ctx.s.players[prompt.player].discard, 'discard');
    out.push({ type: 'stop' });
  },
  answer(ctx, prompt, a) {
    if (removeFromDiscard(ctx, prompt, a, 'Impact Wrench')) {
      done(ctx);
      removeUsedWear(ctx, prompt.player);
    }
  },
};

/** Strictly fewer discarded cubes than each other player. */
function fewestDiscards(ctx: Ctx, p: number): boolean {
  const mine = pileSize(ctx.s.players[p].discard);
  return ctx.s.players.every((o, i) => i === p || mine < pileSize(o.discard));
}

/** Pit Mechanic: remove up to 6 discarded wear; then, with the smallest discard pile, up to 2 more of any colour. */
const pitMechanic: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p, cube) {
    ctx.s.prompt = pickPrompt('pit-mechanic', cube, p, 0, 0, 6);
    if (ctx.s.players[p].discard[WEAR] === 0) pitMechanicBonus(ctx, ctx.s.prompt);
  },
  legal(ctx, prompt, out) {
    const discard = ctx.s.players[prompt.player].discard;
    listPicks(out, discard, 'discard', prompt.stage === 0 ? (c) => c === WEAR : undefined);
    out.push({ type: 'stop' });
  },
  answer(ctx, prompt, a) {
    if (prompt.stage === 0) {
      if (removeFromDiscard(ctx, prompt, a, 'Pit Mechanic', (c) => c === WEAR)) pitMechanicBonus(ctx, prompt);
      return;
    }
    if (removeFromDiscard(ctx, prompt, a, 'Pit Mechanic')) done(ctx);
  },
};

function pitMechanicBonus(ctx: Ctx, prompt: Prompt): void {
  const p = prompt.player;
  ctx.s.prompt =
    fewestDiscards(ctx, p) && pileSize(ctx.s.players[p].discard) > 0
      ? pickPrompt('pit-mechanic', prompt.cube, p, 1, 0, 2)
      : null;
}

// Performance -----------------------------------------------------------------------------

/** Adrenaline: 1 light grey space now, or up to 2 light grey per position gained in the Car Phase. */
const adrenaline: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p, cube) {
    ctx.s.prompt = optionPrompt('adrenaline', cube, p, 0);
  },
  legal(ctx, prompt, out) {
    if (canStep(ctx, prompt.player, maskOf(LIGHT_GRAY))) out.push({ type: 'choose', option: 'moveNow' });
    out.push({ type: 'choose', option: 'carPhase' });
  },
  answer(ctx, prompt, a) {
    if ((a as { option: string }).option === 'moveNow') {
      ctx.s.prompt = movePrompt('adrenaline', prompt.cube, prompt.player, maskOf(LIGHT_GRAY), 1, 1);
      return;
    }
    ctx.s.turn.flags.adrenaline = (ctx.s.turn.flags.adrenaline ?? 0) + 1;
    done(ctx);
  },
};

/** Bump & Run: gain 1 wear; unless first, up to 2 dark grey spaces (3 in last place). */
const bumpAndRun: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p, cube) {
    gainWear(ctx, p, 1, 'Bump & Run');
    if (startPosition(ctx, p) === 1) return;
    const steps = 2 + (isLastAtStart(ctx, p) ? 1 : 0);
    ctx.s.prompt = movePrompt('bump-and-run', cube, p, maskOf(DARK_GRAY), 0, steps);
  },
};

/** Overdrive: gain 1 wear; up to 3 spaces: first on white, last on dark grey or lower, others light grey or lower. */
const overdrive: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p, cube) {
    gainWear(ctx, p, 1, 'Overdrive');
    const pos = startPosition(ctx, p);
    const top = pos === 1 ? WHITE : isLastAtStart(ctx, p) ? DARK_GRAY : LIGHT_GRAY;
    ctx.s.prompt = movePrompt('overdrive', cube, p, maskBelow(top + 1), 0, 3);
  },
};

// Engine ----------------------------------------------------------------------------------

/** Crate Motor: up to 3 spaces of one colour; players behind move after the End Phase. */
const crateMotor: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p, cube) {
    ctx.s.turn.flags.crateMotor = (ctx.s.turn.flags.crateMotor ?? 0) + 1;
    ctx.s.prompt = movePrompt('crate-motor', cube, p, ANY_GEAR, 0, 3, true);
  },
};

/** Fuel Injection Engine: gain 2 wear; gear cubes move 2 spaces this turn (does not stack). */
const fuelInjection: CardBehaviour = {
  canPlay: () => true,
  start(ctx, p) {
    gainWear(ctx, p, 2, 'Fuel Injection Engine');
    ctx.s.turn.flags.fuelInjection = 1;
  },
};

/** Internal Combustion: an active cube to the discard pile; up to 3 discarded cubes back to active, 1 wear each. */
const internalCombustion = activeThenDiscard(
  'internal-combustion',
  'Internal Combustion',
  'discard',
  3,
  (ctx, p, c) => {
    moveCube(ctx, p, 'discard', 'active', c, 'Internal Combustion');
    gainWear(ctx, p, 1, 'Internal Combustion');
  },
);

export const EXPANSION_BEHAVIOURS: Iterable<[string, CardBehaviour]> = [
  ['factory-support', factorySupport],
  ['maintenance-staff', maintenanceStaff],
  ['performance-testing', performanceTesting],
  ['burnout', burnout],
  ['camber-and-toe', camberAndToe],
  ['redline', redline],
  ['redline-white', redlineWhite],
  ['air-jacks', airJacks],
  ['impact-wrench', impactWrench],
  ['pit-mechanic', pitMechanic],
  ['adrenaline', adrenaline],
  ['bump-and-run', bumpAndRun],
  ['overdrive', overdrive],
  ['crate-motor', crateMotor],
  ['fuel-injection-engine', fuelInjection],
  ['internal-combustion', internalCombustion],
];
