/**
 * Racepack's undo (issue #28): the turn-ending movement stays undoable until chance is
 * revealed or the next car acts, and undo survives Continue (a restore keeps the same floor).
 */
import { describe, expect, it } from 'vitest';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { racepack, type RacepackState } from '../../../src-shared/games/racepack';
import { GameSession } from '../../../src-shared/session/game-session';
import type { RacepackView } from '../../../src-shared/games/racepack/kit';
import type { SavedGame } from '../../../src-shared/session/types';

const now = () => Promise.resolve();

function launch() {
  return new GameSession({ bots: new InlineBotRunner({ yieldNow: now }), pause: now, warn: () => {} });
}

/** Two humans, each driving two cars (a team race): the same seat often drives next. */
function teamRace(session: GameSession) {
  return session.newGame({
    game: 'racepack',
    seats: [
      { kind: 'human', name: 'Ann' },
      { kind: 'human', name: 'Bo' },
    ],
    track: 'indy-oval',
    laps: 1,
    seed: 5,
  });
}

const viewOf = (session: GameSession) => session.getView() as RacepackView;
const state = (session: GameSession) => session.state as RacepackState;

/** Plays first-legal actions until one ends a car's turn without a die; returns the state before it. */
function playToTurnEnd(session: GameSession): { before: string; endedCar: number } | null {
  for (let i = 0; i < 200; i++) {
    const v = viewOf(session);
    if (v.over) return null;
    const car = state(session).turn.car;
    const before = racepack.serialize(state(session));
    const round = state(session).round;
    session.act(v.legal[0].action, { seat: v.decider, version: v.version });
    const s = state(session);
    const rolled = s.turnStart?.rolled;
    if ((s.turn.car !== car || s.round !== round) && !rolled && viewOf(session).canUndo)
      return { before, endedCar: car };
  }
  return null;
}

describe('Racepack undo', () => {
  it('the turn-ending movement is undoable until the next car acts', () => {
    const session = launch();
    teamRace(session);
    const ended = playToTurnEnd(session);
    expect(ended, 'a turn ended without dice').not.toBeNull();
    // The next car (same seat) has not acted: the movement that ended the turn can be taken back.
    expect(viewOf(session).canUndo).toBe(true);
    expect(session.undo().ok).toBe(true);
    expect(racepack.serialize(state(session))).toBe(ended!.before);
    expect(state(session).turn.car).toBe(ended!.endedCar);
  });

  it('once the next car acts, the previous car’s movement is sealed', () => {
    const session = launch();
    teamRace(session);
    expect(playToTurnEnd(session)).not.toBeNull();
    const v = viewOf(session);
    const nextCar = state(session).turn.car;
    session.act(v.legal[0].action, { seat: v.decider, version: v.version });
    // Undo everything the next car did: never further back than its turn's start.
    while (viewOf(session).canUndo) expect(session.undo().ok).toBe(true);
    expect(state(session).turn.car).toBe(nextCar);
  });

  it('undo survives Continue: a restored race offers the same undo as the live one', () => {
    const live = launch();
    teamRace(live);
    const ended = playToTurnEnd(live);
    expect(ended).not.toBeNull();
    expect(viewOf(live).canUndo).toBe(true);
    const record = live.saved() as SavedGame;
    const again = launch();
    again.restore(record);
    expect(viewOf(again).canUndo).toBe(true);
    expect(again.undo().ok).toBe(true);
    expect(racepack.serialize(state(again))).toBe(ended!.before);
  });
});
