import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { toyRegistries } from './tests/toy-game/toy-build';

/**
 * Two suites: `fast` (every unit test but the slow ones; under a minute on two cores) and
 * `slow` (files named *.slow.test.ts: whole-game sweeps, thousand-game invariants, the CLI
 * end to end). `npm test` and CI run both; `npm run test:fast` is the one to run while working.
 *
 * The fast suite is two projects, `fast` and `fast-isolated` (run both with `--project 'fast*'`).
 * `fast` shares one module graph per worker (isolate: false): most of its time used to go to
 * importing the same engine again for every file. Files that mock modules (vi.mock) or reload
 * them (vi.resetModules) need a fresh graph each, so they run in `fast-isolated`. The toy
 * game's tests (`fast-toy`) run in a build whose registries list it too (tests/toy-game).
 */
const SLOW = 'tests/{unit,conformance}/**/*.slow.test.ts';
const NEEDS_ISOLATION = [
  'tests/unit/ipc/contract.test.ts',
  'tests/unit/main/main-process.test.ts',
  'tests/unit/main/window.test.ts',
  'tests/unit/save/electron-saves.test.ts',
];

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
      {
        extends: true,
        test: {
          name: 'fast',
          include: ['tests/unit/**/*.test.ts', 'tests/conformance/**/*.test.ts'],
          exclude: [SLOW, ...NEEDS_ISOLATION],
          isolate: false,
        },
      },
      { extends: true, test: { name: 'fast-isolated', include: NEEDS_ISOLATION } },
      { extends: true, test: { name: 'slow', include: [SLOW] } },
      // Issue #26's proof: a third game that lives under tests/toy-game, registered by one line
      // per registry in this build only (the registries are swapped for copies that add it).
      {
        extends: true,
        plugins: [toyRegistries(fileURLToPath(new URL('.', import.meta.url)))],
        test: { name: 'fast-toy', include: ['tests/toy-game/**/*.test.ts'] },
      },
    ],
  },
});
