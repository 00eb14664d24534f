/**
 * Seeds and chance of the bots' own, for any game: a search seed drawn from a public view, and
 * a small PRNG that never touches the game's (each game's public view: its bots' folder).
 */
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
