/**
 * Automobiles hosted by the session: its rules from the engine, its view (build-view.ts),
 * log and statistics (game-log.ts), bots through the host's BotRunner (workers in the app).
 */
import {
  IllegalActionError,
  applyAction,
  clone,
  createGame,
  currentPlayer,
  isTerminal,
  legalActions,
  serialize,
  withStoredDefaults,
  type Action,
  type GameEvent,
  type GameOptions,
  type GameState,
  sameAction,
} from '..';
import { automobilesBotKit } from '../bots/bot-kit';
import { buildView } from './build-view';
import { countStats, describeEvent, emptyStats, mergeLines, startLine } from './game-log';
import type { SessionGame } from '../../../session/game-plugin';
import type { AutomobilesLogMessage } from './log-messages';
import type { NewGameSetup } from './setup';
import type { GameView, PlayerStats } from './view-types';

function engineOptions(setup: NewGameSetup, seed: number) {
  return {
    players: setup.seats.map((s) => ({ name: s.name })),
    track: setup.track,
    laps: setup.laps,
    cards: setup.cards,
    variants: setup.variants,
    seed,
    drivers: setup.drivers ?? 'off',
    expansionCards: setup.expansionCards ?? false,
    season: setup.solo ? null : (setup.season ?? null),
    seatOneStarts: setup.seatOneStarts ?? false,
    ...(setup.solo ? { solo: true } : {}),
    ...(setup.fuelMixture ? { fuelMixture: true } : {}),
  };
}

const drewCubes = (events: readonly GameEvent[]) =>
  events.some((e) => e.type === 'cubesDrawn' || e.type === 'bagRefilled');

export const automobilesSession: SessionGame<
  GameState,
  Action,
  GameEvent,
  NewGameSetup,
  GameOptions,
  PlayerStats,
  GameView,
  AutomobilesLogMessage
> = {
  id: 'automobiles',
  create(setup, seed) {
    const state = createGame(engineOptions(setup, seed));
    return { state, options: state.options };
  },
  // The state's own options (defaults filled in), as saves always stored them.
  optionsOf: (s) => s.options,
  createFromOptions: (o) => createGame(withStoredDefaults(o)),
  playersIn: (o) => o.players.length,
  currentPlayer,
  legalActions,
  apply: applyAction,
  isRefusal: (e) => e instanceof IllegalActionError,
  sameAction,
  isTerminal,
  clone,
  serialize,
  roundOf: (s) => s.round,
  endsUndo: drewCubes,
  logStart: (state) => [startLine(state.options)],
  describeEvent: (e, _names, s) => describeEvent(e, s),
  mergeLines,
  emptyStats,
  countStats,
  buildView: (ctx) =>
    buildView({
      ...ctx,
      seats: [...ctx.seats],
      log: ctx.log as GameView['log'],
      stats: ctx.stats as PlayerStats[],
    }),
  decide: (state, player, seat, runner) =>
    runner.decide(state, player, automobilesBotKit.specOfLevel(seat.level, player, seat.thinkMs)),
  // The Hard bot, with its own search seed: the hint does not depend on (or disturb) any bot seat's plan.
  hint: (state, player, runner) => runner.decide(state, player, automobilesBotKit.specOfLevel('hard', player)),
  fallbackAction: (state, legal) => automobilesBotKit.fallbackBot().chooseAction(state, legal),
  nameOf: (s, p) => s.players[p]?.name ?? `seat ${p + 1}`,
};
