import { COLOR_ECONOMY, COLORS, COLOR_COUNT, WEAR, type Action, type GameState, type Prompt } from '../..';
import { cardOf, colorIndex, ownedPile, usefulDrawShare } from './knowledge';
import { answerFuelPrompt } from './fuel-policy';

export { SCARCE_GEAR, cubeWorth } from './cube-worth';
import { SCARCE_GEAR, cubeWorth } from './cube-worth';

/** Draw cards are worth their wear only when the draws are mostly useful. */
const GOOD_DRAWS = 0.65;

type Pick = Extract<Action, { type: 'pick' }>;
const picks = (legal: Action[], from?: string): Pick[] =>
  legal.filter((a): a is Pick => a.type === 'pick' && (from === undefined || a.from === from));
const find = (legal: Action[], type: Action['type']) => legal.find((a) => a.type === type);
const byWorth = (s: GameState, list: Pick[], dir: 1 | -1, p?: number): Pick | undefined =>
  [...list].sort((a, b) => dir * (cubeWorth(s, colorIndex(b.color), p) - cubeWorth(s, colorIndex(a.color), p)))[0];
const playOf = (s: GameState, legal: Action[], card: string) =>
  legal.find((a) => a.type === 'play' && cardOf(s, a.color) === card);

/**
 * A non-movement card worth playing before the movement plan (draws first, then culling
 * wear), or null. Wear cubes are sent to the discard pile only when a card will cull them.
 */
export function utilityPlay(s: GameState, p: number, legal: Action[]): Action | null {
  const pl = s.players[p];
  const play = (card: string) => playOf(s, legal, card);
  const goodInDiscard = pl.discard.some((n, c) => n > 0 && cubeWorth(s, c) >= 4);
  const drawsGood = usefulDrawShare(pl) >= GOOD_DRAWS;
  const order: [string, boolean][] = [
    ['nitro', true],
    ['supercharged', goodInDiscard],
    ['boost', drawsGood],
    ['engineer', pl.active[WEAR] > 0],
    ['manager', pl.active[WEAR] > 0],
  ];
  for (const [card, worth] of order) {
    const a = worth && play(card);
    if (a) return a;
  }
  const discardCullers = ['crew-chief', 'pit-crew', 'pit-captain', 'mechanic'].filter((c) => play(c));
  const wearPlay = legal.find((a) => a.type === 'play' && a.color === 'brown');
  if (discardCullers.length && wearPlay) return wearPlay;
  if (pl.discard[WEAR] > 0 && discardCullers.length) return play(discardCullers[0])!;
  const pitTeam = play('pit-team');
  if (pitTeam && pitTeamPlan(s, p, 0, 3).value > 0.5) return pitTeam;
  // Car Chief: upgrade the middle gears; whites only when there are plenty (turns need them).
  const carChief = play('car-chief');
  const owned = ownedPile(pl);
  const upgradable = (c: number) => pl.discard[c] > 0 && s.stock[c + 1] > 0 && owned[c] > SCARCE_GEAR;
  if (carChief && (upgradable(0) || upgradable(1) || upgradable(2))) return carChief;
  return null;
}

