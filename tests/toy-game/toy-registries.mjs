/**
 * The house registries the toy game's test build swaps, and their copies (relative to the
 * repository): one list for the vitest plugin (toy-build.ts) and the Node hook (toy-hooks.mjs).
 */
export const TOY_REGISTRIES = {
  'src-shared/games/registry.ts': 'tests/toy-game/registries/games-registry.ts',
  'src-renderer/games/registry.ts': 'tests/toy-game/registries/renderer-registry.ts',
};

const ROOT = new URL('../../', import.meta.url);
/** The copies' folder, as a file URL prefix. */
export const COPIES_URL = new URL('tests/toy-game/registries/', ROOT).href;
/** House registry's file URL → its copy's. */
export const TOY_REGISTRY_URLS = Object.fromEntries(
  Object.entries(TOY_REGISTRIES).map(([house, copy]) => [new URL(house, ROOT).href, new URL(copy, ROOT).href]),
);
