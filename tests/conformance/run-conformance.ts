/**
 * The conformance checks (OpenSpiel's "every game passes the same tests"), for any game: they
 * name no game, only the `Game` value, its session plugin and its table entry.
 *
 * - A random seeded playthrough through the `Game` value: after every action the generic
 *   contract (who moves, legal actions, result), the game's invariants, a serialize round
 *   trip, a clone that is independent and steps the same way, and every malformed action
 *   refused with the state unchanged; at the end a replay from the seed and from a restored
 *   middle state reproduces every state.
 * - The same through the session (every seat human, so every action can be undone within its
 *   turn): after every action, undo until the session refuses, check the state is the one
 *   at the boundary our own model predicts, then play the actions again; malformed, other
 *   seats' and stale messages refused with the state and version unchanged; the record
 *   restores to the same state.
 */
import { expect } from 'vitest';
import { GameSession } from '../../src-shared/session/game-session';
import type { AnySessionUpdate, Seat, SessionSetup } from '../../src-shared/session/types';
import type { ConformanceCase, ConformanceSubject } from './conformance-kit';

type Action = { readonly type: string };

const json = (x: unknown) => JSON.stringify(x);

/** Actions no game accepts: not an action at all, or a type no game has. */
export const NON_OBJECTS: unknown[] = [null, undefined];
const GARBAGE: unknown[] = [
  42,
  'move',
  [],
  {},
  { type: 42 },
  { type: '' },
  { type: 'no-such-action' },
  { type: '__proto__' },
  { type: 'constructor' },
];

/** Bad values for a field of a legal action. */
const BAD_VALUES: unknown[] = [-1, 1_000_000, 0.5, Number.NaN, 'x', null, true, [], {}];

/** Every malformed variant of `action`: each field replaced by a bad value or removed, the type changed. */
export function mutationsOf(action: Action): unknown[] {
  const out: unknown[] = [{ ...action, type: `${action.type}-not` }];
  for (const key of Object.keys(action)) {
    if (key === 'type') continue;
    const without: Record<string, unknown> = { ...action };
    delete without[key];
    out.push(without);
    for (const v of BAD_VALUES) out.push({ ...action, [key]: v });
  }
  return out;
}

/** The malformed actions to try at a state with these legal actions (those that happen to be legal are left out). */
function malformedAt(subject: ConformanceSubject, legal: readonly Action[]): unknown[] {
  const candidates = [
    ...(subject.entry.nonObjectFault ? [] : NON_OBJECTS),
    ...GARBAGE,
    ...legal.slice(0, 3).flatMap(mutationsOf),
    ...(subject.entry.extraMalformed?.(legal) ?? []),
  ];
  return candidates.filter((m) => !isLegal(subject, legal, m));
}

function isLegal(subject: ConformanceSubject, legal: readonly Action[], m: unknown): boolean {
  if (!m || typeof m !== 'object' || typeof (m as Action).type !== 'string') return false;
  return legal.some((l) => subject.session.sameAction(l, m));
}

/** The generic contract of a state and the game's own invariants; the serialized state. */
function checkState(subject: ConformanceSubject, s: unknown, seats: number, where: string, roundTrip: boolean): string {
  const { game, entry } = subject;
  const terminal = game.isTerminal(s);
  const player = game.currentPlayer(s);
  const legal = game.legalActions(s) as Action[];
  expect(game.seats(s), `${where}: seats`).toBe(seats);
  if (terminal) {
    expect(player, `${where}: nobody moves after the end`).toBe(-1);
    expect(legal, `${where}: no legal action after the end`).toEqual([]);
    const result = game.result(s);
    expect(result, `${where}: a result at the end`).not.toBeNull();
    expect(
      [...result!.finishOrder].sort((a, b) => a - b),
      `${where}: every seat in the finish order once`,
    ).toEqual([...Array(seats).keys()]);
  } else {
    expect(player, `${where}: a seat moves`).toBeGreaterThanOrEqual(0);
    expect(player, `${where}: a seat moves`).toBeLessThan(seats);
    expect(legal.length, `${where}: a legal action until the end`).toBeGreaterThan(0);
    expect(game.result(s), `${where}: no result before the end`).toBeNull();
    const keys = legal.map(json);
    expect(new Set(keys).size, `${where}: legal actions listed once each`).toBe(keys.length);
    for (const a of legal) expect(typeof a.type, `${where}: ${json(a)} has a type`).toBe('string');
  }
  const problem = entry.invariantProblem(s);
  expect(problem, `${where}: invariant`).toBeNull();
  // Serialize round trip: the same text, the same legal actions.
  const text = game.serialize(s);
  if (roundTrip) {
    const back = game.deserialize(text);
    expect(game.serialize(back), `${where}: serialize round trip`).toBe(text);
    expect(json(game.legalActions(back)), `${where}: legal actions after a round trip`).toBe(json(legal));
  }
  expect(game.serialize(game.clone(s)), `${where}: clone`).toBe(text);
  // What a seat sees is plain data.
  if (!terminal) expect(() => json(game.playerView(s, player)), `${where}: player view`).not.toThrow();
  return text;
}

