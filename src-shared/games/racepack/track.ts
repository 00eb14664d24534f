import { DX, DY, leftOf, rightOf, type Dir } from './geometry';
import type { TrackFile } from './track-file';

/**
 * A track compiled for fast play: every space (cell) numbered, with its tile, its place in
 * the race order and, per heading, the straight run of spaces ahead (a forward movement)
 * and the two diagonal spaces (a lane change). Cell ids: tile t's spaces are 4t..4t+3
 * (k = dx + 2·dy inside the tile); pit tiles come after the circuit's tiles.
 */
export interface CompiledTrack {
  readonly file: TrackFile;
  /** Tiles in the circuit (pit tiles not counted). */
  readonly n: number;
  readonly withPit: boolean;
  /** The main straight is two tiles wide, grid to first corner (more than six cars, RULINGS §11). */
  readonly wide: boolean;
  readonly tileCount: number;
  readonly tileX: number[];
  readonly tileY: number[];
  /** The circuit tile a tile stands for in the race order (a pit tile: the tile beside it). */
  readonly tileSection: number[];
  readonly tileIsPit: boolean[];
  /** A tile of the main straight's second width (beside a circuit tile, on its outside). */
  readonly tileIsWide: boolean[];
  readonly entryDir: Dir[];
  readonly exitDir: Dir[];
  readonly isCorner: boolean[];
  /** +1 a right-hand corner, -1 left, 0 straight. */
  readonly turn: number[];
  readonly isChicane: boolean[];
  /** Corner tiles in order from the start line: corner 1 first. */
  readonly corners: number[];
  readonly cellCount: number;
  readonly cellX: Int32Array;
  readonly cellY: Int32Array;
  readonly cellTile: Int32Array;
  /**
   * Race-order rank inside one lap: higher is further ahead (8 per tile: 2 rows × 4 places
   * across: pit 0, outside 1, inside 2; with the wide straight, wide far 0, wide near 1,
   * outside 2, inside 3).
   */
  readonly cellRank: Int32Array;
  readonly cellInside: Uint8Array;
  /** 0 for the unused half of a pit tile. */
  readonly cellExists: Uint8Array;
  readonly lapSpan: number;
  /** rays[c·4+d]: the spaces straight ahead of c heading d (at most 7). */
  readonly rays: Int32Array[];
  /** Index in rays[c·4+d] of the first space on a corner tile newly entered, or 99. */
  readonly rayCornerEntry: Int8Array;
  /** Index in rays[c·4+d] of the first pit space, or 99. */
  readonly rayPit: Int8Array;
  /** diagonal[c·8+d·2+side] (side 0 left, 1 right): the lane-change target, or -1. */
  readonly diagonal: Int32Array;
  /** Headings a car on the cell may take: the tile's exit direction, and on a corner tile also its entry direction. */
  readonly headings: Dir[][];
  /** Per tile: for a corner tile, its three outside spaces; else empty. */
  readonly outsideCells: number[][];
  /** gridCells[row][place], row 0 right behind the line, places from the inside out (2 a row, 4 on a wide straight). */
  readonly gridCells: number[][];
  /** Scratch marks for move generation (occupied and hazard spaces), reused by every question; never game state. */
  readonly scratch: { occupied: Uint8Array; hazard: Uint8Array; marked: Int32Array; count: number };
}

const OPPOSITE = (d: Dir): Dir => ((d + 2) % 4) as Dir;

function dirBetween(ax: number, ay: number, bx: number, by: number): { dir: Dir; offset: number } | null {
  const dx = bx - ax;
  const dy = by - ay;
  if (Math.abs(dx) === 2 && Math.abs(dy) <= 1) return { dir: dx > 0 ? 0 : 2, offset: dy };
  if (Math.abs(dy) === 2 && Math.abs(dx) <= 1) return { dir: dy > 0 ? 1 : 3, offset: dx };
  return null;
}

