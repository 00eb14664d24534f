/**
 * Dice Race hosted by the session (src-shared/session/game-plugin.ts): its rules from the
 * Game value, a view of the public state, no log lines of its own (see the blockers in
 * tests/toy-game/README.md) and its bots decided inline.
 */
import { BotCancelledError } from '../../../src-shared/bots/bot-decide';
import type { SessionGame, SessionGameId } from '../../../src-shared/session/game-plugin';
import type { Seat } from '../../../src-shared/session/types';
import { diceRaceBot, RunnerBot } from './bots';
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

/** What a record stores: the options and the seed. */
export type DiceRaceStoredOptions = DiceRaceOptions & { seed: number };

export interface DiceRaceView {
  game: 'dice-race';
  id: string;
  version: number;
  seats: { index: number; name: string; kind: Seat['kind'] }[];
  race: unknown;
  decider: number;
  legal: { n: number; action: DiceRaceAction; label: string }[];
  canUndo: boolean;
  thinking: boolean;
  over: boolean;
  finishOrder: number[] | null;
}

/**
 * BLOCKER src-shared/session/game-plugin.ts:13-14: SessionGameId is the closed union
 * 'automobiles' | 'racepack', so a third plugin's id must be cast.
 */
const DICE_RACE_ID = 'dice-race' as unknown as SessionGameId;

export const diceRaceSession: SessionGame<
  DiceRaceState,
  DiceRaceAction,
  DiceRaceEvent,
  DiceRaceSetup,
  DiceRaceStoredOptions,
  Record<string, never>,
  DiceRaceView
> = {
  id: DICE_RACE_ID,
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
  // BLOCKER src-shared/session/log-messages.ts:76: LogMessage is a closed union of Automobiles'
  // and Racepack's keys (and LOG_KEYS lists them for the renderer's catalogue): a third game
  // cannot add its log lines without editing the session's room.
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
      legal:
        seat?.kind === 'human'
          ? diceRace.legalActions(s).map((action, n) => ({ n, action, label: diceRace.describeAction(s, action) }))
          : [],
      canUndo: ctx.canUndo,
      thinking: ctx.thinking,
      over: diceRace.isTerminal(s),
      finishOrder: result ? [...result.finishOrder] : null,
    };
  },
  // BLOCKER src-shared/bots/bot-runner.ts:21: BotRunner.decide takes Automobiles' GameState
  // and a BotSpec whose kinds are Automobiles' bots, so the toy's bot is decided here, inline,
  // as Racepack's are (no worker, no time limit).
  decide(state, player, seat) {
    let cancelled = false;
    const promise = Promise.resolve().then(() => {
      if (cancelled) throw new BotCancelledError();
      return diceRaceBot(seat.level, player).chooseAction(state, diceRace.legalActions(state));
    });
    return {
      promise,
      cancel: () => {
        cancelled = true;
      },
    };
  },
  fallbackAction: (state, legal) => new RunnerBot().chooseAction(state, legal),
  nameOf: (_s, p, seats) => seats[p]?.name ?? `seat ${p + 1}`,
};
