/**
 * Every game's board behind one interface (issue #26, after the pixijs open-games' one screen
 * interface): a PixiJS view that draws what it is given and names no rule. A game's scene class
 * (src-renderer/games/<id>/scene/) implements it; the shell's settings reach it as a look.
 *
 * - mount: the class's `static create(host, …)` puts a canvas in `host` and resolves to the scene
 *   (with `pickRenderer` below choosing WebGL or canvas);
 * - `update`: the board at rest as the game's view says (its snapshot of the view);
 * - `setLook`: the player's settings for markers (seat colours and symbols, marker size);
 * - `resize`: the host's new size in css px;
 * - `destroy`: frees the canvas, its textures and listeners (the scene does nothing after it).
 */
// Every board draws under the app's CSP (no eval): PixiJS's shaders then need this module, and a
// board of any game may be the first one a session draws.
import 'pixi.js/unsafe-eval';

/** What every game's look carries: the player's text and marker size (1 = standard). */
export interface BoardLook {
  markerScale: number;
}

export interface BoardScene<Snapshot, Look extends BoardLook = BoardLook> {
  update(snapshot: Snapshot): void;
  setLook(look: Look): void;
  resize(w: number, h: number): void;
  destroy(): void;
}

/** The renderer a board asks for: 'auto' (the app) or one forced (the bench, tests). */
export type RendererChoice = 'auto' | 'webgl' | 'canvas';

/** WebGL when the GPU does it; else PixiJS's canvas renderer (a software WebGL is slower than it). */
export function pickRenderer(choice: RendererChoice): 'webgl' | 'canvas' {
  if (choice !== 'auto') return choice;
  try {
    const probe = document.createElement('canvas');
    const attrs = { failIfMajorPerformanceCaveat: true };
    const gl = (probe.getContext('webgl2', attrs) ?? probe.getContext('webgl', attrs)) as WebGLRenderingContext | null;
    if (!gl) return 'canvas';
    // Chromium run with --enable-unsafe-swiftshader does not report the caveat: ask the driver.
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const name = String(info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER));
    gl.getExtension('WEBGL_lose_context')?.loseContext();
    return /swiftshader|llvmpipe|softpipe|software|basic render/i.test(name) ? 'canvas' : 'webgl';
  } catch {
    return 'canvas';
  }
}
