/**
 * The wall clock for thinking-time budgets. `performance.now` is a global of browsers,
 * workers and Node alike (no import, no Date); searches with an iteration budget never read it.
 */
export const defaultClock = (): number => globalThis.performance.now();