/** Every malformed action is refused by the Game value as a refusal, and the state is unchanged. */
function checkMalformedOnGame(subject: ConformanceSubject, s: unknown, text: string, where: string): number {
  const { game, session } = subject;
  const legal = game.legalActions(s) as Action[];
  let tried = 0;
  for (const m of game.isTerminal(s) ? GARBAGE : malformedAt(subject, legal)) {
    let error: unknown = null;
    try {
      game.apply(s, m as Action);
    } catch (e) {
      error = e;
    }
    expect(error, `${where}: ${json(m)} accepted`).not.toBeNull();
    expect(session.isRefusal(error), `${where}: ${json(m)} refused as a rule, not a fault: ${String(error)}`).toBe(
      true,
    );
    expect(game.serialize(s), `${where}: ${json(m)} changed the state`).toBe(text);
    tried++;
  }
  return tried;
}

/** How often the costly checks run (every n-th state; 1: every state). */
export interface Strides {
  malformed: number;
  undo: number;
  /** Serialize round trips (Racepack's deserialize compiles its track: tens of ms). */
  roundTrip: number;
}
export const EVERY_STATE: Strides = { malformed: 1, undo: 1, roundTrip: 1 };

export interface PlaythroughStats {
  actions: number;
  malformed: number;
  undone: number;
}

/** A random seeded playthrough through the Game value (see the file's comment). */
export function playThroughGame(
  subject: ConformanceSubject,
  c: ConformanceCase,
  seed: number,
  strides: Strides = EVERY_STATE,
): PlaythroughStats {
  const { game, entry } = subject;
  const options = game.normalizeOptions(c.input(seed));
  const s = game.create(options, seed);
  const policy = entry.policy(seed);
  const actions: Action[] = [];
  const texts: string[] = [];
  let malformed = 0;
  const where = () => `${game.id} ${c.name} seed ${seed} after ${actions.length} actions`;
  for (;;) {
    const terminal = game.isTerminal(s);
    const text = checkState(subject, s, c.seats, where(), terminal || actions.length % strides.roundTrip === 0);
    texts.push(text);
    if (actions.length % strides.malformed === 0 || game.isTerminal(s))
      malformed += checkMalformedOnGame(subject, s, text, where());
    if (game.isTerminal(s)) break;
    if (actions.length >= entry.maxActions) throw new Error(`${where()}: the game did not end`);
    const legal = game.legalActions(s) as Action[];
    const action = policy(s, legal);
    expect(game.describeAction(s, action), `${where()}: described`).toMatch(/\S/);
    // A clone is independent of its original and steps the same way.
    const twin = game.clone(s);
    game.apply(twin, action);
    expect(game.serialize(s), `${where()}: applying to a clone changed the original`).toBe(text);
    game.apply(s, action);
    expect(game.serialize(s), `${where()}: a clone stepped otherwise`).toBe(game.serialize(twin));
    actions.push(action);
  }
  // Replay determinism: the seed and the actions give every state again, byte for byte,
  // checked and trusted; so does a state restored from its text halfway through.
  const replay = game.create(game.normalizeOptions(c.input(seed)), seed);
  const trusted = game.create(game.normalizeOptions(c.input(seed)), seed);
  expect(game.serialize(replay), `${game.id} ${c.name}: same start`).toBe(texts[0]);
  actions.forEach((a, i) => {
    game.apply(replay, a);
    game.applyTrusted(trusted, a);
    expect(game.serialize(replay), `${game.id} ${c.name}: replay of action ${i + 1}`).toBe(texts[i + 1]);
    expect(game.serialize(trusted), `${game.id} ${c.name}: trusted replay of action ${i + 1}`).toBe(texts[i + 1]);
  });
  const half = Math.floor(actions.length / 2);
  const restored = game.deserialize(texts[half]);
  for (const a of actions.slice(half)) game.apply(restored, a);
  expect(game.serialize(restored), `${game.id} ${c.name}: replay from the restored middle`).toBe(texts.at(-1));
  return { actions: actions.length, malformed, undone: 0 };
}

/**
 * The boundary undo must stop at from state `k`: our own model of "undo within a turn". An
 * action that drew chance (`finals`) or another seat's seals everything up to it; an action
 * that handed the play on (`turnEnds`: a seat's other car, game-plugin.ts endsTurn) stays
 * undoable until the next action, which seals it.
 */
function undoBoundary(
  k: number,
  players: number[],
  finals: boolean[],
  turnEnds: boolean[],
  decider: number,
  terminal: boolean,
): number {
  if (terminal) return k;
  let j = k;
  while (j > 0 && !finals[j - 1] && players[j - 1] === decider && !(j < k && turnEnds[j - 1])) j--;
  return j;
}

