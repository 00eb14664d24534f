/**
 * What a player at the table sees. Everything in GameState is public except the PRNG
 * (`rng`), which fixes the future draws, and the game seed it came from. A bot searches
 * only on a `determinize`d copy: cloned and reseeded with the bot's own seed, so no
 * search result can depend on the hidden future.
 */
import { clone, reseed, type GameState } from '../games/automobiles';

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

/** FNV-1a of a string mixed with a seed: a 32-bit search seed from a public view. */
export function hashSeed(seed: number, text: string): number {
  let h = (0x811c9dc5 ^ seed) | 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** A small, fast PRNG (mulberry32) for the bots' own randomness (never the game's). */
export function makeRandom(seed: number): (n: number) => number {
  let a = seed | 0;
  return (n: number) => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
}
