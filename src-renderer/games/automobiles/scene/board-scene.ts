/**
 * The board: a PixiJS scene showing one track, its cars and cubes, highlights and animations.
 * Owned by BoardCanvas.vue; never put it (or any PixiJS object) into Vue reactive state.
 *
 *   const scene = await BoardScene.create(host, track);
 *   scene.setSnapshot(snapshot); scene.setHighlights([12, 13]); scene.onSpaceClick(cb);
 *   await scene.play(events, 1); scene.setSnapshot(next);
 */
import 'pixi.js/unsafe-eval';
import { Application, Container, Matrix, RenderTexture, UPDATE_PRIORITY, type FederatedPointerEvent } from 'pixi.js';
import type { GameEvent, TrackDef } from '../../../../src-shared/games/automobiles';
import { pickRenderer, type BoardLook, type BoardScene as GameBoardScene } from '../../board-scene';
import { AnimationQueue } from './animation-queue';
import type { BoardSceneOptions, BoardSnapshot } from './board-types';
import { CarSprite } from './car-sprite';
import { CubeSprite } from './cube-sprite';
import { buildStepTimeline, type TweenStage } from './event-tweens';
import { HighlightLayer } from './highlight-layer';
import { Banner, RACE_LIST_WIDTH, RaceOrderList } from './hud-overlay';
import { fitBoard } from './geometry';
import { BOARD, cssToNumber } from './palette';
import { raceOrderOf } from './race-order';
import { TrackLayout } from './track-layout';
import { TrackView } from './track-view';

export type { BoardSnapshot, BoardSceneOptions } from './board-types';
/** What the player's settings change on the Automobiles board: the marker size. */
export type AutomobilesLook = BoardLook;

/** Smallest on-screen sizes (css px) for readability at 1280×800 and below. */
export const MIN_CAR_PX = 26;
export const MIN_CUBE_PX = 13;
/** Zoom range on top of "fit track". */
const MAX_ZOOM = 5;

export class BoardScene implements GameBoardScene<BoardSnapshot, AutomobilesLook> {
  readonly layout: TrackLayout;
  private readonly board = new Container({ label: 'board' });
  private readonly trackView: TrackView;
  private readonly highlights: HighlightLayer;
  private readonly cubeLayer = new Container({ label: 'cubes', eventMode: 'none' });
  private readonly carLayer = new Container({ label: 'cars', eventMode: 'none' });
  private readonly fxLayer = new Container({ label: 'fx', eventMode: 'none' });
  private readonly hud = new Container({ label: 'hud', eventMode: 'none' });
  private readonly raceList = new RaceOrderList();
  /** Whether the race order box is drawn compact (the board zoomed in). */
  private raceListCompact = false;
  private readonly banner = new Banner();
  private readonly cars = new Map<
    number,
    { sprite: CarSprite; color: string; symbol: string; name: string; space: number; segment: number }
  >();
  /** The player's text and marker size (settings): cars, cubes and the race order grow with it. */
  private markerScale = 1;
  private readonly queue: AnimationQueue;
  private snapshot: BoardSnapshot = { cars: [], cubes: [], laps: [] };
  private laps: number[] = [];
  private highlighted = new Set<number>();
  private clickHandlers: ((space: number) => void)[] = [];
  private hovered = -1;
  private emphasis = -1;
  private scale = 1;
  /** The user's zoom and pan on top of the fitted board: screen = (tx, ty) + zoom × fitted. */
  private view = { zoom: 1, tx: 0, ty: 0 };
  private fitted = { scale: 1, x: 0, y: 0 };
  private viewFrame = 0;
  /** Rows of the race order box the fit left room for. */
  private reservedRows = 0;
  private drag: { id: number; x: number; y: number; moved: boolean } | null = null;
  private readonly pointers = new Map<number, { x: number; y: number }>();
  private pinch: { dist: number; zoom: number } | null = null;
  private suppressTap = false;
  private readonly unlisten: (() => void)[] = [];
  /** Pixel density for the cached textures of cars, cubes and highlights. */
  private detail = 1;
  private destroyed = false;
  /** Something changed since the last render (the canvas renders on demand). */
  private dirty = true;
  private readonly backdrop: HTMLCanvasElement;

