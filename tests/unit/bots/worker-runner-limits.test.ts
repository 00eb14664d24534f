import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyAction,
  createGame,
  currentPlayer,
  isTerminal,
  legalActions,
  type Action,
  type GameState,
} from '../../../src-shared/games/automobiles';
import { GreedyBot } from '../../../src-shared/games/automobiles/bots/greedy-bot';
import { playUntil } from '../../helpers/save-games';
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
    expect(thinkTimeOf({ game: 'automobiles', kind: 'greedy' })).toBe(0);
    expect(thinkTimeOf({ game: 'automobiles', kind: 'mcts', level: 'hard' })).toBe(150);
    expect(thinkTimeOf({ game: 'automobiles', kind: 'mcts', level: 'hard', thinkMs: 4000 })).toBe(4000);
  });

  it('a worker that never answers is terminated after the limit and replaced; the next worker answers', async () => {
    const log: string[] = [];
    const kinds: ('good' | 'silent')[] = ['silent', 'good'];
    const runner = new WorkerBotRunner(() => fakeWorker(kinds.shift() ?? 'good', log), { marginMs: 50 });
    const s = state();
    const t0 = Date.now();
    await expect(runner.decide(s, currentPlayer(s), { game: 'automobiles', kind: 'greedy' }).promise).rejects.toThrow(
      BotFaultError,
    );
    expect(Date.now() - t0).toBeGreaterThanOrEqual(45);
    expect(log).toEqual(['terminated silent']);
    expect(legalActions(s)).toContainEqual(
      await runner.decide(s, currentPlayer(s), { game: 'automobiles', kind: 'greedy' }).promise,
    );
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
    await expect(runner.decide(s, currentPlayer(s), { game: 'automobiles', kind: 'greedy' }).promise).rejects.toThrow(
      /did not start within/,
    );
    expect(Date.now() - t0).toBeGreaterThanOrEqual(75);
    runner.dispose();
  });

  it('workers that keep failing give way to the fallback runner (fresh ones are tried in the background)', async () => {
    const log: string[] = [];
    const faults: string[] = [];
    const runner = new WorkerBotRunner(() => fakeWorker('broken', log), {
      fallback: new InlineBotRunner(),
      maxFaults: 3,
      onFault: (r) => faults.push(r),
    });
    const s = state();
    await expect(runner.decide(s, currentPlayer(s), { game: 'automobiles', kind: 'greedy' }).promise).rejects.toThrow(
      /failed to load/,
    );
    // The rest of that turn is the fallback's, at once, while fresh workers are tried.
    expect(legalActions(s)).toContainEqual(
      await runner.decide(s, currentPlayer(s), { game: 'automobiles', kind: 'greedy' }).promise,
    );
    await vi.waitFor(() => expect(runner.fellBack).toBe(true));
    expect(runner.spawned).toBe(3);
    expect(faults).toHaveLength(3);
    // Another turn: the fallback too, no more workers.
    const other = playUntil({ players: 2, seed: 4 }, (g) => currentPlayer(g) !== currentPlayer(s));
    expect(legalActions(other.state)).toContainEqual(
      await runner.decide(other.state, currentPlayer(other.state), { game: 'automobiles', kind: 'greedy' }).promise,
    );
    expect(runner.spawned).toBe(3);
    runner.dispose();
  });
});

/** A worker whose answer to its `at`-th decision is `reply` (the others are the real core's). */
function replyingWorker(reply: (id: number) => unknown, at = 1): WorkerLike {
  const listeners: ((m: FromBotWorker) => void)[] = [];
  let handle: ((m: ToBotWorker) => void) | null = null;
  let n = 0;
  queueMicrotask(
    () =>
      (handle = createBotWorkerCore(
        (m) => listeners.forEach((l) => l(m)),
        () => Promise.resolve(),
      )),
  );
  return {
    postMessage: (m) =>
      queueMicrotask(() => {
        if (m.type === 'decide' && ++n === at) listeners.forEach((l) => l(reply(m.id) as FromBotWorker));
        else handle?.(m);
      }),
    addMessageListener: (fn) => listeners.push(fn),
    addFaultListener: () => {},
    terminate: () => {},
  };
}

