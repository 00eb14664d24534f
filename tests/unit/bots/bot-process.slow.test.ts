/**
 * Bot workers in an OS process of their own (child_process.fork, the plain-Node twin of the
 * app's Electron utility process): one huge allocation kills that process only. This test's
 * process (the host) survives, the decision falls back to the inline bot and a notice says so.
 */
import { describe, expect, it } from 'vitest';
import { createGame, currentPlayer, isTerminal, legalActions } from '../../../src-shared/games/automobiles';
import { BotFaultError } from '../../../src-shared/bots/bot-runner';
import { createProcessBotRunner } from '../../../src-main/workers/node-bot-runner';
import { botProcessExecArgv, forkBotProcess } from '../../../src-main/workers/process-worker-like';
import { WORKER_RESOURCE_LIMITS } from '../../../src-main/workers/spawn-worker';
import { GameSession } from '../../../src-shared/session/game-session';
import type { GameView } from '../../../src-shared/games/automobiles/session/view-types';
import { logText } from '../../../src-renderer/i18n/log-wording';
import { type NewGameSetup } from '../../../src-shared/games/automobiles/kit';
import type { GameState } from '../../../src-shared/games/automobiles';

const FAULTY = new URL('../../helpers/faulty-bot-process.ts', import.meta.url);
const HEALTHY = new URL('../../../src-main/workers/bot-process.ts', import.meta.url);
/**
 * The faulty process's heap cap: below its one 256 MB array, so V8 aborts it at once (the
 * app's cap, WORKER_RESOURCE_LIMITS, is 1 GB: the same abort needs a 1 GB array, which V8
 * fills slowly in dictionary mode — a minute on a loaded machine).
 */
const SMALL_CAP_MB = 128;
const MARGIN_MS = 20_000;

function faultyRunner(...plan: { fault: 'alloc' | 'exit'; at: number }[]) {
  const faults: string[] = [];
  const runner = createProcessBotRunner({
    marginMs: MARGIN_MS,
    // A process under tsx loads slowly on a loaded machine: these tests are about its faults, not its loading.
    waitBootMs: 60_000,
    bootMs: 60_000,
    onFault: (r) => faults.push(r),
    spawn: () => {
      const next = plan.shift();
      return next
        ? forkBotProcess(FAULTY, { args: [next.fault, String(next.at)], maxOldSpaceMb: SMALL_CAP_MB })
        : forkBotProcess(HEALTHY);
    },
  });
  return { runner, faults };
}

const twoBots: NewGameSetup = {
  seats: [
    { kind: 'bot', name: 'Gus', level: 'greedy' },
    { kind: 'bot', name: 'Rita', level: 'greedy' },
  ],
  track: 'beginner-oval',
  laps: 1,
  cards: { kind: 'set', id: 'first-game' },
  variants: { openBags: true, weaving: false, acceleratedPlay: false },
  seed: 5,
};

describe('bot workers in a process of their own', () => {
  it('the process is capped like a worker thread', () => {
    expect(botProcessExecArgv()).toEqual([
      `--max-old-space-size=${WORKER_RESOURCE_LIMITS.maxOldGenerationSizeMb}`,
      `--max-semi-space-size=${WORKER_RESOURCE_LIMITS.maxYoungGenerationSizeMb / 3}`,
    ]);
  });

  for (const [fault, expected] of [
    // One huge allocation: V8 aborts the bot process (exit 134); the host (this test) lives on.
    ['alloc', /^the bot worker ran out of memory$/],
    ['exit', /^the bot worker stopped \(exit code 3\)$/],
  ] as const) {
    it(`a process that ${fault === 'alloc' ? 'makes one huge allocation' : 'exits'}: BotFaultError, the rest of the turn inline, then a fresh process`, async () => {
      const { runner, faults } = faultyRunner({ fault, at: 2 });
      try {
        const s = createGame({ players: 2, seed: 4 });
        const p = currentPlayer(s);
        expect(legalActions(s)).toContainEqual(
          await runner.decide(s, p, { game: 'automobiles', kind: 'greedy' }).promise,
        );
        const lost = runner.decide(s, p, { game: 'automobiles', kind: 'greedy' }).promise;
        await expect(lost).rejects.toBeInstanceOf(BotFaultError);
        await expect(lost).rejects.toThrow(expected);
        expect(faults).toHaveLength(1);
        // The rest of this turn is decided inline while a fresh process loads.
        expect(legalActions(s)).toContainEqual(
          await runner.decide(s, p, { game: 'automobiles', kind: 'greedy' }).promise,
        );
        expect(runner.spawned).toBe(2);
        expect(process.pid).toBeGreaterThan(0);
      } finally {
        runner.dispose();
      }
    }, 120_000);
  }

  it('a bot race survives a bot process killed by one huge allocation: a notice names it, the race finishes', async () => {
    const { runner, faults } = faultyRunner({ fault: 'alloc', at: 3 });
    const notices: string[] = [];
    const session = new GameSession({ bots: runner });
    session.onUpdate((u) => {
      const v = (u as { view: GameView }).view;
      if (v.notice)
        notices.push(
          logText(
            v.notice,
            v.players.map((p) => p.name),
          ),
        );
    });
    try {
      session.newGame(twoBots);
      await session.idle();
      expect(isTerminal(session.state as GameState)).toBe(true);
      expect(faults).toEqual(['the bot worker ran out of memory']);
      expect(notices[0]).toMatch(
        /bot failed \(the bot worker ran out of memory\); the greedy bot made this move instead/,
      );
      expect(runner.spawned).toBe(2);
    } finally {
      session.dispose();
    }
  }, 180_000);
});
