/**
 * The track builder's model (pure): tiles placed freely on a grid of tile slots, each a
 * piece with two connected sides (a straight, a corner, or a chicane: a straight offset one
 * space across). The racing order is found by following the connections from the start
 * tile round the loop, clockwise; the engine's validator then says what is wrong, and each
 * message is put on the pieces it names.
 */
import {
  compileTrack,
  parseTrackFile,
  validateTrack,
  type Dir,
  type TrackFile,
} from '../../../src-shared/games/racepack';

export type PieceKind = 'straight' | 'corner' | 'chicane';
export type Rot = 0 | 1 | 2 | 3;

/** A tile on the grid: slot (gx, gy) covers spaces (2gx, 2gy)…(2gx+1, 2gy+1). */
export interface Piece {
  gx: number;
  gy: number;
  kind: PieceKind;
  /**
   * straight: 0/2 east–west, 1/3 north–south; corner: joins sides rot and rot+1 (0 east+south,
   * 1 south+west, 2 west+north, 3 north+east); chicane: like a straight, offset one space
   * (0 down, 1 right, 2 up, 3 left).
   */
  rot: Rot;
}

export interface BuilderState {
  id: string;
  name: string;
  laps: number;
  /** 24 (one piecepack, 2–4 players) or 48 (two, 5–8 players). */
  size: 24 | 48;
  pieces: Piece[];
  /** Slot key ("gx,gy") of the tile the start line is on (its entry edge), or null: the first piece. */
  start: string | null;
  /** Slot key of the first of the four straight tiles the pit lane runs beside, or null for none. */
  pit: string | null;
}

export interface Problem {
  text: string;
  /** Indices into pieces of the tiles the message is about. */
  pieces: number[];
}

const DX = [1, 0, -1, 0];
const DY = [0, 1, 0, -1];
const DIR_WORD = ['east', 'south', 'west', 'north'];
const opposite = (d: number) => (d + 2) % 4;
export const slotKey = (gx: number, gy: number) => `${gx},${gy}`;

export function emptyBuilder(): BuilderState {
  return { id: customTrackId('My track'), name: 'My track', laps: 3, size: 24, pieces: [], start: null, pit: null };
}

/** The two sides a piece joins. */
export function sides(p: Piece): [Dir, Dir] {
  if (p.kind === 'corner') return [p.rot, ((p.rot + 1) % 4) as Dir];
  return p.rot % 2 === 0 ? [0, 2] : [1, 3];
}

/** The space coordinates of a piece's top-left space (a chicane is offset by one). */
export function piecePosition(p: Piece): { x: number; y: number } {
  let x = 2 * p.gx;
  let y = 2 * p.gy;
  if (p.kind === 'chicane') {
    const shift = p.rot < 2 ? 1 : -1;
    if (p.rot % 2 === 0) y += shift;
    else x += shift;
  }
  return { x, y };
}

/** The piece on a slot, as an index, or -1. */
export function pieceAt(b: BuilderState, gx: number, gy: number): number {
  return b.pieces.findIndex((p) => p.gx === gx && p.gy === gy);
}

interface Circuit {
  /** Piece indices in racing order, the start piece first (empty when the loop is not closed). */
  order: number[];
  problems: Problem[];
}

/** Follows the connections from the start piece; the loop in clockwise order, or what breaks it. */
export function circuit(b: BuilderState): Circuit {
  const n = b.pieces.length;
  if (n === 0) return { order: [], problems: [{ text: 'Click a cell of the grid to place a tile.', pieces: [] }] };
  const startIdx = b.start ? b.pieces.findIndex((p) => slotKey(p.gx, p.gy) === b.start) : -1;
  const s = startIdx >= 0 ? startIdx : 0;
  const walk: number[] = [s];
  const headings: Dir[] = [];
  let cur = s;
  let inSide: Dir = sides(b.pieces[s])[0];
  for (let guard = 0; guard <= n; guard++) {
    const [a, c] = sides(b.pieces[cur]);
    const out = inSide === a ? c : a;
    headings.push(out);
    const p = b.pieces[cur];
    const next = pieceAt(b, p.gx + DX[out], p.gy + DY[out]);
    if (next < 0)
      return {
        order: [],
        problems: [
          { text: `this tile leads ${DIR_WORD[out]} to an empty cell: the circuit is not closed`, pieces: [cur] },
        ],
      };
    if (!sides(b.pieces[next]).includes(opposite(out) as Dir))
      return {
        order: [],
        problems: [
          {
            text: `this tile leads ${DIR_WORD[out]} into a tile that does not join it (rotate one of them)`,
            pieces: [cur, next],
          },
        ],
      };
    if (next === s) break;
    if (walk.includes(next)) return { order: [], problems: [{ text: 'the road crosses itself here', pieces: [next] }] };
    walk.push(next);
    cur = next;
    inSide = opposite(out) as Dir;
  }
  // Clockwise: the headings turn right four times net; the other way round, race it reversed.
  let turns = 0;
  for (let i = 0; i < headings.length; i++) {
    const from = headings[(i - 1 + headings.length) % headings.length];
    const to = headings[i];
    if (to === (from + 1) % 4) turns++;
    else if (to === (from + 3) % 4) turns--;
  }
  const order = turns < 0 ? [s, ...walk.slice(1).reverse()] : walk;
  const loose = b.pieces.map((_, i) => i).filter((i) => !order.includes(i));
  const problems = loose.length
    ? [{ text: 'not part of the circuit: join it to the loop or remove it', pieces: loose }]
    : [];
  return { order, problems };
}