/** Answers a prompt of a non-movement card (or anything the planner does not cover). */
export function answerPrompt(s: GameState, p: number, prompt: Prompt, legal: Action[]): Action {
  const pl = s.players[p];
  const stop = find(legal, 'stop');
  const wearFrom = (from: string) => picks(legal, from).find((a) => a.color === 'brown');
  switch (prompt.card) {
    case 'engineer':
      if (prompt.stage === 0) return wearFrom('active') ?? stop ?? legal[0];
      return byWorth(s, picks(legal), -1, p) ?? legal[0];
    case 'manager':
      if (prompt.stage === 0) return wearFrom('active') ?? stop ?? legal[0];
      return (
        byWorth(
          s,
          picks(legal, 'discard').filter((a) => cubeWorth(s, colorIndex(a.color)) >= 5),
          1,
        ) ??
        stop ??
        legal[0]
      );
    case 'mechanic':
      if (prompt.stage === 0) return byWorth(s, picks(legal), -1, p) ?? legal[0];
      return wearFrom('discard') ?? stop ?? legal[0];
    case 'pit-captain':
      return wearFrom('discard') ?? stop ?? legal[0];
    case 'pit-crew': {
      if (prompt.kind === 'option') {
        const two = legal.find((a) => a.type === 'choose' && a.option === 'twoCubes');
        return pl.discard[WEAR] >= 2 || !two
          ? (legal.find((a) => a.type === 'choose' && a.option === 'allWear') ?? legal[0])
          : two;
      }
      return byWorth(s, picks(legal), -1, p) ?? legal[0];
    }
    case 'pit-team':
      return answerPitTeam(s, p, prompt, legal);
    case 'car-chief': {
      // The highest upgrade of a colour the deck has plenty of (mirrors utilityPlay).
      const owned = ownedPile(pl);
      const rank = ['darkGray', 'lightGray', 'white', 'black'];
      const list = [...picks(legal)].sort((a, b) => rank.indexOf(a.color) - rank.indexOf(b.color));
      return list.find((a) => a.color === 'black' || owned[colorIndex(a.color)] > SCARCE_GEAR) ?? list[0] ?? legal[0];
    }
    case 'supercharged': {
      const best = byWorth(s, picks(legal), 1);
      return best && cubeWorth(s, colorIndex(best.color)) >= 2 ? best : (stop ?? legal[0]);
    }
    case 'nitro':
      return byWorth(s, picks(legal), 1) ?? legal[0];
    case 'boost': {
      const draw = legal.find((a) => a.type === 'choose' && a.option === 'draw');
      return draw && usefulDrawShare(pl) >= GOOD_DRAWS ? draw : (stop ?? legal[0]);
    }
    case 'fuel-mixture':
      if (prompt.kind !== 'move') return answerFuelPrompt(s, prompt, legal);
      return legal.find((a) => a.type === 'step') ?? legal[0];
    default:
      // Unplanned movement or an unknown card: go forward if possible.
      return legal.find((a) => a.type === 'step') ?? legal.find((a) => a.type !== 'stop') ?? legal[0];
  }
}

const costOf = (c: number) => COLOR_ECONOMY[COLORS[c]].cost ?? 0;

/** Best cube to buy with Pit Team's money, or -1. */
function bestAffordable(s: GameState, money: number): number {
  let best = -1;
  for (let c = 0; c < COLOR_COUNT; c++) {
    const cost = COLOR_ECONOMY[COLORS[c]].cost;
    if (cost === null || cost > money || s.stock[c] <= 0) continue;
    if (best < 0 || cubeWorth(s, c) > cubeWorth(s, best)) best = c;
  }
  return best;
}

/**
 * Pit Team: which discarded cubes (up to `left` more) to remove so that culled wear plus the
 * cube bought outweigh what is given up. Non-wear picks come first (they keep every later
 * pick legal). Returns the picks and the value; an empty plan with money 0 is unaffordable.
 */
export function pitTeamPlan(s: GameState, p: number, money: number, left: number): { picks: number[]; value: number } {
  const discard = s.players[p].discard.slice();
  let best: { picks: number[]; value: number } = { picks: [], value: -Infinity };
  const chosen: number[] = [];
  const walk = (minColor: number, m: number, removed: number) => {
    const buy = bestAffordable(s, m);
    if (buy >= 0) {
      const value = removed + cubeWorth(s, buy);
      if (value > best.value) best = { picks: [...chosen], value };
    }
    if (chosen.length === left) return;
    for (let c = minColor; c < COLOR_COUNT; c++) {
      if (discard[c] <= 0) continue;
      discard[c]--;
      chosen.push(c);
      walk(c, m + costOf(c), removed - cubeWorth(s, c, p));
      chosen.pop();
      discard[c]++;
    }
  };
  walk(0, money, 0);
  best.picks.sort((a, b) => Number(a === WEAR) - Number(b === WEAR));
  return best;
}

function answerPitTeam(s: GameState, p: number, prompt: Prompt, legal: Action[]): Action {
  if (prompt.stage === 1) {
    const stock = picks(legal, 'stock');
    return byWorth(s, stock, 1) ?? legal[0];
  }
  const plan = pitTeamPlan(s, p, prompt.memo, prompt.max - prompt.count);
  const next = plan.picks[0];
  if (next === undefined) return find(legal, 'stop') ?? legal[0];
  return picks(legal, 'discard').find((a) => a.color === COLORS[next]) ?? find(legal, 'stop') ?? legal[0];
}

/** A Boost reply costs no wear and the cube would be drawn anyway later: always draw. */
export function answerBoostReply(legal: Action[]): Action {
  return legal.find((a) => a.type === 'choose' && a.option === 'draw') ?? legal[0];
}