  static async create(host: HTMLElement, track: TrackDef, opts: BoardSceneOptions = {}): Promise<BoardScene> {
    const app = new Application();
    const kind = pickRenderer(opts.renderer ?? 'auto');
    const width = Math.max(1, Math.floor(host.clientWidth || 800));
    const height = Math.max(1, Math.floor(host.clientHeight || 600));
    await app.init({
      width,
      height,
      backgroundAlpha: 0,
      // No MSAA by default: cars, cubes and highlights draw through antialiased cached
      // textures instead, which is far cheaper for software WebGL.
      antialias: opts.antialias ?? false,
      resolution: opts.resolution ?? (globalThis.devicePixelRatio || 1),
      autoDensity: true,
      preference: kind,
    });
    // The static track is a plain 2D canvas under the transparent PixiJS canvas: it is drawn once
    // per size, and PixiJS only redraws cars, cubes and highlights, and only when they change.
    // Both sit absolutely in the host, so they never push the host's own size around.
    if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
    const wrap = document.createElement('div');
    wrap.className = 'board-scene';
    wrap.style.cssText = `position:absolute;left:0;top:0;overflow:hidden;width:${width}px;height:${height}px`;
    const backdrop = document.createElement('canvas');
    backdrop.dataset.boardBackdrop = track.id;
    backdrop.style.cssText = 'position:absolute;left:0;top:0;display:block';
    app.canvas.style.position = 'absolute';
    app.canvas.style.left = '0';
    app.canvas.style.top = '0';
    app.canvas.style.display = 'block';
    app.canvas.dataset.boardCanvas = track.id;
    app.canvas.dataset.renderer = kind;
    wrap.append(backdrop, app.canvas);
    host.appendChild(wrap);
    return new BoardScene(app, backdrop, track, opts);
  }

  private constructor(
    readonly app: Application,
    backdrop: HTMLCanvasElement,
    track: TrackDef,
    private readonly opts: BoardSceneOptions,
  ) {
    this.backdrop = backdrop;
    this.layout = new TrackLayout(track);
    this.trackView = new TrackView(this.layout);
    this.highlights = new HighlightLayer(this.layout);
    this.board.addChild(this.highlights, this.cubeLayer, this.carLayer, this.fxLayer);
    this.raceList.position.set(10, 10);
    this.raceList.visible = opts.showRaceOrder ?? true;
    this.hud.addChild(this.raceList, this.banner);
    app.stage.addChild(this.board, this.hud);

    this.board.eventMode = 'static';
    this.board.interactiveChildren = false;
    const b = this.layout.bounds;
    this.board.hitArea = {
      contains: (x: number, y: number) => x >= b.minX && x <= b.maxX && y >= b.minY && y <= b.maxY,
    };
    this.board.on('pointermove', (e) => this.onPointerMove(e));
    this.board.on('pointerleave', () => this.setHover(-1));
    this.board.on('pointertap', (e) => this.onPointerTap(e));

    // Render on demand: only while animating, pulsing highlights, or after a change.
    app.ticker.remove(app.render, app);
    app.ticker.add(this.frame, this, UPDATE_PRIORITY.LOW);
    this.queue = new AnimationQueue((step) => (this.destroyed ? null : buildStepTimeline(this.stage, step)));
    this.fit(app.screen.width, app.screen.height);
    this.listenForZoomAndPan(app.canvas);
  }

  /** The board at rest as the view says (the BoardScene interface's update). */
  update(s: BoardSnapshot): void {
    this.setSnapshot(s);
  }

  /** The player's marker settings (the BoardScene interface's look). */
  setLook(look: AutomobilesLook): void {
    this.setMarkerScale(look.markerScale);
  }

  /** Shows the board at rest: cars where they are, cubes placed this turn, laps. */
  setSnapshot(s: BoardSnapshot): void {
    if (this.destroyed) return;
    this.snapshot = s;
    this.laps = [...s.laps];
    const seen = new Set<number>();
    for (const c of s.cars) {
      seen.add(c.player);
      let entry = this.cars.get(c.player);
      const symbol = c.symbol ?? '';
      if (entry && (entry.color !== c.color || entry.name !== c.name || entry.symbol !== symbol)) {
        entry.sprite.destroy();
        this.cars.delete(c.player);
        entry = undefined;
      }
      if (!entry) {
        const sprite = new CarSprite(
          c.player,
          cssToNumber(c.color),
          this.layout.carLength,
          this.layout.carWidth,
          symbol,
        );
        sprite.setDetail(this.scale, this.app.renderer.resolution, MIN_CAR_PX, this.markerScale);
        this.carLayer.addChild(sprite);
        entry = { sprite, color: c.color, symbol, name: c.name, space: c.space, segment: c.segment };
        this.cars.set(c.player, entry);
      }
      entry.space = c.space;
      entry.segment = c.segment;
      entry.sprite.setPose(this.layout.pose(c.space, c.segment));
      entry.sprite.setActive(s.current === c.player);
    }
    for (const [player, entry] of this.cars) {
      if (!seen.has(player)) {
        entry.sprite.destroy();
        this.cars.delete(player);
      }
    }
    // Destroyed while still attached (destroy detaches), so PixiJS unlinks their render groups.
    for (const c of [...this.cubeLayer.children]) c.destroy({ children: true });
    for (const c of s.cubes) this.addCube(c.player, c.color, c.space, c.segment);
    this.updateRaceList();
    if (this.raceList.visible && Math.max(2, s.cars.length) !== this.reservedRows)
      this.fit(this.app.screen.width, this.app.screen.height);
    this.dirty = true;
  }

