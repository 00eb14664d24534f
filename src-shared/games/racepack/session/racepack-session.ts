/**
 * Racepack hosted by the session: its rules from the Game value, its view (the public state
 * plus the deciding human's legal actions), a short log, and the bots of its folder at the
 * seat's level, through the host's BotRunner (workers in the app) as every game's bots.
 */
import {
  IllegalRacepackAction,
  racepack,
  racepackBotKit,
  trackOf,
  type RacepackAction,
  type RacepackEvent,
  type RacepackOptions,
  type RacepackState,
} from '..';
import type { LogEntry, SessionGame } from '../../../session/game-plugin';
import type { RacepackView } from './racepack-view-types';
import type { RacepackLogMessage } from './log-messages';
import type { RacepackSetup } from './setup';

/** What a Racepack record stores as its options: the race's options and the seed. */
export type RacepackStoredOptions = RacepackOptions & { seed: number };

/** Events after which the turn cannot be taken back: dice, the end of the race. */
const FINAL_EVENTS = new Set<RacepackEvent['type']>(['cornerRoll', 'gridRolls', 'raceOver']);
/** Events that hand the play to the next car: undoable until that car acts (issue #28). */
const TURN_EVENTS = new Set<RacepackEvent['type']>(['turnStarted', 'roundOrder']);

const sameAction = (a: RacepackAction, b: RacepackAction) => JSON.stringify(a) === JSON.stringify(b);

/** The grid dice and the grid they set (RULINGS §11: every player sees every roll). */
function gridLine(e: Extract<RacepackEvent, { type: 'gridRolls' }>, s: RacepackState): LogEntry<RacepackLogMessage> {
  return {
    player: -1,
    kind: 'info',
    key: 'rpGridRolls',
    rolls: e.seats.map((r) => ({ p: r.seat, dice: r.dice.slice() })),
    grid: e.slots.map((car) => ({ p: s.cars[car].seat, car })),
    team: s.cars.length > s.options.players,
  };
}

function describeEvent(e: RacepackEvent, s: RacepackState): LogEntry<RacepackLogMessage> | null {
  // Seats drive two cars each with 2–3 players: the line then names the car too.
  const car = (c: number) => ({
    player: s.cars[c].seat,
    p: s.cars[c].seat,
    car: c,
    team: s.cars.length > s.options.players,
  });
  switch (e.type) {
    case 'spunOut':
      return { kind: 'wear', key: 'rpSpunOut', ...car(e.car), corner: trackOf(s).corners.indexOf(e.corner) + 1 };
    // Every movement, token and die is a line: the log tells the race move by move (issue #26:
    // the screen shows this log, it never rebuilds its own). Only stable parts of the state are
    // read (seats, pools, the track): an undo or a restore describes old events on a later state.
    case 'moved':
      return { kind: 'play', key: 'rpMoved', ...car(e.car), lane: e.lane, speed: e.speed };
    case 'tokenUsed':
      return e.defensive
        ? { player: s.poolSeat[e.pool], kind: 'play', key: 'rpDefend', p: s.poolSeat[e.pool], value: e.value }
        : { kind: 'play', key: 'rpToken', ...car(e.car), value: e.value };
    case 'defencePassed':
      return { player: e.seat, kind: 'play', key: 'rpPass', p: e.seat };
    case 'cornerRoll':
      return { kind: 'info', key: 'rpRoll', ...car(e.car), roll: e.roll, spinOn: e.spinsOnOrAbove, spin: e.spin };
    case 'reentered':
      return { kind: 'play', key: 'rpReentered', ...car(e.car) };
    case 'hazardStop':
      return { kind: 'wear', key: 'rpHazardStop', ...car(e.car) };
    case 'hazardActivated':
      return { player: -1, kind: 'info', key: 'rpHazardActivated' };
    case 'hazardAdded':
      return { player: -1, kind: 'info', key: 'rpHazardAdded' };
    case 'hazardMoved':
      return { player: -1, kind: 'info', key: 'rpHazardMoved' };
    case 'blocked':
      return { kind: 'info', key: 'rpBlocked', ...car(e.car), movements: e.movements };
    case 'lap':
      // The line's n-th crossing begins lap n: the first is the car leaving the grid (RULINGS §11).
      return { kind: 'lap', key: 'rpLapStarted', ...car(e.car), lap: e.crossings, of: s.options.laps };
    case 'finished':
      return { kind: 'finish', key: 'rpFinished', ...car(e.car), place: e.place, noStop: !!e.noStop };
    case 'pitStop':
      return { kind: 'info', key: 'rpPitStop', ...car(e.car) };
    case 'forfeited':
      return { kind: 'info', key: 'rpForfeited', ...car(e.car), back: e.back };
    case 'gridRolls':
      return gridLine(e, s);
    case 'raceOver':
      return { player: -1, kind: 'finish', key: 'rpRaceOver', stopped: !!e.stopped };
    default:
      return null;
  }
}

