/**
 * The guided first race's coach marks as a small state machine over what the player sees: each
 * step has a trigger on the view (and the events of the batch on screen); a triggered step
 * waits in `pending` until acknowledged, then is `seen` for good. Pure: the tests drive it with
 * hand-made views, the CoachMarks component with the game store's batches.
 */
import type { GameEvent } from '../../../../src-shared/games/automobiles';
import type { GameView } from '../../../../src-shared/games/automobiles/kit';

export type TutorialStepId =
  | 'welcome'
  | 'setupBuy'
  | 'actionPhase'
  | 'movement'
  | 'buyPhase'
  | 'carMoved'
  | 'wear'
  | 'drafting'
  | 'momentum'
  | 'pitStop'
  | 'end';

export interface TutorialStep {
  id: TutorialStepId;
  /** The element the mark points at (a data-testid), or null for the board as a whole. */
  target: string | null;
  /** True when this step's moment is on screen. `human` is the tutorial player's seat. */
  when(view: GameView, events: readonly GameEvent[], human: number): boolean;
}

const humanDecides = (v: GameView, human: number) => !v.over && v.decider === human && v.deciderKind === 'human';

/**
 * The tutorial player's seat. The Beginner bot sits in front on the grid and starts, so the player
 * starts on the second grid slot, next to white and light grey spaces: the first hand always
 * has a gear cube that moves the car (from the front slot only Manager could be played).
 */
export const TUTORIAL_HUMAN = 1;

/** In the order a race brings them; the order also breaks ties when several trigger at once. */
export const TUTORIAL_STEPS: readonly TutorialStep[] = [
  { id: 'welcome', target: null, when: (v) => !v.over },
  { id: 'setupBuy', target: 'buy-panel', when: (v, _e, h) => v.phase === 'setup' && humanDecides(v, h) },
  {
    id: 'actionPhase',
    target: 'action-bar',
    when: (v, _e, h) => v.phase === 'action' && !v.prompt && humanDecides(v, h),
  },
  { id: 'movement', target: 'board', when: (v, _e, h) => v.prompt?.kind === 'move' && humanDecides(v, h) },
  { id: 'buyPhase', target: 'buy-panel', when: (v, _e, h) => v.phase === 'buy' && humanDecides(v, h) },
  {
    id: 'carMoved',
    target: 'board',
    when: (_v, e, h) => e.some((x) => x.type === 'carMoved' && x.player === h),
  },
  {
    id: 'wear',
    target: `player-${TUTORIAL_HUMAN}`,
    when: (_v, e, h) => e.some((x) => x.type === 'wearGained' && x.player === h && x.count > 0),
  },
  { id: 'drafting', target: 'board', when: (_v, e) => e.some((x) => x.type === 'drafting' && x.reason === 'drafting') },
  { id: 'momentum', target: 'board', when: (_v, e) => e.some((x) => x.type === 'momentum' && x.moves.length > 0) },
  {
    id: 'pitStop',
    target: 'pit-stop',
    when: (v, _e, h) =>
      v.phase === 'action' &&
      !v.prompt &&
      humanDecides(v, h) &&
      (v.players[h]?.active.brown ?? 0) > 0 &&
      v.legal.some((o) => o.action.type === 'pitStop'),
  },
  { id: 'end', target: null, when: (v) => v.over },
];

export interface TutorialState {
  seen: TutorialStepId[];
  pending: TutorialStepId[];
}

export const stepById = (id: TutorialStepId): TutorialStep => TUTORIAL_STEPS.find((s) => s.id === id)!;

/** Adds the steps whose moment is on screen now (not seen, not already waiting). */
export function observe(
  state: TutorialState,
  view: GameView,
  events: readonly GameEvent[],
  human: number,
): TutorialState {
  const known = new Set([...state.seen, ...state.pending]);
  const fresh = TUTORIAL_STEPS.filter((s) => !known.has(s.id) && s.when(view, events, human)).map((s) => s.id);
  if (!fresh.length) return state;
  // A step tied to a decision (setup buy, action phase...) goes stale once the moment passes.
  const stillOn = state.pending.filter((id) => !isMomentary(id) || stepById(id).when(view, events, human));
  return { seen: state.seen, pending: [...stillOn, ...fresh] };
}

/** The coach mark to show now, or null. */
export function currentStep(state: TutorialState): TutorialStepId | null {
  return state.pending[0] ?? null;
}

/** The player acknowledged the current mark: it is seen for good. */
export function acknowledge(state: TutorialState): TutorialState {
  const [first, ...rest] = state.pending;
  if (!first) return state;
  return { seen: [...state.seen, first], pending: rest };
}

/**
 * Steps that come only when the race brings their moment (a car drafting, momentum, wear in the
 * hand): shown as tips, outside the numbered marks, so the count never skips a number.
 */
export const SITUATIONAL_STEPS: readonly TutorialStepId[] = ['drafting', 'momentum', 'pitStop'];

/** The numbered marks every tutorial race shows, in order. */
export const NUMBERED_STEPS: readonly TutorialStepId[] = TUTORIAL_STEPS.map((s) => s.id).filter(
  (id) => !SITUATIONAL_STEPS.includes(id),
);

/**
 * The current mark's place among the numbered marks ("3 of 8"), or null for a tip: the count
 * goes up by one per numbered mark read, and the last mark (the finish) is always the total.
 */
export function progressOf(state: TutorialState): { n: number; total: number } | null {
  const id = currentStep(state);
  if (!id || SITUATIONAL_STEPS.includes(id)) return null;
  const total = NUMBERED_STEPS.length;
  if (id === 'end') return { n: total, total };
  const read = state.seen.filter((s) => NUMBERED_STEPS.includes(s)).length;
  return { n: Math.min(read + 1, total - 1), total };
}

/** Every step seen: the tutorial is complete. */
export function isComplete(state: TutorialState): boolean {
  return state.seen.includes('end');
}

/** Steps about one decision of the player's; the event steps and the welcome/end wait until read. */
function isMomentary(id: TutorialStepId): boolean {
  return id === 'setupBuy' || id === 'actionPhase' || id === 'movement' || id === 'pitStop' || id === 'buyPhase';
}

/** The tutorial race: one lap on the beginner oval against a Beginner bot (seeded: no clock), always the same seed. */
export const TUTORIAL_SEED = 20261;
export const TUTORIAL_TRACK = 'beginner-oval';
