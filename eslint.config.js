// ESLint flat config: typescript-eslint for every TS file, eslint-plugin-vue for the renderer,
// eslint-config-prettier last so formatting is Prettier's job alone.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import vue from 'eslint-plugin-vue';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/** A game is imported only through its entry point (src-shared/games/<id>/index.ts). */
const gameBoundary = {
  group: [
    '**/games/*/*',
    '!**/games/*/index',
    '!**/games/*/index.ts',
    '!**/games/*/kit',
    '!**/games/*/kit.ts',
    '**/games/*/*/**',
  ],
  message: 'Import a game only through its entry points (src-shared/games/<id>/index.ts: its rules; kit.ts: its kit).',
};

/**
 * The generic rooms name no game (#26): they reach a game only through the registry, the kit
 * interface and the Game interface (src-shared/games/{registry,kit,game}.ts; rng.ts and
 * save-rules-shape.ts and cli-shape.ts are no game),
 * never through src-shared/games/<id>/.
 */
const noGame = {
  group: [
    '**/games/*',
    '**/games/*/**',
    '!**/games/game',
    '!**/games/game.ts',
    '!**/games/kit',
    '!**/games/kit.ts',
    '!**/games/registry',
    '!**/games/registry.ts',
    '!**/games/rng',
    '!**/games/rng.ts',
    '!**/games/save-rules-shape',
    '!**/games/save-rules-shape.ts',
    '!**/games/cli-shape',
    '!**/games/cli-shape.ts',
  ],
  message: 'A generic room names no game: use src-shared/games/registry.ts (the kits) or games/kit.ts / game.ts.',
};

/** The generic rooms (#26): every game passes through them, none is named in them. */
const GENERIC_ROOMS = [
  'src-shared/session/**/*.ts',
  'src-shared/save/**/*.ts',
  'src-shared/ipc/**/*.ts',
  'src-shared/play/**/*.ts',
  'src-shared/sim/**/*.ts',
  'src-shared/records/**/*.ts',
  'src-shared/bots/*.ts',
  'src-shared/bots/generic/**/*.ts',
  'src-main/**/*.ts',
];

/**
 * Files of the generic rooms that still name a game, each to be made generic by the floor of
 * #26 that owns it (listed so the boundary holds everywhere else meanwhile). None now: a new
 * entry needs a TODO(#26) and a reason.
 */
const NAMES_A_GAME_FOR_NOW = [];

/** The generic bot rooms and the command line name no game: they look it up in a table (the kits). */
const namesNoGame = {
  // A game's folder (games/<id>/) and, beside the generic bot files, a game's bots folder (bots/<id>/).
  group: [
    '**/games/*',
    '**/games/*/**',
    './*/**',
    '!**/games/game',
    '!**/games/game.ts',
    '!**/games/kit',
    '!**/games/kit.ts',
    '!**/games/registry',
    '!**/games/registry.ts',
    '!**/games/rng',
    '!**/games/rng.ts',
    '!**/games/save-rules-shape',
    '!**/games/save-rules-shape.ts',
    '!**/games/cli-shape',
    '!**/games/cli-shape.ts',
    '!./search/**',
    '!./generic/**',
  ],
  message: 'Generic code names no game: look its kit up by id (games/registry.ts; its bots: bots/bot-kits.ts).',
};

/**
 * The renderer shell names no game (issue #26): every file of src-renderer but a game's own
 * folder (src-renderer/games/<id>/: its screens, board scene, wording, rules pages) and the one
 * registry that maps a game id to its kit (games/registry.ts: its words, its lazily loaded screens).
 */
const SHELL_FILES = ['src-renderer/**/*.{ts,vue}'];
const SHELL_IGNORES = ['src-renderer/games/*/**', 'src-renderer/games/registry.ts'];

/** The same boundary seen from the app's folders: src-shared's games (the renderer's own games/ are its kits). */
const sharedGameBoundary = {
  group: gameBoundary.group.map((g) => g.replace('**/games/', '**/src-shared/games/')),
  message: gameBoundary.message,
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
    rules: { 'no-restricted-imports': ['error', { patterns: [sharedGameBoundary] }] },
  },
  {
    // The renderer shell names no game (issue #26): it reaches games only through the renderer's
    // registry (src-renderer/games/registry.ts), never a game's folder on either side.
    files: SHELL_FILES,
    ignores: SHELL_IGNORES,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            sharedGameBoundary,
            {
              group: ['**/games/*/**', '**/games/automobiles', '**/games/racepack', '**/racepack/**', '**/racepack-*'],
              message: 'The renderer shell names no game: reach it through src-renderer/games/registry.ts.',
            },
          ],
        },
      ],
    },
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
    // The generic rooms of src-shared: pure, and no game named.
    files: GENERIC_ROOMS.filter((f) => f.startsWith('src-shared/')),
    ignores: NAMES_A_GAME_FOR_NOW,
    rules: { 'no-restricted-imports': ['error', { patterns: [...pureImports.patterns, noGame] }] },
  },
  {
    // The main process: a game only through its entry point, and (being generic) none named.
    files: GENERIC_ROOMS.filter((f) => f.startsWith('src-main/')),
    ignores: NAMES_A_GAME_FOR_NOW,
    rules: { 'no-restricted-imports': ['error', { patterns: [gameBoundary, noGame] }] },
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
      // The whole command line: its commands, arena, host and workers (a game's CLI plugin is its kit's).
      'src-cli/**/*.ts',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [gameBoundary, namesNoGame] }] },
  },
  prettier,
);
