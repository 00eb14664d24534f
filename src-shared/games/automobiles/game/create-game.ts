import { ACTION_COLORS, type ActionColor, TYPE_OF_COLOR } from '../cards/card-table';
import { allCards, getCard } from '../cards/catalog';
import { getCardSet, type CardSet } from '../cards/card-sets';
import { COMPONENT_COUNTS, STARTING_BAG, emptyPile } from '../cubes';
import { nextInt, normalizeSeed, seedRng } from '../../rng';
import { prepareTrack } from '../track/prepared-track';
import { findTrack, listTracks } from '../track/track-registry';
import { RANDOM_TRACKS, isRandomTrack, randomTrackPool } from '../track/track-editions';
import { currentTrackId } from '../track/legacy-tracks';
import { GameOptionsError, type Ctx } from './context';
import { startDraft } from '../drivers/draft';
import { createSeasonState, normalizeSeasonOptions } from '../season/season-flow';
import type { EventSink } from './events';
import type { CardChoice, GameOptions, GameOptionsInput, GameState } from './state';
import { freshTurn, startSetupBuy } from './turn-flow';
import { RULE_HOOKS } from '../rule-hooks';
import { createSoloState, normalizeSoloOption, soloTracks } from '../solo/solo-flow';
import { createFuelState, startFuelDraft } from '../fuel-mixture/fuel-flow';

export const DEFAULT_TRACK = 'beginner-oval';

/** Fills defaults and checks every option; throws GameOptionsError naming the problem. */
export function normalizeOptions(input: GameOptionsInput): GameOptions {
  if (!input || typeof input !== 'object') throw new GameOptionsError('options must be an object');
  const rawPlayers =
    typeof input.players === 'number' ? Array.from({ length: input.players }, () => ({})) : input.players;
  if (!Array.isArray(rawPlayers) || rawPlayers.length < 2 || rawPlayers.length > 5) {
    throw new GameOptionsError(
      `players: 2 to 5 seats are needed, got ${Array.isArray(rawPlayers) ? rawPlayers.length : String(input.players)}`,
    );
  }
  const players = rawPlayers.map((p, i) => {
    const name = typeof p === 'string' ? p : (p as { name?: string } | undefined)?.name;
    if (name !== undefined && (typeof name !== 'string' || name.trim() === '' || name.length > 40)) {
      throw new GameOptionsError(`players[${i}].name must be 1-40 characters`);
    }
    return { name: name?.trim() || `Player ${i + 1}` };
  });
  const laps = input.laps ?? 3;
  if (!Number.isInteger(laps) || laps < 1 || laps > 7)
    throw new GameOptionsError(`laps must be a whole number from 1 to 7, got ${laps}`);
  const seed = normalizeSeed(input.seed ?? 1);
  const track = resolveTrack(input.track ?? DEFAULT_TRACK, seed);
  const cards = normalizeCardChoice(input.cards ?? { kind: 'set', id: 'first-game' });
  const v = input.variants ?? {};
  for (const [k, val] of Object.entries(v)) {
    if (!['openBags', 'weaving', 'acceleratedPlay'].includes(k)) throw new GameOptionsError(`unknown variant "${k}"`);
    if (typeof val !== 'boolean') throw new GameOptionsError(`variant ${k} must be true or false`);
  }
  const solo = normalizeSoloOption(input.solo, players.length, laps);
  // A stored solo game (a save) carries the series' own tracks as its season: accept exactly those.
  // (An old save's series may race the earlier layouts of those tracks, legacy-tracks/.)
  const storedTracks = (sn: unknown) => (sn as { tracks?: unknown })?.tracks;
  const ownSeason = (sn: unknown) => {
    const t = storedTracks(sn);
    return (
      Array.isArray(t) && JSON.stringify(t.map((id) => currentTrackId(String(id)))) === JSON.stringify(soloTracks(seed))
    );
  };
  if (solo && input.season && !ownSeason(input.season))
    throw new GameOptionsError('a solo series sets its own five races: leave season out');
  if (input.fuelMixture !== undefined && typeof input.fuelMixture !== 'boolean')
    throw new GameOptionsError('fuelMixture must be true or false');
  if (input.legacyRules !== undefined && input.legacyRules !== 1)
    throw new GameOptionsError('legacyRules must be 1 (the rules of saves before version 4) or absent');
  // A solo series runs as a season over the five shipped tracks, drivers as for a season.
  const drivers = input.drivers ?? (solo ? 'limited' : 'off');
  if (!['off', 'limited', 'all'].includes(drivers))
    throw new GameOptionsError(`drivers must be off, limited or all, got "${drivers}"`);
  if (input.expansionCards !== undefined && typeof input.expansionCards !== 'boolean')
    throw new GameOptionsError('expansionCards must be true or false');
  if (input.seatOneStarts !== undefined && typeof input.seatOneStarts !== 'boolean')
    throw new GameOptionsError('seatOneStarts must be true or false');
  const soloSeason = () =>
    input.season && ownSeason(input.season)
      ? { tracks: [...(storedTracks(input.season) as string[])] }
      : { tracks: soloTracks(seed) };
  const season = solo ? soloSeason() : normalizeSeasonOptions(input.season ?? null, track, seed);
  if (season && drivers === 'off') throw new GameOptionsError('a season campaign needs drivers (limited or all)');
  // Keys in the order of the state schema (serialize.ts), so that a deserialized state
  // serializes to the same bytes.
  return {
    players,
    track: season ? season.tracks[0] : track,
    laps,
    cards,
    variants: {
      openBags: v.openBags ?? true,
      weaving: v.weaving ?? false,
      acceleratedPlay: v.acceleratedPlay ?? false,
    },
    seed,
    drivers,
    expansionCards: input.expansionCards ?? false,
    season,
    seatOneStarts: input.seatOneStarts ?? false,
    // Present only when on, so that the states of other games keep their bytes.
    ...(solo ? { solo } : {}),
    ...(input.fuelMixture ? { fuelMixture: true } : {}),
    ...(input.legacyRules ? { legacyRules: 1 as const } : {}),
  };
}

