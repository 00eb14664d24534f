/**
 * The session's view carries the engine's reasons for the human's refused buttons, and the
 * renderer's catalogue words them (no code names such as "lightGray" reach the player).
 */
import { describe, expect, it } from 'vitest';
import { GameSession } from '../../../src-shared/session/game-session';
import { refusalOf } from '../../../src-renderer/games/automobiles/learn/why-not-text';
import type { GameView } from '../../../src-shared/games/automobiles/session/view-types';

describe('why not in the view', () => {
  it('the setup buy of a human lists the unaffordable buys with their reasons, worded for players', () => {
    const session = new GameSession();
    let view = session.newGame({
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Bo' },
      ],
      track: 'beginner-oval',
      laps: 1,
      cards: { kind: 'set', id: 'first-game' },
      variants: { openBags: false, weaving: false, acceleratedPlay: false },
      seed: 5,
      seatOneStarts: true,
    });
    expect(view.phase).toBe('setup');
    // Spend the allowance on black cubes until the next one is refused.
    let v = view;
    while (v.legal.some((o) => o.action.type === 'buy' && o.action.color === 'black')) {
      expect(session.act({ type: 'buy', color: 'black' }).ok).toBe(true);
      v = session.getView() as GameView;
    }
    view = v;
    const refused = view.refusals ?? [];
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused)
      expect(view.legal.some((o) => JSON.stringify(o.action) === JSON.stringify(r.action))).toBe(false);
    const black = refusalOf(view, (a) => a.type === 'buy' && a.color === 'black');
    expect(black?.code).toBe('cannotAfford');
    expect(black?.text).toMatch(/^Costs \$\d+; you have \$\d+ left\.$/);
    session.dispose();
  });

  it('a bot deciding: no reasons are sent', () => {
    const session = new GameSession();
    const view = session.newGame({
      seats: [
        { kind: 'bot', name: 'Gus', level: 'greedy' },
        { kind: 'bot', name: 'Rita', level: 'greedy' },
      ],
      track: 'beginner-oval',
      laps: 1,
      cards: { kind: 'set', id: 'first-game' },
      variants: { openBags: false, weaving: false, acceleratedPlay: false },
      seed: 5,
    });
    expect(view.refusals).toEqual([]);
    session.dispose();
  });

  it('colours are worded as players say them', () => {
    const text = refusalOf(
      {
        cards: [],
        refusals: [
          { action: { type: 'play', color: 'lightGray' }, code: 'noReachableSpace', params: { color: 'lightGray' } },
        ],
      } as never,
      () => true,
    )?.text;
    expect(text).toBe('No light grey space can be reached from your car or your last placed cube.');
  });
});
