import { describe, expect, it } from 'vitest';
import { currentPlayer, isTerminal, serialize } from '../../../src-shared/games/automobiles';
import { BotFaultError, InlineBotRunner, type BotRunner } from '../../../src-shared/bots/bot-runner';
import { createDispatcher } from '../../../src-shared/ipc/dispatch';
import { GameSession } from '../../../src-shared/session/game-session';
import type { ActResult } from '../../../src-shared/session/types';
import type { GameView } from '../../../src-shared/games/automobiles/session/view-types';
import { actRefusalText, logText } from '../../../src-renderer/i18n/log-wording';
import { type NewGameSetup } from '../../../src-shared/games/automobiles/kit';
import type { GameState } from '../../../src-shared/games/automobiles';

const now = () => Promise.resolve();
const inline = () => new InlineBotRunner({ yieldNow: now });

function setup(seats: NewGameSetup['seats']): NewGameSetup {
  return {
    seats,
    track: 'beginner-oval',
    laps: 1,
    cards: { kind: 'set', id: 'first-game' },
    variants: { openBags: true, weaving: false, acceleratedPlay: false },
    seed: 42,
  };
}
const hotSeat = setup([
  { kind: 'human', name: 'Ann' },
  { kind: 'human', name: 'Bob' },
]);

describe('act messages name their seat and version', () => {
  it('plays a message once: the same message sent twice is refused and changes nothing', async () => {
    const session = new GameSession({ bots: inline(), pause: now });
    const dispatch = createDispatcher(session);
    const v = session.newGame(hotSeat);
    const message = { seat: v.decider, version: v.version, action: { type: 'endBuy' } };
    const first = await dispatch('act', message);
    expect(first).toMatchObject({ ok: true, data: { ok: true } });
    // Ann's setup is over: Bob decides now. The repeat would have been Bob's move.
    expect(currentPlayer(session.state as GameState)).toBe(1);
    const before = serialize(session.state as GameState);
    const versionBefore = session.getView()!.version;
    const second = await dispatch('act', message);
    expect(second.ok).toBe(true);
    const r = (second as { data: ActResult }).data;
    expect(r.ok).toBe(false);
    expect(r.ok === false && r.stale).toBe(true);
    expect(r.ok === false && r.refusal).toEqual({ key: 'stale', chosenAt: message.version, at: versionBefore });
    // Worded by the renderer's catalogue, not by the session.
    expect(r.ok === false && actRefusalText(r.refusal, ['Ann', 'Bob'])).toMatch(/older position.*not played/);
    expect(serialize(session.state as GameState)).toBe(before);
    expect(session.getView()!.version).toBe(versionBefore);
  });

  it('refuses a move for a seat that is not deciding, and a stale version', async () => {
    const session = new GameSession({ bots: inline(), pause: now });
    const v = session.newGame(hotSeat);
    const before = serialize(session.state as GameState);
    const wrongSeat = session.act({ type: 'endBuy' }, { seat: 1, version: v.version });
    expect(wrongSeat).toMatchObject({ ok: false });
    expect(wrongSeat.ok === false && wrongSeat.refusal).toEqual({ key: 'notDeciding', seat: 1, decider: 0 });
    expect(wrongSeat.ok === false && actRefusalText(wrongSeat.refusal, ['Ann', 'Bob'])).toMatch(
      /Bob is not to decide now \(Ann is\)/,
    );
    const stale = session.act({ type: 'endBuy' }, { seat: 0, version: v.version - 1 });
    expect(stale).toMatchObject({ ok: false, stale: true });
    const future = session.act({ type: 'endBuy' }, { seat: 0, version: v.version + 1 });
    expect(future).toMatchObject({ ok: false, stale: true });
    expect(serialize(session.state as GameState)).toBe(before);
    expect(session.act({ type: 'endBuy' }, { seat: 0, version: v.version })).toMatchObject({
      ok: true,
      version: v.version + 1,
    });
  });
});

