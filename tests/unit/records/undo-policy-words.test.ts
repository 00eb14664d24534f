import { describe, expect, it } from 'vitest';
import { HELP_SECTIONS, UNDO_POLICY } from '../../../src-renderer/i18n/settings-messages';
import { PLAY_MESSAGES } from '../../../src-renderer/games/automobiles/i18n/messages';

/**
 * Issue #31, the undo policy in words: the Help says for each game what can be undone and why
 * not further, and every Undo button's tooltip says the policy in one line (Automobiles' Action
 * and Buy Phases share one title; Racepack has its own).
 */
describe('undo policy in words', () => {
  it('the Help gives the principle and, per game, what can and cannot be undone', () => {
    expect(UNDO_POLICY.principle).toMatch(/new is revealed/);
    expect(UNDO_POLICY.automobiles.can).toMatch(/can undo/);
    expect(UNDO_POLICY.automobiles.cannot).toMatch(/cannot undo past a draw/);
    expect(UNDO_POLICY.racepack.can).toMatch(/can undo/);
    expect(UNDO_POLICY.racepack.cannot).toMatch(/cannot undo past a die roll/);
  });

  it('the Undo tooltips of both games say the policy, enabled or not', () => {
    expect(PLAY_MESSAGES.actions.undoTitle).toBe(UNDO_POLICY.automobilesTitle);
    expect(UNDO_POLICY.automobilesTitle).toMatch(/Free until new cubes are drawn/);
    expect(PLAY_MESSAGES.actions.undoNone).toMatch(/never a draw/);
    expect(UNDO_POLICY.racepackTitle).toMatch(/Free until a die is rolled/);
    expect(UNDO_POLICY.racepackNone).toMatch(/never a roll/);
  });

  it('the Help lists the keys of the screens around the races', () => {
    expect(HELP_SECTIONS.screens.map((s) => s.id)).toEqual(['builder', 'season', 'replay', 'home']);
    for (const s of HELP_SECTIONS.screens) expect(s.keys.length).toBeGreaterThan(1);
  });
});
