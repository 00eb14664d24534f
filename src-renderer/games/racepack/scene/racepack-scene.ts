/**
 * The Racepack board in PixiJS v8: the tile circuit, the start/finish line and lap die,
 * hazards, cars and the legal spaces of the current movement. A view only: it draws what it
 * is given and reports clicks on spaces; the wheel zooms around the pointer and a drag pans.
 * Renders on demand (one frame per change or animation frame), so an idle board costs nothing.
 */
import { Application, Container, Graphics, Text } from 'pixi.js';
import type { CompiledTrack } from '../../../../src-shared/games/racepack';
import { pickRenderer, type BoardScene } from '../../board-scene';
import type { RacepackPublicState } from '../racepack-table';
import { carShape, SEAT_COLORS, type CarShape, type SpaceChoice } from '../driving-view';
import { cellLabel, FIT_PAD, pitBoxes, spinSpot } from './board-geometry';

/** World units per space. */
export const CELL = 48;
/** The smallest a car is drawn across, in CSS pixels. */
const MIN_CAR_PX = 24;

const COLORS = {
  grass: 0x2f6b34,
  tarmac: 0x4a4e53,
  corner: 0x565a60,
  pit: 0x5d5347,
  pitWall: 0x8d8478,
  pitBox: 0x37474f,
  spaceLine: 0x6f757c,
  tileLine: 0xdfe3e6,
  laneLine: 0xf4f4f4,
  kerbRed: 0xc62828,
  kerbWhite: 0xf5f5f5,
  highlight: 0xffd54a,
  risk: 0xff7043,
  hazardDown: 0x263238,
  hazardUp: 0xffb300,
};

export interface SceneChoices {
  cells: Map<number, SpaceChoice[]>;
}

export class RacepackScene implements BoardScene<RacepackPublicState, RacepackLook> {
  private readonly world = new Container();
  private readonly trackLayer = new Container();
  private readonly hazardLayer = new Container();
  private readonly highlightLayer = new Container();
  private readonly carLayer = new Container();
  private track: CompiledTrack | null = null;
  private state: RacepackPublicState | null = null;
  private readonly cars = new Map<number, Container>();
  private readonly cellAt = new Map<string, number>();
  private choices = new Map<number, SpaceChoice[]>();
  private clickHandlers: ((cell: number) => void)[] = [];
  private frame = 0;
  private destroyed = false;
  private hover = -1;
  private drag: { x: number; y: number; wx: number; wy: number; moved: boolean } | null = null;
  private userView = false;
  private anims: { step: (t: number) => boolean }[] = [];
  /** The player's settings: seat colours and symbols (colour-blind-safe set) and marker size. */
  private look: RacepackLook = { colors: SEAT_COLORS, symbols: [], markerScale: 1 };

  /** `renderer`: 'auto' (the app) picks the canvas renderer where WebGL is software; the bench may force one. */
  static async create(host: HTMLElement, renderer: 'auto' | 'webgl' | 'canvas' = 'auto'): Promise<RacepackScene> {
    const app = new Application();
    const kind = pickRenderer(renderer);
    await app.init({
      width: Math.max(1, host.clientWidth || 800),
      height: Math.max(1, host.clientHeight || 600),
      background: COLORS.grass,
      antialias: kind === 'webgl',
      resolution: globalThis.devicePixelRatio || 1,
      autoDensity: true,
      autoStart: false,
      preference: kind,
    });
    app.ticker.stop();
    app.canvas.style.display = 'block';
    app.canvas.dataset.racepackBoard = '1';
    app.canvas.dataset.renderer = kind;
    host.appendChild(app.canvas);
    return new RacepackScene(app);
  }

  private constructor(readonly app: Application) {
    this.world.addChild(this.trackLayer, this.hazardLayer, this.highlightLayer, this.carLayer);
    app.stage.addChild(this.world);
    const canvas = app.canvas;
    canvas.addEventListener('wheel', this.onWheel, { passive: false });
    canvas.addEventListener('pointerdown', this.onDown);
    canvas.addEventListener('pointermove', this.onMove);
    canvas.addEventListener('pointerup', this.onUp);
    canvas.addEventListener('pointerleave', this.onLeave);
  }

