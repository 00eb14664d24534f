/**
 * Writes an SVG preview of a shipped track, to eyeball its layout while authoring.
 *   npx tsx scripts/track-preview.ts <track-id> out.svg [--ids]
 * --ids also prints each space's index (handy when reading validator messages).
 */
import { writeFileSync } from 'node:fs';
import { getTrack, trackIds, type Point, type TrackDef, type GearColor } from '../src-shared/games/automobiles';

const FILL: Record<GearColor, string> = {
  white: '#f6f6f2',
  lightGray: '#bfc3c7',
  darkGray: '#6d7176',
  black: '#1d1f22',
};

const pts = (ps: Point[]) => ps.map(([x, y]) => `${x},${y}`).join(' ');
const centroid = (ps: Point[]): Point => [
  ps.reduce((a, p) => a + p[0], 0) / ps.length,
  ps.reduce((a, p) => a + p[1], 0) / ps.length,
];

function trackSvg(t: TrackDef, showIds = false): string {
  const g = t.geometry;
  const defs: string[] = [];
  const patternFor = (colors: GearColor[]) => {
    const id = `combo-${colors.join('-')}`;
    if (!defs.some((d) => d.includes(`id="${id}"`))) {
      const w = 9;
      const stripes = colors
        .map((c, i) => `<rect x="${i * w}" y="0" width="${w}" height="10" fill="${FILL[c]}"/>`)
        .join('');
      defs.push(
        `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${w * colors.length}" height="10" patternTransform="rotate(45)">${stripes}</pattern>`,
      );
    }
    return `url(#${id})`;
  };

  const body: string[] = [];
  body.push(`<rect width="${g.width}" height="${g.height}" fill="#3f7d3a"/>`);
  body.push(`<polygon points="${pts(g.outerEdge)}" fill="#55585c" stroke="#e8e8e8" stroke-width="4"/>`);
  body.push(`<polygon points="${pts(g.innerEdge)}" fill="#4b8a43" stroke="#e8e8e8" stroke-width="4"/>`);
  for (const s of t.spaces) {
    const fill = s.colors.length === 1 ? FILL[s.colors[0]] : patternFor(s.colors);
    body.push(`<polygon points="${pts(s.shape.outline)}" fill="${fill}"/>`);
    for (const seg of s.shape.segments.slice(1)) {
      body.push(`<polygon points="${pts(seg)}" fill="none" stroke="#8c9196" stroke-width="0.8"/>`);
    }
  }
  // Space lines on top of the segment lines so they stay bold everywhere.
  for (const s of t.spaces) {
    body.push(
      `<polygon points="${pts(s.shape.outline)}" fill="none" stroke="#c0392b" stroke-width="2.2" stroke-linejoin="round"/>`,
    );
  }
  body.push(checkered(g.finishLine));
  t.grid.forEach((slot, k) => {
    const [x, y] = centroid(t.spaces[slot.space].shape.segments[slot.segment]);
    body.push(`<circle cx="${x}" cy="${y}" r="11" fill="#f1c40f" stroke="#222" stroke-width="1.5"/>`);
    body.push(
      `<text x="${x}" y="${y + 4}" font-size="11" font-family="sans-serif" font-weight="bold" text-anchor="middle">P${k + 1}</text>`,
    );
  });
  if (showIds) {
    t.spaces.forEach((s, i) => {
      const [x, y] = centroid(s.shape.outline);
      const dark = s.colors[0] === 'black' || s.colors[0] === 'darkGray';
      body.push(
        `<text x="${x}" y="${y + 3}" font-size="9" font-family="sans-serif" text-anchor="middle" fill="${dark ? '#fff' : '#000'}">${i}</text>`,
      );
    });
  }
  const [lx, ly] = g.labelAt ?? [g.width / 2, g.height / 2];
  body.push(
    `<text x="${lx}" y="${ly}" font-size="26" font-family="sans-serif" font-weight="bold" fill="#f5f5f5" text-anchor="middle">${t.name}</text>`,
  );
  body.push(
    `<text x="${lx}" y="${ly + 24}" font-size="14" font-family="sans-serif" fill="#e0e0e0" text-anchor="middle">${t.direction} · ${t.lanes} lanes · ${t.spaces.length} spaces</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${g.width} ${g.height}" width="${g.width}" height="${g.height}">
<defs>${defs.join('')}</defs>
${body.join('\n')}
</svg>
`;
}

/** Two rows of alternating squares along the finish line. */
function checkered([a, b]: [Point, Point]): string {
  const len = Math.hypot(b[0] - a[0], b[1] - a[1]);
  const n = Math.max(4, Math.round(len / 6));
  const size = len / n;
  const u: Point = [(b[0] - a[0]) / len, (b[1] - a[1]) / len];
  const v: Point = [-u[1], u[0]];
  const out: string[] = [];
  for (let row = -1; row <= 0; row++) {
    for (let i = 0; i < n; i++) {
      const o: Point = [a[0] + u[0] * i * size + v[0] * row * size, a[1] + u[1] * i * size + v[1] * row * size];
      const corners: Point[] = [o, [o[0] + u[0] * size, o[1] + u[1] * size]];
      corners.push(
        [corners[1][0] + v[0] * size, corners[1][1] + v[1] * size],
        [o[0] + v[0] * size, o[1] + v[1] * size],
      );
      out.push(`<polygon points="${pts(corners)}" fill="${(i + row) % 2 === 0 ? '#fff' : '#000'}"/>`);
    }
  }
  return out.join('');
}

const [id, out, flag] = process.argv.slice(2);
if (!id || !out) {
  console.error(`usage: npx tsx scripts/track-preview.ts <id> out.svg [--ids]\ntracks: ${trackIds().join(', ')}`);
  process.exit(1);
}
const track = getTrack(id);
if (!track) {
  console.error(`unknown track "${id}"; tracks: ${trackIds().join(', ')}`);
  process.exit(1);
}
writeFileSync(out, trackSvg(track, flag === '--ids'));
console.log(`wrote ${out} (${track.spaces.length} spaces, lap ${track.lapLength})`);
