import { describe, expect, it } from 'vitest';
import {
  applyAction,
  clone,
  createGame,
  currentPlayer,
  isTerminal,
  legalActions,
  reseed,
  type Action,
  type GameEvent,
  type GameState,
} from '../../../src-shared/games/automobiles';
import type { TurnPlan } from '../../../src-shared/games/automobiles/bots/greedy/turn-planner';
import { GreedyBot } from '../../../src-shared/games/automobiles/bots/greedy-bot';
import { RandomBot } from '../../../src-shared/games/automobiles/bots/random-bot';
import { playGame } from '../../../src-shared/games/automobiles/sim/play-game';
import { STOP, makeTrack, play, position, run, wearGained } from '../../helpers/rules-position';

/** Lets the greedy bot play player 0's whole turn; returns its actions and the events. */
function greedyTurn(s: GameState): { actions: Action[]; events: GameEvent[] } {
  const bot = new GreedyBot();
  const actions: Action[] = [];
  const events: GameEvent[] = [];
  const turn = s.turnIndex;
  while (s.turnIndex === turn && currentPlayer(s) === 0) {
    const a = bot.chooseAction(s, legalActions(s));
    actions.push(a);
    events.push(...applyAction(s, a));
  }
  return { actions, events };
}

const T = makeTrack('greedy', [
  [
    ['w', 10],
    ['w', 10],
    ['w', 10],
    ['lg', 10],
    ['dg', 10],
    ['dg', 10],
    ['b', 10],
  ],
  [
    ['w', 10],
    ['w', 10],
    ['w', 10],
    ['w', 10],
    ['w', 10],
    ['w', 10],
    ['w', 10],
  ],
]);
const FAR = { space: T.sp(1, 6) };