  setTrack(track: CompiledTrack): void {
    if (this.track === track) return;
    this.track = track;
    this.cellAt.clear();
    for (let c = 0; c < track.cellCount; c++)
      if (track.cellExists[c]) this.cellAt.set(`${track.cellX[c]},${track.cellY[c]}`, c);
    this.trackLayer.removeChildren().forEach((c) => c.destroy({ children: true }));
    this.trackLayer.addChild(drawTrack(track));
    this.userView = false;
    this.fit();
  }

  /** The board at rest as the view says (the BoardScene interface's update). */
  update(state: RacepackPublicState): void {
    this.setState(state);
  }

  setState(state: RacepackPublicState): void {
    this.state = state;
    this.drawHazards();
    this.placeCars();
    this.invalidate();
  }

  /** Seat colours, their symbols ([] for none) and marker size: the cars are drawn again. */
  setLook(look: RacepackLook): void {
    const l = this.look;
    if (
      l.markerScale === look.markerScale &&
      l.colors.join() === look.colors.join() &&
      l.symbols.join() === look.symbols.join()
    )
      return;
    this.look = look;
    for (const view of this.cars.values()) view.destroy({ children: true });
    this.cars.clear();
    this.placeCars();
    this.scaleCars();
    this.invalidate();
  }

  setChoices(cells: Map<number, SpaceChoice[]>): void {
    this.choices = cells;
    this.drawHighlights();
    this.invalidate();
  }

  onCellClick(cb: (cell: number) => void): void {
    this.clickHandlers.push(cb);
  }

  /** Drives a car along spaces (the board state is set afterwards by the caller). */
  animateMove(car: number, path: number[], msPerSpace: number): Promise<void> {
    const view = this.cars.get(car);
    const track = this.track;
    if (!view || !track || path.length === 0 || msPerSpace <= 0) return Promise.resolve();
    const pts = [{ x: view.x, y: view.y }, ...path.map((c) => centre(track, c))];
    const total = msPerSpace * (pts.length - 1);
    return this.animate(total, (t) => {
      const f = t * (pts.length - 1);
      const i = Math.min(pts.length - 2, Math.floor(f));
      const k = f - i;
      view.position.set(pts[i].x + (pts[i + 1].x - pts[i].x) * k, pts[i].y + (pts[i + 1].y - pts[i].y) * k);
    });
  }

  /** A spin: the car turns twice as it slides off to the outside of the corner. */
  animateSpin(car: number, cornerTile: number, ms: number): Promise<void> {
    const view = this.cars.get(car);
    const track = this.track;
    if (!view || !track || ms <= 0) return Promise.resolve();
    const from = { x: view.x, y: view.y };
    const to = spinSpot(track, cornerTile, 0, CELL);
    return this.animate(ms, (t) => {
      view.position.set(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t);
      view.rotation = t * Math.PI * 4;
    }).then(() => {
      view.rotation = 0;
    });
  }

  resize(w: number, h: number): void {
    this.app.renderer.resize(Math.max(1, w), Math.max(1, h));
    if (!this.userView) this.fit();
    this.invalidate();
  }

  /** Scales and centres the whole circuit in the canvas. */
  fit(): void {
    const track = this.track;
    if (!track) return;
    const b = bounds(track);
    const w = this.app.renderer.width / this.app.renderer.resolution;
    const h = this.app.renderer.height / this.app.renderer.resolution;
    const pad = CELL * FIT_PAD;
    const s = Math.min(w / (b.w + 2 * pad), h / (b.h + 2 * pad));
    this.world.scale.set(s);
    this.world.position.set((w - b.w * s) / 2 - b.x * s, (h - b.h * s) / 2 - b.y * s);
    this.userView = false;
    this.scaleCars();
    this.invalidate();
  }

  /** Cars stay readable on a small board: never under MIN_CAR_PX across (up to 1.6 times their size on a space). */
  private scaleCars(): void {
    const px = CELL * 0.6 * this.world.scale.x;
    const k = Math.min(1.6, Math.max(1, MIN_CAR_PX / px)) * this.look.markerScale;
    for (const v of this.cars.values()) v.scale.set(k);
  }

