/** Hand-built Fuel Mixture positions on a small test track (tests/unit/fuel). */
import {
  applyAction,
  createGame,
  legalActions,
  type Action,
  type GameEvent,
  type GameState,
} from '../../../src-shared/games/automobiles/index';
import { giveTurnTo, placeCars, setPiles } from '../../../src-shared/games/automobiles/testing';
import { expTrack, type ExpTrack, type Piles } from '../expansion/expansion-helpers';

const W8 = Array.from({ length: 8 }, () => ['w', 10] as [string, number]);
const LG8 = Array.from({ length: 8 }, () => ['lg', 10] as [string, number]);
/** Lane 0 white, lane 1 light gray, lane 2: dark gray, dark gray, black, light gray ×3, white ×2. */
export const FT: ExpTrack = expTrack('fuel-a', [
  W8,
  LG8,
  [
    ['dg', 10],
    ['dg', 10],
    ['b', 10],
    ['lg', 10],
    ['lg', 10],
    ['lg', 10],
    ['w', 10],
    ['w', 10],
  ],
]);

/** Player 0 holds `card`, at the start of its Action Phase; cars and piles exactly as given. */
export function fuelPosition(card: string, cars: { space: number; laps?: number }[], piles: Piles[]): GameState {
  const s = createGame({
    players: cars.length,
    track: FT.id,
    cards: 'first-game',
    laps: 3,
    seed: 7,
    fuelMixture: true,
  });
  while (s.prompt) applyAction(s, legalActions(s)[0]);
  s.fuel!.cardOf[0] = card;
  for (let p = 0; p < cars.length; p++) {
    const pl = piles[p] ?? {};
    setPiles(s, p, { bag: pl.bag ?? {}, active: pl.active ?? {}, used: pl.used ?? {}, discard: pl.discard ?? {} });
  }
  s.round = 1;
  placeCars(
    s,
    cars.map((c) => ({ space: c.space, segment: 0, laps: c.laps ?? 0 })),
  );
  giveTurnTo(s, 0);
  return s;
}

export const use = (card: string): Action => ({ type: 'choose', option: `fuel:${card}` });
export const canUse = (s: GameState, card: string) =>
  legalActions(s).some((a) => a.type === 'choose' && a.option === `fuel:${card}`);

/** Ends the current turn (Action and Buy Phases, declining any optional prompt). */
export function endTurn(s: GameState): GameEvent[] {
  const p = s.turnOrder[s.turnIndex];
  const events: GameEvent[] = [];
  while (s.turnOrder[s.turnIndex] === p && (s.phase === 'action' || s.phase === 'buy' || s.phase === 'after')) {
    const legal = legalActions(s);
    const a =
      legal.find((x) => x.type === 'stop') ??
      legal.find((x) => x.type === 'endActions') ??
      legal.find((x) => x.type === 'endBuy') ??
      legal[0];
    events.push(...applyAction(s, a));
  }
  return events;
}