  /** Legal target spaces: they glow and pulse, and (by default) only they are clickable. */
  setHighlights(spaces: number[]): void {
    if (this.destroyed) return;
    this.highlighted = new Set(spaces);
    this.highlights.setSpaces(spaces);
    this.dirty = true;
    if (this.hovered >= 0 && !this.isClickable(this.hovered)) this.setHover(-1);
  }

  /** Outlines one space as if hovered (e.g. the step under the mouse in an action list); null clears. */
  setEmphasis(space: number | null): void {
    if (this.destroyed) return;
    this.emphasis = space ?? -1;
    this.highlights.setHover(this.hovered >= 0 ? this.hovered : this.emphasis);
    this.dirty = true;
  }

  onSpaceClick(cb: (space: number) => void): void {
    this.clickHandlers.push(cb);
  }

  /** Animates a batch of domain events; resolves when done, skipped or destroyed. speed is a multiplier (0 = instant). */
  play(events: GameEvent[], speed: number): Promise<void> {
    if (this.destroyed) return Promise.resolve();
    return this.queue.play(events, speed);
  }

  /** Finishes every running and queued animation instantly. */
  skip(): void {
    this.queue.skip();
  }

  /** Zoom by `factor` around a point of the canvas (css px; default its centre). 1 = fit track. */
  zoomBy(factor: number, at?: { x: number; y: number }): void {
    if (this.destroyed) return;
    const v = this.view;
    const zoom = Math.min(MAX_ZOOM, Math.max(1, v.zoom * factor));
    const f = zoom / v.zoom;
    if (Math.abs(f - 1) < 1e-6) return;
    const p = at ?? { x: this.app.screen.width / 2, y: this.app.screen.height / 2 };
    this.view = { zoom, tx: p.x - f * (p.x - v.tx), ty: p.y - f * (p.y - v.ty) };
    if (zoom === 1) this.view = { zoom: 1, tx: 0, ty: 0 };
    this.scheduleView();
  }

  /** Move the zoomed board by (dx, dy) css px (nothing to pan at "fit track"). */
  panBy(dx: number, dy: number): void {
    if (this.destroyed || this.view.zoom === 1) return;
    this.view = { ...this.view, tx: this.view.tx + dx, ty: this.view.ty + dy };
    this.clampPan();
    this.scheduleView();
  }

  /** Back to the whole track in view. */
  fitTrack(): void {
    if (this.destroyed) return;
    this.view = { zoom: 1, tx: 0, ty: 0 };
    this.scheduleView();
  }

  get zoom(): number {
    return this.view.zoom;
  }

  /**
   * The player's text and marker size (1 = standard): cars, placed cubes and the race order box
   * are drawn that much bigger (the box a little less, so the track keeps its room).
   */
  setMarkerScale(k: number): void {
    if (this.destroyed || Math.abs(k - this.markerScale) < 1e-9) return;
    this.markerScale = k;
    this.raceList.scale.set(this.labelScale());
    for (const { sprite } of this.cars.values())
      sprite.setDetail(this.scale, this.app.renderer.resolution, MIN_CAR_PX, this.markerScale);
    if (!this.queue.busy) {
      for (const c of [...this.cubeLayer.children]) c.destroy({ children: true });
      for (const c of this.snapshot.cubes) this.addCube(c.player, c.color, c.space, c.segment);
    }
    this.fit(this.app.screen.width, this.app.screen.height);
    this.dirty = true;
  }

