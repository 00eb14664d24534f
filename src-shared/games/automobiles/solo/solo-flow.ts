import { COLOR_COUNT } from '../cubes';
import { GameOptionsError, type Ctx } from '../game/context';
import { emit } from '../game/events';
import type { GameState } from '../game/state';
import { nextInt, seedRng } from '../../rng';
import { segmentFront } from '../track/prepared-track';
import { TRACKS } from '../track/tracks';
import { SPONSORS } from '../season/sponsor-table';
import { startNextRace } from '../season/season-flow';
import { returnLockedCubes } from '../fuel-mixture/fuel-flow';
import { bagTotal, isLapBehind, soloBagScore, soloFinishPoints, soloRating } from './solo-scoring';
import type { SoloRaceScore, SoloState } from './solo-types';

/** Seats in a solo series: the human and four bots (RULINGS §9). */
export const SOLO_SEATS = 5;
export const SOLO_LAPS = [3, 7];
/** Mechanics revealed after each race. */
export const MECHANICS_REVEALED = 3;

/** Checks the solo option; returns the normalized form, or undefined for no solo series. */
export function normalizeSoloOption(input: unknown, players: number, laps: number): { human: number } | undefined {
  if (input === undefined || input === null || input === false) return undefined;
  const human = input === true ? 0 : ((input as { human?: unknown })?.human ?? 0);
  if (typeof input !== 'boolean' && typeof input !== 'object')
    throw new GameOptionsError('solo must be true or {human: seat}');
  if (players !== SOLO_SEATS)
    throw new GameOptionsError(`a solo series is one human against four bots: ${SOLO_SEATS} seats, got ${players}`);
  if (!SOLO_LAPS.includes(laps)) throw new GameOptionsError(`a solo series races 3 or 7 laps, got ${laps}`);
  if (typeof human !== 'number' || !Number.isInteger(human) || human < 0 || human >= players) {
    throw new GameOptionsError(`solo.human must be a seat from 0 to ${players - 1}`);
  }
  return { human };
}

/** One race on each shipped track, in an order drawn from the seed. */
export function soloTracks(seed: number): string[] {
  const pool = TRACKS.map((t) => t.id);
  const rng = seedRng(seed ^ 0x5010);
  const out: string[] = [];
  while (pool.length) out.push(pool.splice(nextInt(rng, pool.length), 1)[0]);
  return out;
}

/** The solo state at game creation; the season's own sponsor deck is not used. */
export function createSoloState(ctx: Ctx): SoloState {
  const s = ctx.s;
  const deck = SPONSORS.map((x) => x.id);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = nextInt(s.rng, i + 1);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  if (s.season) {
    s.season.sponsorDeck = [];
    s.season.revealed = [];
  }
  return { human: s.options.solo!.human, mechanicDeck: deck, races: [], pitLap: -1, points: 0, rating: null };
}

/** The human may pit at most once per lap (bots are not limited). */
export function soloPitAllowed(s: GameState, p: number): boolean {
  return !s.solo || p !== s.solo.human || s.players[p].lapsCompleted !== s.solo.pitLap;
}

export function noteSoloPitStop(s: GameState, p: number): void {
  if (s.solo && p === s.solo.human) s.solo.pitLap = s.players[p].lapsCompleted;
}

/** Distance raced: whole laps plus progress on the current lap. */
function distance(ctx: Ctx, p: number): number {
  const pl = ctx.s.players[p];
  return pl.lapsCompleted * ctx.t.lapLength + segmentFront(ctx.t, pl.car.space, pl.car.segment);
}

/** The race part of the score (finish and lapped cars), from the finished position. */
export function scoreSoloFinish(ctx: Ctx): SoloRaceScore {
  const s = ctx.s;
  const solo = s.solo!;
  const order = s.finishOrder!;
  const h = solo.human;
  const place = order.indexOf(h) + 1;
  const race = s.season ? s.season.race : 0;
  const mine = distance(ctx, h);
  const lapDown = isLapBehind(mine, distance(ctx, order[0]), ctx.t.lapLength);
  const lapped = order.filter((p) => p !== h && isLapBehind(distance(ctx, p), mine, ctx.t.lapLength)).length;
  const finish = soloFinishPoints(race + 1, place, order.length, lapDown);
  return {
    race,
    track: s.track,
    place,
    lapDown,
    finish,
    lapped,
    mechanic: '',
    bag: { noWear: 0, noBlue: 0, noBlack: 0, threeWhite: 0 },
    total: finish + lapped,
  };
}

/** After a series race: finish points, all cubes back to the bag, then the mechanic hire. */
export function startSoloScoring(ctx: Ctx): void {
  const s = ctx.s;
  const solo = s.solo!;
  const season = s.season!;
  solo.races.push(scoreSoloFinish(ctx));
  returnLockedCubes(ctx);
  for (const pl of s.players) {
    for (let c = 0; c < COLOR_COUNT; c++) {
      pl.bag[c] += pl.active[c] + pl.used[c] + pl.discard[c];
      pl.active[c] = pl.used[c] = pl.discard[c] = 0;
    }
  }
  season.results.push([...s.finishOrder!]);
  season.sponsorOf[solo.human] = '';
  season.revealed = solo.mechanicDeck.splice(0, MECHANICS_REVEALED);
  if (season.revealed.length === 0) {
    finishSoloRace(ctx);
    return;
  }
  emit(ctx.ev, { type: 'mechanicsRevealed', mechanics: [...season.revealed] });
  // The season's award machinery resolves the mechanic: the column of the human's finish applies.
  const order = s.finishOrder!;
  const i = order.indexOf(solo.human);
  s.phase = 'sponsors';
  season.awardQueue = [];
  season.award = {
    player: solo.human,
    place: i === 0 ? 0 : i === order.length - 1 ? 2 : 1,
    stage: 'choose',
    sponsor: '',
    left: 0,
    money: 0,
    nonWearRemoved: 0,
    extraRemoved: 0,
    gainTaken: 0,
  };
}

/** After the mechanic: bag scoring; then the next race, or the rating after the last one. */
export function finishSoloRace(ctx: Ctx): void {
  const s = ctx.s;
  const solo = s.solo!;
  const season = s.season!;
  const finished = solo.races[solo.races.length - 1];
  const mechanic = season.sponsorOf[solo.human];
  // The mechanic is used once: discarded, never kept; the other revealed ones too.
  season.sponsorOf[solo.human] = '';
  season.revealed = [];
  const pl = s.players[solo.human];
  const owned = pl.bag.map((n, c) => n + pl.active[c] + pl.used[c] + pl.discard[c]);
  const bag = soloBagScore(owned, finished.place === s.players.length);
  // A new record, not the old one changed: copies of the state share the races' records (cloneSolo).
  const score = { ...finished, mechanic, bag, total: finished.finish + finished.lapped + bagTotal(bag) };
  solo.races[solo.races.length - 1] = score;
  solo.points += score.total;
  season.points[solo.human] = solo.points;
  emit(ctx.ev, {
    type: 'soloRaceScored',
    race: score.race,
    score: { ...score, bag: { ...score.bag } },
    points: solo.points,
  });
  if (season.race === s.options.season!.tracks.length - 1) {
    solo.rating = soloRating(solo.points);
    season.champion = [...s.finishOrder!];
    s.phase = 'over';
    emit(ctx.ev, { type: 'soloFinished', points: solo.points, rating: solo.rating });
    return;
  }
  solo.pitLap = -1;
  startNextRace(ctx);
}
