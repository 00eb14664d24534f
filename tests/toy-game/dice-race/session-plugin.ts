/**
 * Dice Race hosted by the session (src-shared/session/game-plugin.ts): its rules from the
 * Game value, a view of the public state, no log lines of its own (tests/toy-game/README.md)
 * and its bots decided by the house's one bot runner (bot-kit.ts).
 */
import type { SessionGame } from '../../../src-shared/session/game-plugin';
import type { Seat } from '../../../src-shared/session/types';
import { diceRaceBotKit } from './bot-kit';
import {
  IllegalDiceRaceAction,
  diceRace,
  sameAction,
  type DiceRaceAction,
  type DiceRaceEvent,
  type DiceRaceOptions,
  type DiceRaceState,
} from './rules';

/** What `newGame` takes for a Dice Race. */
export interface DiceRaceSetup {
  game: 'dice-race';
  seats: Seat[];
  length?: number;
  seed?: number;
}

/** Its log messages: none (see logStart). */
export type DiceRaceLog = never;

/** What a record stores: the options and the seed. */
export type DiceRaceStoredOptions = DiceRaceOptions & { seed: number };

export interface DiceRaceView {
  game: 'dice-race';
  id: string;
  version: number;
  seats: { index: number; name: string; kind: Seat['kind'] }[];
  race: unknown;
  decider: number;
  /** The deciding human's legal actions, as data (a renderer words them: no sentence crosses the contract). */
  legal: { n: number; action: DiceRaceAction }[];
  canUndo: boolean;
  thinking: boolean;
  over: boolean;
  finishOrder: number[] | null;
}

export const diceRaceSession: SessionGame<
  DiceRaceState,
  DiceRaceAction,
  DiceRaceEvent,
  DiceRaceSetup,
  DiceRaceStoredOptions,
  Record<string, never>,
  DiceRaceView,
  DiceRaceLog
> = {
  id: 'dice-race',
  create(setup, seed) {
    const options = diceRace.normalizeOptions({
      players: setup.seats.length,
      ...(setup.length !== undefined ? { length: setup.length } : {}),
    });
    return { state: diceRace.create(options, seed), options: { ...options, seed } };
  },
  optionsOf: (_s, stored) => stored,
  createFromOptions: ({ seed, ...options }) => diceRace.create(diceRace.normalizeOptions(options), seed),
  playersIn: (o) => o.players,
  currentPlayer: diceRace.currentPlayer,
  legalActions: diceRace.legalActions,
  apply: diceRace.apply,
  isRefusal: (e) => e instanceof IllegalDiceRaceAction,
  sameAction,
  isTerminal: diceRace.isTerminal,
  clone: diceRace.clone,
  serialize: diceRace.serialize,
  roundOf: (s) => s.round,
  // The roll is chance: the pick before it may be taken back, nothing after it.
  endsUndo: (events) => events.some((e) => e.type === 'rolled'),
  // No log lines: a game's log keys need their wording in the renderer's catalogue
  // (src-renderer/i18n), which a game living only under tests/ cannot add.
  logStart: () => [],
  describeEvent: () => null,
  emptyStats: () => ({}),
  countStats: () => {},
  buildView(ctx) {
    const s = ctx.state;
    const decider = diceRace.currentPlayer(s);
    const seat = decider >= 0 ? ctx.seats[decider] : undefined;
    const result = diceRace.result(s);
    return {
      game: 'dice-race',
      id: ctx.id,
      version: ctx.version,
      seats: ctx.seats.map((x, index) => ({ index, name: x.name, kind: x.kind })),
      race: diceRace.playerView(s, Math.max(decider, 0)),
      decider,
      legal: seat?.kind === 'human' ? diceRace.legalActions(s).map((action, n) => ({ n, action })) : [],
      canUndo: ctx.canUndo,
      thinking: ctx.thinking,
      over: diceRace.isTerminal(s),
      finishOrder: result ? [...result.finishOrder] : null,
    };
  },
  // The house's one bot runner decides it (a worker in the app), from the toy's bot kit.
  decide: (state, player, seat, runner) => runner.decide(state, player, diceRaceBotKit.specOfLevel(seat.level, player)),
  fallbackAction: (state, legal) => diceRaceBotKit.fallbackBot().chooseAction(state, legal),
  nameOf: (_s, p, seats) => seats[p]?.name ?? `seat ${p + 1}`,
};
