/**
 * Winning the game (rulebook "Winning the Game", RULINGS §4 "End"): the round is finished
 * after a car completes its last lap; finish order by laps, progress, inner lane.
 */
import { describe, expect, it } from 'vitest';
import {
  currentPlayer,
  finishOrder,
  isTerminal,
  legalActions,
  type GameEvent,
} from '../../../src-shared/games/automobiles/index';
import { describeEvent } from '../../../src-shared/games/automobiles/session/game-log';
import {
  END_ACTIONS,
  END_BUY,
  act,
  eventsOf,
  makeTrack,
  play,
  position,
  run,
  step,
} from '../../helpers/rules-position';
import { logText } from '../../../src-renderer/i18n/log-wording';

const T = makeTrack('re-basic', [
  [
    ['w', 10],
    ['w', 10],
  ],
  [
    ['w', 10],
    ['w', 10],
  ],
]);
/** Lane 0's first grid space: the space right past the finish line. */
const PAST = (lane: number) => T.grid(lane) - 1;

/** A turn that just ends (no move). */
const pass = (s: Parameters<typeof act>[0]) => run(s, END_ACTIONS, END_BUY);
/** A turn crossing the line from the last space of `lane` into the first space past it. */
const cross = (s: Parameters<typeof act>[0], lane: number) =>
  run(s, play('white'), step(PAST(lane)), END_ACTIONS, END_BUY);

describe('the final round', () => {
  it('a car completing its last lap: the round is finished, so every player has had the same number of turns', () => {
    const s = position({
      track: T,
      laps: 3,
      cars: [
        { space: T.sp(0, 0), laps: 2 },
        { space: T.last(1), laps: 2 },
        { space: T.sp(1, 0), laps: 2 },
      ],
      piles: [{ bag: { yellow: 7 } }, { active: { white: 1 }, bag: { yellow: 7 } }, { bag: { yellow: 7 } }],
    });
    const turns: number[] = [0];
    const ev: GameEvent[] = [];
    ev.push(...pass(s));
    turns.push(currentPlayer(s));
    ev.push(...cross(s, 1));
    expect(eventsOf(ev, 'lapCompleted')).toEqual([{ type: 'lapCompleted', player: 1, lap: 3, of: 3 }]);
    expect(eventsOf(ev, 'finalRound')).toEqual([{ type: 'finalRound', player: 1 }]);
    expect(isTerminal(s)).toBe(false);
    // player 2 still plays this round
    expect(currentPlayer(s)).toBe(2);
    const last = pass(s);
    expect(isTerminal(s)).toBe(true);
    expect(currentPlayer(s)).toBe(-1);
    expect(legalActions(s)).toEqual([]);
    expect(eventsOf(last, 'raceFinished')).toEqual([{ type: 'raceFinished', finishOrder: [1, 0, 2] }]);
    expect(eventsOf(last, 'turnStarted')).toEqual([]);
    expect(finishOrder(s)).toEqual([1, 0, 2]);
    expect(() => act(s, END_ACTIONS)).toThrowError(/illegal action/);
  });

  it('the first player completes the last lap: both others still take their turn', () => {
    const s = position({
      track: T,
      laps: 2,
      cars: [
        { space: T.last(0), laps: 1 },
        { space: T.sp(1, 0), laps: 1 },
        { space: T.sp(0, 0), laps: 1 },
      ],
      piles: [{ active: { white: 1 }, bag: { yellow: 7 } }, { bag: { yellow: 7 } }, { bag: { yellow: 7 } }],
    });
    cross(s, 0);
    expect(currentPlayer(s)).toBe(1);
    pass(s);
    expect(currentPlayer(s)).toBe(2);
    pass(s);
    expect(isTerminal(s)).toBe(true);
  });

  it('the last player in turn order completes the last lap: the race ends at once', () => {
    const s = position({
      track: T,
      laps: 1,
      turn: 1,
      cars: [{ space: T.sp(0, 0) }, { space: T.last(1) }],
      piles: [{ bag: { yellow: 7 } }, { active: { white: 1 }, bag: { yellow: 7 } }],
    });
    cross(s, 1);
    expect(isTerminal(s)).toBe(true);
    expect(finishOrder(s)).toEqual([1, 0]);
  });

  it('crossing the line before the last lap only moves the lap marker', () => {
    const s = position({
      track: T,
      laps: 3,
      cars: [{ space: T.last(0), laps: 1 }, { space: T.sp(1, 0) }],
      piles: [{ active: { white: 1 }, bag: { yellow: 7 } }, { bag: { yellow: 7 } }],
    });
    const ev = cross(s, 0);
    expect(eventsOf(ev, 'lapCompleted')).toEqual([{ type: 'lapCompleted', player: 0, lap: 2, of: 3 }]);
    expect(eventsOf(ev, 'finalRound')).toEqual([]);
    expect(s.finalRound).toBe(false);
    pass(s);
    expect(isTerminal(s)).toBe(false);
  });
});

