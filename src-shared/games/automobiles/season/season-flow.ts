import { COLORS, COLOR_COUNT, COLOR_INDEX, WEAR, type Color } from '../cubes';
import type { Action } from '../game/actions';
import { GameOptionsError, type Ctx } from '../game/context';
import { emit } from '../game/events';
import type { SeasonOptions, SeasonState, SponsorAward } from '../game/state';
import { nextInt, seedRng } from '../../rng';
import { findTrack } from '../track/track-registry';
import { TRACKS } from '../track/tracks';
import { prepareTrack } from '../track/prepared-track';
import { beginRace, costOf, freshTurn } from '../game/turn-flow';
import { SPONSORS, STANDARD_REMOVAL, getSponsor, racePoints } from './sponsor-table';
import { seasonStandings } from './standings';
import { returnLockedCubes } from '../fuel-mixture/fuel-flow';

/** Checks season options; `{races, random}` picks distinct random tracks from the seed. */
export function normalizeSeasonOptions(
  input: SeasonOptions | { races: number; random?: boolean } | null,
  firstTrack: string,
  seed: number,
): SeasonOptions | null {
  if (!input) return null;
  if (typeof input !== 'object') throw new GameOptionsError('season must be {tracks: [...]} or {races: 3-5, random?}');
  let tracks: string[];
  if ('tracks' in input) {
    if (!Array.isArray(input.tracks) || !input.tracks.every((t) => typeof t === 'string')) {
      throw new GameOptionsError('season.tracks must be a list of track ids');
    }
    tracks = [...input.tracks];
  } else {
    const n = input.races;
    if (!Number.isInteger(n) || n < 3 || n > 5) throw new GameOptionsError(`a season has 3, 4 or 5 races, got ${n}`);
    // Only the shipped tracks: a registered test or custom track is never drawn at random.
    const pool = TRACKS.map((t) => t.id);
    const rng = seedRng(seed ^ 0x5ea5);
    tracks = [];
    if (!input.random) tracks.push(firstTrack);
    while (tracks.length < n) {
      const left = pool.filter((t) => !tracks.includes(t));
      const from = left.length ? left : pool;
      tracks.push(from[nextInt(rng, from.length)]);
    }
  }
  if (tracks.length < 3 || tracks.length > 5)
    throw new GameOptionsError(`a season has 3, 4 or 5 races, got ${tracks.length}`);
  for (const t of tracks) if (!findTrack(t)) throw new GameOptionsError(`season: unknown track "${t}"`);
  return { tracks };
}

export function createSeasonState(ctx: Ctx): SeasonState {
  const s = ctx.s;
  const deck = SPONSORS.map((x) => x.id);
  for (let i = deck.length - 1; i > 0; i--) {
    const j = nextInt(s.rng, i + 1);
    [deck[i], deck[j]] = [deck[j], deck[i]];
  }
  const n = s.players.length;
  return {
    race: 0,
    points: Array(n).fill(0),
    results: [],
    sponsorDeck: deck.slice(n),
    revealed: deck.slice(0, n),
    sponsorOf: Array(n).fill(''),
    awardQueue: [],
    champion: null,
    award: null,
  };
}

function placeOf(finishOrder: number[], p: number): 0 | 1 | 2 {
  const i = finishOrder.indexOf(p);
  if (i === 0) return 0;
  return i === finishOrder.length - 1 && finishOrder.length > 2 ? 2 : 1;
}

/** After a season race: points, then (unless it was the last race) sponsors in finish order. */
export function startSponsorAward(ctx: Ctx): void {
  const s = ctx.s;
  const season = s.season!;
  const order = s.finishOrder!;
  const gained = s.players.map((_, p) => racePoints(season.race, placeOf(order, p)));
  gained.forEach((g, p) => (season.points[p] += g));
  season.results.push([...order]);
  emit(ctx.ev, { type: 'seasonRaceScored', race: season.race, points: gained, total: [...season.points] });
  // Between races everything goes back into the bag (sponsors act on bag and board alike).
  returnLockedCubes(ctx);
  for (const pl of s.players) {
    for (let c = 0; c < COLOR_COUNT; c++) {
      pl.bag[c] += pl.active[c] + pl.used[c] + pl.discard[c];
      pl.active[c] = pl.used[c] = pl.discard[c] = 0;
    }
  }
  if (season.race === s.options.season!.tracks.length - 1) {
    const standings = seasonStandings(s)!;
    season.champion = standings;
    s.phase = 'over';
    emit(ctx.ev, { type: 'seasonFinished', standings, points: [...season.points] });
    return;
  }
  s.phase = 'sponsors';
  season.awardQueue = [...order];
  nextAward(ctx);
}