/** Length of the edge two tiles share (0 when they do not touch along an edge). */
function sharedEdge(ax: number, ay: number, bx: number, by: number): number {
  const dx = Math.abs(ax - bx);
  const dy = Math.abs(ay - by);
  if (dx === 2 && dy < 2) return 2 - dy;
  if (dy === 2 && dx < 2) return 2 - dx;
  return 0;
}

/** One piecepack makes a 24-tile circuit; two make 25 to 48 tiles (RULINGS §11). */
export const ONE_PIECEPACK_TILES = 24;
export const MAX_TILES = 48;
/**
 * Tile coordinates stay within ±COORD_LIMIT spaces: far more than 48 tiles can span, and far
 * from the 32-bit range the compiled track's arithmetic (and every integer field) lives in.
 */
export const COORD_LIMIT = 4000;

/** The size check (RULINGS §11): a problem, or null when the circuit has a size that races. */
function sizeProblem(file: TrackFile): string | null {
  const n = file.tiles.length;
  return n === ONE_PIECEPACK_TILES || (n >= ONE_PIECEPACK_TILES + 1 && n <= MAX_TILES)
    ? null
    : `a circuit has ${ONE_PIECEPACK_TILES} tiles (one piecepack) or ${ONE_PIECEPACK_TILES + 1} to ${MAX_TILES} (two piecepacks); this one has ${n}`;
}

/** The bounds checks: coordinates and tile indices nothing may overflow on. */
function boundsProblems(file: TrackFile): string[] {
  const problems: string[] = [];
  const n = file.tiles.length;
  const bad = file.tiles.findIndex(
    (p) =>
      !Number.isSafeInteger(p.x) ||
      !Number.isSafeInteger(p.y) ||
      Math.abs(p.x) > COORD_LIMIT ||
      Math.abs(p.y) > COORD_LIMIT,
  );
  if (bad >= 0)
    problems.push(`tile ${bad} lies at (${file.tiles[bad].x},${file.tiles[bad].y}), beyond ±${COORD_LIMIT} spaces`);
  const ints = [file.startTile, file.pitLane?.firstTile ?? 0];
  if (ints.some((v) => !Number.isSafeInteger(v) || v < 0 || v >= Math.max(n, 1)))
    problems.push(`startTile and pitLane.firstTile must be tiles (0 to ${n - 1})`);
  return problems;
}

/**
 * Every problem with a track file's layout; empty when it is a valid Racepack circuit. The one
 * check every way a track enters goes through (normalizeOptions, compileTrack, imported and
 * stored track files, the builder, the command line): sizes and bounds first.
 */
