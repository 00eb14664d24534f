/**
 * "Race again" reads its setup from the session's view of the finished game (`again`): the
 * game's options and seats with a fresh seed. It must be there for a game continued from its
 * record (after a reload) exactly as for one started in this session, in both games.
 */
import { describe, expect, it } from 'vitest';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { GameSession } from '../../../src-shared/session/game-session';
import type { SavedGame, SessionSetup } from '../../../src-shared/session/types';

const now = () => Promise.resolve();

function session() {
  return new GameSession({ bots: new InlineBotRunner({ yieldNow: now }), pause: now });
}

const SETUPS: Record<string, SessionSetup> = {
  automobiles: {
    seats: [
      { kind: 'bot', name: 'Ann', level: 'greedy' },
      { kind: 'bot', name: 'Bob', level: 'greedy' },
    ],
    track: 'beginner-oval',
    laps: 1,
    cards: { kind: 'set', id: 'first-game' },
    variants: { openBags: true, weaving: false, acceleratedPlay: false },
    seed: 42,
    seatOneStarts: true,
  },
  racepack: {
    game: 'racepack',
    seats: [
      { kind: 'bot', name: 'Ann', level: 'greedy' },
      { kind: 'bot', name: 'Bo', level: 'greedy' },
      { kind: 'bot', name: 'Cy', level: 'random' },
    ],
    track: 'indy-oval',
    laps: 1,
    seed: 7,
  },
};

type Viewed = { over: boolean; again?: SessionSetup & { seed?: number } };

describe.each(Object.entries(SETUPS))('race again (%s)', (_game, setup) => {
  it('a finished game’s view carries its setup without the seed; a running one’s does not', async () => {
    const s = session();
    const first = s.newGame(setup) as unknown as Viewed;
    expect(first.over).toBe(false);
    expect(first.again).toBeUndefined();
    await s.idle();
    const over = s.getView() as unknown as Viewed;
    expect(over.over).toBe(true);
    expect(over.again).toBeDefined();
    expect(over.again!.seed).toBeUndefined();
    expect(over.again!.seats).toEqual(setup.seats);
    expect((over.again as { track: unknown }).track).toEqual((setup as { track: unknown }).track);
    expect((over.again as { laps: unknown }).laps).toEqual(setup.laps);

    // The same setup is offered by a session that only read the game's record (a reload).
    const reloaded = session();
    const restored = reloaded.restore(JSON.parse(JSON.stringify(s.saved())) as SavedGame) as unknown as Viewed;
    expect(restored.over).toBe(true);
    expect(restored.again).toEqual(over.again);

    // Racing it again starts the same table on another seed.
    const again = reloaded.newGame(restored.again!) as unknown as Viewed;
    expect(again.over).toBe(false);
    const options = (g: GameSession) => g.saved()!.options as { seed: number; laps: number };
    expect(options(reloaded).laps).toBe(setup.laps);
    expect(options(reloaded).seed).not.toBe(options(s).seed);
    expect(reloaded.seats).toEqual(setup.seats);
  }, 60_000);
});
