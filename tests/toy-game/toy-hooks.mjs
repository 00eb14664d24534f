/**
 * The toy game's test build for a separate Node process or worker thread (the node side of
 * toy-build.ts, which does the same for vitest): a module resolve hook that answers every
 * import of a house registry with its copy under tests/toy-game/registries, which adds the toy
 * game's one line. Registered after tsx by toy-register.mjs; the copies themselves import the
 * real registries. Nothing under src-* changes, and no src-* file knows of it.
 */
import { TOY_REGISTRY_URLS, COPIES_URL } from './toy-registries.mjs';

export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  if (!context.parentURL || context.parentURL.startsWith(COPIES_URL)) return resolved;
  const swap = TOY_REGISTRY_URLS[resolved.url];
  return swap ? { ...resolved, url: swap } : resolved;
}