  /** Screen position (CSS pixels in the canvas) of a space's centre: for tests and popovers. */
  cellScreen(cell: number): { x: number; y: number } | null {
    if (!this.track || cell < 0) return null;
    const p = centre(this.track, cell);
    return { x: this.world.x + p.x * this.world.scale.x, y: this.world.y + p.y * this.world.scale.y };
  }

  /** The cars as drawn: shown or not, their screen point and the drawn space under them (-1 none): for tests. */
  drawnCars(): { id: number; visible: boolean; x: number; y: number; cell: number; size: number }[] {
    return [...this.cars].map(([id, v]) => ({
      id,
      visible: v.visible,
      size: CELL * 0.6 * v.scale.x * this.world.scale.x,
      x: this.world.x + v.x * this.world.scale.x,
      y: this.world.y + v.y * this.world.scale.y,
      cell: this.cellAt.get(`${Math.floor(v.x / CELL)},${Math.floor(v.y / CELL)}`) ?? -1,
    }));
  }

  /** The highlighted spaces' labels as drawn, with their size and their space's (world units): for tests. */
  drawnLabels(): { cell: number; text: string; width: number; height: number; room: number }[] {
    return this.highlightLayer.children
      .filter((c): c is Text => c instanceof Text)
      .map((t) => ({ cell: Number(t.label.slice(6)), text: t.text, width: t.width, height: t.height, room: CELL }));
  }

  /** The number of spaces drawn: for tests. */
  drawnCellCount(): number {
    return this.cellAt.size;
  }

  /** The pit boxes as drawn (their labels and screen points): for tests. */
  drawnPitBoxes(): { label: string; x: number; y: number }[] {
    const layer = this.trackLayer.children[0]?.getChildByLabel('pit-boxes');
    if (!layer) return [];
    return layer.children
      .filter((c): c is Text => c instanceof Text)
      .map((t) => ({
        label: t.text,
        x: this.world.x + t.x * this.world.scale.x,
        y: this.world.y + t.y * this.world.scale.y,
      }));
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    cancelAnimationFrame(this.frame);
    const canvas = this.app.canvas;
    canvas.removeEventListener('wheel', this.onWheel);
    canvas.removeEventListener('pointerdown', this.onDown);
    canvas.removeEventListener('pointermove', this.onMove);
    canvas.removeEventListener('pointerup', this.onUp);
    canvas.removeEventListener('pointerleave', this.onLeave);
    this.anims = [];
    this.app.destroy({ removeView: true }, { children: true });
  }

  private animate(ms: number, apply: (t: number) => void): Promise<void> {
    return new Promise((resolve) => {
      const t0 = performance.now();
      this.anims.push({
        step: (now) => {
          // A frame's timestamp may precede the moment the animation was asked for.
          const t = Math.min(1, Math.max(0, (now - t0) / ms));
          apply(t);
          if (t >= 1) resolve();
          return t >= 1;
        },
      });
      this.invalidate();
    });
  }

  private invalidate(): void {
    if (this.destroyed || this.frame) return;
    this.frame = requestAnimationFrame((now) => {
      this.frame = 0;
      if (this.destroyed) return;
      this.anims = this.anims.filter((a) => !a.step(now));
      this.app.render();
      if (this.anims.length) this.invalidate();
    });
  }

  private drawHazards(): void {
    const track = this.track;
    const s = this.state;
    this.hazardLayer.removeChildren().forEach((c) => c.destroy({ children: true }));
    if (!track || !s) return;
    for (const h of s.hazards) {
      const p = centre(track, h.cell);
      const g = new Graphics();
      if (h.active) {
        g.regularPoly(0, 0, CELL * 0.34, 3, 0)
          .fill(COLORS.hazardUp)
          .stroke({ width: 2, color: 0x3e2723 });
        const t = label('!', CELL * 0.3, 0x3e2723);
        t.position.set(0, CELL * 0.04);
        const c = new Container();
        c.addChild(g, t);
        c.position.set(p.x, p.y);
        this.hazardLayer.addChild(c);
      } else {
        g.circle(0, 0, CELL * 0.22)
          .fill({ color: COLORS.hazardDown, alpha: 0.85 })
          .stroke({ width: 2, color: 0x90a4ae });
        g.position.set(p.x, p.y);
        this.hazardLayer.addChild(g);
      }
    }
  }