  /** On-screen sizes in css px (tests): a car's length, a placed cube's side, the board scale, a combo disc. */
  metrics(): { carPx: number; cubePx: number; scale: number; comboDiscPx: number | null } {
    const carScale = Math.max(1, MIN_CAR_PX / (this.layout.carLength * this.scale)) * this.markerScale;
    const combo = this.trackView.comboRadius;
    return {
      carPx: this.layout.carLength * this.scale * carScale,
      cubePx: this.cubeSide() * this.scale,
      scale: this.scale,
      // The smallest combo space's colour disc, its diameter on screen (null: no combo space).
      comboDiscPx: Number.isFinite(combo) ? 2 * combo * this.scale : null,
    };
  }

  /** The race order box in css px (tests: it never covers the track). */
  raceOrderBox(): { x: number; y: number; w: number; h: number } | null {
    if (!this.raceList.visible || !this.raceList.children.length) return null;
    const b = this.raceList.getBounds();
    return { x: b.x, y: b.y, w: b.width, h: b.height };
  }

  get animating(): boolean {
    return this.queue.busy;
  }

  resize(w: number, h: number): void {
    if (this.destroyed) return;
    w = Math.max(1, Math.floor(w));
    h = Math.max(1, Math.floor(h));
    if (w === this.app.screen.width && h === this.app.screen.height) return;
    this.app.renderer.resize(w, h);
    const wrap = this.app.canvas.parentElement;
    if (wrap) {
      wrap.style.width = `${w}px`;
      wrap.style.height = `${h}px`;
    }
    this.fit(w, h);
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    cancelAnimationFrame(this.viewFrame);
    for (const off of this.unlisten) off();
    this.queue.destroy();
    this.clickHandlers = [];
    this.app.ticker.remove(this.frame, this);
    const wrap = this.app.canvas.parentElement;
    this.trackView.destroy();
    this.app.destroy({ removeView: true }, { children: true });
    wrap?.remove();
  }

  /** Space id under a point in css pixels of the canvas (for tests and tools), or -1. */
  spaceAtScreen(x: number, y: number): number {
    const p = this.board.toLocal({ x, y });
    return this.layout.spaceAt(p.x, p.y);
  }

  /** Where a space's centre is on the canvas, in css pixels (for tests and tools). */
  spaceScreenPoint(space: number): { x: number; y: number } {
    const [x, y] = this.layout.spaceMarks[space];
    const p = this.board.toGlobal({ x, y });
    return { x: p.x, y: p.y };
  }

  // --- internals -------------------------------------------------------------------------

  private fit(w: number, h: number): void {
    const pad = this.opts.padding ?? 8;
    // The race order box has its own corner: the track is fitted beside or below it.
    const rows = this.raceList.visible ? Math.max(2, this.snapshot.cars.length) : 0;
    this.reservedRows = rows;
    const k = this.labelScale();
    const reserve = rows ? { w: 10 + RACE_LIST_WIDTH * k, h: 10 + (rows * 22 + 10) * k } : { w: 0, h: 0 };
    this.fitted = fitBoard(
      w,
      h,
      this.layout.bounds,
      pad,
      reserve,
      this.layout.track.geometry.outerEdge,
      this.layout.laneWidth * 0.3,
    );
    this.clampPan();
    this.applyView(w, h);
  }

  /** Applies fit × zoom/pan: board transform, backdrop, sprite detail. */
  private applyView(w = this.app.screen.width, h = this.app.screen.height): void {
    const v = this.view;
    const f = this.fitted;
    const scale = f.scale * v.zoom;
    const scaleChanged = Math.abs(scale - this.scale) > 1e-9;
    this.scale = scale;
    this.board.scale.set(scale);
    this.board.position.set(v.tx + v.zoom * f.x, v.ty + v.zoom * f.y);
    this.banner.position.set(w / 2, h / 2);
    // Zoomed, the board fills the canvas: the race order box keeps its corner, compact.
    if (this.raceList.visible && this.raceListCompact !== v.zoom > 1) {
      this.raceListCompact = v.zoom > 1;
      this.updateRaceList();
    }
    this.drawBackdrop(w, h);
    // Cached sprites at 1.5x the screen density stay crisp when rotated or popped.
    const detail = Math.min(8, scale * this.app.renderer.resolution * 1.5);
    if (Math.abs(detail - this.detail) > 1e-3) {
      this.detail = detail;
      for (const { sprite } of this.cars.values())
        sprite.setDetail(scale, this.app.renderer.resolution, MIN_CAR_PX, this.markerScale);
      this.highlights.setDetail(detail);
    }
    // Cubes keep a readable size: at a new scale they are drawn again (at rest only).
    if (scaleChanged && !this.queue.busy && this.cubeLayer.children.length) {
      for (const c of [...this.cubeLayer.children]) c.destroy({ children: true });
      for (const c of this.snapshot.cubes) this.addCube(c.player, c.color, c.space, c.segment);
    }
    this.dirty = true;
  }

