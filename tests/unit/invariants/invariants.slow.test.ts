import { saveOfGame } from '../../helpers/save-games';
import prand from 'pure-rand';
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  applyTrusted,
  createGame,
  isTerminal,
  legalActions,
  serialize,
  type Action,
  type GameOptionsInput,
  BASE_CARD_SETS,
} from '../../../src-shared/games/automobiles';
import type { AutomobilesBot } from '../../../src-shared/games/automobiles/bots/automobiles-bot';
import { GreedyBot } from '../../../src-shared/games/automobiles/bots/greedy-bot';
import { RandomBot } from '../../../src-shared/games/automobiles/bots/random-bot';
import { loadSave, stringifySave } from '../../../src-shared/save';
import { cubeCountProblem } from './cube-count';

/**
 * Seeded complete games over the shipped beginner oval and road course, 2–5 players, every
 * base card set, some with the weaving / accelerated play variants, mixing random and greedy
 * bots. After every action: nothing throws, a legal action exists until the race ends, cubes
 * are conserved. Every game must end within MAX_ACTIONS, and replaying its log from the
 * options must give the same final state byte for byte.
 */
const GAMES = 1000;
const BATCH = 50;
const MAX_ACTIONS = 60_000;
/** Every n-th game is also replayed through a save file (parse + checked replay + snapshot). */
const SAVE_EVERY = 25;

interface Setup {
  index: number;
  options: GameOptionsInput;
  bots: string[];
}

function setupOf(index: number): Setup {
  let rng = prand.xoroshiro128plus(0x5eed + index);
  const pick = (n: number) => {
    const [v, next] = prand.uniformIntDistribution(0, n - 1, rng);
    rng = next;
    return v;
  };
  const players = 2 + pick(4);
  // Mostly biased random bots (short races); some uniform random; about a quarter with greedy seats.
  const style = pick(20);
  const bots = Array.from({ length: players }, () =>
    style < 5 && pick(2) === 0 ? 'greedy' : style === 19 ? 'uniform' : 'random',
  );
  return {
    index,
    bots,
    options: {
      players,
      seed: 1000 + index,
      track: pick(2) === 0 ? 'beginner-oval' : 'road-course',
      laps: 1 + pick(3),
      cards: BASE_CARD_SETS[index % BASE_CARD_SETS.length].id,
      variants: { weaving: pick(5) === 0, acceleratedPlay: pick(5) === 0, openBags: pick(2) === 0 },
    },
  };
}

function botFor(kind: string, seed: number): AutomobilesBot {
  if (kind === 'greedy') return new GreedyBot();
  return new RandomBot(seed, { progressBias: kind === 'uniform' ? 0 : 0.8 });
}

/** Plays one game, checking the per-action invariants; returns the action log and final state. */
function playChecked(setup: Setup): { actions: Action[]; final: string } {
  const where = () => `game ${setup.index} ${JSON.stringify(setup.options)} bots ${setup.bots.join(',')}`;
  const s = createGame(setup.options);
  const bots = setup.bots.map((k, i) => botFor(k, setup.index * 16 + i));
  const actions: Action[] = [];
  while (!isTerminal(s)) {
    if (actions.length >= MAX_ACTIONS)
      throw new Error(`${where()}: no finish after ${MAX_ACTIONS} actions (round ${s.round})`);
    const legal = legalActions(s);
    if (legal.length === 0)
      throw new Error(`${where()}: no legal action at action ${actions.length}, phase ${s.phase}`);
    const p = s.prompt ? s.prompt.player : s.turnOrder[s.turnIndex];
    const action = bots[p].chooseAction(s, legal);
    try {
      applyAction(s, action);
    } catch (e) {
      throw new Error(
        `${where()}: action #${actions.length + 1} ${JSON.stringify(action)} threw: ${(e as Error).message}`,
        { cause: e },
      );
    }
    actions.push(action);
    const problem = cubeCountProblem(s);
    if (problem) throw new Error(`${where()}: after action #${actions.length} ${JSON.stringify(action)}: ${problem}`);
  }
  return { actions, final: serialize(s) };
}

describe('invariants over seeded complete games', () => {
  const stats = { actions: 0, greedyGames: 0, maxActions: 0 };
  for (let start = 0; start < GAMES; start += BATCH) {
    // Timeout: a batch takes 1–3 s on an idle core; leave room for a loaded machine.
    it(`games ${start}–${start + BATCH - 1}: legal, conserving, finishing, replayable`, { timeout: 120_000 }, () => {
      for (let i = start; i < start + BATCH; i++) {
        const setup = setupOf(i);
        const { actions, final } = playChecked(setup);
        stats.actions += actions.length;
        stats.maxActions = Math.max(stats.maxActions, actions.length);
        if (setup.bots.includes('greedy')) stats.greedyGames++;
        // Replay from the options alone (trusted: legality was checked while playing).
        const replay = createGame(setup.options);
        for (const a of actions) applyTrusted(replay, a);
        expect(serialize(replay), `game ${i} replay`).toBe(final);
        if (i % SAVE_EVERY === 0) {
          const text = stringifySave(saveOfGame(setup.options, actions, { label: `invariants ${i}` }, replay));
          expect(serialize(loadSave(text).state), `game ${i} save`).toBe(final);
        }
      }
    });
  }

  it('covered what it claims', () => {
    expect(stats.actions).toBeGreaterThan(0);
    expect(stats.greedyGames).toBeGreaterThan(50);
  });
});
