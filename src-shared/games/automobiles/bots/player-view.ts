/**
 * What a player of Automobiles at the table sees. Everything in GameState is public except the PRNG
 * (`rng`), which fixes the future draws, and the game seed it came from. A bot searches
 * only on a `determinize`d copy: cloned and reseeded with the bot's own seed, so no
 * search result can depend on the hidden future.
 */
import { clone, reseed, type GameState } from '..';

/** A copy of the position with the bag futures resampled from the bot's own seed. */
export function determinize(s: GameState, seed: number): GameState {
  const c = clone(s);
  reseed(c, seed);
  return c;
}

/** Canonical text of the public position (no rng, no game seed): equal for equal views. */
export function publicKey(s: GameState): string {
  const { rng: _rng, options, ...rest } = s;
  return JSON.stringify({ ...rest, options: { ...options, seed: 0 } });
}
