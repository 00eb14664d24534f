/**
 * Racepack's bots run through the one bot runner as Automobiles' do: found by the game id
 * their specs carry, decided in a real worker thread (the app's) and cancelled there.
 * (Whole races, and workers that fault: racepack-bot-runner.slow.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import type { WorkerBotRunner } from '../../../src-shared/bots/bot-runner';
import { BotCancelledError } from '../../../src-shared/bots/bot-decide';
import { botKitOf } from '../../../src-shared/bots/bot-kits';
import { racepack, racepackBotKit, type RacepackState } from '../../../src-shared/games/racepack';
import { createNodeBotRunner } from '../../../src-main/workers/node-bot-runner';
import { spawnWorker } from '../../../src-main/workers/spawn-worker';

const HEALTHY = new URL('../../../src-main/workers/bot-worker.ts', import.meta.url);

/** A runner of real, healthy worker threads. */
function workerRunner() {
  const faults: string[] = [];
  const runner = createNodeBotRunner({
    // A worker under tsx may load slowly on a loaded machine: these tests are not about loading.
    waitBootMs: 60_000,
    bootMs: 60_000,
    onFault: (r) => faults.push(r),
    spawn: () => spawnWorker(HEALTHY),
  }) as WorkerBotRunner;
  return { runner, faults };
}

const race = (): RacepackState => racepack.create(racepack.normalizeOptions({ players: 3, track: 'indy-oval' }), 5);

describe('Racepack bots through the one bot runner', () => {
  it('the bot kit table finds Racepack by the id its specs carry', () => {
    const spec = racepackBotKit.specOfLevel('easy', 2);
    expect(spec).toEqual({ game: 'racepack', kind: 'easy', seed: 3 });
    expect(botKitOf(spec.game)).toBe(racepackBotKit);
    // Plain data: the spec and a state cross a worker boundary unchanged.
    expect(structuredClone(spec)).toEqual(spec);
    const s = race();
    expect(racepack.serialize(structuredClone(s))).toBe(racepack.serialize(s));
  });

  it('a decision in the worker can be cancelled, and the next one is answered', async () => {
    const { runner } = workerRunner();
    try {
      const s = race();
      const p = racepack.currentPlayer(s);
      const spec = racepackBotKit.specOfLevel('expert', p);
      expect(racepack.legalActions(s)).toContainEqual(await runner.decide(s, p, spec).promise);
      const d = runner.decide(s, p, spec);
      d.cancel();
      await expect(d.promise).rejects.toBeInstanceOf(BotCancelledError);
      expect(racepack.legalActions(s)).toContainEqual(await runner.decide(s, p, spec).promise);
      expect(runner.spawned).toBe(1);
    } finally {
      runner.dispose();
    }
  }, 60_000);
});
