import type { RacepackBot } from './bots/racepack-bots';
import { racepack } from './game-value';
import type { RacepackAction, RacepackOptions, RacepackState } from './types';

export interface RaceRecord {
  state: RacepackState;
  actions: RacepackAction[];
  /** Per seat: time spent deciding each car turn (ms), when a clock is given. */
  carTurnMs: number[][];
}

/**
 * Plays one race with a bot per seat. `clock` (ms) is optional: the engine itself never reads
 * time; the arena passes performance.now to measure each car turn's thinking.
 */
export function playRace(
  options: RacepackOptions,
  seed: number | string,
  bots: RacepackBot[],
  clock?: () => number,
  maxActions = 50000,
): RaceRecord {
  const s = racepack.create(options, seed);
  const actions: RacepackAction[] = [];
  const carTurnMs: number[][] = bots.map(() => []);
  let turnKey = '';
  let spent = 0;
  let spentSeat = -1;
  while (!racepack.isTerminal(s)) {
    const seat = racepack.currentPlayer(s);
    const key = `${s.round}:${s.orderIndex}`;
    if (key !== turnKey) {
      if (spentSeat >= 0) carTurnMs[spentSeat].push(spent);
      turnKey = key;
      spent = 0;
      spentSeat = s.cars[s.turn.car].seat;
    }
    const legal = racepack.legalActions(s);
    const t0 = clock?.() ?? 0;
    const a = bots[seat].chooseAction(s, legal);
    if (clock && seat === spentSeat) spent += clock() - t0;
    racepack.applyTrusted(s, a);
    actions.push(a);
    if (actions.length > maxActions) throw new Error(`race ${String(seed)} did not end in ${maxActions} actions`);
  }
  if (spentSeat >= 0) carTurnMs[spentSeat].push(spent);
  return { state: s, actions, carTurnMs };
}
