/**
 * Issue #32, prompts and keys: Enter's refusal on a move prompt names the button that is there,
 * fixed number keys never renumber, the hint's move words are the move buttons' words, and a
 * disabled Undo says why.
 */
import { describe, expect, it } from 'vitest';
import { enterOption } from '../../../src-renderer/games/automobiles/ui/default-action';
import { fixedKeys } from '../../../src-renderer/ui/key-map';
import { optionLabel } from '../../../src-renderer/games/automobiles/i18n/prompt-wording';
import { MESSAGES, PLAY_MESSAGES } from '../../../src-renderer/games/automobiles/i18n/messages';
import type { GameView, LegalOption } from '../../../src-shared/games/automobiles/session/view-types';

const opt = (n: number, action: Record<string, unknown>): LegalOption =>
  ({ n, action, label: String(action.type) }) as unknown as LegalOption;

describe('Driver 06\'s "1 more space": Enter and its words agree', () => {
  const prompt = { kind: 'move', count: 0, card: 'driver-06', player: 0 } as unknown as GameView['prompt'];
  const view = {
    legal: [opt(0, { type: 'step', space: 5 }), opt(1, { type: 'stop' })],
    prompt,
    phase: 'action',
    players: [],
    decider: 0,
  } as unknown as GameView;
  it('Enter does not choose "Do not move" (no ⏎ badge on it) and its message names that very button', () => {
    expect(enterOption(view)).toBeNull();
    const stop = view.legal[1]!;
    expect(optionLabel(stop, view)).toBe('Do not move');
    const said = PLAY_MESSAGES.enterNeedsAMove(optionLabel(stop, view));
    expect(said).toContain('“Do not move”');
    expect(said).not.toContain('Stop moving here');
  });
});

describe('fixed number keys', () => {
  it('a key keeps its colour after a buy makes another colour unaffordable', () => {
    // 3rd Gear, 4th Gear, 5th Gear for sale; after a buy 4th Gear is out of reach (null).
    const before = fixedKeys([0, 1, 2]);
    const after = fixedKeys([0, null, 1]);
    expect([before(1), before(2), before(3)]).toEqual([0, 1, 2]);
    expect([after(1), after(2), after(3)]).toEqual([0, null, 1]);
    expect(after(9)).toBeNull();
  });
});

describe('words', () => {
  it('the hint names a space as the move buttons do', () => {
    const place = PLAY_MESSAGES.step(['white'], PLAY_MESSAGES.lane(0, 3), 1);
    expect(place).toBe('white space, inner lane, 1 ahead');
    expect(MESSAGES.learn.hint.says(MESSAGES.learn.hint.moveTo(place))).toBe(
      'The Hard bot would move to the white space, inner lane, 1 ahead.',
    );
  });
  it('a disabled Undo says why; Enter that ends the setup buy with money left says so', () => {
    expect(PLAY_MESSAGES.actions.undoNone).toMatch(/Nothing to undo.*draw/);
    expect(PLAY_MESSAGES.buy.endedWithMoneyLeft(7)).toMatch(/\$7 unspent.*lost/);
  });
});