describe('a refused action is not echoed back at any size', () => {
  it('a 10 MB illegal action: the refusal is a key, the log line is cut short (and the contract refuses it shortly too)', async () => {
    const log: string[] = [];
    const session = new GameSession({ bots: inline(), pause: now, warn: (m) => void log.push(m) });
    const dispatch = createDispatcher(session);
    const v = session.newGame(hotSeat);
    const huge = { type: 'x'.repeat(10_000_000) };
    const r = session.act(huge, { seat: v.decider, version: v.version });
    expect(r.ok === false && r.refusal).toEqual({ key: 'illegal' });
    expect(log.length).toBeGreaterThan(0);
    expect(Math.max(...log.map((l) => l.length))).toBeLessThan(2000);
    expect(JSON.stringify(r).length).toBeLessThan(2000);
    expect(r.ok === false && actRefusalText(r.refusal, ['Ann', 'Bob']).length).toBeLessThan(2000);
    const reply = await dispatch('act', { seat: v.decider, version: v.version, action: huge });
    expect(JSON.stringify(reply).length).toBeLessThan(2000);
  });
});

describe('the bot loop stays alive', () => {
  it('a bot loop that stopped is restarted by the next getView', async () => {
    let failPause = true;
    const warnings: string[] = [];
    const session = new GameSession({
      bots: inline(),
      // The loop's first wait fails once: the loop stops with the bot still to move.
      pause: () =>
        failPause ? ((failPause = false), Promise.reject(new Error('host timer failed'))) : Promise.resolve(),
      warn: (m) => warnings.push(m),
    });
    session.newGame(
      setup([
        { kind: 'bot', name: 'Gus', level: 'greedy' },
        { kind: 'human', name: 'Ann' },
      ]),
    );
    await session.idle();
    expect(warnings.join('\n')).toMatch(/bot loop stopped: host timer failed/);
    const stuck = serialize(session.state as GameState);
    expect(currentPlayer(session.state as GameState)).toBe(0);
    expect(session.getView()!.thinking).toBe(true);
    await session.idle();
    // getView noticed the bot seat with no decision running and started it again.
    expect(serialize(session.state as GameState)).not.toBe(stuck);
    expect(currentPlayer(session.state as GameState)).toBe(1);
  });

  it('a human act while a stopped bot is to move restarts it too', async () => {
    let failPause = true;
    const session = new GameSession({
      bots: inline(),
      pause: () => (failPause ? ((failPause = false), Promise.reject(new Error('boom'))) : Promise.resolve()),
    });
    const v = session.newGame(
      setup([
        { kind: 'bot', name: 'Gus', level: 'greedy' },
        { kind: 'human', name: 'Ann' },
      ]),
    );
    await session.idle();
    const r = session.act({ type: 'endBuy' }, { seat: 1, version: v.version });
    expect(r.ok).toBe(false);
    await session.idle();
    expect(currentPlayer(session.state as GameState)).toBe(1);
  });

  it('a failing bot runner: the greedy bot moves instead, the view says so, the race finishes', async () => {
    let calls = 0;
    const real = inline();
    const faulty: BotRunner = {
      decide(state, player, spec) {
        calls++;
        if (calls === 2) throw new Error('worker could not be started'); // synchronous throw
        if (calls === 3)
          return { promise: Promise.reject(new BotFaultError('the bot did not answer within 3.0 s')), cancel() {} };
        return real.decide(state, player, spec);
      },
      reset: () => real.reset(),
      dispose: () => real.dispose(),
    };
    const notices: string[] = [];
    const session = new GameSession({ bots: faulty, pause: now });
    let logged = false;
    session.onUpdate((u) => {
      const names = (u.view as GameView).players.map((p) => p.name);
      const text = u.view.notice ? logText(u.view.notice, names) : null;
      if (text && !notices.includes(text)) notices.push(text);
      logged ||= u.view.log.some((l) => logText(l, names).includes('greedy bot made this move'));
    });
    session.newGame(
      setup([
        { kind: 'bot', name: 'Gus', level: 'greedy' },
        { kind: 'bot', name: 'Rita', level: 'random' },
      ]),
    );
    await session.idle();
    expect(isTerminal(session.state as GameState)).toBe(true);
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatch(/bot failed \(worker could not be started\); the greedy bot made this move instead/);
    expect(notices[1]).toMatch(/did not answer within 3.0 s/);
    expect(session.getView()!.notice!.id).toBe(2);
    expect(logged, 'the game log tells of the fault too').toBe(true);
  });
});
