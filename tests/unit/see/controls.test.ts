import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchPacer } from '../../../src-renderer/stores/batch-pacer';
import { enterOption } from '../../../src-renderer/games/automobiles/ui/default-action';
import { placeWords, spacesAhead } from '../../../src-renderer/games/automobiles/ui/place-words';
import { colorName, PLAY_MESSAGES } from '../../../src-renderer/games/automobiles/i18n/messages';
import { findTrack, prepareTrack } from '../../../src-shared/games/automobiles';
import type { GameView, LegalOption } from '../../../src-shared/games/automobiles/session/view-types';
import { type AutomobilesUpdate as SessionUpdate } from '../../../src-shared/games/automobiles/kit';

const opt = (n: number, action: Record<string, unknown>): LegalOption =>
  ({ n, action, label: String(action.type) }) as unknown as LegalOption;

describe('Enter never wastes a move', () => {
  const move = { kind: 'move', count: 0 } as Extract<GameView['prompt'], { kind: 'move' }>;
  it('no "Stop moving here" before the first space while a step is open', () => {
    const legal = [opt(0, { type: 'step', space: 3 }), opt(1, { type: 'stop' })];
    expect(enterOption({ legal, prompt: move, phase: 'action' })).toBeNull();
    expect(enterOption({ legal, prompt: { ...move, count: 1 }, phase: 'action' })?.n).toBe(1);
    expect(enterOption({ legal: [opt(0, { type: 'stop' })], prompt: move, phase: 'action' })?.n).toBe(0);
  });
  it('ends the phase, never a pit stop', () => {
    const legal = [opt(0, { type: 'pitStop' }), opt(1, { type: 'endActions' })];
    expect(enterOption({ legal, prompt: null, phase: 'action' })?.n).toBe(1);
    expect(enterOption({ legal: [opt(0, { type: 'pitStop' })], prompt: null, phase: 'action' })).toBeNull();
    expect(enterOption({ legal: [opt(0, { type: 'endBuy' })], prompt: null, phase: 'setup' })?.n).toBe(0);
  });
});

describe('places and colours in a player’s words', () => {
  const t = findTrack('beginner-oval')!;
  const p = prepareTrack(t);
  it('colour ids are never shown', () => {
    expect(colorName('lightGray')).toBe('light grey');
    expect(colorName('darkGray')).toBe('dark grey');
    expect(PLAY_MESSAGES.useCube('lightGray', '4th Gear')).toBe('Use a light grey cube: 4th Gear');
    expect(PLAY_MESSAGES.stage(0)).not.toMatch(/setup/);
  });
  it('spaces ahead follow the successors; a step option names colour, lane and distance, never a number', () => {
    const next = p.successors[0][0];
    expect(spacesAhead(p, 0, 0)).toBe(0);
    expect(spacesAhead(p, 0, next)).toBe(1);
    const words = placeWords(t, p, next, 0);
    expect(words).toMatch(/ space, (inner|middle|outer) lane, 1 ahead$/);
    expect(words).not.toMatch(/\d+ ?·|space \d/i);
  });
});

describe('the batch pacer: one batch on screen at a time, animating until done', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());
  const view = (version: number) => ({ id: 'g', version }) as unknown as GameView;
  const batch = (id: number, reason = 'act'): SessionUpdate =>
    ({ reason, batchId: id, actor: 0, events: [{ type: 'carMoved' }], view: view(id) }) as unknown as SessionUpdate;

  it('animates each batch until the board says done; stale batches are dropped; skip jumps to the newest', () => {
    const p = createBatchPacer({ speed: () => 1, boardAnimates: () => true });
    p.receive({ ...batch(1, 'new'), events: [] });
    expect(p.animating.value).toBe(false);
    p.receive(batch(2));
    p.receive(batch(3));
    p.receive(batch(2));
    expect(p.current.value?.batchId).toBe(2);
    expect(p.animating.value).toBe(true);
    expect(p.queue.value.map((q) => q.batchId)).toEqual([3]);
    p.animationDone(2);
    expect(p.current.value?.batchId).toBe(3);
    expect(p.animating.value).toBe(true);
    p.skip();
    expect(p.animating.value).toBe(false);
    expect(p.current.value?.events).toEqual([]);
  });

  it('without a board a timer paces the batches', () => {
    const p = createBatchPacer({ speed: () => 1, boardAnimates: () => false });
    p.receive({ ...batch(1, 'new'), events: [] });
    p.receive(batch(2));
    p.receive(batch(3));
    expect(p.current.value?.batchId).toBe(2);
    vi.advanceTimersByTime(460);
    expect(p.current.value?.batchId).toBe(3);
    vi.advanceTimersByTime(460);
    expect(p.animating.value).toBe(false);
  });
});