export function validateTrack(file: TrackFile): string[] {
  const size = sizeProblem(file);
  const bounds = boundsProblems(file);
  // Absurd coordinates or indices: nothing below may even be computed.
  if (bounds.length) return size ? [size, ...bounds] : bounds;
  const problems: string[] = size ? [size] : [];
  const t = file.tiles;
  const n = t.length;
  if (n < 3) return problems;
  const exitDir: Dir[] = [];
  const offsets: number[] = [];
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const step = dirBetween(t[i].x, t[i].y, t[j].x, t[j].y);
    if (!step) {
      problems.push(`tile ${i} and tile ${j} are not edge to edge (the circuit must be closed, tiles in racing order)`);
      return problems;
    }
    exitDir.push(step.dir);
    offsets.push(step.offset);
  }
  const entryDir = exitDir.map((_, i) => exitDir[(i - 1 + n) % n]);
  const isCorner = exitDir.map((d, i) => d !== entryDir[i]);
  let turns = 0;
  for (let i = 0; i < n; i++) {
    if (exitDir[i] === OPPOSITE(entryDir[i])) problems.push(`tile ${i} turns back on itself`);
    else if (isCorner[i]) turns += exitDir[i] === rightOf(entryDir[i]) ? 1 : -1;
  }
  if (turns === -4) problems.push('cars run clockwise: list the tiles in clockwise order');
  else if (turns !== 4 && problems.length === 0)
    problems.push(`the circuit turns ${turns} quarter turns in all (a closed loop turns 4)`);
  const chicane = chicaneTiles(file, offsets, isCorner, problems);
  // No two tiles on the same space.
  const seen = new Map<string, number>();
  const tilesAll = [...t, ...pitTilePositions(file, exitDir)];
  tilesAll.forEach((p, i) => {
    for (let k = 0; k < 4; k++) {
      const key = `${p.x + (k & 1)},${p.y + (k >> 1)}`;
      const other = seen.get(key);
      if (other !== undefined) problems.push(`${tileName(i, n)} overlaps ${tileName(other, n)}`);
      else seen.set(key, i);
    }
  });
  // Each tile touches exactly its two neighbours; the hairpin's third corner may also touch
  // the tile before the first (the seed's construction).
  for (let i = 0; i < n; i++) {
    for (let j = i + 2; j < n; j++) {
      if ((j + 1) % n === i) continue;
      if (sharedEdge(t[i].x, t[i].y, t[j].x, t[j].y) === 0) continue;
      if (isHairpinContact(i, j, n, isCorner) || isHairpinContact(j, i, n, isCorner)) continue;
      problems.push(`tile ${i} touches tile ${j}, which is not its neighbour in the circuit`);
    }
  }
  if (!isCorner.some(Boolean)) problems.push('the circuit has no corner');
  if (file.startTile < n) {
    for (const back of [1, 2]) {
      const g = (file.startTile - back + n) % n;
      if (isCorner[g] || chicane[g])
        problems.push(`the starting grid needs two straight tiles behind the line; tile ${g} is not straight`);
    }
    // A chicane must not sit on the straight after the line (it would favour the pole).
    for (let i = file.startTile; !isCorner[i % n] && i < file.startTile + n; i++) {
      if (chicane[i % n]) problems.push(`tile ${i % n}: no chicane on the straight after the start line`);
    }
  }
  if (file.suitMarks && file.suitMarks.length !== n)
    problems.push(`suitMarks has ${file.suitMarks.length} entries for ${n} tiles`);
  if (file.pitLane) {
    for (let k = 0; k < 4; k++) {
      const i = (file.pitLane.firstTile + k) % n;
      if (isCorner[i] || chicane[i] || exitDir[i] !== exitDir[file.pitLane.firstTile % n]) {
        problems.push(`the pit lane must run beside four straight tiles; tile ${i} is not one`);
      }
    }
  }
  return problems;
}

function tileName(i: number, n: number): string {
  return i < n ? `tile ${i}` : `pit tile ${i - n}`;
}

/** The seed's hairpin: corners at k, k+1, k+2; tile k+2 lies beside tile k-1. */
function isHairpinContact(third: number, before: number, n: number, isCorner: boolean[]): boolean {
  const k = (third - 2 + n) % n;
  return isCorner[k] && isCorner[(k + 1) % n] && isCorner[third] && (k - 1 + n) % n === before;
}

function chicaneTiles(file: TrackFile, offsets: number[], isCorner: boolean[], problems: string[]): boolean[] {
  const n = file.tiles.length;
  const chicane = new Array<boolean>(n).fill(false);
  for (let i = 0; i < n; i++) {
    const into = offsets[(i - 1 + n) % n];
    const prev = (i - 1 + n) % n;
    const next = (i + 1) % n;
    chicane[i] = into !== 0 && offsets[i] === -into && !isCorner[i] && !isCorner[prev] && !isCorner[next];
  }
  for (let i = 0; i < n; i++) {
    if (offsets[i] !== 0 && !chicane[i] && !chicane[(i + 1) % n]) {
      problems.push(
        `tile ${i} and tile ${(i + 1) % n} are offset by one space but form no chicane (a straight tile offset between two straight tiles in line)`,
      );
    }
  }
  return chicane;
}