  private scheduleView(): void {
    if (this.viewFrame) return;
    this.viewFrame = requestAnimationFrame(() => {
      this.viewFrame = 0;
      if (!this.destroyed) this.applyView();
    });
  }

  /** Keeps some of the zoomed board on screen. */
  private clampPan(): void {
    const v = this.view;
    if (v.zoom === 1) {
      this.view = { zoom: 1, tx: 0, ty: 0 };
      return;
    }
    const w = this.app.screen.width;
    const h = this.app.screen.height;
    // The zoomed canvas spans [tx, tx + zoom × w]; it must still cover the canvas.
    const minX = w - v.zoom * w;
    const minY = h - v.zoom * h;
    this.view = { zoom: v.zoom, tx: Math.min(0, Math.max(minX, v.tx)), ty: Math.min(0, Math.max(minY, v.ty)) };
  }

  /** Wheel and pinch zoom, drag to pan (a drag is never a click on a space). */
  private listenForZoomAndPan(el: HTMLCanvasElement): void {
    const local = (e: { clientX: number; clientY: number }) => {
      const r = el.getBoundingClientRect();
      return { x: e.clientX - r.left, y: e.clientY - r.top };
    };
    const on = <K extends keyof HTMLElementEventMap>(
      type: K,
      fn: (e: HTMLElementEventMap[K]) => void,
      opts?: AddEventListenerOptions,
    ) => {
      el.addEventListener(type, fn as EventListener, opts);
      this.unlisten.push(() => el.removeEventListener(type, fn as EventListener, opts));
    };
    on(
      'wheel',
      (e) => {
        e.preventDefault();
        this.zoomBy(Math.exp(-e.deltaY * (e.deltaMode === 1 ? 0.05 : 0.0015)), local(e));
      },
      { passive: false },
    );
    on('pointerdown', (e) => {
      this.pointers.set(e.pointerId, local(e));
      this.suppressTap = false;
      if (this.pointers.size === 2) {
        const [a, b] = [...this.pointers.values()];
        this.pinch = { dist: Math.hypot(a.x - b.x, a.y - b.y) || 1, zoom: this.view.zoom };
        this.drag = null;
      } else this.drag = { id: e.pointerId, ...local(e), moved: false };
    });
    on('pointermove', (e) => {
      if (!this.pointers.has(e.pointerId)) return;
      const p = local(e);
      this.pointers.set(e.pointerId, p);
      if (this.pinch && this.pointers.size === 2) {
        const [a, b] = [...this.pointers.values()];
        const dist = Math.hypot(a.x - b.x, a.y - b.y);
        const target = (this.pinch.zoom * dist) / this.pinch.dist;
        this.zoomBy(target / this.view.zoom, { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
        this.suppressTap = true;
        return;
      }
      const d = this.drag;
      if (!d || d.id !== e.pointerId) return;
      if (!d.moved && Math.hypot(p.x - d.x, p.y - d.y) < 5) return;
      if (this.view.zoom === 1) return;
      d.moved = true;
      this.suppressTap = true;
      this.panBy(p.x - d.x, p.y - d.y);
      d.x = p.x;
      d.y = p.y;
    });
    const up = (e: PointerEvent) => {
      this.pointers.delete(e.pointerId);
      if (this.pointers.size < 2) this.pinch = null;
      if (this.drag?.id === e.pointerId) this.drag = null;
    };
    on('pointerup', up);
    on('pointercancel', up);
    on('pointerleave', up);
  }

  /** Renders the static track once into the 2D backdrop canvas, at device resolution. */
  private drawBackdrop(w: number, h: number): void {
    const r = this.app.renderer;
    this.trackView.setResolution(this.scale * r.resolution);
    const rt = RenderTexture.create({ width: w, height: h, resolution: r.resolution, antialias: true });
    const m = new Matrix().scale(this.scale, this.scale).translate(this.board.x, this.board.y);
    r.render({ container: this.trackView, target: rt, transform: m, clearColor: this.opts.background ?? BOARD.grass });
    const img = r.extract.canvas(rt) as HTMLCanvasElement;
    rt.destroy(true);
    const bd = this.backdrop;
    bd.width = img.width;
    bd.height = img.height;
    bd.style.width = `${w}px`;
    bd.style.height = `${h}px`;
    bd.getContext('2d')?.drawImage(img, 0, 0);
  }

  private frame(): void {
    const pulsing = this.highlighted.size > 0;
    if (pulsing) this.highlights.tick(this.app.ticker.deltaMS);
    if (this.dirty || pulsing || this.queue.busy) {
      this.dirty = false;
      this.app.render();
    }
  }

  private isClickable(space: number): boolean {
    return space >= 0 && (this.opts.clickable === 'all' || this.highlighted.has(space));
  }

  private onPointerMove(e: FederatedPointerEvent): void {
    const p = e.getLocalPosition(this.board);
    const space = this.layout.spaceAt(p.x, p.y);
    this.setHover(this.isClickable(space) ? space : -1);
  }

  private onPointerTap(e: FederatedPointerEvent): void {
    if (this.suppressTap) {
      this.suppressTap = false;
      return;
    }
    const p = e.getLocalPosition(this.board);
    const space = this.layout.spaceAt(p.x, p.y);
    if (!this.isClickable(space)) return;
    for (const cb of this.clickHandlers) cb(space);
  }

  private setHover(space: number): void {
    if (space === this.hovered) return;
    this.hovered = space;
    this.highlights.setHover(space >= 0 ? space : this.emphasis);
    this.dirty = true;
    this.board.cursor = space >= 0 ? 'pointer' : 'default';
  }

  private addCube(player: number, color: string, space: number, segment: number): CubeSprite {
    const L = this.layout;
    const size = this.cubeSide();
    const cube = new CubeSprite(color, size, this.detail);
    const p = L.pose(space, segment);
    let k = 0;
    for (const c of this.cubeLayer.children) if ((c as CubeSprite).spot === `${space}:${segment}`) k++;
    cube.spot = `${space}:${segment}`;
    // Beside the car's spot: right of travel, then left, then the next pair a little behind.
    const side = Math.max(L.laneWidth * 0.27, size * 0.6) * (k % 2 === 0 ? 1 : -1);
    const back = Math.floor(k / 2) * size * 1.1;
    const cos = Math.cos(p.angle);
    const sin = Math.sin(p.angle);
    cube.position.set(p.x - sin * side - cos * back, p.y + cos * side - sin * back);
    cube.rotation = p.angle;
    cube.label = `cube-${player + 1}-${color}`;
    this.cubeLayer.addChild(cube);
    return cube;
  }

  /** A placed cube's side in drawing units: the layout's size, never under MIN_CUBE_PX on screen. */
  private cubeSide(): number {
    return Math.max(this.layout.cubeSize, MIN_CUBE_PX / Math.max(1e-6, this.scale)) * this.markerScale;
  }

  /** The race order box grows half as much as the markers: the track keeps most of its room. */
  private labelScale(): number {
    return 1 + (this.markerScale - 1) / 2;
  }

  private updateRaceList(): void {
    const s = this.snapshot;
    const t = this.layout.prepared;
    const order = raceOrderOf(
      s,
      (space, seg) => this.layout.segmentFront(space, seg),
      (space) => t.lane[space],
    );
    const byPlayer = new Map(s.cars.map((c) => [c.player, c]));
    this.raceList.update(
      order
        .filter((p) => byPlayer.has(p))
        .map((p) => ({
          player: p,
          name: byPlayer.get(p)!.name,
          color: byPlayer.get(p)!.color,
          symbol: byPlayer.get(p)!.symbol ?? '',
          laps: this.laps[p] ?? 0,
          current: s.current === p,
        })),
      s.totalLaps,
      this.view.zoom > 1,
    );
  }

  private get stage(): TweenStage {
    return {
      layout: this.layout,
      detail: this.detail,
      scale: this.scale,
      dpr: this.app.renderer.resolution,
      car: (p) => this.cars.get(p)?.sprite,
      carLayer: this.carLayer,
      fxLayer: this.fxLayer,
      addCube: (p, color, space, segment) => this.addCube(p, color, space, segment),
      carMovedTo: (p, space, segment) => {
        const entry = this.cars.get(p);
        if (entry) {
          entry.space = space;
          entry.segment = segment;
        }
      },
      banner: this.banner,
      raceList: this.raceList,
      screenWidth: () => this.app.screen.width,
      playerName: (p) => this.cars.get(p)?.name ?? `Player ${p + 1}`,
      totalLaps: () => this.snapshot.totalLaps,
      lapsChanged: (p, lap) => {
        this.laps[p] = lap;
        this.updateRaceList();
      },
    };
  }
}
