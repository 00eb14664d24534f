/**
 * The hint: the session asks the Hard bot for the human deciding now, plays nothing, and
 * answers with a legal action tied to the view version; with a bot deciding it says so.
 */
import { describe, expect, it } from 'vitest';
import { legalActions, serialize, sameAction, type Action } from '../../../src-shared/games/automobiles';
import { GameSession } from '../../../src-shared/session/game-session';
import { createDispatcher } from '../../../src-shared/ipc/dispatch';
import { HINT_REFUSALS } from '../../../src-renderer/i18n/log-wording';
import { type NewGameSetup } from '../../../src-shared/games/automobiles/kit';
import type { GameState } from '../../../src-shared/games/automobiles';

const setup = (seats: NewGameSetup['seats']): NewGameSetup => ({
  seats,
  track: 'beginner-oval',
  laps: 1,
  cards: { kind: 'set', id: 'first-game' },
  variants: { openBags: false, weaving: false, acceleratedPlay: false },
  seed: 9,
  seatOneStarts: true,
});

describe('hint', () => {
  it('suggests a legal action for the human and changes nothing', async () => {
    const session = new GameSession();
    const view = session.newGame(
      setup([
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Bo' },
      ]),
    );
    const before = serialize(session.state as GameState);
    const r = await session.hint();
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.version).toBe(view.version);
    expect(legalActions(session.state as GameState).some((a) => sameAction(a, r.action as Action))).toBe(true);
    expect(serialize(session.state as GameState)).toBe(before);
    // Through the contract too (the "hint" message takes no payload; a payload is refused).
    const dispatch = createDispatcher(session);
    const reply = await dispatch('hint', undefined);
    expect(reply.ok && (reply.data as { ok: boolean }).ok).toBe(true);
    expect((await dispatch('hint', { bot: 'hard' })).ok).toBe(false);
    session.dispose();
  });

  it('refuses while a bot decides, and without a game', async () => {
    const session = new GameSession({ pause: () => new Promise(() => {}) }); // the bots never move
    expect(await session.hint()).toMatchObject({ ok: false, why: 'noGame' });
    expect(HINT_REFUSALS.noGame()).toBe('There is no game in progress.');
    session.newGame(
      setup([
        { kind: 'bot', name: 'Gus', level: 'greedy' },
        { kind: 'human', name: 'Ann' },
      ]),
    );
    expect(await session.hint()).toMatchObject({ ok: false, why: 'botDeciding' });
    session.dispose();
  });
});