export const racepackSession: SessionGame<
  RacepackState,
  RacepackAction,
  RacepackEvent,
  RacepackSetup,
  RacepackStoredOptions,
  Record<string, never>,
  RacepackView,
  RacepackLogMessage
> = {
  id: 'racepack',
  create(setup, seed) {
    const options = racepack.normalizeOptions({
      players: setup.seats.length,
      track: setup.track,
      ...(setup.laps !== undefined ? { laps: setup.laps } : {}),
      ...(setup.timer !== undefined ? { timer: setup.timer } : {}),
      ...(setup.pitLane !== undefined ? { pitLane: setup.pitLane } : {}),
      ...(setup.extraHazards !== undefined ? { extraHazards: setup.extraHazards } : {}),
      ...(setup.finish !== undefined ? { finish: setup.finish } : {}),
    });
    return { state: racepack.create(options, seed), options: { ...options, seed } };
  },
  optionsOf: (_s, stored) => stored,
  createFromOptions: ({ seed, ...options }) => racepack.create(racepack.normalizeOptions(options), seed),
  playersIn: (o) => o.players,
  currentPlayer: racepack.currentPlayer,
  legalActions: racepack.legalActions,
  apply: racepack.apply,
  isRefusal: (e) => e instanceof IllegalRacepackAction,
  sameAction,
  isTerminal: racepack.isTerminal,
  clone: racepack.clone,
  serialize: racepack.serialize,
  roundOf: (s) => s.round,
  endsUndo: (events) => events.some((e) => FINAL_EVENTS.has(e.type)),
  endsTurn: (events) => events.some((e) => TURN_EVENTS.has(e.type)),
  logStart: (s, seats) => [
    {
      player: -1,
      kind: 'info',
      key: 'rpStart',
      track: s.options.track.name,
      laps: s.options.laps,
      players: seats.length,
    },
    // create's gridRolls event, from the race that keeps it: the dice that set the grid.
    gridLine(
      {
        type: 'gridRolls',
        seats: s.gridRolls,
        slots: [...s.cars].sort((a, b) => a.gridSlot - b.gridSlot).map((c) => c.id),
      },
      s,
    ),
  ],
  describeEvent: (e, _names, s) => describeEvent(e, s),
  emptyStats: () => ({}),
  countStats: () => {},
  buildView(ctx) {
    const s = ctx.state;
    const decider = racepack.currentPlayer(s);
    const seat = decider >= 0 ? ctx.seats[decider] : undefined;
    const legal = seat?.kind === 'human' ? racepack.legalActions(s).map((action, n) => ({ n, action })) : [];
    const result = racepack.result(s);
    return {
      game: 'racepack',
      id: ctx.id,
      version: ctx.version,
      seats: ctx.seats.map((x, index) => ({
        index,
        name: x.name,
        kind: x.kind,
        level: x.kind === 'bot' ? x.level : null,
      })),
      race: racepack.playerView(s, Math.max(decider, 0)) as RacepackView['race'],
      decider,
      deciderKind: seat ? seat.kind : null,
      thinking: ctx.thinking,
      legal,
      canUndo: ctx.canUndo,
      notice: ctx.notice ? { ...ctx.notice } : null,
      log: ctx.log.map((l) => ({ ...l })),
      over: racepack.isTerminal(s),
      finishOrder: result ? [...result.finishOrder] : null,
      humans: ctx.seats.filter((x) => x.kind === 'human').length,
    };
  },
  // The runner keeps each seat's bot (and its seeded chance) between decisions, as for every game.
  decide: (state, player, seat, runner) =>
    runner.decide(state, player, racepackBotKit.specOfLevel(seat.level, player, seat.thinkMs)),
  fallbackAction: (state, legal) => racepackBotKit.fallbackBot().chooseAction(state, legal),
  nameOf: (_s, p, seats) => seats[p]?.name ?? `seat ${p + 1}`,
};
