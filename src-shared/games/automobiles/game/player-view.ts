import type { Pile } from '../cubes';
import { cloneState } from './clone';
import type { GameOptions, GameState, PlayerState } from './state';

/** A player's piles as one seat sees them: the bag is null when bags are closed. */
export type PlayerSeen = Omit<PlayerState, 'bag'> & { bag: Pile | null; bagSize: number };

/** What one seat may see of a game: everything but the PRNG, the seed and (bags closed) bag contents. */
export type AutomobilesView = Omit<GameState, 'rng' | 'players' | 'options'> & {
  options: Omit<GameOptions, 'seed'>;
  players: PlayerSeen[];
};

/** The public view of `seat` (plain data, a copy). The order of draws is never stored, so never shown. */
export function playerViewOf(s: GameState, seat: number): AutomobilesView {
  const { rng: _rng, options, players, ...rest } = cloneState(s);
  const { seed: _seed, ...publicOptions } = options;
  const open = options.variants.openBags;
  return {
    ...rest,
    options: publicOptions,
    players: players.map((pl, i) => ({
      ...pl,
      // Between season races its owner sees what is in the bag (sponsors remove from it).
      bag: open || (s.phase === 'sponsors' && i === seat) ? pl.bag : null,
      bagSize: pl.bag.reduce((a, b) => a + b, 0),
    })),
  };
}