  private placeCars(): void {
    const track = this.track;
    const s = this.state;
    if (!track || !s) return;
    const spunAt = new Map<number, number>();
    for (const car of s.cars) {
      let view = this.cars.get(car.id);
      if (!view) {
        const colors = this.look.colors;
        const symbol = this.look.symbols[car.seat % Math.max(1, this.look.symbols.length)] ?? '';
        view = drawCar(car.id, colors[car.seat % colors.length], carShape(car.id), symbol);
        this.cars.set(car.id, view);
        this.carLayer.addChild(view);
        this.scaleCars();
      }
      view.visible = car.status !== 'finished';
      const current = s.phase !== 'over' && s.turn.car === car.id;
      (view.getChildByLabel('ring') as Graphics).visible = current;
      if (car.status === 'spun') {
        const k = spunAt.get(car.spinTile) ?? 0;
        spunAt.set(car.spinTile, k + 1);
        const p = spinSpot(track, car.spinTile, k, CELL);
        view.position.set(p.x, p.y);
        view.alpha = 0.85;
      } else if (car.cell >= 0) {
        const p = centre(track, car.cell);
        view.position.set(p.x, p.y);
        view.alpha = 1;
      }
      view.rotation = 0;
    }
  }

  private drawHighlights(): void {
    const track = this.track;
    this.highlightLayer.removeChildren().forEach((c) => c.destroy({ children: true }));
    if (!track) return;
    for (const [cell, list] of this.choices) {
      const risky = list.some((c) => c.roll);
      const g = new Graphics();
      const x = track.cellX[cell] * CELL;
      const y = track.cellY[cell] * CELL;
      const hot = cell === this.hover;
      g.roundRect(x + 3, y + 3, CELL - 6, CELL - 6, 6)
        .fill({ color: risky ? COLORS.risk : COLORS.highlight, alpha: hot ? 0.75 : 0.45 })
        .stroke({ width: hot ? 4 : 2.5, color: risky ? COLORS.risk : COLORS.highlight });
      this.highlightLayer.addChild(g);
      const text = label(cellLabel(list), CELL * 0.32, 0x111111, true);
      text.style.align = 'center';
      text.style.lineHeight = CELL * 0.34;
      // Inside its space whatever it says: shrunk to fit the highlight.
      const room = CELL - 10;
      text.scale.set(Math.min(1, room / text.width, room / text.height));
      text.position.set(x + CELL / 2, y + CELL / 2);
      text.label = `label-${cell}`;
      this.highlightLayer.addChild(text);
    }
  }

  private toWorld(e: PointerEvent | WheelEvent): { x: number; y: number; sx: number; sy: number } {
    const r = this.app.canvas.getBoundingClientRect();
    const sx = e.clientX - r.left;
    const sy = e.clientY - r.top;
    return { sx, sy, x: (sx - this.world.x) / this.world.scale.x, y: (sy - this.world.y) / this.world.scale.y };
  }

  private cellFromEvent(e: PointerEvent): number {
    const p = this.toWorld(e);
    return this.cellAt.get(`${Math.floor(p.x / CELL)},${Math.floor(p.y / CELL)}`) ?? -1;
  }

  private readonly onWheel = (e: WheelEvent) => {
    e.preventDefault();
    const p = this.toWorld(e);
    const k = Math.exp(-e.deltaY * 0.0015);
    const s = Math.min(4, Math.max(0.2, this.world.scale.x * k));
    this.world.scale.set(s);
    this.world.position.set(p.sx - p.x * s, p.sy - p.y * s);
    this.userView = true;
    this.scaleCars();
    this.invalidate();
  };

  private readonly onDown = (e: PointerEvent) => {
    this.drag = { x: e.clientX, y: e.clientY, wx: this.world.x, wy: this.world.y, moved: false };
  };