/** A track id, or a random choice drawn from the seed (its own stream: the game's draws stay as they were). */
function resolveTrack(track: string, seed: number): string {
  if (typeof track !== 'string')
    throw new GameOptionsError('track must be a track id or random, random-base, random-season');
  if (isRandomTrack(track)) {
    const pool = randomTrackPool(track);
    return pool[nextInt(seedRng(seed ^ 0x7a1c), pool.length)];
  }
  if (!findTrack(track)) {
    throw new GameOptionsError(
      `unknown track "${track}"; known: ${listTracks()
        .map((t) => t.id)
        .join(', ')}, or ${RANDOM_TRACKS.join(', ')}`,
    );
  }
  return track;
}

/** The seat that takes the first turn: seat 1, or one drawn from the seed (its own stream). */
export function startingSeat(options: GameOptions): number {
  if (options.seatOneStarts) return 0;
  return nextInt(seedRng(options.seed ^ 0x5ea7), options.players.length);
}

/**
 * Options stored before the starting-player option existed (save files, saved states): seat 1
 * started those games, so they replay as they were played.
 */
export function withStoredDefaults<T extends object>(options: T): T {
  return 'seatOneStarts' in options ? options : { ...options, seatOneStarts: true };
}

function normalizeCardChoice(choice: CardChoice | string): CardChoice {
  if (typeof choice === 'string') {
    if (choice === 'random') return { kind: 'random' };
    if (choice.includes(',')) {
      const ids = choice.split(',').map((x) => x.trim());
      const cards = {} as CardSet;
      for (const id of ids) {
        const def = getCard(id);
        if (!def || !ACTION_COLORS.includes(def.color as ActionColor))
          throw new GameOptionsError(`unknown action card "${id}"`);
        cards[def.color as ActionColor] = id;
      }
      return normalizeCardChoice({ kind: 'custom', cards });
    }
    return normalizeCardChoice({ kind: 'set', id: choice });
  }
  if (choice.kind === 'set') {
    if (!getCardSet(choice.id)) throw new GameOptionsError(`unknown card set "${choice.id}"`);
    return { kind: 'set', id: choice.id };
  }
  if (choice.kind === 'random') return { kind: 'random' };
  if (choice.kind === 'custom') {
    for (const color of ACTION_COLORS) {
      const id = choice.cards?.[color];
      const def = id ? getCard(id) : undefined;
      if (!def || def.color !== color) {
        throw new GameOptionsError(
          `custom card set: the ${color} (${TYPE_OF_COLOR[color]}) card is missing or not a ${color} card (got "${id ?? ''}")`,
        );
      }
    }
    // Colours in table order whatever the input's order (a canonical form).
    const cards = {} as CardSet;
    for (const color of ACTION_COLORS) cards[color] = choice.cards[color];
    return { kind: 'custom', cards };
  }
  throw new GameOptionsError('cards must be a set id, "random", or a custom pick');
}