function pitTilePositions(file: TrackFile, exitDir: Dir[]): { x: number; y: number }[] {
  if (!file.pitLane) return [];
  const n = file.tiles.length;
  const out: { x: number; y: number }[] = [];
  for (let k = 0; k < 4; k++) {
    const i = (file.pitLane.firstTile + k) % n;
    // Cars run clockwise, so the outside of a straight is on the drivers' left.
    const side = leftOf(exitDir[i]);
    out.push({ x: file.tiles[i].x + 2 * DX[side], y: file.tiles[i].y + 2 * DY[side] });
  }
  return out;
}

/**
 * The circuit tiles the main straight is widened beside (more than six cars): from the
 * grid's tile (the tile behind the line, where a grid of 4 places a row holds 8 cars) up to
 * the first corner, with the new tiles on the outside (the drivers' left), where no other
 * tile (nor the pit lane, `withPit`) is; else the reason it cannot be widened.
 */
export function wideStraightTiles(
  file: TrackFile,
  withPit = false,
): { tiles: number[]; at: { x: number; y: number }[] } | string {
  const n = file.tiles.length;
  const exitDir: Dir[] = [];
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    exitDir.push(dirBetween(file.tiles[i].x, file.tiles[i].y, file.tiles[j].x, file.tiles[j].y)!.dir);
  }
  const entryDir = (i: number) => exitDir[(i - 1 + n) % n];
  const first = (file.startTile - 1 + n) % n;
  const tiles: number[] = [];
  for (let i = first; entryDir(i) === exitDir[i] && tiles.length < n; i = (i + 1) % n) tiles.push(i);
  const corner = (first + tiles.length) % n;
  if (exitDir[corner] !== rightOf(entryDir(corner)))
    return 'the first corner turns left (the second width goes on the outside, which must be the left)';
  const at = tiles.map((i) => {
    const side = leftOf(exitDir[i]);
    return { x: file.tiles[i].x + 2 * DX[side], y: file.tiles[i].y + 2 * DY[side] };
  });
  const taken = new Set<string>();
  const mark = (p: { x: number; y: number }) => {
    for (let k = 0; k < 4; k++) taken.add(`${p.x + (k & 1)},${p.y + (k >> 1)}`);
  };
  file.tiles.forEach(mark);
  if (withPit) pitTilePositions(file, exitDir).forEach(mark);
  for (const [k, p] of at.entries())
    for (let q = 0; q < 4; q++)
      if (taken.has(`${p.x + (q & 1)},${p.y + (q >> 1)}`))
        return `no room beside tile ${tiles[k]} for the main straight's second width`;
  return { tiles, at };
}

const cache = new WeakMap<TrackFile, CompiledTrack[]>();

/**
 * The compiled track (cached per track-file object and variant); throws on an invalid
 * layout. `wide`: the main straight two tiles wide (races of more than six cars).
 */
export function compileTrack(file: TrackFile, withPit = false, wide = false): CompiledTrack {
  let entry = cache.get(file);
  if (!entry) cache.set(file, (entry = []));
  const slot = (withPit ? 1 : 0) + (wide ? 2 : 0);
  if (!entry[slot]) entry[slot] = build(file, withPit, wide);
  return entry[slot];
}

