/**
 * The app's bot process (Electron utilityProcess.fork), behind a fake utility process (the
 * Electron binary is not on these machines): the runner forks one long-lived capped process,
 * speaks the worker protocol with it, and hears its death (V8's fatal error, then 'exit') as a
 * fault: the decision fails with BotFaultError, the rest of the turn is decided inline, and a
 * fresh process is forked. The real process twin (child_process.fork, a real huge allocation)
 * is tests/unit/bots/bot-process.slow.test.ts.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createGame, currentPlayer, legalActions, type GameState } from '../../../src-shared/games/automobiles';
import { BotFaultError } from '../../../src-shared/bots/bot-runner';
import type { FromBotWorker, ToBotWorker } from '../../../src-shared/bots/bot-worker-protocol';
import { createUtilityProcessBotRunner, type ForkOptions } from '../../../src-main/workers/node-bot-runner';
import { WORKER_RESOURCE_LIMITS } from '../../../src-main/workers/spawn-worker';

/** A fake utility process: answers each decision with the first legal action, or dies as told. */
class FakeUtilityProcess extends EventEmitter {
  stderr = null;
  killed = false;
  die: 'oom' | 'exit' | null = null;
  postMessage(message: unknown): void {
    const msg = structuredClone(message) as ToBotWorker;
    if (msg.type !== 'decide') return;
    setImmediate(() => {
      if (this.die === 'oom') {
        this.emit('error', 'FatalError', 'Reached heap limit', 'Allocation failed - JavaScript heap out of memory');
        this.emit('exit', 134);
      } else if (this.die === 'exit') this.emit('exit', 134);
      else
        this.emit(
          'message',
          structuredClone({
            type: 'done',
            id: msg.id,
            action: legalActions(msg.state as GameState)[0],
            iterations: 1,
            elapsedMs: 1,
          } satisfies FromBotWorker),
        );
    });
  }
  kill(): boolean {
    this.killed = true;
    return true;
  }
}

function fakeApp() {
  const forks: { path: string; args: string[]; options: ForkOptions; child: FakeUtilityProcess }[] = [];
  const faults: string[] = [];
  const runner = createUtilityProcessBotRunner(
    (path, args, options) => {
      const child = new FakeUtilityProcess();
      forks.push({ path, args, options, child });
      // Loaded: the worker core says 'ready' first.
      setImmediate(() => child.emit('message', { type: 'ready' }));
      return child;
    },
    '/app/out/main/bot-process.js',
    { onFault: (r) => faults.push(r) },
  );
  return { runner, forks, faults };
}

describe('bots in an Electron utility process', () => {
  it('forks one long-lived process with a capped heap for all decisions', async () => {
    const { runner, forks } = fakeApp();
    const s = createGame({ players: 2, seed: 4 });
    for (let i = 0; i < 3; i++)
      expect(legalActions(s)).toContainEqual(
        await runner.decide(s, currentPlayer(s), { game: 'automobiles', kind: 'greedy' }).promise,
      );
    expect(forks).toHaveLength(1);
    expect(forks[0].path).toBe('/app/out/main/bot-process.js');
    expect(forks[0].options.execArgv).toContain(
      `--max-old-space-size=${WORKER_RESOURCE_LIMITS.maxOldGenerationSizeMb}`,
    );
    runner.dispose();
    expect(forks[0].child.killed).toBe(true);
  });

  for (const [die, expected] of [
    ['oom', 'the bot worker ran out of memory'],
    ['exit', 'the bot worker stopped (exit code 134)'],
  ] as const) {
    it(`a process that dies (${die}): BotFaultError, the rest of the turn inline, a fresh process`, async () => {
      const { runner, forks, faults } = fakeApp();
      const s = createGame({ players: 2, seed: 4 });
      const p = currentPlayer(s);
      await runner.decide(s, p, { game: 'automobiles', kind: 'greedy' }).promise;
      forks[0].child.die = die;
      const lost = runner.decide(s, p, { game: 'automobiles', kind: 'greedy' }).promise;
      await expect(lost).rejects.toBeInstanceOf(BotFaultError);
      await expect(lost).rejects.toThrow(expected);
      expect(faults).toEqual([expected]);
      expect(forks[0].child.killed).toBe(true);
      // The rest of the turn: inline (the fallback), while a fresh process loads.
      expect(legalActions(s)).toContainEqual(
        await runner.decide(s, p, { game: 'automobiles', kind: 'greedy' }).promise,
      );
      expect(forks).toHaveLength(2);
      expect(forks[1].child.die).toBe(null);
      runner.dispose();
      // A process that is stopped on purpose is no fault.
      forks[1].child.emit('exit', 0);
      expect(faults).toHaveLength(1);
    });
  }
});
