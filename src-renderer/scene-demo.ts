/**
 * The board scene galleries for development, e2e tests and benchmarks (web build: scene-demo.html):
 * each game's own, in src-renderer/games/<id>/scene-demo.ts, which exports `startDemo()`.
 *   ?game=<id>    whose board (default: the first game's); each gallery reads its own parameters
 *   (the first game's: ?track=, ?speed=, ?renderer=; see its file).
 */
import { DEFAULT_GAME } from '../src-shared/games/registry';

type Gallery = { startDemo(): void | Promise<void> };
const galleries = import.meta.glob<Gallery>('./games/*/scene-demo.ts');

const asked = new URLSearchParams(location.search).get('game') ?? DEFAULT_GAME;
const load = galleries[`./games/${asked}/scene-demo.ts`] ?? galleries[`./games/${DEFAULT_GAME}/scene-demo.ts`];
if (load) void load().then((m) => m.startDemo());