function build(file: TrackFile, withPit: boolean, wide: boolean): CompiledTrack {
  const problems = validateTrack(file);
  if (problems.length) throw new Error(`invalid track "${file.id}": ${problems.join('; ')}`);
  if (withPit && !file.pitLane) throw new Error(`track "${file.id}" has no pit lane`);
  const widened = wide ? wideStraightTiles(file, withPit) : null;
  if (typeof widened === 'string') throw new Error(`track "${file.id}": ${widened}`);
  const lastWide = widened ? file.tiles.length + (withPit ? 4 : 0) + widened.tiles.length - 1 : -1;
  const n = file.tiles.length;
  const tileX: number[] = [];
  const tileY: number[] = [];
  const exitDir: Dir[] = [];
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    exitDir.push(dirBetween(file.tiles[i].x, file.tiles[i].y, file.tiles[j].x, file.tiles[j].y)!.dir);
    tileX.push(file.tiles[i].x);
    tileY.push(file.tiles[i].y);
  }
  const entryDir = exitDir.map((_, i) => exitDir[(i - 1 + n) % n]);
  const isCorner = exitDir.map((d, i) => d !== entryDir[i]);
  const turn = exitDir.map((d, i) => (!isCorner[i] ? 0 : d === rightOf(entryDir[i]) ? 1 : -1));
  const offsetTo = (i: number, j: number) =>
    exitDir[i] % 2 === 0 ? file.tiles[j].y - file.tiles[i].y : file.tiles[j].x - file.tiles[i].x;
  const isChicane = exitDir.map((_, i) => offsetTo((i - 1 + n) % n, i) !== 0 && offsetTo(i, (i + 1) % n) !== 0);
  const tileSection = [...Array(n).keys()];
  const tileIsPit = new Array<boolean>(n).fill(false);
  const tileIsWide = new Array<boolean>(n).fill(false);
  if (withPit) {
    pitTilePositions(file, exitDir).forEach((p, k) => {
      const i = (file.pitLane!.firstTile + k) % n;
      tileX.push(p.x);
      tileY.push(p.y);
      tileSection.push(i);
      tileIsPit.push(true);
      tileIsWide.push(false);
      exitDir.push(exitDir[i]);
      entryDir.push(exitDir[i]);
      isCorner.push(false);
      turn.push(0);
      isChicane.push(false);
    });
  }
  if (widened) {
    widened.at.forEach((p, k) => {
      const i = widened.tiles[k];
      tileX.push(p.x);
      tileY.push(p.y);
      tileSection.push(i);
      tileIsPit.push(false);
      tileIsWide.push(true);
      exitDir.push(exitDir[i]);
      entryDir.push(exitDir[i]);
      isCorner.push(false);
      turn.push(0);
      isChicane.push(false);
    });
  }
  const tileCount = tileX.length;
  const cellCount = tileCount * 4;
  const cellX = new Int32Array(cellCount);
  const cellY = new Int32Array(cellCount);
  const cellTile = new Int32Array(cellCount);
  const cellRank = new Int32Array(cellCount);
  const cellInside = new Uint8Array(cellCount);
  const cellExists = new Uint8Array(cellCount);
  const byPos = new Map<number, number>();
  const posKey = (x: number, y: number) => (x + 4096) * 8192 + (y + 4096);
  // Next corner from each circuit tile (strictly after it): decides the inside lane.
  const nextCornerTurn = (i: number): number => {
    for (let s = 1; s <= n; s++) if (isCorner[(i + s) % n]) return turn[(i + s) % n];
    return 1;
  };
  for (let t = 0; t < tileCount; t++) {
    const d = exitDir[t];
    const sec = tileSection[t];
    const rel = (sec - file.startTile + n) % n;
    const inTurn = nextCornerTurn(sec);
    for (let k = 0; k < 4; k++) {
      const c = t * 4 + k;
      const x = tileX[t] + (k & 1);
      const y = tileY[t] + (k >> 1);
      cellX[c] = x;
      cellY[c] = y;
      cellTile[c] = t;
      // Position along the exit direction (1 = the row at the exit edge) and across it (1 = right half).
      const along = DX[d] !== 0 ? (DX[d] > 0 ? k & 1 : 1 - (k & 1)) : DY[d] > 0 ? k >> 1 : 1 - (k >> 1);
      const r = rightOf(d);
      const across = DX[r] !== 0 ? (DX[r] > 0 ? k & 1 : 1 - (k & 1)) : DY[r] > 0 ? k >> 1 : 1 - (k >> 1);
      const inside = inTurn > 0 ? across === 1 : across === 0;
      cellInside[c] = inside && !tileIsPit[t] && !tileIsWide[t] ? 1 : 0;
      // The pit lane is driven in its half next to the track; the outer half is the pit wall and boxes.
      // The second width's outer lane ends a space early (a taper): every space of it has a way back onto the circuit.
      cellExists[c] = (tileIsPit[t] && across === 0) || (t === lastWide && across === 0 && along === 1) ? 0 : 1;
      if (cellExists[c]) byPos.set(posKey(x, y), c);
      // With the wide straight, four places across: its two lanes (on the outside) rank behind the circuit's.
      const place = tileIsPit[t] ? 0 : tileIsWide[t] ? across : inside ? 2 : 1;
      cellRank[c] = rel * 8 + along * 4 + (wide && !tileIsPit[t] && !tileIsWide[t] ? place + 1 : place);
    }
  }
  const cellAt = (x: number, y: number) => byPos.get(posKey(x, y)) ?? -1;
  const linked = (a: number, b: number): boolean => {
    const ta = cellTile[a];
    const tb = cellTile[b];
    const diff = (tileSection[tb] - tileSection[ta] + n) % n;
    if (diff > 1) return false;
    return true;
  };
  const rays: Int32Array[] = [];
  const rayCornerEntry = new Int8Array(cellCount * 4).fill(99);
  const rayPit = new Int8Array(cellCount * 4).fill(99);
  const diagonal = new Int32Array(cellCount * 8).fill(-1);
  const headings: Dir[][] = [];
  for (let c = 0; c < cellCount; c++) {
    const t = cellTile[c];
    headings.push(isCorner[t] ? [exitDir[t], entryDir[t]] : [exitDir[t]]);
    for (let d = 0 as Dir; d < 4; d = (d + 1) as Dir) {
      const ray: number[] = [];
      let cur = c;
      while (ray.length < 7) {
        const nx = cellAt(cellX[cur] + DX[d], cellY[cur] + DY[d]);
        if (nx < 0 || !linked(cur, nx) || tileIsPit[cellTile[nx]] !== tileIsPit[cellTile[cur]]) break;
        if (isCorner[cellTile[nx]] && cellTile[nx] !== cellTile[cur] && rayCornerEntry[c * 4 + d] === 99)
          rayCornerEntry[c * 4 + d] = ray.length;
        if (tileIsPit[cellTile[nx]] && rayPit[c * 4 + d] === 99) rayPit[c * 4 + d] = ray.length;
        ray.push(nx);
        cur = nx;
      }
      rays.push(Int32Array.from(ray));
      for (let side = 0; side < 2; side++) {
        const sd = side === 0 ? leftOf(d) : rightOf(d);
        const target = cellAt(cellX[c] + DX[d] + DX[sd], cellY[c] + DY[d] + DY[sd]);
        if (target < 0 || !linked(c, target)) continue;
        const a = cellAt(cellX[c] + DX[d], cellY[c] + DY[d]);
        const b = cellAt(cellX[c] + DX[sd], cellY[c] + DY[sd]);
        const clean = a >= 0 && b >= 0 && linked(c, a) && linked(a, target) && linked(c, b) && linked(b, target);
        // Cutting across an inside corner edge is not allowed, except through a chicane (and into or out of the
        // pit lane or the wide straight's second width at their ends).
        const side2 = tileIsPit[t] || tileIsPit[cellTile[target]] || tileIsWide[t] || tileIsWide[cellTile[target]];
        if (clean || isChicane[t] || isChicane[cellTile[target]] || side2) diagonal[c * 8 + d * 2 + side] = target;
      }
    }
  }
  const outsideCells: number[][] = [];
  for (let t = 0; t < tileCount; t++) {
    if (!isCorner[t]) {
      outsideCells.push([]);
      continue;
    }
    // The inside space touches both the entry edge and the exit edge.
    const cells = [0, 1, 2, 3].map((k) => t * 4 + k);
    const atEdge = (c: number, d: Dir) =>
      cellAt(cellX[c] + DX[d], cellY[c] + DY[d]) < 0 || cellTile[cellAt(cellX[c] + DX[d], cellY[c] + DY[d])] !== t;
    const pivot = cells.find((c) => atEdge(c, OPPOSITE(entryDir[t])) && atEdge(c, exitDir[t]))!;
    outsideCells.push(cells.filter((c) => c !== pivot));
  }
  // The grid: rows of two (four on a wide straight, whose 8 places fill the tile behind the line), inside first.
  const gridCells: number[][] = [];
  const rows = widened ? 2 : 4;
  for (let row = 0; row < rows; row++) {
    const t = (file.startTile - 1 - (row >> 1) + 2 * n) % n;
    const along = 1 - (row & 1);
    const besides = [t, ...(widened ? [tileCount - widened.tiles.length + widened.tiles.indexOf(t)] : [])];
    const cells = besides
      .flatMap((tt) => [0, 1, 2, 3].map((k) => tt * 4 + k))
      .filter((c) => cellExists[c] === 1 && ((cellRank[c] >> 2) & 1) === along);
    gridCells.push(cells.sort((a, b) => cellRank[b] - cellRank[a]));
  }
  const corners: number[] = [];
  for (let s = 0; s < n; s++) if (isCorner[(file.startTile + s) % n]) corners.push((file.startTile + s) % n);
  return {
    file,
    n,
    withPit,
    wide,
    tileCount,
    tileX,
    tileY,
    tileSection,
    tileIsPit,
    tileIsWide,
    entryDir,
    exitDir,
    isCorner,
    turn,
    isChicane,
    corners,
    cellCount,
    cellX,
    cellY,
    cellTile,
    cellRank,
    cellInside,
    cellExists,
    lapSpan: n * 8,
    rays,
    rayCornerEntry,
    rayPit,
    diagonal,
    headings,
    outsideCells,
    gridCells,
    scratch: {
      occupied: new Uint8Array(cellCount),
      hazard: new Uint8Array(cellCount),
      marked: new Int32Array(64),
      count: 0,
    },
  };
}