  private readonly onMove = (e: PointerEvent) => {
    if (this.drag && (e.buttons & 1) === 1) {
      const dx = e.clientX - this.drag.x;
      const dy = e.clientY - this.drag.y;
      if (Math.abs(dx) + Math.abs(dy) > 6) this.drag.moved = true;
      if (this.drag.moved) {
        this.world.position.set(this.drag.wx + dx, this.drag.wy + dy);
        this.userView = true;
        this.invalidate();
        return;
      }
    }
    const cell = this.cellFromEvent(e);
    const hover = this.choices.has(cell) ? cell : -1;
    this.app.canvas.style.cursor = hover >= 0 ? 'pointer' : this.drag ? 'grabbing' : 'grab';
    if (hover !== this.hover) {
      this.hover = hover;
      this.drawHighlights();
      this.invalidate();
    }
  };

  private readonly onUp = (e: PointerEvent) => {
    const d = this.drag;
    this.drag = null;
    if (d?.moved) return;
    const cell = this.cellFromEvent(e);
    if (cell >= 0 && this.choices.has(cell)) for (const h of this.clickHandlers) h(cell);
  };

  private readonly onLeave = () => {
    this.drag = null;
    if (this.hover >= 0) {
      this.hover = -1;
      this.drawHighlights();
      this.invalidate();
    }
  };
}

function centre(track: CompiledTrack, cell: number): { x: number; y: number } {
  return { x: (track.cellX[cell] + 0.5) * CELL, y: (track.cellY[cell] + 0.5) * CELL };
}

function bounds(track: CompiledTrack): { x: number; y: number; w: number; h: number } {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let t = 0; t < track.tileCount; t++) {
    minX = Math.min(minX, track.tileX[t]);
    minY = Math.min(minY, track.tileY[t]);
    maxX = Math.max(maxX, track.tileX[t] + 2);
    maxY = Math.max(maxY, track.tileY[t] + 2);
  }
  return { x: minX * CELL, y: minY * CELL, w: (maxX - minX) * CELL, h: (maxY - minY) * CELL };
}

function label(text: string, size: number, fill: number, bold = false): Text {
  const t = new Text({
    text,
    style: { fontFamily: 'system-ui, sans-serif', fontSize: size, fill, fontWeight: bold ? '800' : '700' },
    resolution: 3,
  });
  t.anchor.set(0.5);
  return t;
}

function drawShape(g: Graphics, shape: CarShape, r: number): Graphics {
  switch (shape) {
    case 'circle':
      return g.circle(0, 0, r);
    case 'square':
      return g.roundRect(-r * 0.9, -r * 0.9, r * 1.8, r * 1.8, r * 0.2);
    case 'triangle':
      return g.regularPoly(0, r * 0.15, r * 1.2, 3, 0);
    case 'diamond':
      return g.regularPoly(0, 0, r * 1.15, 4, 0);
    case 'hexagon':
      return g.regularPoly(0, 0, r * 1.05, 6, 0);
    case 'star':
      return g.star(0, 0, 5, r * 1.2, r * 0.62);
    case 'pentagon':
      return g.regularPoly(0, 0, r * 1.08, 5, 0);
    case 'cross':
      return g.poly(
        [
          -0.35, -1, 0.35, -1, 0.35, -0.35, 1, -0.35, 1, 0.35, 0.35, 0.35, 0.35, 1, -0.35, 1, -0.35, 0.35, -1, 0.35, -1,
          -0.35, -0.35, -0.35,
        ].map((v) => v * r),
      );
  }
}

/** What the player's settings change in the scene (src-renderer/stores/settings.ts). */
export interface RacepackLook {
  colors: readonly string[];
  symbols: readonly string[];
  markerScale: number;
}

