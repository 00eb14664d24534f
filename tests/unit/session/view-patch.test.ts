/**
 * Views cross once, then as patches: after every update of whole games (an Automobiles
 * 4-bot race and a Racepack 4-bot race) the view the renderer rebuilds equals the session's
 * full view, the median update stays within its budget, a patch never mutates the view it
 * starts from, and a version gap asks for a resync instead of showing a wrong view.
 */
import { describe, expect, it } from 'vitest';
import { ViewDecoder, ViewEncoder, applyPatch, diffView } from '../../../src-shared/session/view-patch';
import type { SessionView } from '../../../src-shared/session/types';
import { FOUR_BOT_RACE, VIEW_UPDATE_TARGET_BYTES, measureViewTraffic, median } from '../../bench/view-traffic';

describe('views sent once, then as changes', () => {
  it('an Automobiles 4-bot race: every patched view equals the full view; median update within the budget', async () => {
    let checked = 0;
    const t = await measureViewTraffic(FOUR_BOT_RACE, (decoded, sent) => {
      expect(decoded.view).toEqual(sent.view);
      expect(decoded.batchId).toBe(sent.batchId);
      expect(decoded.events).toEqual(sent.events);
      checked++;
    });
    expect(t.updates).toBeGreaterThan(100);
    expect(checked).toBe(t.updates);
    expect(t.mismatches).toBe(0);
    const med = median(t.wireBytes);
    console.log(`median bytes per update: ${med} (whole views: ${median(t.fullBytes)})`);
    expect(med).toBeLessThanOrEqual(VIEW_UPDATE_TARGET_BYTES);
  }, 120_000);

  it('a Racepack 4-bot race: every patched view equals the full view', async () => {
    const t = await measureViewTraffic(
      {
        game: 'racepack',
        seats: ['Ann', 'Bo', 'Cy', 'Di'].map((name) => ({ kind: 'bot' as const, name, level: 'greedy' as const })),
        track: 'indy-oval',
        laps: 1,
        seed: 9,
      },
      (decoded, sent) => expect(decoded.view).toEqual(sent.view),
    );
    expect(t.updates).toBeGreaterThan(20);
    expect(t.mismatches).toBe(0);
    expect(median(t.wireBytes)).toBeLessThan(median(t.fullBytes) / 4);
  }, 120_000);

  it('a patch copies what it changes (the older view stays as it was) and covers every kind of change', () => {
    const a = { x: 1, keep: { deep: [1, 2] }, gone: true, list: [1, 2, 3], log: [{ seq: 0 }] };
    const b = { x: 2, keep: { deep: [1, 2] }, list: [1, 9], log: [{ seq: 0 }, { seq: 1 }], added: { y: null } };
    const before = JSON.stringify(a);
    const ops = diffView(a, b);
    const c = applyPatch(a, ops);
    expect(c).toEqual(b);
    expect(JSON.stringify(a)).toBe(before);
    expect(c.keep).toBe(a.keep); // unchanged parts are shared
    expect(ops).toContainEqual({ p: ['log'], a: [{ seq: 1 }] });
  });

  it('a log window that moves on crosses as one shift and one append; lines of another shape are replaced whole', () => {
    const line = (seq: number) => (seq % 2 ? { seq, key: 'turn', n: seq } : { seq, key: 'lap', lap: seq, of: 3 });
    const a = { log: [1, 2, 3, 4].map(line), prompt: { kind: 'move', max: 2 } };
    const b = { log: [3, 4, 5].map(line), prompt: { kind: 'pick', held: null, max: 1 } };
    const ops = diffView(a, b);
    expect(ops).toEqual([
      { p: ['log'], s: 2 },
      { p: ['log'], a: [line(5)] },
      { p: ['prompt'], v: b.prompt },
    ]);
    const c = applyPatch(a, ops);
    expect(JSON.stringify(c)).toBe(JSON.stringify(b));
    expect(a.log).toHaveLength(4);
  });

  it('a patch that does not start from the view held asks for a resync', () => {
    const v = (version: number, round: number) => ({ id: 'g1', version, round }) as unknown as SessionView;
    const encoder = new ViewEncoder();
    const decoder = new ViewDecoder();
    const up = (version: number, round: number) => ({
      reason: 'bot' as const,
      batchId: version,
      actor: 0,
      events: [],
      view: v(version, round),
    });
    expect(decoder.decode(encoder.encode({ ...up(1, 1), reason: 'new' } as never))).not.toBe('resync');
    encoder.encode(up(2, 2) as never); // lost on the way
    expect(decoder.decode(encoder.encode(up(3, 3) as never))).toBe('resync');
    decoder.seen(v(3, 3)); // the whole view fetched again
    const next = decoder.decode(encoder.encode(up(4, 4) as never));
    expect(next !== 'resync' && next.view).toEqual(v(4, 4));
  });
});
