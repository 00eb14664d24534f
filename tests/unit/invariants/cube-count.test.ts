import { describe, expect, it } from 'vitest';
import { applyAction, createGame, legalActions } from '../../../src-shared/games/automobiles';
import { cubeCountProblem } from './cube-count';

describe('the cube count check itself', () => {
  it('passes a real game and catches a lost, a duplicated and a held cube', () => {
    const s = createGame({ players: 3, seed: 2, cards: 'fine-tuning' });
    expect(cubeCountProblem(s)).toBeNull();
    applyAction(
      s,
      legalActions(s).find((a) => a.type === 'buy' && a.color === 'black')!,
    );
    expect(cubeCountProblem(s)).toBeNull();
    s.players[1].bag[0]--;
    expect(cubeCountProblem(s)).toBe('white: 29 cubes counted, the box has 30');
    s.players[1].bag[0] += 2;
    expect(cubeCountProblem(s)).toMatch(/^white: 31/);
    s.players[1].bag[0]--;
    s.stock[3]--;
    s.prompt = {
      kind: 'pick',
      cube: 8,
      card: 'nitro',
      player: 0,
      stage: 0,
      count: 0,
      min: 1,
      max: 1,
      memo: 0,
      held: [3],
      mask: 0,
      sameColor: false,
      at: null,
      queue: null,
    };
    expect(cubeCountProblem(s)).toBeNull();
    s.stock[2] = -1;
    expect(cubeCountProblem(s)).toMatch(/bad count/);
  });
});
