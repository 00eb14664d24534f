/** The replayRecord message: a save slot's (or the session's) options, seats and actions, replayable. */
import { describe, expect, it } from 'vitest';
import { serialize } from '../../../src-shared/games/automobiles';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { GameSession } from '../../../src-shared/session/game-session';
import { createDispatcher } from '../../../src-shared/ipc/dispatch';
import { createSaveHandlers } from '../../../src-shared/ipc/save-handlers';
import { MemorySaveStore, SaveSlots } from '../../../src-shared/save';
import { ReplayTimeline } from '../../../src-renderer/games/automobiles/replay-timeline';
import { fakeClock, playUntil, toSave } from '../../helpers/save-games';
import { wordedDispatch } from '../../helpers/worded';

const now = () => Promise.resolve();

function launch() {
  const slots = new SaveSlots(new MemorySaveStore(), { now: fakeClock() });
  const session = new GameSession({ bots: new InlineBotRunner({ yieldNow: now }), pause: now, warn: () => undefined });
  return { slots, session, dispatch: wordedDispatch(createDispatcher(session, createSaveHandlers(session, slots))) };
}

describe('replayRecord', () => {
  it('gives a saved race that replays to the saved state', async () => {
    const { slots, dispatch } = launch();
    const game = playUntil(
      { players: [{ name: 'Ann' }, { name: 'Bo' }], track: 'beginner-oval', laps: 1, seed: 3 },
      () => false,
    );
    const slot = slots.saveAs('Finished', toSave(game));
    const r = await dispatch('replayRecord', { id: slot.id });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const record = r.data as { label: string; actions: unknown[] };
    expect(record.label).toBe('Finished');
    expect(record.actions).toHaveLength(game.actions.length);
    const timeline = new ReplayTimeline(r.data as never);
    expect(serialize(timeline.stateAt(timeline.length))).toBe(serialize(game.state));
  });

  it('gives the race in the session, and says so when there is none or the slot is unknown', async () => {
    const { session, dispatch } = launch();
    const none = await dispatch('replayRecord', {});
    expect(none).toEqual({ ok: false, error: 'There is no game to replay.' });
    await session.newGame({
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Bo' },
      ],
      track: 'beginner-oval',
      laps: 1,
      cards: { kind: 'set', id: 'first-game' },
      variants: { openBags: true, weaving: false, acceleratedPlay: false },
      seed: 9,
    });
    const legal = session.getView()!.legal;
    await session.act(legal[0].action);
    const r = await dispatch('replayRecord', {});
    expect(r.ok).toBe(true);
    if (r.ok) expect((r.data as { actions: unknown[] }).actions).toEqual([legal[0].action]);
    const missing = await dispatch('replayRecord', { id: 'save-nope' });
    expect(missing.ok).toBe(false);
  });
});
