/**
 * mulberry32: a small seeded PRNG for test data and training runs, so a run is the same on
 * every machine. (The engines keep pure-rand's state in their own state; this one feeds only
 * scripts and synthetic tests, and the trainer's shipped output depends on its exact stream.)
 */
export function mulberry32(a: number): () => number {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