/** The track file the builder describes (the closed loop only; it may still be invalid: see problems()). */
export function toTrackFile(b: BuilderState): TrackFile {
  const { order } = circuit(b);
  const pitIdx = b.pit ? order.findIndex((i) => slotKey(b.pieces[i].gx, b.pieces[i].gy) === b.pit) : -1;
  return {
    format: 'racepack-track',
    version: 1,
    id: b.id,
    name: b.name,
    laps: b.laps,
    tiles: order.map((i) => piecePosition(b.pieces[i])),
    startTile: 0,
    ...(pitIdx >= 0 ? { pitLane: { firstTile: pitIdx } } : {}),
  };
}

/** Every problem of the layout, each with the pieces it is about: the loop first, then the size, then the validator's. */
export function problems(b: BuilderState): Problem[] {
  const c = circuit(b);
  if (!c.order.length) return c.problems;
  const out = [...c.problems];
  if (c.order.length !== b.size)
    out.push({
      text: `the circuit has ${c.order.length} tiles; a ${b.size === 24 ? 'one' : 'two'}-piecepack track has ${b.size}`,
      pieces: [],
    });
  if (c.order.length < 4) return out;
  let file: TrackFile;
  try {
    file = parseTrackFile(toTrackFile(b));
  } catch (e) {
    return [...out, { text: (e as Error).message, pieces: [] }];
  }
  for (const text of validateTrack(file)) {
    // The validator's size rule (24, or 25–48 tiles) says what the builder's own size line already said.
    if (c.order.length !== b.size && text.startsWith('a circuit has ')) continue;
    const tiles = [...text.matchAll(/(?<!pit )tile (\d+)/g)].map((m) => Number(m[1]));
    out.push({ text: readable(text, tiles), pieces: tiles.map((t) => c.order[t]).filter((i) => i !== undefined) });
  }
  return out;
}

/** The validator counts tiles from the start line; on the grid "tile 3" means "this tile" (it is marked). */
function readable(text: string, tiles: number[]): string {
  return tiles.length ? text.replace(/(?<!pit )tile (\d+)/g, (_, k) => `tile ${Number(k) + 1}`) : text;
}

/** A validator's message with its tiles (and pit tiles) counted from 1, as the grid numbers them. */
export function tilesFromOne(text: string): string {
  return text
    .replace(/\b(pit )?tile (\d+)/g, (_, pit: string | undefined, k: string) => `${pit ?? ''}tile ${Number(k) + 1}`)
    .replace(/\bstartTile (\d+)/g, (_, k: string) => `the start tile (${Number(k) + 1})`)
    .replace(/\btiles\.(\d+)/g, (_, k: string) => `tile ${Number(k) + 1}`);
}

/** The id of a custom track named so: never a shipped track's id (those start "custom-"). */
export function customTrackId(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `custom-${slug || 'my-track'}`.slice(0, 60);
}

/**
 * A track file back into pieces (to edit a shipped or imported track), or null when its
 * tiles are not on the slot grid (an odd position that is not a chicane).
 */
export function fromTrackFile(t: TrackFile): BuilderState | null {
  let compiled;
  try {
    compiled = compileTrack(t, false, false);
  } catch {
    return null;
  }
  const n = t.tiles.length;
  const pieces: Piece[] = [];
  for (let i = 0; i < n; i++) {
    const { x, y } = t.tiles[i];
    const exit = compiled.exitDir[i];
    const entrySide = opposite(compiled.entryDir[i]);
    if (compiled.isChicane[i]) {
      const prev = t.tiles[(i - 1 + n) % n];
      const horizontal = exit % 2 === 0;
      const shift = horizontal ? y - prev.y : x - prev.x;
      if (Math.abs(shift) !== 1) return null;
      const gx = horizontal ? x / 2 : (x - shift) / 2;
      const gy = horizontal ? (y - shift) / 2 : y / 2;
      if (!Number.isInteger(gx) || !Number.isInteger(gy)) return null;
      pieces.push({ gx, gy, kind: 'chicane', rot: ((horizontal ? 0 : 1) + (shift > 0 ? 0 : 2)) as Rot });
      continue;
    }
    if (x % 2 !== 0 || y % 2 !== 0) return null;
    if (compiled.isCorner[i]) {
      const set = [entrySide, exit];
      const rot = ([0, 1, 2, 3] as Rot[]).find((r) => set.includes(r) && set.includes((r + 1) % 4));
      if (rot === undefined) return null;
      pieces.push({ gx: x / 2, gy: y / 2, kind: 'corner', rot });
    } else pieces.push({ gx: x / 2, gy: y / 2, kind: 'straight', rot: (exit % 2) as Rot });
  }
  const key = (i: number) => slotKey(pieces[i].gx, pieces[i].gy);
  return {
    id: t.id,
    name: t.name,
    laps: t.laps,
    size: n > 24 ? 48 : 24,
    pieces,
    start: key(t.startTile),
    pit: t.pitLane ? key(t.pitLane.firstTile) : null,
  };
}

/** The piece turned a quarter clockwise. */
export function rotated(p: Piece): Piece {
  return { ...p, rot: ((p.rot + 1) % 4) as Rot };
}
