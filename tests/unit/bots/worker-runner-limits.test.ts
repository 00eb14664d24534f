import { describe, expect, it } from 'vitest';
import { createGame, currentPlayer, legalActions } from '../../../src-shared/games/automobiles';
import {
  BotFaultError,
  InlineBotRunner,
  WorkerBotRunner,
  thinkTimeOf,
  type WorkerLike,
} from '../../../src-shared/bots/bot-runner';
import { createBotWorkerCore } from '../../../src-shared/bots/bot-worker-core';
import type { FromBotWorker, ToBotWorker } from '../../../src-shared/bots/bot-worker-protocol';

/** An in-process worker: the real worker core, or one that never answers / fails to load. */
function fakeWorker(kind: 'good' | 'silent' | 'broken', log: string[]): WorkerLike {
  const listeners: ((m: FromBotWorker) => void)[] = [];
  const faults: ((r: string) => void)[] = [];
  let handle: ((m: ToBotWorker) => void) | null = null;
  if (kind !== 'broken') {
    // The core posts 'ready' at once: deliver it after the runner has subscribed.
    queueMicrotask(() => {
      handle = createBotWorkerCore(
        (m) => (kind === 'good' || m.type === 'ready') && listeners.forEach((l) => l(m)),
        () => Promise.resolve(),
      );
    });
  } else setTimeout(() => faults.forEach((f) => f('the bot worker crashed (it failed to load)')), 5);
  return {
    postMessage: (m) => queueMicrotask(() => handle?.(m)),
    addMessageListener: (fn) => listeners.push(fn),
    addFaultListener: (fn) => faults.push(fn),
    terminate: () => log.push(`terminated ${kind}`),
  };
}

const state = () => createGame({ players: 2, seed: 4 });

describe('WorkerBotRunner time limits and replacement', () => {
  it('a decision gets its thinking time plus the margin', () => {
    expect(thinkTimeOf({ kind: 'greedy' })).toBe(0);
    expect(thinkTimeOf({ kind: 'mcts', level: 'hard' })).toBe(150);
    expect(thinkTimeOf({ kind: 'mcts', level: 'hard', thinkMs: 4000 })).toBe(4000);
  });

  it('a worker that never answers is terminated after the limit and replaced; the next worker answers', async () => {
    const log: string[] = [];
    const kinds: ('good' | 'silent')[] = ['silent', 'good'];
    const runner = new WorkerBotRunner(() => fakeWorker(kinds.shift() ?? 'good', log), { marginMs: 50 });
    const s = state();
    const t0 = Date.now();
    await expect(runner.decide(s, currentPlayer(s), { kind: 'greedy' }).promise).rejects.toThrow(BotFaultError);
    expect(Date.now() - t0).toBeGreaterThanOrEqual(45);
    expect(log).toEqual(['terminated silent']);
    expect(legalActions(s)).toContainEqual(await runner.decide(s, currentPlayer(s), { kind: 'greedy' }).promise);
    expect(runner.spawned).toBe(2);
    runner.dispose();
  });

  it('the clock waits for a slow-loading worker (ready), and a worker that never loads is replaced', async () => {
    const log: string[] = [];
    const runner = new WorkerBotRunner(() => ({ ...fakeWorker('silent', log), addMessageListener: () => {} }), {
      marginMs: 10,
      bootMs: 80,
    });
    const s = state();
    const t0 = Date.now();
    await expect(runner.decide(s, currentPlayer(s), { kind: 'greedy' }).promise).rejects.toThrow(
      /did not start within/,
    );
    expect(Date.now() - t0).toBeGreaterThanOrEqual(75);
    runner.dispose();
  });

  it('workers that keep failing give way to the fallback runner', async () => {
    const log: string[] = [];
    const faults: string[] = [];
    const runner = new WorkerBotRunner(() => fakeWorker('broken', log), {
      fallback: new InlineBotRunner(),
      maxFaults: 3,
      onFault: (r) => faults.push(r),
    });
    const s = state();
    for (let i = 0; i < 3; i++)
      await expect(runner.decide(s, currentPlayer(s), { kind: 'greedy' }).promise).rejects.toThrow(/failed to load/);
    expect(runner.fellBack).toBe(true);
    expect(legalActions(s)).toContainEqual(await runner.decide(s, currentPlayer(s), { kind: 'greedy' }).promise);
    expect(runner.spawned).toBe(3);
    expect(faults).toHaveLength(3);
    runner.dispose();
  });
});
