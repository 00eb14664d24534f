/**
 * Issue #32, the tutorial as a newcomer meets it: lines about the tutorial's player read in the
 * second person, the mark count never skips a number, and a skipped animation's events still
 * bring their marks (drafting, momentum).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { secondPerson, secondPersonVerb } from '../../../src-renderer/i18n/second-person';
import { logText } from '../../../src-renderer/i18n/log-wording';
import { PLAY_MESSAGES } from '../../../src-renderer/games/automobiles/i18n/messages';
import { createBatchPacer } from '../../../src-renderer/stores/batch-pacer';
import {
  NUMBERED_STEPS,
  SITUATIONAL_STEPS,
  TUTORIAL_STEPS,
  acknowledge,
  progressOf,
  type TutorialState,
} from '../../../src-renderer/games/automobiles/learn/tutorial-machine';
import type { LogMessage } from '../../../src-shared/games/registry';
import type { GameView } from '../../../src-shared/games/automobiles/session/view-types';
import { type AutomobilesUpdate as SessionUpdate } from '../../../src-shared/games/automobiles/kit';

describe('the tutorial player, "You", in the second person', () => {
  it('verbs', () => {
    expect(['buys', 'has', 'finishes', 'draws', 'uses', 'makes', 'does', 'is', 'passes'].map(secondPersonVerb)).toEqual(
      ['buy', 'have', 'finish', 'draw', 'use', 'make', 'do', 'are', 'pass'],
    );
  });
  it('log lines about You, and only about You', () => {
    const names = ['Easy Eddie', 'You'];
    const line = (m: Record<string, unknown>) => logText(m as unknown as LogMessage, names);
    expect(line({ key: 'turn', n: 3, p: 1 })).toBe('Round 3: Your turn');
    expect(line({ key: 'turn', n: 3, p: 0 })).toBe("Round 3: Easy Eddie's turn");
    expect(line({ key: 'setupBuy', p: 1, money: 12 })).toBe('You buy with the $12 starting allowance');
    expect(line({ key: 'cubeBought', p: 1, color: 'lightGray', cost: 3, left: 9 })).toBe(
      'You buy a light grey cube for $3 ($9 left)',
    );
    expect(line({ key: 'cubeBought', p: 0, color: 'lightGray', cost: 3, left: 9 })).toMatch(/^Easy Eddie buys /);
    expect(line({ key: 'pitStop', p: 1, removed: 2 })).toBe('You make a pit stop and remove 2 wear cubes');
    expect(line({ key: 'drafting', p: 0, behind: 1 })).toBe('Easy Eddie drafts behind you: no wear');
    // Other games are untouched.
    expect(logText({ key: 'turn', n: 1, p: 0 } as unknown as LogMessage, ['Ann', 'Bo'])).toBe("Round 1: Ann's turn");
    expect(secondPerson("You's car")).toBe('Your car');
  });
  it('"you" is lower case past the start of a sentence, in both games’ log lines (the object, a car’s driver, a list)', () => {
    const names = ['Easy Eddie', 'You'];
    const line = (m: Record<string, unknown>) => logText(m as unknown as LogMessage, names);
    const lines = {
      // Automobiles
      drafting: [line({ key: 'drafting', p: 0, behind: 1 }), 'Easy Eddie drafts behind you: no wear'],
      grid: [line({ key: 'raceStarted', race: 0, track: 'beginner-oval', grid: [0, 1] }), /; grid: Easy Eddie, you$/],
      // Racepack: a car named with its driver, the grid's dice and order.
      moved: [line({ key: 'rpMoved', p: 1, car: 1, team: false, lane: 0, speed: 4 }), 'Car 2 (you) moves forward 4.'],
      pit: [line({ key: 'rpPitStop', p: 1, car: 1, team: false }), 'Car 2 (you) makes a pit stop: tokens renewed.'],
      gridDice: [
        line({
          key: 'rpGridRolls',
          rolls: [
            { p: 0, dice: [3, 4] },
            { p: 1, dice: [2, 2] },
          ],
          grid: [
            { p: 0, car: 0 },
            { p: 1, car: 1 },
          ],
          team: false,
        }),
        'Grid dice: Easy Eddie 3+4 = 7, you 2+2 = 4; grid: 1. Car 1 (Easy Eddie), 2. Car 2 (you)',
      ],
    } as const;
    for (const [got, want] of Object.values(lines)) {
      if (typeof want === 'string') expect(got).toBe(want);
      else expect(got).toMatch(want);
    }
    // Where a sentence starts, still "You" and "Your".
    expect(line({ key: 'turn', n: 3, p: 1 })).toBe('Round 3: Your turn');
    expect(line({ key: 'setupBuy', p: 1, money: 12 })).toMatch(/^You buy /);
    expect(secondPerson('Eddie passes You. You follow.')).toBe('Eddie passes you. You follow.');
    expect(secondPerson("Eddie blocks You's car")).toBe('Eddie blocks your car');
  });
  it('the results: "You win!"', () => {
    expect(PLAY_MESSAGES.results.wins('You')).toBe('win!');
    expect(PLAY_MESSAGES.results.wins('Ann')).toBe('wins!');
  });
});

describe('the coach marks count without skipping', () => {
  it('numbered marks count 1, 2, 3 … to the finish; situational ones are unnumbered tips', () => {
    expect(NUMBERED_STEPS.length + SITUATIONAL_STEPS.length).toBe(TUTORIAL_STEPS.length);
    // A race that brings momentum in the middle and never a draft or a pit stop.
    const order = ['welcome', 'setupBuy', 'actionPhase', 'movement', 'carMoved', 'momentum', 'wear', 'buyPhase', 'end'];
    let s: TutorialState = { seen: [], pending: order as TutorialState['pending'] };
    const shown: string[] = [];
    while (s.pending.length) {
      const p = progressOf(s);
      shown.push(p ? `${p.n}/${p.total}` : 'tip');
      s = acknowledge(s);
    }
    const total = NUMBERED_STEPS.length;
    expect(shown).toEqual(
      ['1', '2', '3', '4', '5', 'tip', '6', '7', String(total)].map((x) => (x === 'tip' ? x : `${x}/${total}`)),
    );
  });
});

describe('a skip reports the batches it jumped over', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const view = (version: number) => ({ id: 'g', version }) as unknown as GameView;
  const batch = (id: number, type: string): SessionUpdate =>
    ({ reason: 'bot', batchId: id, actor: 0, events: [{ type }], view: view(id) }) as unknown as SessionUpdate;

  it('the batch on screen and the queued ones, with their events', () => {
    const skipped: SessionUpdate[][] = [];
    const p = createBatchPacer({
      speed: () => 1,
      boardAnimates: () => true,
      onSkipped: (b) => skipped.push(b as SessionUpdate[]),
    });
    p.receive({ ...batch(1, 'x'), reason: 'new', events: [] } as SessionUpdate);
    p.receive(batch(2, 'carMoved'));
    p.receive(batch(3, 'drafting'));
    p.receive(batch(4, 'momentum'));
    p.skip();
    expect(skipped).toHaveLength(1);
    expect(skipped[0].flatMap((b) => b.events.map((e) => e.type))).toEqual(['carMoved', 'drafting', 'momentum']);
    // Nothing moving: nothing reported.
    p.skip();
    expect(skipped).toHaveLength(1);
  });
});

describe('the replay labels each seat as it was', () => {
  it('a human is human (not "bot · easy"); a bot keeps its level', async () => {
    const { ReplayTimeline } = await import('../../../src-renderer/games/automobiles/replay-timeline');
    const { playUntil } = await import('../../helpers/save-games');
    const options = { players: [{ name: 'Ann' }, { name: 'Gus' }], track: 'beginner-oval', laps: 1, seed: 11 };
    const game = playUntil(options, (_s, a) => a.length === 20);
    const timeline = new ReplayTimeline({
      options: game.state.options,
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'bot', name: 'Gus', level: 'hard' },
      ],
      actions: game.actions,
    });
    const v = timeline.viewAt(10);
    expect(v.players.map((p) => [p.kind, p.level])).toEqual([
      ['human', null],
      ['bot', 'hard'],
    ]);
    expect(v.legal).toEqual([]);
  });
});
