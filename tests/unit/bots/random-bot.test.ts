import { describe, expect, it } from 'vitest';
import { createGame, legalActions, type Action } from '../../../src-shared/games/automobiles';
import { RandomBot } from '../../../src-shared/games/automobiles/bots/random-bot';
import { playGame } from '../../../src-shared/games/automobiles/sim/play-game';

const key = (a: Action) => JSON.stringify(a);

describe('random bot', () => {
  it('is reproducible from its seed and independent of the game seed', () => {
    const a = playGame({ players: 2, seed: 5, laps: 1 }, [new RandomBot(1), new RandomBot(2)]);
    const b = playGame({ players: 2, seed: 5, laps: 1 }, [new RandomBot(1), new RandomBot(2)]);
    expect(a.actions).toEqual(b.actions);
    const c = playGame({ players: 2, seed: 5, laps: 1 }, [new RandomBot(3), new RandomBot(2)]);
    expect(c.actions).not.toEqual(a.actions);
  });

  it('uniform (no bias): every legal action is chosen about equally often', () => {
    const s = createGame({ players: 2, seed: 1 });
    const legal = legalActions(s);
    const bot = new RandomBot(9);
    const counts = new Map<string, number>();
    const n = 6000;
    for (let i = 0; i < n; i++) {
      const a = bot.chooseAction(s, legal);
      expect(legal).toContain(a);
      counts.set(key(a), (counts.get(key(a)) ?? 0) + 1);
    }
    expect(counts.size).toBe(legal.length);
    for (const c of counts.values()) expect(Math.abs(c - n / legal.length)).toBeLessThan((n / legal.length) * 0.15);
  });

  it('with a progress bias prefers gear plays and steps, but still ends phases', () => {
    const legal: Action[] = [
      { type: 'play', color: 'white' },
      { type: 'play', color: 'yellow' },
      { type: 'endActions' },
      { type: 'pitStop' },
    ];
    const bot = new RandomBot(4, { progressBias: 0.8 });
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) {
      const a = key(bot.chooseAction(createGame({ players: 2 }), legal));
      counts.set(a, (counts.get(a) ?? 0) + 1);
    }
    // 0.8 + 0.2/4 for the white gear, 0.2/4 for each other action.
    expect(counts.get(key(legal[0]))! / 4000).toBeCloseTo(0.85, 1);
    for (const a of legal.slice(1)) expect(counts.get(key(a))! / 4000).toBeCloseTo(0.05, 1);
  });
});