describe('greedy bot', () => {
  it('setup: buys fast gears or cards with the allowance first, never yellow (white only with the change)', () => {
    const s = createGame({ players: 2, seed: 3 });
    const bot = new GreedyBot();
    const bought: string[] = [];
    for (let a = bot.chooseAction(s, legalActions(s)); a.type === 'buy'; a = bot.chooseAction(s, legalActions(s))) {
      bought.push(a.color);
      applyAction(s, a);
    }
    expect(bought.length).toBeGreaterThan(0);
    expect(bought).not.toContain('yellow');
    expect(['white', 'lightGray']).not.toContain(bought[0]);
    // A basket's most valuable cube is bought first: white can only be the change.
    expect(bought.slice(0, -1)).not.toContain('white');
  });

  it('plays the longest move through the gears it holds', () => {
    const s = position({
      track: T,
      cars: [{ space: T.sp(0, 2) }, FAR],
      piles: [{ active: { lightGray: 1, darkGray: 2, black: 1 }, bag: { white: 7 } }, {}],
    });
    greedyTurn(s);
    expect(s.players[0].car.space).toBe(T.sp(0, 6));
  });

  it('ends drafting behind a car rather than beside it (same distance, no wear)', () => {
    const s = position({
      track: T,
      cars: [{ space: T.grid(0) }, { space: T.sp(0, 2) }],
      piles: [{ active: { white: 2 }, bag: { white: 7 } }, {}],
    });
    const { events } = greedyTurn(s);
    expect(s.players[0].car.space).toBe(T.sp(0, 1));
    expect(events).toContainEqual(expect.objectContaining({ type: 'drafting', player: 0, behind: 1 }));
    expect(wearGained(events, 'decline')).toBe(0);
  });

  it('does not play a move card that cannot move (pointless wear)', () => {
    // Broken Down: blue is Diesel Engine, which moves per dark gray in the discard pile (none).
    const s = position({
      track: T,
      cards: 'broken-down',
      cars: [{ space: T.grid(0) }, FAR],
      piles: [{ active: { white: 1, blue: 1 }, bag: { white: 7 } }, {}],
    });
    const { actions } = greedyTurn(s);
    expect(actions).not.toContainEqual(play('blue'));
    expect(actions).toContainEqual(play('white'));
  });

  it('pit-stops when the hand is mostly wear', () => {
    const s = position({
      track: T,
      cars: [{ space: T.grid(0) }, FAR],
      piles: [{ active: { brown: 4, white: 3 }, bag: { white: 7 } }, {}],
    });
    expect(new GreedyBot().chooseAction(s, legalActions(s))).toEqual({ type: 'pitStop' });
  });

  it('sends wear to the discard pile, then culls wear first', () => {
    // Fine Tuning: purple is Pit Captain (remove up to 6 discarded cubes).
    const s = position({
      track: T,
      cards: 'fine-tuning',
      cars: [{ space: T.grid(0) }, FAR],
      piles: [{ active: { purple: 1, brown: 1, white: 2 }, discard: { brown: 2, darkGray: 2 }, bag: { white: 7 } }, {}],
    });
    const { actions, events } = greedyTurn(s);
    expect(actions.slice(0, 2)).toEqual([play('brown'), play('purple')]);
    // All three wear cubes go, the dark grays stay.
    expect(actions.filter((a) => a.type === 'pick')).toEqual(
      Array(3).fill({ type: 'pick', color: 'brown', from: 'discard' }),
    );
    expect(events.filter((e) => e.type === 'cubeRemoved').map((e) => e.type === 'cubeRemoved' && e.color)).toEqual([
      'brown',
      'brown',
      'brown',
    ]);
  });

  it('draws when offered a Boost reply', () => {
    // Broken Down: green is Boost. Player 0 boosts without drawing; player 1 may draw 1.
    const s = position({
      track: T,
      cards: 'broken-down',
      cars: [{ space: T.grid(0) }, FAR],
      piles: [{ active: { green: 1 }, bag: { white: 3 } }, { bag: { darkGray: 3 } }],
    });
    run(s, play('green'), STOP);
    expect(s.prompt?.kind).toBe('boostReply');
    expect(currentPlayer(s)).toBe(1);
    expect(new GreedyBot().chooseAction(s, legalActions(s))).toEqual({ type: 'choose', option: 'draw' });
  });

  it('beats biased random bots', () => {
    let wins = 0;
    for (let seed = 0; seed < 10; seed++) {
      const bots = [
        new RandomBot(seed, { progressBias: 0.8 }),
        new GreedyBot(),
        new RandomBot(seed + 100, { progressBias: 0.8 }),
      ];
      const g = playGame({ players: 3, seed, laps: 1, track: seed % 2 ? 'road-course' : 'beginner-oval' }, bots);
      expect(g.finished).toBe(true);
      if (g.state.finishOrder![0] === 1) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(9);
  });

  // Drivers and Racing Season cards: End Phase powers are offered or not depending on the draw.
  const RICH = { players: 3, laps: 1, cards: 'random', expansionCards: true, drivers: 'all' } as const;

  it('never depends on hidden information: at every decision of whole games, a reseeded copy gets the same choice', () => {
    let decisions = 0;
    for (const seed of [4, 5]) {
      const s = createGame({ ...RICH, seed });
      const bot = new GreedyBot();
      while (!isTerminal(s)) {
        const other = clone(s);
        reseed(other, seed * 7919 + s.actionCount);
        // Fresh bots: the playing bot follows the plan it made earlier in the turn.
        expect(new GreedyBot().chooseAction(other, legalActions(other))).toEqual(
          new GreedyBot().chooseAction(s, legalActions(s)),
        );
        applyAction(s, bot.chooseAction(s, legalActions(s)));
        decisions++;
      }
    }
    expect(decisions).toBeGreaterThan(300);
  });

  it('a plan cache shared by bots (as in search playouts) changes no decision', () => {
    for (const seed of [6, 7]) {
      const plain = playGame(
        { ...RICH, seed },
        [0, 1, 2].map(() => new GreedyBot()),
      );
      const planCache = new Map<string, TurnPlan>();
      const shared = playGame(
        { ...RICH, seed },
        [0, 1, 2].map(() => new GreedyBot({ planCache })),
      );
      expect(shared.actions).toEqual(plain.actions);
      expect(planCache.size).toBeGreaterThan(10);
    }
  });
});
