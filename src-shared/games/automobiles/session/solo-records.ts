/** The local table of a player's best solo series (RULINGS §9): pure, for the renderer's store. */
export interface SoloRecord {
  /** The finished game's id: a series is recorded once. */
  id: string;
  rating: string;
  points: number;
  /** ISO date. */
  date: string;
  level: string;
  cardSet: string;
  laps: number;
}

export const SOLO_RECORDS_KEPT = 10;

/** Adds a record (once per id), best points first, then the earlier date; keeps the best ten. */
export function addSoloRecord(list: readonly SoloRecord[], record: SoloRecord): SoloRecord[] {
  if (list.some((r) => r.id === record.id)) return [...list];
  return [...list, record]
    .sort((a, b) => b.points - a.points || a.date.localeCompare(b.date))
    .slice(0, SOLO_RECORDS_KEPT);
}

/** Parses a stored table, dropping anything malformed (a hand-edited or corrupt store loses nothing else). */
export function parseSoloRecords(raw: unknown): SoloRecord[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(
    (r): r is SoloRecord =>
      !!r &&
      typeof r === 'object' &&
      typeof r.id === 'string' &&
      typeof r.rating === 'string' &&
      Number.isInteger(r.points) &&
      typeof r.date === 'string' &&
      typeof r.level === 'string' &&
      typeof r.cardSet === 'string' &&
      Number.isInteger(r.laps),
  );
}