describe('WorkerBotRunner: what a worker says is checked and cut to size', () => {
  it('a message of unknown type is a fault (a named reason), and it does not clear the faults in a row', async () => {
    const faults: string[] = [];
    let spawned = 0;
    const runner = new WorkerBotRunner(
      () => (++spawned === 1 ? fakeWorker('broken', []) : replyingWorker((id) => ({ type: 'gossip', id }))),
      { onFault: (r) => faults.push(r), maxFaults: 2, fallback: new InlineBotRunner() },
    );
    const s = state();
    await expect(runner.decide(s, currentPlayer(s), { game: 'automobiles', kind: 'greedy' }).promise).rejects.toThrow(
      /failed to load/,
    );
    // A later turn goes to the fresh worker, whose answer is not one of ours.
    const other = playUntil({ players: 2, seed: 4 }, (g) => currentPlayer(g) !== currentPlayer(s));
    const lost = runner.decide(other.state, currentPlayer(other.state), {
      game: 'automobiles',
      kind: 'greedy',
    }).promise;
    await expect(lost).rejects.toBeInstanceOf(BotFaultError);
    await expect(lost).rejects.toThrow('the bot worker sent a message that is not one of ours');
    expect(faults).toHaveLength(2);
    expect(runner.fellBack).toBe(true);
    runner.dispose();
  });

  it("a worker's 10 MB error text and a 10 MB fault reason reach the player cut short", async () => {
    const huge = 'x'.repeat(10_000_000);
    const runner = new WorkerBotRunner(() => replyingWorker((id) => ({ type: 'error', id, message: huge })));
    const s = state();
    const error = await runner
      .decide(s, currentPlayer(s), { game: 'automobiles', kind: 'greedy' })
      .promise.catch((e: Error) => e);
    expect((error as Error).message.length).toBeLessThan(600);
    expect((error as Error).message).toMatch(/^x+… \(9999500 more characters\)$/);
    runner.dispose();

    const crashing = new WorkerBotRunner(() => ({
      ...fakeWorker('silent', []),
      addFaultListener: (fn) => setTimeout(() => fn(`the bot worker crashed (${huge})`), 1),
    }));
    const fault = await crashing
      .decide(s, currentPlayer(s), { game: 'automobiles', kind: 'greedy' })
      .promise.catch((e: Error) => e);
    expect(fault).toBeInstanceOf(BotFaultError);
    expect((fault as Error).message.length).toBeLessThan(600);
    crashing.dispose();
  });
});

/**
 * Plays `player`'s whole turn from `s` through the runner as the session does (a failed
 * decision is the greedy bot's move); resolves with the number of decisions.
 */
async function playTurn(runner: WorkerBotRunner, s: GameState): Promise<number> {
  const player = currentPlayer(s);
  let n = 0;
  while (!isTerminal(s) && currentPlayer(s) === player) {
    let a: Action;
    try {
      a = await runner.decide<Action>(s, player, { game: 'automobiles', kind: 'greedy' }).promise;
    } catch (e) {
      if (!(e instanceof BotFaultError)) throw e;
      a = new GreedyBot().chooseAction(s, legalActions(s));
    }
    applyAction(s, a);
    n++;
  }
  return n;
}

/** Runs `work` under fake timers (setTimeout and Date only), advancing the clock until it settles; resolves with the virtual ms it took. */
async function virtualMs(work: () => Promise<unknown>): Promise<number> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  const t0 = Date.now();
  let settled = false;
  const p = work().finally(() => (settled = true));
  while (!settled) await vi.advanceTimersByTimeAsync(100);
  await p;
  return Date.now() - t0;
}

describe('WorkerBotRunner: a dead worker costs one wait per turn, not one per decision', () => {
  afterEach(() => void vi.useRealTimers());

  /** A racing turn of several decisions (cubes placed one by one). */
  const racingTurn = () => playUntil({ players: 2, seed: 4, laps: 1 }, (g) => g.phase === 'action');

  it('a worker that hangs on every start: the whole turn is done within 15 s (the rest of it inline)', async () => {
    const g = racingTurn();
    let spawned = 0;
    const runner = new WorkerBotRunner(
      () => {
        spawned++;
        return { ...fakeWorker('silent', []), addMessageListener: () => {} };
      },
      { fallback: new InlineBotRunner() },
    );
    let decisions = 0;
    const ms = await virtualMs(async () => (decisions = await playTurn(runner, g.state)));
    expect(decisions).toBeGreaterThan(2);
    expect(ms).toBeLessThan(15_000);
    // The worker was left loading for the next turn (not killed, not started again).
    expect(spawned).toBe(1);
    runner.dispose();
  });

  it('workers that hang on every decision: one move is the greedy fallback, the rest of the turn inline, a fresh worker loads meanwhile', async () => {
    const g = racingTurn();
    const faults: string[] = [];
    const runner = new WorkerBotRunner(() => fakeWorker('silent', []), {
      fallback: new InlineBotRunner(),
      onFault: (r) => faults.push(r),
    });
    let decisions = 0;
    const ms = await virtualMs(async () => (decisions = await playTurn(runner, g.state)));
    expect(decisions).toBeGreaterThan(2);
    // One wait, not one per decision (each would be another 3 s and another fault).
    expect(faults).toEqual(['the bot did not answer within 3.0 s']);
    expect(ms).toBeLessThan(4000);
    expect(runner.spawned).toBe(2);
    runner.dispose();
  });
});
