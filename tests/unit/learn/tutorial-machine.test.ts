/**
 * The guided first race's step machine: steps trigger on what is on screen, wait until read,
 * are never shown twice, a decision's mark goes stale when its moment passes, and the race's
 * end completes the tutorial. Also the race it plays: a real session reaches each phase.
 */
import { describe, expect, it } from 'vitest';
import { type GameEvent, clone, currentPlayer, legalActions } from '../../../src-shared/games/automobiles';
import type { GameView } from '../../../src-shared/games/automobiles/session/view-types';
import { GameSession } from '../../../src-shared/session/game-session';
import { GreedyBot } from '../../../src-shared/games/automobiles/bots/greedy-bot';
import {
  TUTORIAL_STEPS,
  acknowledge,
  currentStep,
  isComplete,
  observe,
  type TutorialState,
  type TutorialStepId,
} from '../../../src-renderer/games/automobiles/learn/tutorial-machine';
import { TUTORIAL_HUMAN, tutorialSetup } from '../../../src-renderer/games/automobiles/learn/tutorial-store';
import { type AutomobilesUpdate as SessionUpdate } from '../../../src-shared/games/automobiles/kit';
import type { GameState } from '../../../src-shared/games/automobiles';

const empty = {
  white: 0,
  lightGray: 0,
  darkGray: 0,
  black: 0,
  brown: 0,
  yellow: 0,
  purple: 0,
  red: 0,
  green: 0,
  blue: 0,
};
function view(over: Partial<GameView> = {}): GameView {
  return {
    over: false,
    phase: 'setup',
    decider: 0,
    deciderKind: 'human',
    prompt: null,
    legal: [],
    players: [{ active: { ...empty } }, { active: { ...empty } }],
    ...over,
  } as unknown as GameView;
}
const start: TutorialState = { seen: [], pending: [] };

