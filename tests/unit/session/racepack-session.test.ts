/**
 * Racepack through the same session contract as Automobiles: started with
 * `game: 'racepack'`, played by humans (act with seat + version, undo within a turn),
 * driven by the generic bots, autosaved into its slot and continued from it identically.
 */
import { describe, expect, it } from 'vitest';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { racepack, type RacepackState } from '../../../src-shared/games/racepack';
import { createDispatcher } from '../../../src-shared/ipc/dispatch';
import { createSaveHandlers } from '../../../src-shared/ipc/save-handlers';
import { MemorySaveStore, SaveSlots, autosaveSink, parseSave, type GoodSlot } from '../../../src-shared/save';
import { GameSession } from '../../../src-shared/session/game-session';
import type { RacepackView } from '../../../src-shared/games/racepack/session/racepack-view-types';
import { type SessionView } from '../../../src-shared/session/types';
import { logText } from '../../../src-renderer/i18n/log-wording';
import { isRacepackView, type RacepackSetup } from '../../../src-shared/games/racepack/kit';

const now = () => Promise.resolve();
const clock = () => '2026-01-01T00:00:00.000Z';

function launch(store = new MemorySaveStore()) {
  const slots = new SaveSlots(store, { now: clock });
  const warnings: string[] = [];
  const session: GameSession = new GameSession({
    bots: new InlineBotRunner({ yieldNow: now }),
    pause: now,
    save: autosaveSink(slots),
    warn: (m) => warnings.push(m),
  });
  const dispatch = createDispatcher(session, createSaveHandlers(session, slots, { later: (w) => w() }));
  return { store, slots, session, dispatch, warnings };
}

const botSetup = (seed: number): RacepackSetup => ({
  game: 'racepack',
  seats: [
    { kind: 'bot', name: 'Ann', level: 'greedy' },
    { kind: 'bot', name: 'Bo', level: 'random' },
    { kind: 'bot', name: 'Cy', level: 'easy' },
    { kind: 'bot', name: 'Di', level: 'greedy' },
  ],
  track: 'indy-oval',
  laps: 1,
  seed,
});

