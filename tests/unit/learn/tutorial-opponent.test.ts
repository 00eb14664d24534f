/**
 * The tutorial's opponent races (issue #32: on Sunset Oval's P1, the outer lane with only black
 * spaces ahead, the Easy bot sat still for rounds and never raced). The tutorial's own setup,
 * the player's seat driven by the greedy bot: the opponent's car moves in each of its first
 * three turns.
 */
import { describe, expect, it } from 'vitest';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { GameSession } from '../../../src-shared/session/game-session';
import type { GameView, LogLine } from '../../../src-shared/games/automobiles/session/view-types';
import { tutorialSetup } from '../../../src-renderer/games/automobiles/learn/tutorial-store';

const now = () => Promise.resolve();

describe('the tutorial race', () => {
  it('its opponent (P1 on Sunset Oval) drives in each of rounds 1–3 (it sat still until round 5)', async () => {
    const setup = tutorialSetup();
    expect(setup.track).toBe('beginner-oval');
    const session = new GameSession({ bots: new InlineBotRunner({ yieldNow: now }), pause: now });
    const seen = new Map<number, LogLine>();
    session.onUpdate((u) => {
      for (const l of (u.view as GameView).log) seen.set(l.seq, l);
    });
    session.newGame({
      ...setup,
      seats: setup.seats.map((s) => (s.kind === 'human' ? { kind: 'bot', name: s.name, level: 'greedy' } : s)),
    });
    await session.idle();
    const v = session.getView() as GameView;
    expect(v.over).toBe(true);
    const drives = [...seen.values()].filter((l) => l.key === 'carMoved' && l.p === 0);
    expect(drives.length).toBeGreaterThan(3);
    expect(drives[0].round).toBe(1);
    expect(drives.filter((l) => l.round <= 3)).toHaveLength(3);
  }, 60_000);
});
