import { describe, expect, it } from 'vitest';
import { createGame, currentPlayer, isTerminal, legalActions } from '../../../src-shared/games/automobiles';
import { BotFaultError, type WorkerBotRunner } from '../../../src-shared/bots/bot-runner';
import { createNodeBotRunner } from '../../../src-main/workers/node-bot-runner';
import { spawnWorker } from '../../../src-main/workers/spawn-worker';
import { GameSession } from '../../../src-shared/session/game-session';
import type { GameView } from '../../../src-shared/games/automobiles/session/view-types';
import { logText } from '../../../src-renderer/i18n/log-wording';
import { type NewGameSetup } from '../../../src-shared/games/automobiles/kit';
import type { GameState } from '../../../src-shared/games/automobiles';

const MARGIN_MS = 5000;
const FAULTY = new URL('../../helpers/faulty-bot-worker.ts', import.meta.url);

type Fault = { fault: 'hang' | 'throw' | 'exit' | 'alloc'; at: number };

/** A runner whose first worker threads are real ones with a fault each on their `at`-th decision; later workers are healthy. */
function faultyRunner(...plan: Fault[]) {
  const faults: string[] = [];
  // Filling a worker's capped heap takes seconds on a loaded machine: its time limit must not come first.
  const alloc = plan.some((f) => f.fault === 'alloc');
  const runner = createNodeBotRunner({
    // Generous: a healthy greedy answer must never miss it, even on a loaded machine.
    marginMs: alloc ? 10 * MARGIN_MS : MARGIN_MS,
    // A worker under tsx may load slowly on a loaded machine: these tests are about its faults, not its loading.
    waitBootMs: 60_000,
    bootMs: 60_000,
    onFault: (r) => faults.push(r),
    spawn: () => {
      const next = plan.shift();
      return next
        ? spawnWorker(FAULTY, next)
        : spawnWorker(new URL('../../../src-main/workers/bot-worker.ts', import.meta.url));
    },
  }) as WorkerBotRunner;
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

describe('real bot worker threads that crash or hang', () => {
  for (const [fault, expected] of [
    ['hang', /did not answer within 5\.0 s/],
    ['throw', /crashed \(injected bot worker fault\)/],
    ['exit', /stopped \(exit code 3\)/],
    // One huge allocation: the worker's heap cap stops the thread alone; the host (this test) lives on.
    ['alloc', /^the bot worker ran out of memory$/],
  ] as const) {
    it(`a worker that ${fault}s: the decision fails fast with BotFaultError, the worker is replaced, the next decision works`, async () => {
      const { runner, faults } = faultyRunner({ fault, at: 2 });
      try {
        const s = createGame({ players: 2, seed: 4 });
        const p = currentPlayer(s);
        expect(legalActions(s)).toContainEqual(
          await runner.decide(s, p, { game: 'automobiles', kind: 'greedy' }).promise,
        );
        const t0 = Date.now();
        const lost = runner.decide(s, p, { game: 'automobiles', kind: 'greedy' }).promise;
        await expect(lost).rejects.toBeInstanceOf(BotFaultError);
        await expect(lost).rejects.toThrow(expected);
        expect(Date.now() - t0).toBeLessThan(
          fault === 'alloc' ? 10 * MARGIN_MS : fault === 'hang' ? MARGIN_MS + 10_000 : 10_000,
        );
        expect(faults).toHaveLength(1);
        // The rest of this turn is decided inline while a fresh worker loads.
        expect(legalActions(s)).toContainEqual(
          await runner.decide(s, p, { game: 'automobiles', kind: 'greedy' }).promise,
        );
        expect(runner.spawned).toBe(2);
      } finally {
        runner.dispose();
      }
    }, 60_000);
  }

  it('a bot race survives a worker that runs out of memory: a notice names it, the race finishes', async () => {
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
    } finally {
      session.dispose();
    }
  }, 120_000);

  it('a whole bot race survives a hung worker and a crashed one: greedy moves inline, a notice, the race finishes', async () => {
    // The first worker hangs on its 5th decision, the second throws on its 3rd; the third is healthy.
    const { runner, faults } = faultyRunner({ fault: 'hang', at: 5 }, { fault: 'throw', at: 3 });
    const notices: string[] = [];
    const session = new GameSession({ bots: runner });
    const said = (u: { view: { notice: GameView['notice']; players: GameView['players'] } }) =>
      u.view.notice
        ? logText(
            u.view.notice,
            u.view.players.map((p) => p.name),
          )
        : null;
    session.onUpdate((u) => {
      const text = said(u as never);
      if (text && !notices.includes(text)) notices.push(text);
    });
    try {
      session.newGame(twoBots);
      await session.idle();
      expect(isTerminal(session.state as GameState)).toBe(true);
      expect(faults).toHaveLength(2);
      expect(notices).toHaveLength(2);
      expect(notices[0]).toMatch(
        /bot failed \(the bot did not answer within 5\.0 s\); the greedy bot made this move instead/,
      );
      expect(notices[1]).toMatch(
        /bot failed \(the bot worker crashed \(injected bot worker fault\)\); the greedy bot made this move instead/,
      );
      expect(runner.spawned).toBe(3);
      expect(said({ view: session.getView() as GameView })).toBe(notices[1]);
    } finally {
      session.dispose();
    }
  }, 120_000);
});