function drawCar(id: number, color: string, shape: CarShape, symbol = ''): Container {
  const c = new Container();
  const r = CELL * 0.3;
  const ring = new Graphics().circle(0, 0, CELL * 0.46).stroke({ width: 4, color: 0xffffff });
  ring.label = 'ring';
  const body = drawShape(new Graphics(), shape, r).fill(color).stroke({ width: 3, color: 0x101214 });
  const num = label(String(id + 1), r * 1.05, inkOn(color), true);
  if (shape === 'triangle') num.y = r * 0.3;
  c.addChild(ring, body, num);
  if (symbol) {
    // The team's symbol in a white roundel at the car's upper right: the team without its hue.
    const tag = new Container({ label: 'symbol' });
    tag.position.set(r * 0.95, -r * 0.95);
    const back = new Graphics()
      .circle(0, 0, r * 0.55)
      .fill(0x111111)
      .circle(0, 0, r * 0.47)
      .fill(0xffffff);
    const glyph = label(symbol, r * 0.62, 0x111111, true);
    tag.addChild(back, glyph);
    c.addChild(tag);
  }
  return c;
}

function inkOn(css: string): number {
  const n = parseInt(css.slice(1), 16);
  const lum = 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
  return lum > 140 ? 0x111111 : 0xffffff;
}

function drawTrack(track: CompiledTrack): Container {
  const root = new Container();
  const g = new Graphics();
  // Tiles: tarmac, corners a shade lighter with red-white kerbs on their outside edges.
  for (let t = 0; t < track.tileCount; t++) {
    const x = track.tileX[t] * CELL;
    const y = track.tileY[t] * CELL;
    const pit = track.tileIsPit[t];
    g.rect(x, y, CELL * 2, CELL * 2).fill(pit ? COLORS.pit : track.isCorner[t] ? COLORS.corner : COLORS.tarmac);
  }
  // Pit wall: the unused half of each pit tile; grass where the wide straight's second width tapers off.
  for (let c = 0; c < track.cellCount; c++) {
    if (track.cellExists[c]) continue;
    const pit = track.tileIsPit[track.cellTile[c]];
    g.rect(track.cellX[c] * CELL, track.cellY[c] * CELL, CELL, CELL).fill(pit ? COLORS.pitWall : COLORS.grass);
  }
  // Spaces.
  for (let c = 0; c < track.cellCount; c++) {
    if (!track.cellExists[c]) continue;
    g.rect(track.cellX[c] * CELL + 1, track.cellY[c] * CELL + 1, CELL - 2, CELL - 2).stroke({
      width: 1,
      color: COLORS.spaceLine,
      alpha: 0.9,
    });
  }
  // Tile edges.
  for (let t = 0; t < track.tileCount; t++) {
    g.rect(track.tileX[t] * CELL, track.tileY[t] * CELL, CELL * 2, CELL * 2).stroke({
      width: 2,
      color: COLORS.tileLine,
      alpha: 0.55,
    });
  }
  root.addChild(g);
  root.addChild(drawPitBoxes(track));
  // Kerbs on corner tiles: along the two outer edges (the edges that are neither entry nor exit).
  const kerb = new Graphics();
  for (let t = 0; t < track.n; t++) {
    if (!track.isCorner[t]) continue;
    const x = track.tileX[t] * CELL;
    const y = track.tileY[t] * CELL;
    const entryFrom = (track.entryDir[t] + 2) % 4; // the side cars come in from
    const exitTo = track.exitDir[t];
    for (let side = 0; side < 4; side++) {
      if (side === entryFrom || side === exitTo) continue;
      for (let k = 0; k < 8; k++) {
        const col = k % 2 ? COLORS.kerbWhite : COLORS.kerbRed;
        const a = (k * CELL) / 4;
        const w = 5;
        if (side === 0) kerb.rect(x + CELL * 2 - w, y + a, w, CELL / 4).fill(col);
        else if (side === 2) kerb.rect(x, y + a, w, CELL / 4).fill(col);
        else if (side === 1) kerb.rect(x + a, y + CELL * 2 - w, CELL / 4, w).fill(col);
        else kerb.rect(x + a, y, CELL / 4, w).fill(col);
      }
    }
    const num = track.corners.indexOf(t) + 1;
    const badge = new Container();
    const bg = new Graphics()
      .circle(0, 0, CELL * 0.26)
      .fill(0x111111)
      .stroke({ width: 2, color: 0xffffff });
    badge.addChild(bg, label(String(num), CELL * 0.28, 0xffffff, true));
    // The badge sits just outside the corner's outer corner point.
    const out = outsideCornerPoint(track, t);
    badge.position.set(out.x, out.y);
    root.addChild(badge);
  }
  root.addChildAt(kerb, 1);
  // Direction chevrons on straight tiles (every other tile): cars run clockwise.
  const arrows = new Graphics();
  for (let t = 0; t < track.n; t += 2) {
    if (track.isCorner[t]) continue;
    const cx = (track.tileX[t] + 1) * CELL;
    const cy = (track.tileY[t] + 1) * CELL;
    const d = track.exitDir[t];
    const dx = [1, 0, -1, 0][d];
    const dy = [0, 1, 0, -1][d];
    const s = CELL * 0.16;
    arrows
      .moveTo(cx - dx * s - dy * s, cy - dy * s + dx * s)
      .lineTo(cx + dx * s, cy + dy * s)
      .lineTo(cx - dx * s + dy * s, cy - dy * s - dx * s)
      .stroke({ width: 3, color: COLORS.laneLine, alpha: 0.35 });
  }
  root.addChild(arrows);
  // Start/finish line: a checkered strip across the start tile's entry edge (and the wide straight's tile beside it).
  const line = new Graphics();
  const start = track.file.startTile;
  const d = track.entryDir[start];
  const sq = CELL / 6;
  const horizontal = d === 1 || d === 3;
  for (let s = 0; s < track.tileCount; s++) {
    if (s !== start && !(track.tileIsWide[s] && track.tileSection[s] === start)) continue;
    const sx = track.tileX[s] * CELL;
    const sy = track.tileY[s] * CELL;
    const ex = d === 2 ? sx + CELL * 2 : sx;
    const ey = d === 3 ? sy + CELL * 2 : sy;
    for (let i = 0; i < 12; i++)
      for (let j = 0; j < 2; j++) {
        const col = (i + j) % 2 ? 0x111111 : 0xffffff;
        if (horizontal) line.rect(ex + i * sq, ey - sq + j * sq, sq, sq).fill(col);
        else line.rect(ex - sq + j * sq, ey + i * sq, sq, sq).fill(col);
      }
  }
  root.addChild(line);
  return root;
}