function nextAward(ctx: Ctx): void {
  const s = ctx.s;
  const season = s.season!;
  const p = season.awardQueue.shift();
  if (p === undefined) {
    season.award = null;
    ctx.rules.afterSponsors(ctx);
    return;
  }
  season.award = {
    player: p,
    place: placeOf(s.finishOrder!, p),
    stage: 'choose',
    sponsor: season.sponsorOf[p],
    left: 0,
    money: 0,
    nonWearRemoved: 0,
    extraRemoved: 0,
    gainTaken: 0,
  };
  // Nothing to choose (no sponsor held, none left face up): no award.
  if (!season.sponsorOf[p] && season.revealed.length === 0) nextAward(ctx);
}

/** The legal sponsor-phase actions of the current award. */
export function listSeasonActions(ctx: Ctx, out: Action[]): void {
  const s = ctx.s;
  const season = s.season!;
  const a = season.award!;
  const bag = s.players[a.player].bag;
  switch (a.stage) {
    case 'choose':
      for (const id of season.revealed) out.push({ type: 'choose', option: `sponsor:${id}` });
      if (season.sponsorOf[a.player]) out.push({ type: 'choose', option: 'keep' });
      return;
    case 'discardOne':
      for (const id of season.revealed) out.push({ type: 'choose', option: `discard:${id}` });
      return;
    case 'standard':
    case 'more':
    case 'wear':
      if (a.left > 0) {
        for (let c = 0; c < COLOR_COUNT; c++) {
          if (bag[c] > 0 && (a.stage !== 'wear' || c === WEAR))
            out.push({ type: 'pick', color: COLORS[c], from: 'bag' });
        }
      }
      out.push({ type: 'stop' });
      return;
    case 'gain':
      // D's free cubes, each optional (RULINGS §5): any listed colour not yet taken that the stock has.
      for (const c of new Set(gainsLeft(a)))
        if (s.stock[c] > 0) out.push({ type: 'pick', color: COLORS[c], from: 'stock' });
      out.push({ type: 'stop' });
      return;
    case 'spend':
      for (let c = 0; c < COLOR_COUNT; c++) {
        const cost = costOf(c);
        if (cost !== null && s.stock[c] > 0 && cost <= a.money)
          out.push({ type: 'pick', color: COLORS[c], from: 'stock' });
      }
      out.push({ type: 'stop' });
  }
}

export function applySeasonAction(ctx: Ctx, action: Action): void {
  const s = ctx.s;
  const season = s.season!;
  const a = season.award!;
  const p = a.player;
  if (a.stage === 'choose') {
    const opt = (action as { option: string }).option;
    if (opt === 'keep') {
      emit(ctx.ev, { type: 'sponsorChosen', player: p, sponsor: a.sponsor, kept: true });
      a.stage = 'discardOne';
      if (season.revealed.length === 0) beginEffect(ctx, a);
      return;
    }
    const id = opt.slice('sponsor:'.length);
    if (season.sponsorOf[p]) emit(ctx.ev, { type: 'sponsorRemoved', sponsor: season.sponsorOf[p], by: p });
    season.revealed = season.revealed.filter((x) => x !== id);
    season.sponsorOf[p] = id;
    a.sponsor = id;
    emit(ctx.ev, { type: 'sponsorChosen', player: p, sponsor: id, kept: false });
    beginEffect(ctx, a);
    return;
  }
  if (a.stage === 'discardOne') {
    const id = (action as { option: string }).option.slice('discard:'.length);
    season.revealed = season.revealed.filter((x) => x !== id);
    emit(ctx.ev, { type: 'sponsorRemoved', sponsor: id, by: p });
    beginEffect(ctx, a);
    return;
  }
  if (action.type === 'pick') {
    const c = COLOR_INDEX[action.color as Color];
    const pl = s.players[p];
    if (a.stage === 'gain') {
      s.stock[c]--;
      pl.bag[c]++;
      const gains = getSponsor(a.sponsor)!.gains![a.place];
      a.gainTaken |= 1 << gains.findIndex((g, i) => g === c && !(a.gainTaken & (1 << i)));
      emit(ctx.ev, { type: 'cubeGained', player: p, color: COLORS[c], to: 'bag', reason: `sponsor ${a.sponsor}` });
      a.left = gainsLeft(a).length;
      if (gainsLeft(a).some((g) => s.stock[g] > 0)) return;
    } else if (a.stage === 'spend') {
      s.stock[c]--;
      pl.bag[c]++;
      a.money -= costOf(c)!;
      emit(ctx.ev, { type: 'cubeBought', player: p, color: COLORS[c], cost: costOf(c)!, moneyLeft: a.money });
      if (a.money > 0) return;
    } else {
      pl.bag[c]--;
      s.stock[c]++;
      a.left--;
      if (a.stage === 'standard' && c !== WEAR) a.nonWearRemoved++;
      if (a.stage === 'more') a.extraRemoved++;
      emit(ctx.ev, { type: 'cubeRemoved', player: p, color: COLORS[c], from: 'bag', reason: `sponsor ${a.sponsor}` });
      if (a.left > 0) return;
    }
  }
  // A stage is over (stopped or exhausted): on to the extra ability, or the next player.
  advanceEffect(ctx, a);
}

