/**
 * Racepack's bots through the one bot runner, whole races in real worker threads: their
 * seeded chance crosses with the spec, so the same seed and actions give the same race inline
 * and in the worker; a worker that crashes or exits is replaced and the race goes on.
 * (The quick part, the kit table and cancel: racepack-bot-runner.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import {
  BotFaultError,
  InlineBotRunner,
  type BotRunner,
  type WorkerBotRunner,
} from '../../../src-shared/bots/bot-runner';
import { racepack, racepackBotKit, type RacepackState } from '../../../src-shared/games/racepack';
import { createNodeBotRunner } from '../../../src-main/workers/node-bot-runner';
import { spawnWorker } from '../../../src-main/workers/spawn-worker';
import { GameSession } from '../../../src-shared/session/game-session';
import type { RacepackSetup, RacepackView } from '../../../src-shared/games/racepack/kit';

const FAULTY = new URL('../../helpers/faulty-bot-worker.ts', import.meta.url);
const HEALTHY = new URL('../../../src-main/workers/bot-worker.ts', import.meta.url);

/** A runner of real worker threads: the first ones fault as planned (faulty-bot-worker.ts), later ones are healthy. */
function workerRunner(plan: { fault: 'throw' | 'exit'; at: number }[] = []) {
  const faults: string[] = [];
  const runner = createNodeBotRunner({
    // A worker under tsx may load slowly on a loaded machine: these tests are not about loading.
    waitBootMs: 60_000,
    bootMs: 60_000,
    onFault: (r) => faults.push(r),
    spawn: () => {
      const next = plan.shift();
      return next ? spawnWorker(FAULTY, next) : spawnWorker(HEALTHY);
    },
  }) as WorkerBotRunner;
  return { runner, faults };
}

const race = (): RacepackState => racepack.create(racepack.normalizeOptions({ players: 3, track: 'indy-oval' }), 5);

/** Seats whose bots draw chance of their own (Beginner's and Easy's mistakes, Hard's sampled dice). */
const setup: RacepackSetup = {
  game: 'racepack',
  seats: [
    { kind: 'bot', name: 'Bea', level: 'beginner' },
    { kind: 'bot', name: 'Eve', level: 'easy' },
    { kind: 'bot', name: 'Hal', level: 'hard' },
  ],
  track: 'indy-oval',
  laps: 1,
  seed: 4,
};

async function raceWith(bots: BotRunner): Promise<{ actions: unknown[]; view: RacepackView; warnings: string[] }> {
  const warnings: string[] = [];
  const session = new GameSession({ bots, pause: () => Promise.resolve(), warn: (m) => warnings.push(m) });
  try {
    session.newGame(setup);
    await session.idle();
    return { actions: session.saved()!.actions, view: session.getView() as RacepackView, warnings };
  } finally {
    session.dispose();
  }
}

describe('Racepack bots through the one bot runner: whole races and faults', () => {
  it('a race decided in a worker thread is the race decided inline (same seed, same actions)', async () => {
    const inline = await raceWith(new InlineBotRunner({ yieldNow: () => Promise.resolve() }));
    const { runner, faults } = workerRunner();
    const worker = await raceWith(runner);
    expect(inline.view.over).toBe(true);
    expect(worker.view.over).toBe(true);
    expect(faults).toEqual([]);
    expect(worker.warnings).toEqual([]);
    // The worker decided (one worker, never the fallback) and chose exactly as the inline runner.
    expect(runner.spawned).toBe(1);
    expect(runner.fellBack).toBe(false);
    expect(worker.actions.length).toBeGreaterThan(20);
    expect(worker.actions).toEqual(inline.actions);
  }, 60_000);

  it('a worker that crashes: the decision fails with BotFaultError, the turn ends inline, a fresh worker takes over', async () => {
    const { runner, faults } = workerRunner([{ fault: 'throw', at: 2 }]);
    try {
      const s = race();
      const p = racepack.currentPlayer(s);
      const spec = racepackBotKit.specOfLevel('hard', p);
      expect(racepack.legalActions(s)).toContainEqual(await runner.decide(s, p, spec).promise);
      await expect(runner.decide(s, p, spec).promise).rejects.toBeInstanceOf(BotFaultError);
      expect(faults).toEqual([expect.stringMatching(/crashed \(injected bot worker fault\)/)]);
      // The rest of this car's turn: the fallback decides while the fresh worker loads.
      expect(racepack.legalActions(s)).toContainEqual(await runner.decide(s, p, spec).promise);
      expect(runner.spawned).toBe(2);
      // The next car's turn goes to the fresh worker.
      while (racepack.currentPlayer(s) === p) racepack.apply(s, racepack.legalActions(s)[0]);
      const q = racepack.currentPlayer(s);
      expect(racepack.legalActions(s)).toContainEqual(
        await runner.decide(s, q, racepackBotKit.specOfLevel('medium', q)).promise,
      );
      expect(runner.spawned).toBe(2);
      expect(faults).toHaveLength(1);
    } finally {
      runner.dispose();
    }
  }, 60_000);

  it('a bot race survives a worker that exits mid-race: the race finishes', async () => {
    const { runner, faults } = workerRunner([{ fault: 'exit', at: 5 }]);
    const r = await raceWith(runner);
    expect(faults).toEqual([expect.stringMatching(/stopped \(exit code 3\)/)]);
    expect(r.view.over).toBe(true);
    expect(r.view.finishOrder).toHaveLength(3);
  }, 60_000);
});
