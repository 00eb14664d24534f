/**
 * The toy game's test build (vitest project `fast-toy`): every import of a house registry
 * resolves to its copy under tests/toy-game/registries, which adds the toy game's one line.
 * Nothing under src-* changes; the copies themselves import the real registries.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

import { TOY_REGISTRIES } from './toy-registries.mjs';

/** House registry (relative to the repository) → its test-build copy. */
export { TOY_REGISTRIES };

/** The module names that may be one of them (the rest resolve without a look). */
const MAY_BE_REGISTRY = /registry/;

export function toyRegistries(root: string): Plugin {
  const copies = path.join(root, 'tests/toy-game/registries') + path.sep;
  return {
    name: 'toy-game-registries',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(copies) || !MAY_BE_REGISTRY.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved) return null;
      const swap = TOY_REGISTRIES[path.relative(root, resolved.id).split(path.sep).join('/')];
      return swap ? path.join(root, swap) : null;
    },
  };
}