/** A random seeded playthrough through the session, every seat human (see the file's comment). */
export function playThroughSession(
  subject: ConformanceSubject,
  c: ConformanceCase,
  seed: number,
  strides: Strides = EVERY_STATE,
): PlaythroughStats {
  const { game, session: plugin, entry } = subject;
  const seats: Seat[] = Array.from({ length: c.seats }, (_, i) => ({ kind: 'human', name: `P${i + 1}` }));
  const session = new GameSession({ newId: () => `conformance-${seed}` });
  let last: AnySessionUpdate | null = null;
  session.onUpdate((u) => (last = u));
  const start = session.newGame(c.sessionSetup(seats, seed) as SessionSetup);
  expect(session.gameId, `${game.id} ${c.name}: the session plays it`).toBe(game.id);
  let version = start.version;
  const policy = entry.policy(seed);
  const texts = [plugin.serialize(session.state)];
  const players: number[] = [];
  const finals: boolean[] = [];
  const turnEnds: boolean[] = [];
  const actions: Action[] = [];
  // The engine beside the session: the same actions must give the same states.
  const shadow = plugin.clone(session.state);
  let malformed = 0;
  let undone = 0;
  const where = () => `${game.id} ${c.name} seed ${seed} (session) after ${actions.length} actions`;

  const refused = (what: string, r: ReturnType<GameSession['act']>, key: string) => {
    expect(r.ok, `${where()}: ${what} accepted`).toBe(false);
    if (!r.ok) expect(r.refusal.key, `${where()}: ${what}`).toBe(key);
    expect(r.version, `${where()}: ${what} moved the version`).toBe(version);
    expect(plugin.serialize(session.state), `${where()}: ${what} changed the state`).toBe(texts.at(-1));
  };

  while (!plugin.isTerminal(session.state)) {
    if (actions.length >= entry.maxActions) throw new Error(`${where()}: the game did not end`);
    const state = session.state;
    const decider = plugin.currentPlayer(state);
    const legal = plugin.legalActions(state) as Action[];
    // Malformed, another seat's and stale messages: refused, nothing changes.
    for (const m of actions.length % strides.malformed === 0 ? malformedAt(subject, legal) : []) {
      refused(`malformed ${json(m)}`, session.act(m as Action, { seat: decider, version }), 'illegal');
      malformed++;
    }
    const action = policy(plugin.clone(state), legal);
    for (let other = 0; other < c.seats; other++) {
      if (other === decider) continue;
      refused(
        `seat ${other} playing for seat ${decider}`,
        session.act(action, { seat: other, version }),
        'notDeciding',
      );
    }
    refused('a stale message', session.act(action, { seat: decider, version: version - 1 }), 'stale');

    const r = session.act(action, { seat: decider, version });
    expect(r.ok, `${where()}: ${json(action)} refused: ${json(r)}`).toBe(true);
    version = r.version;
    const events = (last as AnySessionUpdate | null)?.events ?? [];
    plugin.apply(shadow, action);
    actions.push(action);
    players.push(decider);
    finals.push(plugin.endsUndo(events));
    turnEnds.push(plugin.endsTurn?.(events) ?? false);
    const text = plugin.serialize(session.state);
    expect(text, `${where()}: session and engine disagree`).toBe(plugin.serialize(shadow));
    texts.push(text);

    // Undo back to the turn's start: exactly as far as the model says, to exactly that state.
    const k = actions.length;
    if (k % strides.undo !== 0) continue;
    const after = session.state;
    const boundary = undoBoundary(k, players, finals, turnEnds, plugin.currentPlayer(after), plugin.isTerminal(after));
    expect(session.canUndo(), `${where()}: can undo`).toBe(boundary < k);
    let steps = 0;
    for (;;) {
      const u = session.undo();
      if (!u.ok) {
        expect(u.version, `${where()}: a refused undo moved the version`).toBe(version);
        break;
      }
      version = u.version;
      steps++;
      expect(plugin.serialize(session.state), `${where()}: undo ${steps}`).toBe(texts[k - steps]);
    }
    expect(steps, `${where()}: undo steps to the boundary`).toBe(k - boundary);
    expect(session.canUndo(), `${where()}: still undoable at the boundary`).toBe(false);
    undone += steps;
    // And forward again: the same actions give the same states.
    for (let i = boundary; i < k; i++) {
      const again = session.act(actions[i], { seat: players[i], version });
      expect(again.ok, `${where()}: replaying undone action ${i + 1}`).toBe(true);
      version = again.version;
      expect(plugin.serialize(session.state), `${where()}: replayed action ${i + 1}`).toBe(texts[i + 1]);
    }
  }
  // Over: every message refused; the record restores to the same final state.
  refused('an action after the end', session.act({ type: 'anything' }, { seat: 0, version }), 'raceOver');
  const record = session.saved()!;
  expect(record.actions.length, `${game.id} ${c.name}: the record holds every action`).toBe(actions.length);
  const again = new GameSession();
  again.restore(JSON.parse(JSON.stringify(record)));
  expect(plugin.serialize(again.state), `${game.id} ${c.name}: restored record`).toBe(texts.at(-1));
  return { actions: actions.length, malformed, undone };
}