/** The colours of sponsor D's list not yet taken in this award (the stock may lack some). */
export function gainsLeft(a: SponsorAward): number[] {
  const gains = getSponsor(a.sponsor)?.gains?.[a.place] ?? [];
  return gains.filter((_, i) => !(a.gainTaken & (1 << i)));
}

function beginEffect(ctx: Ctx, a: SponsorAward): void {
  a.stage = 'standard';
  a.left = STANDARD_REMOVAL[a.place];
}

function advanceEffect(ctx: Ctx, a: SponsorAward): void {
  const s = ctx.s;
  const def = getSponsor(a.sponsor)!;
  const k = def.extra[a.place];
  if (a.stage === 'standard') {
    switch (def.letter) {
      case 'A':
        a.stage = 'spend';
        a.money = k;
        return;
      case 'B':
      case 'F':
        a.stage = 'more';
        a.left = k;
        return;
      case 'C':
        a.stage = 'wear';
        a.left = k;
        return;
      case 'E':
        if (k > 0 && a.nonWearRemoved > 0) {
          a.stage = 'wear';
          a.left = k * a.nonWearRemoved;
          return;
        }
        break;
      case 'D':
        if (s.options.legacyRules) {
          gainAll(ctx, a);
          break;
        }
        a.stage = 'gain';
        a.gainTaken = 0;
        a.left = gainsLeft(a).length;
        if (gainsLeft(a).some((c) => s.stock[c] > 0)) return;
        break;
    }
  } else if (a.stage === 'more' && def.letter === 'F' && a.extraRemoved > 0) {
    a.stage = 'spend';
    a.money = 2 * a.extraRemoved;
    return;
  }
  nextAward(ctx);
}

/**
 * Sponsor D in an old save's game (legacyRules 1): every listed cube the stock has, at once,
 * as the old build did (the recorded actions have no picks for them).
 */
function gainAll(ctx: Ctx, a: SponsorAward): void {
  const s = ctx.s;
  for (const c of getSponsor(a.sponsor)!.gains![a.place]) {
    if (s.stock[c] > 0) {
      s.stock[c]--;
      s.players[a.player].bag[c]++;
      emit(ctx.ev, {
        type: 'cubeGained',
        player: a.player,
        color: COLORS[c],
        to: 'bag',
        reason: `sponsor ${a.sponsor}`,
      });
    }
  }
}

/** The next race: new track, turn order from the finish, same bags, stock and card set; no allowance. */
export function startNextRace(ctx: Ctx): void {
  const s = ctx.s;
  const season = s.season!;
  season.race++;
  const order = s.finishOrder!;
  s.track = s.options.season!.tracks[season.race];
  const def = findTrack(s.track)!;
  ctx.t = prepareTrack(def);
  s.turnOrder = [...order];
  order.forEach((p, slot) => {
    s.players[p].car = { ...def.grid[slot] };
    s.players[p].lapsCompleted = 0;
    s.players[p].boostDrawsOwed = 0;
    s.players[p].crateMovesOwed = 0;
  });
  s.finalRound = false;
  s.finishOrder = null;
  s.prompt = null;
  s.turn = freshTurn();
  season.revealed = season.sponsorDeck.splice(0, s.players.length);
  emit(ctx.ev, { type: 'raceStarted', race: season.race, track: s.track, turnOrder: [...s.turnOrder] });
  beginRace(ctx);
}
