/**
 * Racepack's guided first race: its coach marks as a small state machine over what the player
 * sees, as Automobiles' tutorial (src-renderer/learn/tutorial-machine.ts) does for its race.
 * Each step has a trigger on the moment on screen (the table view, the events of the batch, the
 * spaces offered); a triggered step waits in `pending` until read, then is `seen` for good.
 * Pure: the unit tests drive it with real positions, the coach marks with the game's batches.
 */
import type { RacepackEvent } from '../../../../src-shared/games/racepack';
import type { RacepackSetupData, RacepackTableView } from '../racepack-table';
import { choicesByCell, type SpaceChoice } from '../driving-view';

export type RacepackTutorialStepId =
  | 'welcome'
  | 'team'
  | 'firstMove'
  | 'speeds'
  | 'laneChange'
  | 'corner'
  | 'tokens'
  | 'penaltyDie'
  | 'defend'
  | 'spunOut'
  | 'hazard'
  | 'pitStop'
  | 'end';

/** What a step looks at: the view on screen, the events that brought it, the tutorial player's seat. */
export interface TutorialMoment {
  view: Pick<RacepackTableView, 'state' | 'seat' | 'humanToAct' | 'legal' | 'over'>;
  events: readonly RacepackEvent[];
  human: number;
}

export interface RacepackTutorialStep {
  id: RacepackTutorialStepId;
  /** The element the mark points at (a data-testid), or null for the screen as a whole. */
  target: string | null;
  when(m: TutorialMoment): boolean;
}

/** The player decides now (not a bot, not over). */
const mine = (m: TutorialMoment) => !m.view.over && m.view.humanToAct && m.view.seat === m.human;
/** The player moves one of their cars now (not the token question). */
const driving = (m: TutorialMoment) => mine(m) && m.view.state.phase === 'move';
/** The movements offered on the board now. */
function offered(m: TutorialMoment): SpaceChoice[] {
  if (!driving(m)) return [];
  return [...choicesByCell(m.view.state, m.view.legal).values()].flat();
}
const humanCar = (m: TutorialMoment, car: number) => m.view.state.cars[car]?.seat === m.human;

/** In the order a race brings them; the order also breaks ties when several trigger at once. */
export const RACEPACK_TUTORIAL_STEPS: readonly RacepackTutorialStep[] = [
  { id: 'welcome', target: null, when: (m) => !m.view.over },
  { id: 'team', target: 'rp-teams', when: (m) => !m.view.over },
  { id: 'firstMove', target: 'racepack-board', when: (m) => offered(m).length > 0 },
  {
    id: 'speeds',
    target: 'rp-speeds',
    when: (m) => m.view.state.turn.movement >= 1 && offered(m).some((c) => c.kind === 'forward'),
  },
  { id: 'laneChange', target: 'racepack-board', when: (m) => offered(m).some((c) => c.kind === 'lane') },
  { id: 'corner', target: 'racepack-board', when: (m) => offered(m).some((c) => c.roll) },
  { id: 'tokens', target: 'rp-teams', when: (m) => offered(m).some((c) => c.token > 0) },
  // Tips: only when the race brings them.
  { id: 'penaltyDie', target: 'rp-turn', when: (m) => m.events.some((e) => e.type === 'cornerRoll') },
  { id: 'defend', target: 'rp-defend', when: (m) => mine(m) && m.view.state.phase === 'defend' },
  {
    id: 'spunOut',
    target: 'racepack-board',
    when: (m) => m.events.some((e) => e.type === 'spunOut' && humanCar(m, e.car)),
  },
  { id: 'hazard', target: 'racepack-board', when: (m) => m.events.some((e) => e.type === 'hazardActivated') },
  { id: 'pitStop', target: 'rp-pitstop', when: (m) => mine(m) && m.view.legal.some((a) => a.type === 'pitStop') },
  { id: 'end', target: null, when: (m) => m.view.over },
];

/** Steps that come only when the race brings their moment: tips, outside the numbered marks. */
export const RACEPACK_TUTORIAL_TIPS: readonly RacepackTutorialStepId[] = [
  'penaltyDie',
  'defend',
  'spunOut',
  'hazard',
  'pitStop',
];

/** The numbered marks every tutorial race shows, in order. */
export const RACEPACK_TUTORIAL_NUMBERED: readonly RacepackTutorialStepId[] = RACEPACK_TUTORIAL_STEPS.map(
  (s) => s.id,
).filter((id) => !RACEPACK_TUTORIAL_TIPS.includes(id));

export interface RacepackTutorialState {
  seen: RacepackTutorialStepId[];
  pending: RacepackTutorialStepId[];
}

export const stepOf = (id: RacepackTutorialStepId): RacepackTutorialStep =>
  RACEPACK_TUTORIAL_STEPS.find((s) => s.id === id)!;

/** Adds the steps whose moment is on screen now (not seen, not already waiting). */
export function observe(state: RacepackTutorialState, m: TutorialMoment): RacepackTutorialState {
  const known = new Set([...state.seen, ...state.pending]);
  const fresh = RACEPACK_TUTORIAL_STEPS.filter((s) => !known.has(s.id) && s.when(m)).map((s) => s.id);
  if (!fresh.length) return state;
  // A tip about one decision of the player's (the token question, the pit stop) goes stale once it has passed.
  const stillOn = state.pending.filter((id) => !MOMENTARY.includes(id) || stepOf(id).when(m));
  return { seen: state.seen, pending: [...stillOn, ...fresh] };
}

const MOMENTARY: readonly RacepackTutorialStepId[] = ['defend', 'pitStop'];

/** The coach mark to show now, or null. */
export const currentStep = (state: RacepackTutorialState): RacepackTutorialStepId | null => state.pending[0] ?? null;

/** The player read the current mark: it is seen for good. */
export function acknowledge(state: RacepackTutorialState): RacepackTutorialState {
  const [first, ...rest] = state.pending;
  if (!first) return state;
  return { seen: [...state.seen, first], pending: rest };
}

/**
 * The current mark's place among the numbered marks ("3 / 8"), or null for a tip: one up per
 * numbered mark read, and the finish is always the last.
 */
export function progressOf(state: RacepackTutorialState): { n: number; total: number } | null {
  const id = currentStep(state);
  if (!id || RACEPACK_TUTORIAL_TIPS.includes(id)) return null;
  const total = RACEPACK_TUTORIAL_NUMBERED.length;
  if (id === 'end') return { n: total, total };
  const read = state.seen.filter((s) => RACEPACK_TUTORIAL_NUMBERED.includes(s)).length;
  return { n: Math.min(read + 1, total - 1), total };
}

export const isComplete = (state: RacepackTutorialState): boolean => state.seen.includes('end');

/** The tutorial player's name: the catalogue words lines about "You" in the second person. */
export const TUTORIAL_PLAYER = 'You';
/** The tutorial player's seat (the bot is the other). */
export const TUTORIAL_HUMAN = 0;
/** Always the same race: the oval, one lap, the easiest bot, a fixed seed (same grid, same dice). */
export const RACEPACK_TUTORIAL_SEED = 20280;

export function racepackTutorialSetup(botName: string): RacepackSetupData {
  return {
    seats: [
      { kind: 'human', name: TUTORIAL_PLAYER },
      { kind: 'bot', name: botName, level: 'beginner' },
    ],
    options: {
      track: 'indy-oval',
      laps: 1,
      timer: false,
      pitLane: false,
      extraHazards: false,
      finish: 'podium',
    },
    seed: RACEPACK_TUTORIAL_SEED,
  };
}
