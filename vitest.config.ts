import { defineConfig } from 'vitest/config';

/**
 * Two suites: `fast` (every unit test but the slow ones; under a minute on two cores) and
 * `slow` (files named *.slow.test.ts: whole-game sweeps, thousand-game invariants, the CLI
 * end to end). `npm test` and CI run both; `npm run test:fast` is the one to run while working.
 */
const SLOW = 'tests/unit/**/*.slow.test.ts';

export default defineConfig({
  test: {
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
    // Whole-game tests share 2 cores with builds and arenas: a generous default keeps them from flaking.
    testTimeout: 60_000,
    // electron-store imports electron when it loads: inline it so tests can mock electron.
    server: { deps: { inline: ['electron-store'] } },
    projects: [
      { extends: true, test: { name: 'fast', include: ['tests/unit/**/*.test.ts'], exclude: [SLOW] } },
      { extends: true, test: { name: 'slow', include: [SLOW] } },
    ],
  },
});
