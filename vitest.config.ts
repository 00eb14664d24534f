import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    pool: 'threads',
    maxWorkers: 2,
    // Whole-game tests share 2 cores with builds and arenas: a generous default keeps them from flaking.
    testTimeout: 60_000,
    // electron-store imports electron when it loads: inline it so tests can mock electron.
    server: { deps: { inline: ['electron-store'] } },
  },
});
