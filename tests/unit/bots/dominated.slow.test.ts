/**
 * The slow sweep of dominated.test.ts (same cases, the whole pool of positions).
 * No bot level ever takes a strictly dominated action (issue #32: a Hard bot pitted with no
 * wear in round 1): a pit stop with no wear in the active pile, a Fuel Mixture use whose
 * "up to" benefit can only be zero. Positions come from greedy races (plain, Fuel Mixture with
 * Methanol Blend and Ethanol Cut, solo); every level decides each one on a small budget.
 */
import { describe, expect, it } from 'vitest';
import {
  COLORS,
  WEAR,
  YELLOW,
  applyTrusted,
  clone,
  createGame,
  currentPlayer,
  isTerminal,
  legalActions,
  type Action,
  type GameOptionsInput,
  type GameState,
} from '../../../src-shared/games/automobiles';
import { GreedyBot } from '../../../src-shared/games/automobiles/bots/greedy-bot';
import { MctsBot } from '../../../src-shared/games/automobiles/bots/mcts-bot';
import { LEVELS } from '../../../src-shared/games/automobiles/bots/levels';
import { isDominated } from '../../../src-shared/games/automobiles/bots/dominated';

const dominatedIn = (s: GameState) => legalActions(s).filter((a) => isDominated(s, a));

/**
 * Action-Phase starts of greedy races where a dominated action is legal (every `every`-th one);
 * with `card`, every player holds that Fuel Mixture card once the draft is over.
 */
function positions(options: GameOptionsInput, count: number, every = 3, card?: string): GameState[] {
  const s = createGame(options);
  const bot = new GreedyBot();
  const out: GameState[] = [];
  let seen = 0;
  while (!isTerminal(s) && out.length < count) {
    if (card && s.fuel && !s.fuel.offer.length) s.fuel.cardOf.fill(card);
    if (s.phase === 'action' && !s.prompt && dominatedIn(s).length && seen++ % every === 0) out.push(clone(s));
    applyTrusted(s, bot.chooseAction(s, legalActions(s)));
  }
  return out;
}

/** Adds Methanol Blend's payment (1 red + 1 yellow) to the active pile, with no wear there. */
function withPayment(s: GameState): GameState {
  const p = currentPlayer(s);
  const pl = s.players[p];
  for (const c of [COLORS.indexOf('red'), YELLOW]) {
    if (pl.active[c] === 0 && s.stock[c] > 0) {
      s.stock[c]--;
      pl.active[c]++;
    }
  }
  s.stock[WEAR] += pl.active[WEAR];
  pl.active[WEAR] = 0;
  return s;
}

const fuelRace = (seed: number): GameOptionsInput => ({ players: 3, seed, laps: 1, fuelMixture: true });

const deciders: [string, () => { chooseAction(s: GameState, legal: Action[]): Action }][] = [
  ['greedy', () => new GreedyBot()],
  ...LEVELS.map((level): [string, () => MctsBot] => [
    level,
    () => new MctsBot({ level, iterations: 16, playoutTurns: 2, seed: 3 }),
  ]),
];

describe('no bot level takes a dominated action', () => {
  const pool = [
    ...positions({ players: 4, seed: 31, track: 'road-course', laps: 1 }, 12),
    ...positions({ players: 3, seed: 32, track: 'beginner-oval', laps: 1 }, 8),
    ...positions({ players: 2, seed: 36, track: 'street-circuit', laps: 1 }, 6),
    ...positions(fuelRace(33), 8, 1, 'methanol-blend').map(withPayment),
    ...positions(fuelRace(34), 6, 1, 'ethanol-cut'),
    ...positions({ players: 5, seed: 35, laps: 3, solo: true }, 8),
  ];

  it('the positions hold each kind of dominated action', () => {
    const kinds = new Set(pool.flatMap((s) => dominatedIn(s).map((a) => (a.type === 'choose' ? a.option : a.type))));
    expect([...kinds].sort()).toEqual(['fuel:ethanol-cut', 'fuel:methanol-blend', 'pitStop']);
    expect(pool.length).toBeGreaterThanOrEqual(40);
  });

  for (const [name, make] of deciders) {
    it(`${name}: never in any of the positions`, () => {
      for (const pos of pool) {
        const s = clone(pos);
        const a = make().chooseAction(s, legalActions(s));
        expect(isDominated(pos, a), `${name} chose ${JSON.stringify(a)} at round ${pos.round}`).toBe(false);
      }
    });
  }
});
