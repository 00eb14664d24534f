/**
 * Racepack's guided first race: the coach marks' machine over real positions of the tutorial's
 * race (the oval, one lap, the Beginner bot, its fixed seed), driven as a newcomer might.
 */
import { describe, expect, it } from 'vitest';
import {
  createRacepackBot,
  racepack,
  type RacepackAction,
  type RacepackEvent,
  type RacepackState,
} from '../../../src-shared/games/racepack';
import {
  RACEPACK_TUTORIAL_NUMBERED,
  RACEPACK_TUTORIAL_SEED,
  TUTORIAL_HUMAN,
  acknowledge,
  currentStep,
  isComplete,
  observe,
  progressOf,
  racepackTutorialSetup,
  type RacepackTutorialState,
  type TutorialMoment,
} from '../../../src-renderer/games/racepack/tutorial/racepack-tutorial';
import { RACEPACK_MESSAGES } from '../../../src-renderer/games/racepack/i18n/racepack-messages';

function tutorialRace(): RacepackState {
  const setup = racepackTutorialSetup('Bea');
  return racepack.create(
    racepack.normalizeOptions({ ...setup.options, players: setup.seats.length }),
    RACEPACK_TUTORIAL_SEED,
  );
}

function moment(s: RacepackState, events: readonly RacepackEvent[]): TutorialMoment {
  const seat = racepack.isTerminal(s) ? -1 : racepack.currentPlayer(s);
  const humanToAct = seat === TUTORIAL_HUMAN;
  return {
    view: {
      state: s,
      seat,
      humanToAct,
      legal: humanToAct ? racepack.legalActions(s) : [],
      over: racepack.isTerminal(s),
    },
    events,
    human: TUTORIAL_HUMAN,
  };
}

/** Plays the tutorial race: the human reads each mark at once and drives as `pick` says. */
function playTutorial(pick: (legal: RacepackAction[], n: number) => RacepackAction) {
  const s = tutorialRace();
  const bot = createRacepackBot('beginner', 7);
  let m: RacepackTutorialState = { seen: [], pending: [] };
  const shown: { id: string; count: string | null }[] = [];
  const read = () => {
    for (let id = currentStep(m); id; id = currentStep(m)) {
      const p = progressOf(m);
      shown.push({ id, count: p ? `${p.n}/${p.total}` : null });
      m = acknowledge(m);
    }
  };
  m = observe(m, moment(s, []));
  read();
  for (let n = 0; n < 2000 && !racepack.isTerminal(s); n++) {
    const legal = racepack.legalActions(s);
    const a = racepack.currentPlayer(s) === TUTORIAL_HUMAN ? pick(legal, n) : bot.chooseAction(s, legal);
    const events = racepack.apply(s, a);
    m = observe(m, moment(s, events));
    read();
  }
  return { s, m, shown };
}

describe('the Racepack tutorial', () => {
  it('opens with the welcome and the team, numbered 1 and 2 of the numbered marks', () => {
    const s = tutorialRace();
    let m = observe({ seen: [], pending: [] }, moment(s, []));
    expect(currentStep(m)).toBe('welcome');
    expect(progressOf(m)).toEqual({ n: 1, total: RACEPACK_TUTORIAL_NUMBERED.length });
    m = acknowledge(m);
    expect(currentStep(m)).toBe('team');
    expect(progressOf(m)?.n).toBe(2);
  });

  it.each([
    ['the first movement offered', (legal: RacepackAction[]) => legal[0]],
    ['the last movement offered', (legal: RacepackAction[]) => legal[legal.length - 1]],
  ])('a race driven by %s shows every numbered mark once, counted 1 to the total, the finish last', (_w, pick) => {
    const { s, m, shown } = playTutorial(pick);
    expect(racepack.isTerminal(s)).toBe(true);
    expect(isComplete(m)).toBe(true);
    const numbered = shown.filter((x) => x.count !== null);
    expect(numbered.map((x) => x.id).sort()).toEqual([...RACEPACK_TUTORIAL_NUMBERED].sort());
    const total = RACEPACK_TUTORIAL_NUMBERED.length;
    expect(numbered.map((x) => x.count)).toEqual(Array.from({ length: total }, (_, i) => `${i + 1}/${total}`));
    expect(shown[shown.length - 1].id).toBe('end');
    expect(new Set(shown.map((x) => x.id)).size).toBe(shown.length);
  });

  it('a tip about a decision that has passed (the token question) is dropped, not shown late', () => {
    const s = tutorialRace();
    const m: RacepackTutorialState = { seen: ['welcome', 'team'], pending: ['defend'] };
    // The moment is a move, not the token question, and a new step comes: the stale tip goes.
    const next = observe(m, moment(s, [{ type: 'hazardActivated', hazard: 0 }]));
    expect(next.pending).not.toContain('defend');
    expect(next.pending).toContain('hazard');
  });

  it('every step has its words in the catalogue, in the second person', () => {
    for (const [id, words] of Object.entries(RACEPACK_MESSAGES.tutorial.steps)) {
      expect(words.title, id).not.toBe('');
      expect(words.text, id).toMatch(/\b(you|your)\b/i);
    }
  });
});