describe('tutorial step machine', () => {
  it('welcome, then the setup buy; each shown once, in order, until read', () => {
    let s = observe(start, view(), [], 0);
    expect(s.pending).toEqual(['welcome', 'setupBuy']);
    expect(currentStep(s)).toBe('welcome');
    s = acknowledge(s);
    expect(currentStep(s)).toBe('setupBuy');
    s = observe(s, view(), [], 0);
    expect(s.pending).toEqual(['setupBuy']); // not queued twice
    s = acknowledge(s);
    expect(currentStep(observe(s, view(), [], 0))).toBeNull(); // never again
    expect(s.seen).toEqual(['welcome', 'setupBuy']);
  });

  it('a decision mark goes stale when its moment passed; event marks wait', () => {
    let s: TutorialState = { seen: ['welcome', 'setupBuy'], pending: [] };
    s = observe(s, view({ phase: 'action' }), [], 0);
    expect(s.pending).toEqual(['actionPhase']);
    // The bot's turn brings momentum: the Action Phase mark (now past) gives way.
    const momentum = { type: 'momentum', moves: [{ player: 1, space: 1, from: 0, to: 1 }] } as GameEvent;
    s = observe(s, view({ phase: 'action', decider: 1, deciderKind: 'bot' }), [momentum], 0);
    expect(s.pending).toEqual(['momentum']);
    // A bot's wear is not the player's.
    const botWear = { type: 'wearGained', player: 1, count: 2, missing: 0, reason: 'move' } as GameEvent;
    expect(observe(s, view({ decider: 1, deciderKind: 'bot' }), [botWear], 0).pending).toEqual(['momentum']);
    const myWear = { ...botWear, player: 0 } as GameEvent;
    expect(observe(s, view({ decider: 1, deciderKind: 'bot' }), [myWear], 0).pending).toEqual(['momentum', 'wear']);
  });

  it('the pit stop mark needs wear in the active pile and a legal pit stop', () => {
    const seen: TutorialStepId[] = ['welcome', 'setupBuy', 'actionPhase'];
    const noWear = view({ phase: 'action', legal: [{ n: 0, action: { type: 'pitStop' } }] });
    expect(observe({ seen, pending: [] }, noWear, [], 0).pending).toEqual([]);
    const wear = view({
      phase: 'action',
      legal: [{ n: 0, action: { type: 'pitStop' } }],
      players: [{ active: { ...empty, brown: 1 } }] as never,
    });
    expect(observe({ seen, pending: [] }, wear, [], 0).pending).toEqual(['pitStop']);
  });

  it('the end of the race completes it once read', () => {
    let s: TutorialState = { seen: ['welcome'], pending: [] };
    s = observe(s, view({ over: true, decider: -1, deciderKind: null }), [], 0);
    expect(s.pending).toEqual(['end']);
    expect(isComplete(s)).toBe(false);
    expect(isComplete(acknowledge(s))).toBe(true);
  });

  it('the tutorial race (fixed seed, Beginner bot) brings every step when the player reads each mark', async () => {
    const session = new GameSession();
    let s = observe(start, session.newGame(tutorialSetup()), [], TUTORIAL_HUMAN);
    const stepsSeen = new Set<string>();
    session.onUpdate((u) => {
      const au = u as SessionUpdate;
      s = observe(s, au.view, au.events, TUTORIAL_HUMAN);
      for (let id = currentStep(s); id; id = currentStep(s)) {
        stepsSeen.add(id);
        s = acknowledge(s);
      }
    });
    for (let n = 0; n < 3000; n++) {
      await session.idle();
      const st = session.state as GameState;
      if (st.phase === 'over') break;
      // The player drives like the greedy bot.
      session.act(new GreedyBot().chooseAction(clone(st), legalActions(st)));
    }
    expect((session.state as GameState).phase).toBe('over');
    for (const id of ['setupBuy', 'actionPhase', 'movement', 'buyPhase', 'carMoved', 'wear', 'momentum', 'end'])
      expect(stepsSeen, id).toContain(id);
    expect(TUTORIAL_STEPS.length).toBe(11);
    session.dispose();
  }, 60_000);

  // Whatever the newcomer buys first, the first hand moves the car with a gear cube (not only Manager).
  it.each([[[]], [['lightGray']], [['darkGray']], [['yellow']], [['black']], [['lightGray', 'lightGray']]])(
    'the first Action Phase offers a gear cube that moves the car (setup buy %j)',
    async (buys: string[]) => {
      const session = new GameSession();
      session.newGame(tutorialSetup());
      await session.idle();
      const st = () => session.state as GameState;
      expect(st().phase).toBe('setup');
      expect(currentPlayer(st())).toBe(TUTORIAL_HUMAN);
      for (const color of buys) {
        const buy = legalActions(st()).find((a) => a.type === 'buy' && a.color === color);
        if (buy) expect(session.act(buy).ok).toBe(true);
      }
      expect(session.act({ type: 'endBuy' }).ok).toBe(true);
      await session.idle();
      expect(st().phase).toBe('action');
      expect(currentPlayer(st())).toBe(TUTORIAL_HUMAN);
      const gears = legalActions(st()).filter(
        (a) => a.type === 'play' && ['white', 'lightGray', 'darkGray', 'black'].includes(a.color),
      );
      expect(gears.length).toBeGreaterThan(0);
      const from = { ...st().players[TUTORIAL_HUMAN]!.car };
      // Place that cube on its first space, stop, end the turn: the car drove there.
      expect(session.act(gears[0]!).ok).toBe(true);
      const step = legalActions(st()).find((a) => a.type === 'step');
      expect(step, JSON.stringify(legalActions(st()))).toBeDefined();
      expect(session.act(step!).ok).toBe(true);
      for (let n = 0; n < 10 && st().phase === 'action' && currentPlayer(st()) === TUTORIAL_HUMAN; n++) {
        const end = legalActions(st()).find((a) => a.type === 'stop' || a.type === 'endActions');
        if (!end) break;
        session.act(end);
      }
      expect(session.act({ type: 'endBuy' }).ok).toBe(true);
      await session.idle();
      expect(st().players[TUTORIAL_HUMAN]!.car).not.toEqual(from);
      session.dispose();
    },
    30_000,
  );
});
