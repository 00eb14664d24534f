import { pileToRecord, type Color, type GameState, getFuelCard, SOLO_RATINGS, type SoloRaceScore, findTrack } from '..';

/** The solo series for the series panel, the mechanic hire and the rating screen. */
export interface SoloView {
  human: number;
  /** 0-based race being run (or just finished). */
  race: number;
  tracks: { id: string; name: string }[];
  /** Every finished race, line by line (the last may still wait for its mechanic and bag scoring). */
  races: (SoloRaceScore & { trackName: string })[];
  points: number;
  /** After race 5. */
  rating: string | null;
  /** The bands, lowest first: [least points, name]. */
  bands: [number, string][];
  /** The mechanic hire is open (phase sponsors). */
  hiring: boolean;
  mechanicsLeft: number;
}

/** Each player's Fuel Mixture card and the cubes locked on it. */
export interface FuelView {
  players: {
    player: number;
    card: { id: string; name: string; text: string } | null;
    locked: Partial<Record<Color, number>>;
  }[];
  /** The two cards offered in the draft now (empty when no draft is running). */
  offer: { id: string; name: string; text: string }[];
}

const trackName = (id: string) => findTrack(id)?.name ?? id;

export function soloView(s: GameState): SoloView | null {
  const solo = s.solo;
  if (!solo) return null;
  const tracks = s.options.season?.tracks ?? [];
  return {
    human: solo.human,
    race: s.season?.race ?? 0,
    tracks: tracks.map((id) => ({ id, name: trackName(id) })),
    races: solo.races.map((r) => ({ ...r, bag: { ...r.bag }, trackName: trackName(r.track) })),
    points: solo.points,
    rating: solo.rating,
    bands: SOLO_RATINGS.map(([n, name]) => [n, name]),
    hiring: s.phase === 'sponsors',
    mechanicsLeft: solo.mechanicDeck.length,
  };
}

const cardView = (id: string) => {
  const def = getFuelCard(id);
  return def ? { id, name: def.name, text: def.text } : null;
};

export function fuelView(s: GameState): FuelView | null {
  const fuel = s.fuel;
  if (!fuel) return null;
  return {
    players: s.players.map((_, p) => ({
      player: p,
      card: cardView(fuel.cardOf[p]),
      locked: pileToRecord(fuel.locked[p]),
    })),
    offer: fuel.offer.map(cardView).filter((c): c is NonNullable<typeof c> => c !== null),
  };
}