/**
 * The pit boxes (RULINGS §11): on the pit wall half of the pit lane, one marked box beside
 * each pit-lane space, white-lined and numbered, with a yellow stop line at the lane's edge.
 */
function drawPitBoxes(track: CompiledTrack): Container {
  const root = new Container();
  root.label = 'pit-boxes';
  const g = new Graphics();
  root.addChild(g);
  for (const b of pitBoxes(track)) {
    const x = b.x * CELL;
    const y = b.y * CELL;
    g.rect(x + 4, y + 4, CELL - 8, CELL - 8)
      .fill({ color: COLORS.pitBox, alpha: 0.9 })
      .stroke({ width: 2, color: 0xffffff });
    // The stop line: the box's edge against the lane.
    const lx = track.cellX[b.laneCell] - b.x;
    const ly = track.cellY[b.laneCell] - b.y;
    if (lx) g.rect(lx > 0 ? x + CELL - 6 : x + 2, y + 4, 4, CELL - 8).fill(COLORS.highlight);
    else g.rect(x + 4, ly > 0 ? y + CELL - 6 : y + 2, CELL - 8, 4).fill(COLORS.highlight);
    const t = label(`P${b.number}`, CELL * 0.3, 0xffffff, true);
    t.position.set(x + CELL / 2, y + CELL / 2);
    root.addChild(t);
  }
  return root;
}

/** The outer corner point of a corner tile, pushed a little off the tarmac (for its number badge). */
function outsideCornerPoint(track: CompiledTrack, t: number): { x: number; y: number } {
  const p = spinSpot(track, t, 0, CELL);
  const cx = (track.tileX[t] + 1) * CELL;
  const cy = (track.tileY[t] + 1) * CELL;
  return { x: cx + (p.x - cx) * 0.62, y: cy + (p.y - cy) * 0.62 };
}
