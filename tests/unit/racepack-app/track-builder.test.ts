import { describe, expect, it } from 'vitest';
import { RACEPACK_TRACKS, validateTrack } from '../../../src-shared/games/racepack';
import {
  circuit,
  customTrackId,
  emptyBuilder,
  fromTrackFile,
  pieceAt,
  problems,
  rotated,
  slotKey,
  tilesFromOne,
  toTrackFile,
  type BuilderState,
  type Piece,
} from '../../../src-renderer/games/racepack/track-builder-model';

/** A w×h rectangle of tile slots (w, h ≥ 2), corners at its four corners, start on the top row. */
function rectangle(w: number, h: number): BuilderState {
  const pieces: Piece[] = [];
  for (let gx = 0; gx < w; gx++)
    for (let gy = 0; gy < h; gy++) {
      const top = gy === 0;
      const bottom = gy === h - 1;
      const left = gx === 0;
      const right = gx === w - 1;
      if (!(top || bottom || left || right)) continue;
      if (top && left) pieces.push({ gx, gy, kind: 'corner', rot: 0 });
      else if (top && right) pieces.push({ gx, gy, kind: 'corner', rot: 1 });
      else if (bottom && right) pieces.push({ gx, gy, kind: 'corner', rot: 2 });
      else if (bottom && left) pieces.push({ gx, gy, kind: 'corner', rot: 3 });
      else pieces.push({ gx, gy, kind: 'straight', rot: top || bottom ? 0 : 1 });
    }
  return { ...emptyBuilder(), pieces, start: slotKey(3, 0) };
}

describe('track builder model: tiles placed freely on a grid', () => {
  it('a closed rectangle placed in any order is a valid clockwise 24-tile track', () => {
    const b = rectangle(8, 6);
    expect(b.pieces).toHaveLength(24);
    b.pieces.reverse(); // placement order does not matter
    expect(problems(b)).toEqual([]);
    const file = toTrackFile(b);
    expect(validateTrack(file)).toEqual([]);
    expect(file.tiles[0]).toEqual({ x: 6, y: 0 });
    // Clockwise: from the start on the top row, the next tile is east of it.
    expect(file.tiles[1]).toEqual({ x: 8, y: 0 });
  });

  it('a gap is named on the tile that leads into it; a wrongly turned tile on both tiles', () => {
    const b = rectangle(8, 6);
    const gap = pieceAt(b, 5, 0);
    b.pieces.splice(gap, 1);
    const p = problems(b);
    expect(p[0].text).toMatch(/empty cell/);
    expect(p[0].pieces).toHaveLength(1);
    const turned = rectangle(8, 6);
    const k = pieceAt(turned, 5, 0);
    turned.pieces[k] = rotated(turned.pieces[k]); // now north–south
    const q = problems(turned);
    expect(q[0].text).toMatch(/does not join/);
    expect(q[0].pieces).toContain(k);
  });

  it("the validator's messages land on the pieces they name (no grid behind the start line)", () => {
    const b = { ...rectangle(8, 6), start: slotKey(1, 0) }; // the corner (0,0) is right behind the line
    const p = problems(b);
    const grid = p.find((x) => /starting grid/.test(x.text));
    expect(grid, JSON.stringify(p)).toBeDefined();
    expect(grid!.pieces.map((i) => slotKey(b.pieces[i].gx, b.pieces[i].gy))).toContain(slotKey(0, 0));
  });

  it('a loose tile and a wrong size are problems; 48 tiles fit the two-piecepack size', () => {
    const b = rectangle(8, 6);
    b.pieces.push({ gx: 3, gy: 3, kind: 'straight', rot: 0 });
    expect(problems(b).some((p) => /not part of the circuit/.test(p.text) && p.pieces.length === 1)).toBe(true);
    const big = { ...rectangle(14, 12), start: slotKey(4, 0) };
    expect(circuit(big).order).toHaveLength(48);
    expect(problems(big).map((p) => p.text)).toEqual([expect.stringMatching(/has 48 tiles/)]);
    expect(problems({ ...big, size: 48 })).toEqual([]);
  });

  it('every shipped track, hairpin and chicane included, loads into the builder and comes back the same', () => {
    for (const t of RACEPACK_TRACKS) {
      const b = fromTrackFile(t);
      expect(b, t.id).not.toBeNull();
      expect(problems(b!), t.id).toEqual([]);
      const back = toTrackFile(b!);
      // The same tiles in the same racing order, counted from the start tile.
      const n = t.tiles.length;
      const expected = t.tiles.map((_, i) => t.tiles[(t.startTile + i) % n]);
      expect(back.tiles, t.id).toEqual(expected);
      expect(back.pitLane?.firstTile, t.id).toBe(((t.pitLane?.firstTile ?? 0) - t.startTile + n) % n);
    }
    const hc = fromTrackFile(RACEPACK_TRACKS.find((t) => t.id === 'hairpin-chicane')!)!;
    expect(hc.pieces.filter((p) => p.kind === 'chicane')).toHaveLength(1);
  });
});

describe('custom track ids and messages', () => {
  it('a custom track never takes a shipped id; validator messages count tiles from 1', () => {
    for (const t of RACEPACK_TRACKS) expect(customTrackId(t.name)).not.toBe(t.id);
    expect(customTrackId('Grand Prix')).toBe('custom-grand-prix');
    expect(customTrackId('!!!')).toBe('custom-my-track');
    expect(tilesFromOne('tile 0 and tile 1 are not edge to edge')).toBe('tile 1 and tile 2 are not edge to edge');
    expect(tilesFromOne('tile 3 overlaps pit tile 0')).toBe('tile 4 overlaps pit tile 1');
    expect(tilesFromOne('bad track file: tiles.3.x: expected number')).toBe(
      'bad track file: tile 4.x: expected number',
    );
  });
});