describe('Racepack through the session', () => {
  it('a whole 4-bot race runs to the end, the view says racepack and the log records it', async () => {
    const { session, warnings } = launch();
    const first = session.newGame(botSetup(7));
    expect(first.game).toBe('racepack');
    expect(first.deciderKind).toBe('bot');
    await session.idle();
    const v = session.getView() as RacepackView;
    expect(isRacepackView(v)).toBe(true);
    expect(v.over).toBe(true);
    expect(v.finishOrder).toHaveLength(4);
    expect(
      v.log.some((l) =>
        /race is (over|stopped)/.test(
          logText(
            l,
            v.seats.map((x) => x.name),
          ),
        ),
      ),
    ).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('a car leaving the grid starts lap 1, and each crossing after starts the next lap; none "completes" a lap it began', async () => {
    const { session } = launch();
    session.newGame({ ...botSetup(11), laps: 2 });
    await session.idle();
    const v = session.getView() as RacepackView;
    const names = v.seats.map((x) => x.name);
    const laps = v.log.filter((l) => l.key === 'rpLapStarted');
    const car0 = laps.filter((l) => (l as { car?: number }).car === 0).map((l) => logText(l, names));
    expect(car0[0]).toMatch(/^Car 1 \(Ann\) starts lap 1 of 2\.$/);
    expect(car0[1]).toMatch(/^Car 1 \(Ann\) starts lap 2 of 2\.$/);
    expect(car0).toHaveLength(2);
    expect(v.log.map((l) => logText(l, names)).some((t) => /completes lap/.test(t))).toBe(false);
  });

  it('a human acts with seat and version; a stale or wrong-seat message is refused; undo works within the turn', () => {
    const { session } = launch();
    const v = session.newGame({
      game: 'racepack',
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Bo' },
      ],
      track: 'indy-oval',
      laps: 1,
      seed: 3,
    });
    const seat = v.decider;
    expect(v.legal.length).toBeGreaterThan(0);
    const move = v.legal.find((o) => o.action.type === 'move') ?? v.legal[0];
    expect(session.act(move.action, { seat: 1 - seat, version: v.version }).ok).toBe(false);
    expect(session.act(move.action, { seat, version: v.version - 1 })).toMatchObject({ ok: false, stale: true });
    const before = racepack.serialize(session.state as RacepackState);
    const r = session.act(move.action, { seat, version: v.version });
    expect(r.ok).toBe(true);
    const after = session.getView() as RacepackView;
    if (after.decider === seat && after.canUndo) {
      expect(session.undo().ok).toBe(true);
      expect(racepack.serialize(session.state as RacepackState)).toBe(before);
    }
    // An action that is not legal now is refused and changes nothing.
    const now2 = session.getView() as RacepackView;
    const illegal = { type: 'moveHazard', hazard: 99 } as const;
    const refused = session.act(illegal as never, { seat: now2.decider, version: now2.version });
    expect(refused.ok).toBe(false);
    expect((session.getView() as RacepackView).version).toBe(now2.version);
  });

  it('autosaves into its slot with game: racepack, and continues identically after a relaunch', async () => {
    const store = new MemorySaveStore();
    const first = launch(store);
    // Humans only, so the race stops where the test leaves it: play 30 greedy moves.
    const view = first.session.newGame({
      game: 'racepack',
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Bo' },
        { kind: 'human', name: 'Cy' },
      ],
      track: 'grand-prix',
      laps: 1,
      seed: 11,
    });
    let v: SessionView = view;
    for (let i = 0; i < 30 && isRacepackView(v) && !v.over; i++) {
      const r = first.session.act(v.legal[0].action, { seat: v.decider, version: v.version });
      expect(r.ok).toBe(true);
      v = first.session.getView()!;
    }
    await first.slots.recorder.flush();
    const text = first.slots.list().find((s) => s.kind === 'game');
    expect(text?.ok, JSON.stringify(text)).toBe(true);
    const slot = text as GoodSlot;
    expect(slot.summary.game).toBe('racepack');
    expect(slot.summary.trackName).toMatch(/Grand Prix/);
    const saved = parseSave(store.read(slot.id)!);
    expect(saved.game).toBe('racepack');
    expect(saved.actions).toHaveLength(30);
    const live = racepack.serialize(first.session.state as RacepackState);

    // A named save of the same game loads too.
    const named = await first.dispatch('saveAs', { label: 'pack' });
    expect(named.ok).toBe(true);

    const second = launch(store);
    const resumed = await second.dispatch('continueLast', undefined);
    expect(resumed.ok).toBe(true);
    expect(isRacepackView((resumed as { data: SessionView }).data)).toBe(true);
    expect(racepack.serialize(second.session.state as RacepackState)).toBe(live);
    // Both play on identically.
    const a = first.session.getView() as RacepackView;
    const b = second.session.getView() as RacepackView;
    expect(b.legal).toEqual(a.legal);
    expect(b.log.length).toBe(a.log.length);
    first.session.act(a.legal[0].action, { seat: a.decider, version: a.version });
    second.session.act(b.legal[0].action, { seat: b.decider, version: b.version });
    expect(racepack.serialize(second.session.state as RacepackState)).toBe(
      racepack.serialize(first.session.state as RacepackState),
    );
    const loaded = await second.dispatch('loadSlot', { id: (named as { data: GoodSlot }).data.id });
    expect(loaded.ok).toBe(true);
    expect(second.session.gameId).toBe('racepack');
  });

  it('the contract refuses a Racepack setup with a bad track and a malformed Racepack action', async () => {
    const { dispatch, session } = launch();
    const bad = await dispatch('newGame', { ...botSetup(1), track: 'no-such-track' });
    expect(bad.ok).toBe(false);
    expect(session.hasGame()).toBe(false);
    const malformed = await dispatch('act', { seat: 0, version: 0, action: { type: 'move', heading: 9 } });
    expect(malformed.ok).toBe(false);
  });
});
