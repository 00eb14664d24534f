/**
 * No bot level ever takes a strictly dominated action (issue #32: a Hard bot pitted with no
 * wear in round 1): a pit stop with no wear in the active pile, a Fuel Mixture use whose
 * "up to" benefit can only be zero. Positions come from greedy races (plain, Fuel Mixture with
 * Methanol Blend and Ethanol Cut, solo); every level decides each one on a small budget.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  COLORS,
  WEAR,
  YELLOW,
  applyAction,
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
import { setPiles } from '../../../src-shared/games/automobiles/testing';

const REPORTED = fileURLToPath(new URL('../../fixtures/hard-pit-no-wear.json', import.meta.url));
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
  it('a pit stop with no wear is dominated; with wear it is not', () => {
    const s = createGame({ players: 2, seed: 4 });
    while (s.phase !== 'action') applyTrusted(s, new GreedyBot().chooseAction(s, legalActions(s)));
    const p = currentPlayer(s);
    setPiles(s, p, { active: { white: 3, yellow: 2 } });
    expect(isDominated(s, { type: 'pitStop' })).toBe(true);
    expect(isDominated(s, { type: 'endActions' })).toBe(false);
    setPiles(s, p, { active: { white: 3, brown: 1 } });
    expect(isDominated(s, { type: 'pitStop' })).toBe(false);
  });

  it('the reported position: Hard pitted with no wear (seed 1090862167, 4 players, Valle Parco)', () => {
    // The 66 actions Hard bots (seeds 1–4, 200 iterations) played before the pit stop with no wear.
    const s = createGame({ players: 4, seed: 1090862167, track: 'road-course' });
    for (const a of JSON.parse(readFileSync(REPORTED, 'utf8')) as Action[]) applyAction(s, a);
    expect(s.phase).toBe('action');
    expect(s.players[currentPlayer(s)].active[WEAR]).toBe(0);
    expect(legalActions(s)).toContainEqual({ type: 'pitStop' });
    for (const [name, make] of deciders) {
      const a = make().chooseAction(s, legalActions(s));
      expect(a, name).not.toEqual({ type: 'pitStop' });
    }
  });

  // A few positions of each kind here; tests/unit/bots/dominated.slow.test.ts sweeps many more.
  const pool = [
    ...positions({ players: 4, seed: 31, track: 'road-course', laps: 1 }, 2),
    ...positions(fuelRace(33), 1, 1, 'methanol-blend').map(withPayment),
    ...positions(fuelRace(34), 1, 1, 'ethanol-cut'),
  ];

  for (const [name, make] of deciders) {
    it(`${name}: never in a few positions`, () => {
      for (const pos of pool) {
        const s = clone(pos);
        const a = make().chooseAction(s, legalActions(s));
        expect(isDominated(pos, a), `${name} chose ${JSON.stringify(a)} at round ${pos.round}`).toBe(false);
      }
    });
  }
});
