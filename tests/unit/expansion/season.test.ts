/**
 * The season campaign (seed 000, RULINGS §7): points per race, what carries over between
 * races, turn order and grid from the last finish, no allowance after race 1, new sponsors,
 * the champion with its tie-break, and saving/resuming a season.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  currentPlayer,
  deserialize,
  legalActions,
  serialize,
  type GameEvent,
  type GameState,
} from '../../../src-shared/games/automobiles/index';
import { findTrack, racePoints } from '../../../src-shared/games/automobiles';
import {
  STOP,
  choose,
  eventsOf,
  expTrack,
  expectConserved,
  finishRace,
  options,
  passSponsors,
  pastSetup,
  run,
  size,
} from './expansion-helpers';

const W8 = Array.from({ length: 8 }, () => ['w', 10] as [string, number]);
const LG8 = Array.from({ length: 8 }, () => ['lg', 10] as [string, number]);
const SA = expTrack('season-a', [W8, W8, W8]);
const SB = expTrack('season-b', [W8, LG8, W8]);
const trackOf = (s: GameState) => (s.track === SA.id ? SA : SB);

function season(players: number, races: number, seed = 3): GameState {
  const tracks = Array.from({ length: races }, (_, i) => (i % 2 ? SB.id : SA.id));
  return pastSetup({ players, drivers: 'limited', season: { tracks }, laps: 1, cards: 'rinse-and-repeat', seed });
}

/** Only B sponsors (removal, never gains) face up, so that "stop" changes nothing. */
function onlyB(s: GameState): void {
  const season = s.season!;
  const all = [...season.revealed, ...season.sponsorDeck];
  const bs = ['B1', 'B2', 'B3'].slice(0, s.players.length);
  season.revealed = bs;
  season.sponsorDeck = all.filter((x) => !bs.includes(x));
}

const owned = (s: GameState, p: number) => {
  const pl = s.players[p];
  return pl.bag.map((n, c) => n + pl.active[c] + pl.used[c] + pl.discard[c]);
};

describe('points', () => {
  it('the table: first 4/5/6/7/8 by race number, middle 3, last 2', () => {
    expect([0, 1, 2, 3, 4].map((r) => racePoints(r, 0))).toEqual([4, 5, 6, 7, 8]);
    expect([0, 1, 2, 3, 4].map((r) => racePoints(r, 1))).toEqual([3, 3, 3, 3, 3]);
    expect([0, 1, 2, 3, 4].map((r) => racePoints(r, 2))).toEqual([2, 2, 2, 2, 2]);
  });

  it('a 5-race, 4-player season scores every race from its finish order', () => {
    const s = season(4, 5);
    const orders = [
      [0, 1, 2, 3],
      [3, 2, 1, 0],
      [1, 3, 0, 2],
      [2, 0, 3, 1],
      [1, 0, 2, 3],
    ];
    const want = [0, 0, 0, 0];
    orders.forEach((order, race) => {
      const ev = finishRace(s, trackOf(s), order);
      const scored = eventsOf(ev, 'seasonRaceScored');
      expect(scored.length).toBe(1);
      const pts = [0, 0, 0, 0];
      pts[order[0]] = 4 + race;
      pts[order[1]] = 3;
      pts[order[2]] = 3;
      pts[order[3]] = 2;
      expect(scored[0].points).toEqual(pts);
      pts.forEach((p, i) => (want[i] += p));
      expect(s.season!.points).toEqual(want);
      expect(s.season!.results[race]).toEqual(order);
      passSponsors(s);
    });
    expect(s.phase).toBe('over');
    // by hand: P0 4+2+3+3+3, P1 3+3+6+2+8, P2 3+3+2+7+3, P3 2+5+3+3+2
    expect(s.season!.points).toEqual([15, 22, 18, 15]);
    expect(s.season!.champion).toEqual([1, 2, 0, 3]); // P0 and P3 tie: P3 was last in the last race
  });

  it('2 players: the second gets the middle 3 points', () => {
    const s = season(2, 3);
    const ev = finishRace(s, trackOf(s), [1, 0]);
    expect(eventsOf(ev, 'seasonRaceScored')[0].points).toEqual([3, 4]);
  });
});

