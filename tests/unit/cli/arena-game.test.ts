import { describe, expect, it } from 'vitest';
import { playArenaGame } from '../../../src-cli/arena-game';
import { ARENA_GAMES, arenaGame } from '../../../src-cli/arena-games';

describe('arena over any Game', () => {
  it('plays a checked Racepack race between bot levels, the same way twice', () => {
    const job = { id: 0, game: 'racepack', seed: 2, seats: ['easy', 'random'], laps: 1 };
    const a = playArenaGame(job);
    const b = playArenaGame(job);
    expect([...a.finishOrder].sort()).toEqual([0, 1]);
    expect(a.finishOrder).toEqual(b.finishOrder);
    expect(a.decisions.every((n) => n > 0)).toBe(true);
    expect(a.rounds).toBeGreaterThan(0);
  });

  it('an Automobiles season game: the champion first, every seat ranked, the rounds of all three races', () => {
    const r = playArenaGame({ id: 1, seed: 5, seats: ['greedy', 'random'], laps: 1, season: 3 });
    expect([...r.finishOrder].sort()).toEqual([0, 1]);
    expect(r.decisions.every((n) => n > 0)).toBe(true);
    // Each race's rounds count: more than one race's worth (a 1-lap race here takes under 20).
    const oneRace = playArenaGame({ id: 2, seed: 5, seats: ['greedy', 'random'], laps: 1 });
    expect(r.rounds).toBeGreaterThan(oneRace.rounds);
    expect(r.rounds).toBeGreaterThanOrEqual(3 * 3);
  });

  it('names what is wrong: an unknown game or a bot the game does not have', () => {
    expect(() => arenaGame('chess')).toThrow(/unknown game "chess": use automobiles or racepack/);
    expect(() => ARENA_GAMES.racepack.checkBot('mcts#40')).toThrow(/unknown bot "mcts#40"/);
    expect(() => ARENA_GAMES.automobiles.checkBot('clever')).toThrow(/unknown bot "clever"/);
  });
});