/** Creates a game at the setup buy of grid slot P1. */
export function createGameState(input: GameOptionsInput, ev: EventSink = null): GameState {
  const options = normalizeOptions(input);
  const rng = seedRng(options.seed);
  const n = options.players.length;
  const s: GameState = {
    schema: 1,
    options,
    cards: resolveCards(options.cards, rng, options.expansionCards),
    stock: [...COMPONENT_COUNTS],
    players: [],
    // Turn order from the starting player, round the table in seat order (RULINGS §4).
    turnOrder: Array.from({ length: n }, (_, i) => (startingSeat(options) + i) % n),
    phase: 'setup',
    turnIndex: 0,
    round: 0,
    turn: freshTurn(),
    setupBought: Array.from({ length: n }, () => emptyPile()),
    prompt: null,
    finalRound: false,
    finishOrder: null,
    rng,
    actionCount: 0,
    track: options.track,
    draftPool: [],
    season: null,
  };
  const def = findTrack(options.track)!;
  for (let i = 0; i < n; i++) {
    const bag = [...STARTING_BAG];
    for (let c = 0; c < bag.length; c++) s.stock[c] -= bag[c];
    s.players.push({
      name: options.players[i].name,
      bag,
      active: emptyPile(),
      used: emptyPile(),
      discard: emptyPile(),
      car: { space: 0, segment: 0 },
      lapsCompleted: 0,
      driver: 0,
      boostDrawsOwed: 0,
      crateMovesOwed: 0,
    });
  }
  // Seats sit on the grid in turn order from P1.
  s.turnOrder.forEach((p, slot) => (s.players[p].car = { ...def.grid[slot] }));
  const ctx: Ctx = { s, t: prepareTrack(def), ev, rules: RULE_HOOKS };
  if (options.season) s.season = createSeasonState(ctx);
  if (options.solo) s.solo = createSoloState(ctx);
  if (options.fuelMixture) s.fuel = createFuelState(s);
  if (options.drivers !== 'off') startDraft(ctx);
  else startSetupBuy(ctx);
  // The Fuel Mixture draft comes first (a prompt over the driver draft or the setup buy).
  if (options.fuelMixture) startFuelDraft(ctx);
  return s;
}

function resolveCards(choice: CardChoice, rng: number[], expansion: boolean): CardSet {
  if (choice.kind === 'set') return { ...getCardSet(choice.id)!.cards };
  if (choice.kind === 'custom') return { ...choice.cards };
  const cards = {} as CardSet;
  for (const color of ACTION_COLORS) {
    const pool = allCards().filter((c) => c.color === color && (c.edition === 'base' || expansion));
    cards[color] = pool[nextInt(rng, pool.length)].id;
  }
  return cards;
}
