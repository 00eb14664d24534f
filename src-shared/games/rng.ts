import { unsafeUniformIntDistribution, xoroshiro128plus } from 'pure-rand';

/**
 * The seeded PRNG lives in the game state as plain numbers (serializable, cloneable).
 * pure-rand's xoroshiro128+ is fast and its state can be exported and restored.
 */
export type RngState = number[];

export function seedRng(seed: number): RngState {
  return xoroshiro128plus(seed | 0).getState() as number[];
}

/** A uniform integer in [0, n) that advances the state in place. */
export function nextInt(rng: RngState, n: number): number {
  const gen = xoroshiro128plus.fromState(rng);
  const v = unsafeUniformIntDistribution(0, n - 1, gen);
  const next = gen.getState();
  for (let i = 0; i < rng.length; i++) rng[i] = next[i];
  return v;
}

/** Turns any string or number seed into a 32-bit integer (FNV-1a for strings). */
export function normalizeSeed(seed: number | string): number {
  if (typeof seed === 'number' && Number.isFinite(seed)) return seed | 0;
  const s = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}
