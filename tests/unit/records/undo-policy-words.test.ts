import { describe, expect, it } from 'vitest';
import { HELP_SECTIONS, UNDO_POLICY } from '../../../src-renderer/i18n/settings-messages';
import { PLAY_MESSAGES } from '../../../src-renderer/games/automobiles/i18n/messages';
import { AUTOMOBILES_HELP } from '../../../src-renderer/games/automobiles/i18n/help-words';
import { RACEPACK_HELP } from '../../../src-renderer/games/racepack/i18n/help-words';

/**
 * Issue #31, the undo policy in words: the Help says for each game what can be undone and why
 * not further, and every Undo button's tooltip says the policy in one line (Automobiles' Action
 * and Buy Phases share one title; Racepack has its own).
 */
describe('undo policy in words', () => {
  it('the Help gives the principle and, per game, what can and cannot be undone', () => {
    expect(UNDO_POLICY.principle).toMatch(/new is revealed/);
    expect(AUTOMOBILES_HELP.undo.can).toMatch(/can undo/);
    expect(AUTOMOBILES_HELP.undo.cannot).toMatch(/cannot undo past a draw/);
    expect(RACEPACK_HELP.undo.can).toMatch(/can undo/);
    expect(RACEPACK_HELP.undo.cannot).toMatch(/cannot undo past a die roll/);
  });

  it('the Undo tooltips of both games say the policy, enabled or not', () => {
    expect(PLAY_MESSAGES.actions.undoTitle).toBe(AUTOMOBILES_HELP.undoTitle);
    expect(AUTOMOBILES_HELP.undoTitle).toMatch(/Free until new cubes are drawn/);
    expect(PLAY_MESSAGES.actions.undoNone).toMatch(/never a draw/);
    expect(RACEPACK_HELP.undoTitle).toMatch(/Free until a die is rolled/);
    expect(RACEPACK_HELP.undoNone).toMatch(/never a roll/);
  });

  it('the Help lists the keys of the screens around the races', () => {
    // Each game's screens (its kit's help.screens), then the shell's.
    const screens = [...RACEPACK_HELP.screens, ...AUTOMOBILES_HELP.screens, ...HELP_SECTIONS.screens];
    expect(screens.map((s) => s.id)).toEqual(['builder', 'season', 'replay', 'home']);
    for (const s of screens) expect(s.keys.length).toBeGreaterThan(1);
  });
});
