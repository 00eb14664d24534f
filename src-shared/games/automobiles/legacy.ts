/**
 * Games saved by an older build, brought onto what they were played with (the save migration
 * to version 4, src-shared/save/migrations.ts). Two changes broke their replay: the shipped
 * tracks' first spaces past the line (kept as legacy layouts `<id>@1`, legacy-tracks/), and
 * Sponsor D / Methanol Blend / Ethanol Cut becoming a choice per cube (the option
 * `legacyRules: 1` keeps the old automatic rules for that game only). Works on the raw,
 * not yet validated record: anything of an unexpected shape is left for validation to refuse.
 */
import { legacyTrackId } from './track/legacy-tracks';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const mapId = (v: unknown) => (typeof v === 'string' ? legacyTrackId(v) : v);

function legacyOptions(options: unknown): unknown {
  if (!isObj(options)) return options;
  const out: Obj = { ...options, track: mapId(options.track), legacyRules: 1 };
  if (isObj(options.season) && Array.isArray(options.season.tracks))
    out.season = { ...options.season, tracks: options.season.tracks.map(mapId) };
  return out;
}

function legacyState(state: unknown): unknown {
  if (!isObj(state)) return state;
  const out: Obj = { ...state, options: legacyOptions(state.options), track: mapId(state.track) };
  if (isObj(state.solo) && Array.isArray(state.solo.races))
    out.solo = {
      ...state.solo,
      races: state.solo.races.map((r: unknown) => (isObj(r) ? { ...r, track: mapId(r.track) } : r)),
    };
  return out;
}

/**
 * An Automobiles save record of version 3 or older (raw JSON) with its tracks on their
 * edition-1 layouts and `legacyRules: 1`, in its options and its snapshot's state alike.
 */
export function legacySaveRecord(raw: Obj): Obj {
  const out: Obj = { ...raw, options: legacyOptions(raw.options) };
  if (isObj(raw.snapshot)) out.snapshot = { ...raw.snapshot, state: legacyState(raw.snapshot.state) };
  return out;
}
