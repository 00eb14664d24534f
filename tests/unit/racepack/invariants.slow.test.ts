import { describe, expect, it } from 'vitest';
import {
  racepack,
  RACEPACK_TRACKS,
  type RacepackAction,
  type RacepackOptionsInput,
} from '../../../src-shared/games/racepack';

const VARIANTS: RacepackOptionsInput[] = [
  {},
  { timer: true },
  { pitLane: true },
  { extraHazards: true },
  { timer: true, pitLane: true, extraHazards: true, finish: 'podium' },
];
const GAMES = 1000;
const MAX_ACTIONS = 20000;

/** A small seeded LCG for picking actions (the test's own chance, apart from the game's). */
function picker(seed: number) {
  let x = seed >>> 0 || 1;
  return (n: number) => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x % n;
  };
}

describe('Racepack invariants over seeded random races', () => {
  for (const track of RACEPACK_TRACKS) {
    it(`${track.id}: ${GAMES / RACEPACK_TRACKS.length} races, every player count and variant: nothing throws, a legal action until the end, replay reproduces, every race ends`, () => {
      const playerCounts = track.tiles.length > 24 ? [2, 3, 4, 5, 6, 7, 8] : [2, 3, 4];
      let totalActions = 0;
      for (let g = 0; g < GAMES / RACEPACK_TRACKS.length; g++) {
        const input = {
          track: track.id,
          players: playerCounts[g % playerCounts.length],
          laps: g % 10 === 0 ? 2 : 1,
          ...VARIANTS[g % VARIANTS.length],
        };
        const options = racepack.normalizeOptions(input);
        const seed = `${track.id}-${g}`;
        const s = racepack.create(options, seed);
        const pick = picker(g + 1);
        const actions: RacepackAction[] = [];
        while (!racepack.isTerminal(s)) {
          const legal = racepack.legalActions(s);
          if (legal.length === 0)
            throw new Error(`no legal action: ${JSON.stringify(input)} seed ${seed} after ${actions.length}`);
          // A timer forfeit now and then, not at every chance.
          const choices = legal.length > 1 && pick(20) !== 0 ? legal.filter((a) => a.type !== 'forfeit') : legal;
          const a = choices[pick(choices.length)];
          actions.push(a);
          racepack.apply(s, a);
          const cells = s.cars.filter((c) => c.cell >= 0).map((c) => c.cell);
          if (new Set(cells).size !== cells.length)
            throw new Error(`two cars on one space: ${JSON.stringify(input)} seed ${seed}`);
          if (actions.length > MAX_ACTIONS) throw new Error(`race did not end: ${JSON.stringify(input)} seed ${seed}`);
        }
        expect(racepack.legalActions(s)).toEqual([]);
        expect(racepack.currentPlayer(s)).toBe(-1);
        const result = racepack.result(s)!;
        expect([...result.finishOrder].sort()).toEqual([...Array(options.players).keys()]);
        expect(s.stopped).toBe(false);
        const replay = racepack.create(options, seed);
        for (const a of actions) racepack.applyTrusted(replay, a);
        expect(racepack.serialize(replay)).toBe(racepack.serialize(s));
        if (g % 25 === 0)
          expect(racepack.serialize(racepack.deserialize(racepack.serialize(s)))).toBe(racepack.serialize(s));
        totalActions += actions.length;
      }
      expect(totalActions).toBeGreaterThan(0);
    });
  }
});
