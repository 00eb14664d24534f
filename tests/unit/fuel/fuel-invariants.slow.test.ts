/**
 * Cube conservation with Fuel Mixture on, counting the cubes locked on the cards: 1,000
 * seeded random games (short races, 2–5 players, every shipped track), checked after every
 * action; the cards must actually be used and their cubes released.
 */
import { describe, expect, it } from 'vitest';
import { applyAction, createGame, isTerminal, legalActions } from '../../../src-shared/games/automobiles/index';
import { RandomBot } from '../../../src-shared/games/automobiles/bots/random-bot';
import { TRACKS } from '../../../src-shared/games/automobiles';
import { cubeCountProblem } from '../invariants/cube-count';

const GAMES = 1000;
const BATCH = 100;
const MAX_ACTIONS = 60_000;

describe('Fuel Mixture: cubes are conserved over 1,000 random games', () => {
  const stats = { uses: 0, released: 0, games: 0 };
  for (let start = 0; start < GAMES; start += BATCH) {
    it(`games ${start}–${start + BATCH - 1}`, { timeout: 120_000 }, () => {
      for (let i = start; i < start + BATCH; i++) {
        const players = 2 + (i % 4);
        const s = createGame({
          players,
          seed: 7000 + i,
          laps: 1,
          track: TRACKS[i % TRACKS.length].id,
          fuelMixture: true,
        });
        const bot = new RandomBot(i, { progressBias: 0.8 });
        let n = 0;
        while (!isTerminal(s)) {
          if (++n > MAX_ACTIONS) throw new Error(`game ${i}: no finish after ${MAX_ACTIONS} actions`);
          const legal = legalActions(s);
          if (legal.length === 0) throw new Error(`game ${i}: no legal action (phase ${s.phase})`);
          const events = applyAction(s, bot.chooseAction(s, legal));
          for (const e of events) {
            if (e.type === 'fuelUsed') stats.uses++;
            if (e.type === 'cubeMoved' && e.from === 'fuel') stats.released++;
          }
          const problem = cubeCountProblem(s);
          if (problem) throw new Error(`game ${i}, action ${n}: ${problem}`);
        }
        stats.games++;
      }
    });
  }
  it('the cards were used and their cubes released', () => {
    if (stats.games < GAMES) {
      console.log(`only ${stats.games} of ${GAMES} games ran (a filter is on): usage not checked`);
      return;
    }
    expect(stats.uses).toBeGreaterThan(GAMES);
    expect(stats.released).toBeGreaterThan(0);
  });
});
