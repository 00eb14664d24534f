import { describe, expect, it } from 'vitest';
import { createRacepackBot, GreedyDriver, racepack, type RacepackEvent } from '../../../src-shared/games/racepack';
import { playToEnd } from '../../../src-shared/play/play-loop';
import { fwd, position } from './position';

describe('Racepack bots', () => {
  it('greedy drives the fastest safe line: no penalty roll in a greedy race, and the race ends', () => {
    const options = racepack.normalizeOptions({ players: 4, track: 'grand-prix' });
    const s = racepack.create(options, 9);
    const bot = new GreedyDriver();
    let rolls = 0;
    while (!racepack.isTerminal(s)) {
      const legal = racepack.legalActions(s);
      const a = bot.chooseAction(s, legal);
      expect(legal).toContainEqual(a);
      const ev: RacepackEvent[] = racepack.apply(s, a);
      rolls += ev.filter((e) => e.type === 'cornerRoll').length;
    }
    expect(rolls).toBe(0);
  });

  it('greedy goes as far as it can on an open straight (7, 7, 7... until the corner)', () => {
    const { s } = position([{ at: [0, 1] }]);
    const a = new GreedyDriver().chooseAction(s, racepack.legalActions(s));
    expect(a).toMatchObject({ type: 'move', lane: 0 });
    expect((a as { speed: number }).speed).toBeGreaterThanOrEqual(6);
  });

  it('greedy beats random', () => {
    let wins = 0;
    for (let g = 0; g < 4; g++) {
      const options = racepack.normalizeOptions({ players: 2, track: 'indy-oval', laps: 1 });
      const bots =
        g % 2 === 0
          ? [createRacepackBot('greedy', g), createRacepackBot('random', g)]
          : [createRacepackBot('random', g), createRacepackBot('greedy', g)];
      const r = playToEnd(racepack, racepack.create(options, g), bots, { apply: 'trusted' });
      if (racepack.result(r.state)!.finishOrder[0] === g % 2) wins++;
    }
    expect(wins).toBe(4);
  });

  it('the random bot never forfeits when it has something else to do', () => {
    const { s } = position([{ at: [0, 1] }], { timer: true });
    const bot = createRacepackBot('random', 3);
    for (let i = 0; i < 50; i++) expect(bot.chooseAction(s, racepack.legalActions(s)).type).not.toBe('forfeit');
  });

  it('the search bots return a legal action, the same one for the same seed, and take a winning finish', () => {
    const { s } = position(
      [
        { at: [6, 1], crossings: 2 },
        { at: [7, 0], crossings: 2 },
      ],
      { laps: 2 },
    );
    racepack.apply(s, fwd(1)); // car 0 at (7,1): a 3 now crosses the line and wins
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const legal = racepack.legalActions(s);
      const a = createRacepackBot(level, 1).chooseAction(s, legal);
      expect(legal).toContainEqual(a);
      expect(createRacepackBot(level, 1).chooseAction(s, legal)).toEqual(a);
      const after = racepack.clone(s);
      racepack.apply(after, a);
      // Either it finished now or it still will this turn: never a line that throws the win away.
      expect(after.cars[0].status === 'finished' || after.turn.car === 0).toBe(true);
    }
  });

  it('hard answers a defence question (after a rival survives a roll) with a legal choice', () => {
    // Car 1 (seat 1) enters the corner at 2 and survives; seat 0 is asked.
    const { s } = position([{ at: [0, 0] }, { at: [18, 0] }]);
    s.order = [1, 0];
    s.turn = { car: 1, movement: 0, prevSpeed: 0 };
    let tries = 0;
    do {
      const c = racepack.clone(s);
      racepack.reseed(c, tries++);
      racepack.apply(c, fwd(2));
      if (c.phase === 'defend') {
        const legal = racepack.legalActions(c);
        const a = createRacepackBot('hard', 2).chooseAction(c, legal);
        expect(legal).toContainEqual(a);
        return;
      }
    } while (tries < 50);
    throw new Error('no survived roll in 50 seeds');
  });
});
