/**
 * Where a combo space's colour discs go (pure): one disc per colour in a row along the
 * direction of travel, as large as the lane allows but never longer than the space itself,
 * so two neighbouring combo spaces' labels never overlap. (They were a fixed fifth of the
 * lane, spaced past the space's ends: unreadable at the default zoom and running together.)
 */
export interface ComboDiscs {
  /** Disc radius, drawing units. */
  r: number;
  /** Offsets of the disc centres along the direction of travel from the space's mark. */
  offsets: number[];
}

/** Largest disc radius as a share of the lane width (the disc then fills 70% of the lane). */
const MAX_R = 0.35;
/** Space between discs as a share of the radius. */
const GAP = 0.2;
/** Share of the space's length the row may fill (a margin to the space's ends). */
const FILL = 0.9;

export function comboDiscs(count: number, laneWidth: number, spaceLength: number): ComboDiscs {
  const byLength = (FILL * spaceLength) / (count * 2 + (count - 1) * GAP);
  const r = Math.min(MAX_R * laneWidth, byLength);
  const step = r * (2 + GAP);
  return { r, offsets: Array.from({ length: count }, (_, i) => (i - (count - 1) / 2) * step) };
}
