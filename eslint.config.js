// ESLint flat config: typescript-eslint for every TS file, eslint-plugin-vue for the renderer,
// eslint-config-prettier last so formatting is Prettier's job alone.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import vue from 'eslint-plugin-vue';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** A game is imported only through its entry point (src-shared/games/<id>/index.ts). */
const gameBoundary = {
  group: ['**/games/*/*', '!**/games/*/index', '!**/games/*/index.ts', '**/games/*/*/**'],
  message: 'Import a game only through its entry point (src-shared/games/<id>/index.ts).',
};

/** The generic bot rooms and the CLI's commands name no game: they look it up in a table. */
const namesNoGame = {
  // A game's folder (games/<id>/) and, beside the generic bot files, a game's bots folder (bots/<id>/).
  group: [
    '**/games/*',
    '**/games/*/**',
    './*/**',
    '!**/games/game',
    '!**/games/registry',
    '!./search/**',
    '!./generic/**',
  ],
  message: 'Generic code names no game: look it up by id (bots/bot-kits.ts, games/registry.ts, src-cli/cli-games.ts).',
};

/** Pure code shared by every process: no node, electron, vue, pixi or DOM, no Math.random/Date. */
const pureImports = {
  patterns: [
    {
      group: ['node:*', 'fs', 'path', 'os', 'child_process', 'worker_threads'],
      message: 'src-shared is pure: no Node APIs.',
    },
    { group: ['electron', 'electron-store', 'conf'], message: 'src-shared is pure: no Electron.' },
    { group: ['vue', 'pinia', 'pixi.js', 'gsap'], message: 'src-shared is pure: no UI libraries.' },
    gameBoundary,
  ],
};

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'dist-web/**',
      'release/**',
      'test-results/**',
      'playwright-report/**',
      'node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...vue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-non-null-assertion': 'off',
      'vue/multi-word-component-names': 'off',
      'vue/require-default-prop': 'off',
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  {
    // The app and the command line reach a game only through its index.ts (tests and scripts may
    // look inside; src-shared gets the same boundary with its purity rules below).
    files: ['src-main/**/*.{ts,vue}', 'src-renderer/**/*.{ts,vue}', 'src-cli/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [gameBoundary] }] },
  },
  {
    files: ['src-shared/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', pureImports],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Math'][property.name='random']",
          message: 'Use the seeded PRNG in the state.',
        },
        { selector: "NewExpression[callee.name='Date']", message: 'Engines take time from their host.' },
        {
          selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']",
          message: 'Engines take time from their host.',
        },
      ],
    },
  },
  {
    // The generic bot rooms name no game (issue 26): a game's bots are found in bots/bot-kits.ts
    // by the id their spec carries. Listed after the src-shared block: these rules replace its patterns.
    files: [
      'src-shared/bots/bot.ts',
      'src-shared/bots/bot-kit.ts',
      'src-shared/bots/bot-spec.ts',
      'src-shared/bots/bot-decide.ts',
      'src-shared/bots/bot-runner.ts',
      'src-shared/bots/bot-worker-core.ts',
      'src-shared/bots/bot-worker-protocol.ts',
      'src-shared/bots/player-view.ts',
      'src-shared/bots/clock.ts',
      'src-shared/bots/search/*.ts',
      'src-shared/bots/generic/*.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [...pureImports.patterns, namesNoGame] }] },
  },
  {
    files: [
      'src-main/workers/*.ts',
      'src-renderer/workers/*.ts',
      'src-cli/arena.ts',
      'src-cli/arena-game.ts',
      'src-cli/arena-round-robin.ts',
      'src-cli/arena-worker.ts',
      'src-cli/cli.ts',
      'src-cli/cli-game.ts',
      'src-cli/worker-fan-out.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [gameBoundary, namesNoGame] }] },
  },
  prettier,
);