/** What a renderer needs to draw the track: tiles with their kind and rotation, the spaces and the line. */
export interface TrackGeometry {
  tiles: {
    index: number;
    x: number;
    y: number;
    kind: 'straight' | 'corner' | 'chicane' | 'pit';
    entryDir: Dir;
    exitDir: Dir;
    rotation: number;
    cornerNumber?: number;
  }[];
  cells: { id: number; x: number; y: number; tile: number; inside: boolean }[];
  /** The start/finish line: a segment in space coordinates (corners of spaces). */
  startLine: { x1: number; y1: number; x2: number; y2: number };
  bounds: { minX: number; minY: number; maxX: number; maxY: number };
}

export function trackGeometry(track: CompiledTrack): TrackGeometry {
  const tiles = track.tileX.map((x, i) => ({
    index: i,
    x,
    y: track.tileY[i],
    kind: track.tileIsPit[i]
      ? ('pit' as const)
      : track.isCorner[i]
        ? ('corner' as const)
        : track.isChicane[i]
          ? ('chicane' as const)
          : ('straight' as const),
    entryDir: track.entryDir[i],
    exitDir: track.exitDir[i],
    rotation: track.entryDir[i] * 90,
    ...(track.isCorner[i] ? { cornerNumber: track.corners.indexOf(i) + 1 } : {}),
  }));
  const cells = [...Array(track.cellCount).keys()]
    .filter((id) => track.cellExists[id] === 1)
    .map((id) => ({
      id,
      x: track.cellX[id],
      y: track.cellY[id],
      tile: track.cellTile[id],
      inside: track.cellInside[id] === 1,
    }));
  const s = track.file.startTile;
  const d = track.entryDir[s];
  const x = track.tileX[s];
  const y = track.tileY[s];
  // The entry edge of the start tile.
  const startLine =
    d === 0
      ? { x1: x, y1: y, x2: x, y2: y + 2 }
      : d === 2
        ? { x1: x + 2, y1: y, x2: x + 2, y2: y + 2 }
        : d === 1
          ? { x1: x, y1: y, x2: x + 2, y2: y }
          : { x1: x, y1: y + 2, x2: x + 2, y2: y + 2 };
  const xs = cells.map((c) => c.x);
  const ys = cells.map((c) => c.y);
  return {
    tiles,
    cells,
    startLine,
    bounds: { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs) + 1, maxY: Math.max(...ys) + 1 },
  };
}
