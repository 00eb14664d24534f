/**
 * One registry of kits (#26): every game is registered once, under its own id, and what the
 * generic rooms ask of it comes from its kit: seat limits (the rules' own, checked by the
 * setup schema), the start screen's catalogue (plain data, tagged with the game), the log keys
 * and the hint (a game without one answers "no hint" through the session).
 */
import { describe, expect, it } from 'vitest';
import { GAME_IDS, GAMES, KITS, LOG_KEYS, findKit, kitOf } from '../../../src-shared/games/registry';
import { GameSession } from '../../../src-shared/session/game-session';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';

const human = (name: string) => ({ kind: 'human' as const, name });

/** A setup of each game with `n` seats (everything else valid). */
const SETUPS: Record<string, (n: number) => unknown> = {
  automobiles: (n) => ({
    seats: Array.from({ length: n }, (_, i) => human(`P${i + 1}`)),
    track: 'beginner-oval',
    laps: 1,
    cards: { kind: 'set', id: 'first-game' },
    variants: { openBags: false, weaving: false, acceleratedPlay: false },
  }),
  racepack: (n) => ({
    game: 'racepack',
    seats: Array.from({ length: n }, (_, i) => human(`P${i + 1}`)),
    track: 'indy-oval',
  }),
};

describe('the registry of kits', () => {
  it('registers every game once, under the id its rules and its session plugin carry', () => {
    expect(GAME_IDS).toEqual(['automobiles', 'racepack']);
    for (const id of GAME_IDS) {
      const kit = KITS[id];
      expect([kit.id, kit.game.id, kit.session.id]).toEqual([id, id, id]);
      expect(findKit(id)).toBe(kit);
    }
    expect(GAMES.map((g) => g.id)).toEqual(GAME_IDS);
    expect(findKit('chess')).toBeUndefined();
    expect(() => kitOf('chess')).toThrow(/unknown game "chess": one of automobiles, racepack/);
    // A setup or record that names no game is the default game's (every record before Racepack).
    expect(kitOf(undefined).id).toBe('automobiles');
  });

  it.each(GAME_IDS)("%s: the seat limits are the rules' and the setup schema holds them", (id) => {
    const kit = KITS[id];
    expect(kit.seats).toEqual({ min: kit.game.minSeats, max: kit.game.maxSeats });
    const setup = SETUPS[id];
    expect(kit.setupSchema.safeParse(setup(kit.seats.min)).success).toBe(true);
    expect(kit.setupSchema.safeParse(setup(kit.seats.max)).success).toBe(true);
    expect(kit.setupSchema.safeParse(setup(kit.seats.min - 1)).success).toBe(false);
    expect(kit.setupSchema.safeParse(setup(kit.seats.max + 1)).success).toBe(false);
  });

  it.each(GAME_IDS)('%s: its catalogue is plain data tagged with the game, with tracks', (id) => {
    const catalog = KITS[id].catalog() as { game: string; tracks: { id: string }[] };
    expect(catalog.game).toBe(id);
    expect(catalog.tracks.length).toBeGreaterThan(0);
    expect(structuredClone(catalog)).toEqual(catalog);
    expect(JSON.parse(JSON.stringify(catalog))).toEqual(catalog);
  });

  it('log keys are unique across the games, and the session notices are among them', () => {
    expect(new Set(LOG_KEYS).size).toBe(LOG_KEYS.length);
    for (const id of GAME_IDS) for (const key of KITS[id].logKeys) expect(LOG_KEYS).toContain(key);
    expect(LOG_KEYS).toEqual(expect.arrayContaining(['botFailed', 'botIllegal']));
  });

  it('the hint goes through the plugin: a game without one answers "noGame", whatever the state', async () => {
    expect(KITS.automobiles.session.hint).toBeTypeOf('function');
    expect(KITS.racepack.session.hint).toBeUndefined();
    const resolved = () => Promise.resolve();
    const session = new GameSession({ bots: new InlineBotRunner({ yieldNow: resolved }), pause: resolved });
    session.newGame(SETUPS.racepack(2) as Parameters<GameSession['newGame']>[0]);
    expect(await session.hint()).toMatchObject({ ok: false, why: 'noGame' });
    session.newGame(SETUPS.automobiles(2) as Parameters<GameSession['newGame']>[0]);
    const hint = await session.hint();
    expect(hint.ok).toBe(true);
    session.dispose();
  });
});