describe('order of finish', () => {
  it('laps first: a car a lap down is behind, however far round it is', () => {
    const s = position({
      track: T,
      laps: 2,
      turn: 1,
      cars: [
        { space: T.last(0), laps: 1 },
        { space: T.last(1), laps: 1 },
      ],
      piles: [{ bag: { yellow: 7 } }, { active: { white: 1 }, bag: { yellow: 7 } }],
    });
    // player 1 crosses into the first space; player 0 stays just before the line (same progress otherwise)
    cross(s, 1);
    expect(finishOrder(s)).toEqual([1, 0]);
  });

  /**
   * Rulebook "Finish Line Example": green furthest; red and yellow tied, red in the inside
   * lane takes second, yellow third; purple fourth; blue a very close fifth.
   * Seats: 0 purple, 1 yellow, 2 green, 3 red, 4 blue (blue moves last and finishes the race).
   */
  it('reproduces the Finish Line Example', () => {
    const s = position({
      track: T,
      laps: 3,
      turn: 4,
      cars: [
        { space: PAST(0), segment: 1, laps: 3 }, // purple: lane 0, behind red
        { space: PAST(1), segment: 0, laps: 3 }, // yellow: lane 1, level with red
        { space: T.grid(0), segment: 0, laps: 3 }, // green: furthest
        { space: PAST(0), segment: 0, laps: 3 }, // red: lane 0 (inside)
        { space: T.last(1), laps: 2 }, // blue: about to cross
      ],
      piles: [{}, {}, {}, {}, { active: { white: 1 }, bag: { yellow: 7 } }],
    });
    act(s, play('white'));
    const ev = run(s, step(PAST(1)), END_ACTIONS, END_BUY);
    // blue ends behind yellow in lane 1: level with purple, who is inside
    expect(s.players[4].car).toEqual({ space: PAST(1), segment: 1 });
    expect(eventsOf(ev, 'raceFinished')).toEqual([{ type: 'raceFinished', finishOrder: [2, 3, 1, 0, 4] }]);
  });
});

describe('the 150-round cap (RULINGS §4 "Race length")', () => {
  it('a race reaching 150 rounds ends there; the finish order is the ahead-of order; an event says so', () => {
    const s = position({
      track: T,
      laps: 3,
      cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 1) }],
      piles: [{ bag: { yellow: 20 } }, { bag: { yellow: 20 } }],
    });
    s.round = 149;
    pass(s);
    pass(s);
    expect(isTerminal(s)).toBe(false);
    expect(s.round).toBe(150);
    pass(s);
    const ev = pass(s);
    expect(isTerminal(s)).toBe(true);
    expect(eventsOf(ev, 'roundLimit')).toEqual([{ type: 'roundLimit', round: 150 }]);
    expect(finishOrder(s)).toEqual([1, 0]);
    expect(eventsOf(ev, 'raceFinished')).toEqual([{ type: 'raceFinished', finishOrder: [1, 0] }]);
    // the game log says why the race ended
    expect(logText(describeEvent(eventsOf(ev, 'roundLimit')[0])!, ['A', 'B'])).toMatch(
      /Round 150 reached: the race ends here/,
    );
  });
});