describe('between races', () => {
  it('everything goes back into the bag; the stock, card set, bags, drivers and sponsors carry over; turn order and grid follow the finish; no allowance; new sponsors', () => {
    const s = season(3, 3);
    const drivers = s.players.map((p) => p.driver);
    expect(drivers.every((d) => d >= 1)).toBe(true);
    const cards = { ...s.cards };
    finishRace(s, SA, [2, 0, 1]);
    expect(s.phase).toBe('sponsors');
    onlyB(s);
    for (const pl of s.players) expect(size(pl.active) + size(pl.used) + size(pl.discard)).toBe(0);
    const ownedBefore = s.players.map((_, p) => owned(s, p));
    const stockBefore = s.stock.slice();
    const nextSponsors = s.season!.sponsorDeck.slice(0, 3);
    // everyone takes a sponsor and removes nothing
    run(s, choose('sponsor:B2'), STOP, STOP);
    run(s, choose('sponsor:B1'), STOP, STOP);
    const ev: GameEvent[] = run(s, choose('sponsor:B3'), STOP);
    const last = run(s, STOP);
    ev.push(...last);
    // race 2 began at once: P1 of the new grid acts, no setup buy
    expect(s.season!.race).toBe(1);
    expect(s.track).toBe(SB.id);
    expect(s.phase).toBe('action');
    expect(eventsOf(ev, 'setupStarted')).toEqual([]);
    expect(eventsOf(ev, 'raceStarted')).toEqual([{ type: 'raceStarted', race: 1, track: SB.id, turnOrder: [2, 0, 1] }]);
    expect(s.turnOrder).toEqual([2, 0, 1]);
    expect(currentPlayer(s)).toBe(2);
    expect(s.turn.money).toBe(0);
    const grid = findTrack(SB.id)!.grid;
    [2, 0, 1].forEach((p, slot) => {
      expect(s.players[p].car).toEqual(grid[slot]);
      expect(s.players[p].lapsCompleted).toBe(0);
    });
    // carry-over
    expect(s.cards).toEqual(cards);
    expect(s.players.map((p) => p.driver)).toEqual(drivers);
    expect(s.season!.sponsorOf).toEqual(['B1', 'B3', 'B2']);
    expect(s.stock).toEqual(stockBefore);
    for (let p = 0; p < 3; p++) {
      expect(owned(s, p)).toEqual(ownedBefore[p]);
      expect(size(s.players[p].active)).toBe(Math.min(7, size(ownedBefore[p])));
    }
    expect(s.season!.revealed).toEqual(nextSponsors);
    expect(s.finalRound).toBe(false);
    expect(s.finishOrder).toBeNull();
    expectConserved(s);
  });

  it('keep: the player removes one available sponsor from the game and applies the kept one at the new place', () => {
    const s = season(3, 3);
    finishRace(s, SA, [2, 0, 1]);
    onlyB(s);
    passSponsors(s); // P2 B1, P0 B2, P1 B3
    expect(s.season!.sponsorOf).toEqual(['B2', 'B3', 'B1']);
    const revealed = [...s.season!.revealed];
    finishRace(s, SB, [1, 2, 0]);
    expect(currentPlayer(s)).toBe(1);
    expect(options(s)).toEqual(['keep', ...revealed.map((x) => `sponsor:${x}`)].sort());
    run(s, choose('keep'));
    // must remove one of the available sponsors
    expect(options(s)).toEqual(revealed.map((x) => `discard:${x}`).sort());
    expect(legalActions(s).some((a) => a.type === 'stop')).toBe(false);
    const ev = run(s, choose(`discard:${revealed[0]}`));
    expect(eventsOf(ev, 'sponsorRemoved')).toEqual([{ type: 'sponsorRemoved', sponsor: revealed[0], by: 1 }]);
    expect(s.season!.revealed).toEqual(revealed.slice(1));
    expect(s.season!.sponsorDeck).not.toContain(revealed[0]);
    // the kept B3, now in first place: the standard 3 then B3's first-place 3
    expect(s.season!.award!.place).toBe(0);
    expect(s.season!.award!.sponsor).toBe('B3');
    expect(s.season!.sponsorOf[1]).toBe('B3');
  });

  it('switch: the old sponsor leaves the game, the new one applies', () => {
    const s = season(3, 3);
    finishRace(s, SA, [2, 0, 1]);
    onlyB(s);
    passSponsors(s);
    const revealed = [...s.season!.revealed];
    finishRace(s, SB, [1, 2, 0]);
    run(s, choose(`sponsor:${revealed[1]}`));
    expect(s.season!.sponsorOf[1]).toBe(revealed[1]);
    expect(s.season!.revealed).toEqual([revealed[0], revealed[2]]);
    const everywhere = [...s.season!.revealed, ...s.season!.sponsorDeck, ...s.season!.sponsorOf];
    expect(everywhere).not.toContain('B3');
    expect(s.season!.award!.sponsor).toBe(revealed[1]);
  });

  it('the last race ends the season: no sponsors, the champion by points', () => {
    const s = season(3, 3);
    for (const order of [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
    ]) {
      finishRace(s, trackOf(s), order);
      if (s.phase === 'sponsors') passSponsors(s);
    }
    expect(s.phase).toBe('over');
    expect(s.season!.points).toEqual([4 + 5 + 3, 3 + 2 + 6, 2 + 3 + 2]);
    expect(s.season!.champion).toEqual([0, 1, 2]);
    expect(legalActions(s)).toEqual([]);
    expect(currentPlayer(s)).toBe(-1);
  });

  it('a tie goes to the better finisher of the last race', () => {
    const s = season(2, 3);
    const ends: GameEvent[] = [];
    for (const order of [
      [0, 1],
      [0, 1],
      [1, 0],
    ]) {
      ends.push(...finishRace(s, trackOf(s), order));
      if (s.phase === 'sponsors') passSponsors(s);
    }
    expect(s.season!.points).toEqual([4 + 5 + 3, 3 + 3 + 6]);
    expect(s.season!.champion).toEqual([1, 0]);
    expect(eventsOf(ends, 'seasonFinished')).toEqual([{ type: 'seasonFinished', standings: [1, 0], points: [12, 12] }]);
  });
});

