import { describe, expect, it } from 'vitest';
import { serialize } from '../../../src-shared/games/automobiles';
import { CACHE_EVERY, ReplayError, ReplayTimeline } from '../../../src-renderer/games/automobiles/replay-timeline';
import { playUntil } from '../../helpers/save-games';
import { logText } from '../../../src-renderer/i18n/log-wording';

const options = { players: [{ name: 'Ann' }, { name: 'Bo' }], track: 'beginner-oval', laps: 1, seed: 11 };

describe('ReplayTimeline', () => {
  const game = playUntil(options, () => false);
  const seats = game.state.players.map((p) => ({ kind: 'human' as const, name: p.name }));
  const timeline = new ReplayTimeline({ options: game.state.options, seats, actions: game.actions });

  it('rebuilds the finished race exactly from the seed and the action log', () => {
    expect(game.state.phase).toBe('over');
    expect(timeline.length).toBe(game.actions.length);
    expect(serialize(timeline.stateAt(timeline.length))).toBe(serialize(game.state));
    expect(timeline.viewAt(timeline.length).over).toBe(true);
  });

  it('gives the same state at any moment, from the cache or replayed, forwards or backwards', () => {
    const partial = playUntil(options, (_s, a) => a.length === CACHE_EVERY + 7);
    expect(serialize(timeline.stateAt(CACHE_EVERY + 7))).toBe(serialize(partial.state));
    const early = playUntil(options, (_s, a) => a.length === 3);
    expect(serialize(timeline.stateAt(3))).toBe(serialize(early.state));
    // Asking for a state never changes the cache: the later moment is still right.
    expect(serialize(timeline.stateAt(CACHE_EVERY + 7))).toBe(serialize(partial.state));
  });

  it('keeps the log and the piles in step with the moment', () => {
    const start = timeline.viewAt(0);
    expect(start.log).toHaveLength(1);
    expect(logText(start.log[0], [])).toMatch(/Race at/);
    const mid = timeline.viewAt(40);
    const end = timeline.viewAt(timeline.length);
    expect(mid.log.length).toBeGreaterThan(start.log.length);
    expect(end.log.length).toBeGreaterThan(mid.log.length);
    expect(end.log.slice(0, mid.log.length)).toEqual(mid.log);
    expect(mid.legal).toEqual([]);
    expect(timeline.moves[0].text).toBeTruthy();
  });

  it('steps by turn: forward lands on a later turn start, back on an earlier one', () => {
    const next = timeline.turnStep(0, 1);
    expect(next).toBeGreaterThan(0);
    expect(timeline.moves[next - 1].endsTurn).toBe(true);
    const after = timeline.turnStep(next, 1);
    expect(after).toBeGreaterThan(next);
    expect(timeline.turnStep(after, -1)).toBe(next);
    expect(timeline.turnStep(next, -1)).toBe(0);
    expect(timeline.turnStep(timeline.length, 1)).toBe(timeline.length);
  });

  it('names the move that cannot be replayed in a damaged log', () => {
    const actions = [...game.actions.slice(0, 5), { type: 'pitStop' } as never, ...game.actions.slice(5)];
    expect(() => new ReplayTimeline({ options: game.state.options, seats, actions })).toThrow(ReplayError);
    expect(() => new ReplayTimeline({ options: game.state.options, seats, actions })).toThrow(/move 6/);
  });
});
