/** Racepack's Expert is its own level: a seat marked expert races as Racepack's Expert search. */
import { describe, expect, it } from 'vitest';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { GameSession } from '../../../src-shared/session/game-session';
import type { RacepackView } from '../../../src-shared/games/racepack/session/racepack-view-types';

describe('a Racepack bot seat at the expert level', () => {
  it('races to the end, with no warning', async () => {
    const warnings: string[] = [];
    const session = new GameSession({
      bots: new InlineBotRunner({ yieldNow: () => Promise.resolve() }),
      pause: () => Promise.resolve(),
      warn: (m) => warnings.push(m),
    });
    session.newGame({
      game: 'racepack',
      seats: [
        { kind: 'bot', name: 'Ex', level: 'expert' },
        { kind: 'bot', name: 'Gr', level: 'greedy' },
      ],
      track: 'indy-oval',
      laps: 1,
      seed: 3,
    });
    await session.idle();
    const v = session.getView() as RacepackView;
    expect(v.over).toBe(true);
    expect(v.finishOrder).toHaveLength(2);
    expect(v.seats[0].level).toBe('expert');
    expect(warnings).toEqual([]);
  });
});