describe('the sponsor deck runs out (18 sponsors)', () => {
  it('5 players, 5 races: the 4th award has 3 sponsors face up; the others can only keep theirs', () => {
    const s = season(5, 5);
    const order = [0, 1, 2, 3, 4];
    for (let race = 0; race < 3; race++) {
      finishRace(s, trackOf(s), order);
      passSponsors(s);
    }
    expect(s.season!.revealed.length).toBe(3);
    expect(s.season!.sponsorDeck.length).toBe(0);
    finishRace(s, trackOf(s), order);
    for (let k = 0; k < 3; k++) {
      expect(currentPlayer(s)).toBe(order[k]);
      expect(options(s).filter((o) => o.startsWith('sponsor:')).length).toBe(3 - k);
      run(s, choose(options(s).find((o) => o.startsWith('sponsor:'))!));
      while (s.season!.award!.player === order[k]) run(s, STOP);
    }
    for (const p of [3, 4]) {
      expect(currentPlayer(s)).toBe(p);
      expect(options(s)).toEqual(['keep']);
      run(s, choose('keep'));
      // nothing to remove from the game: straight to the effect
      expect(s.season!.award!.stage).toBe('standard');
      while (s.phase === 'sponsors' && s.season!.award!.player === p) run(s, STOP);
    }
    expect(s.season!.race).toBe(4);
    expect(s.season!.revealed).toEqual([]);
    finishRace(s, trackOf(s), order);
    expect(s.phase).toBe('over');
    expect(s.season!.champion![0]).toBe(0);
    expectConserved(s);
  });
});

describe('saving and resuming a season', () => {
  /** A deterministic continuation: the k-th legal action by a fixed pseudo-random index. */
  function continueBoth(a: GameState, b: GameState, steps: number): void {
    for (let i = 0; i < steps && a.phase !== 'over'; i++) {
      const la = legalActions(a);
      expect(legalActions(b)).toEqual(la);
      // prefer moves and plays to keep the race going
      const good = la.filter((x) => x.type === 'step' || x.type === 'play' || x.type === 'stop');
      const pool = good.length ? good : la;
      const act = pool[(i * 7919) % pool.length];
      applyAction(a, act);
      applyAction(b, act);
      expect(serialize(b)).toBe(serialize(a));
    }
  }

  it('mid-race: deserialize gives the same legal actions and the same continuation', () => {
    const s = season(3, 3);
    finishRace(s, SA, [1, 2, 0]);
    passSponsors(s);
    // race 2, a few actions in
    for (let i = 0; i < 5; i++) applyAction(s, legalActions(s)[0]);
    const copy = deserialize(serialize(s));
    expect(serialize(copy)).toBe(serialize(s));
    expect(legalActions(copy)).toEqual(legalActions(s));
    continueBoth(s, copy, 300);
  });

  it('between races (sponsor award in progress): the same', () => {
    const s = season(3, 3);
    finishRace(s, SA, [2, 0, 1]);
    run(s, legalActions(s)[0]); // P2 chooses
    const copy = deserialize(serialize(s));
    expect(copy.phase).toBe('sponsors');
    expect(legalActions(copy)).toEqual(legalActions(s));
    expect(currentPlayer(copy)).toBe(currentPlayer(s));
    continueBoth(s, copy, 300);
    expect(s.season!.race).toBeGreaterThanOrEqual(1);
  });

  it('a finished season round-trips', () => {
    const s = season(2, 3);
    for (const order of [
      [0, 1],
      [1, 0],
      [0, 1],
    ]) {
      finishRace(s, trackOf(s), order);
      passSponsors(s);
    }
    const copy = deserialize(serialize(s));
    expect(copy.season!.champion).toEqual(s.season!.champion);
    expect(legalActions(copy)).toEqual([]);
  });
});

describe('random season', () => {
  it('{races, random} picks distinct registered tracks from the seed, the same for the same seed', () => {
    const a = createGame({ players: 2, drivers: 'limited', season: { races: 4, random: true }, seed: 42 });
    const b = createGame({ players: 2, drivers: 'limited', season: { races: 4, random: true }, seed: 42 });
    const tracks = a.options.season!.tracks;
    expect(tracks.length).toBe(4);
    expect(new Set(tracks).size).toBe(4);
    for (const t of tracks) expect(findTrack(t)).toBeDefined();
    expect(b.options.season!.tracks).toEqual(tracks);
    expect(a.track).toBe(tracks[0]);
  });

  it('{races} without random starts on the chosen track', () => {
    const a = createGame({ players: 2, drivers: 'all', track: 'speedway', season: { races: 3 }, seed: 1 });
    expect(a.options.season!.tracks[0]).toBe('speedway');
    expect(a.options.season!.tracks.length).toBe(3);
  });
});
