/**
 * The solo series as a campaign (RULINGS §9): options, the five shipped tracks in a seeded
 * order, the mechanic hire (three revealed, the finish column, discarded), cubes back to the
 * bag with the stock carried over, the one pit stop per lap, the rating after race 5, and
 * saving/resuming mid-series.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  deserialize,
  legalActions,
  serialize,
  type GameEvent,
  type GameState,
} from '../../../src-shared/games/automobiles/index';
import { TRACKS, soloTracks } from '../../../src-shared/games/automobiles';
import { giveTurnTo, placeCars, setPiles } from '../../../src-shared/games/automobiles/testing';
import { cubeCountProblem } from '../invariants/cube-count';
import { SOLO_TRACK, endRaceWith, fieldWithHumanAt, hire, humanOwns, soloSeries } from './solo-helpers';

/** Declines the rest of the mechanic's optional removals and purchases. */
function declineRest(s: GameState): void {
  while ((s.phase as string) === 'sponsors')
    applyAction(s, legalActions(s).find((a) => a.type === 'stop') ?? legalActions(s)[0]);
}

const FIELD = fieldWithHumanAt;

describe('options', () => {
  it('five seats, 3 or 7 laps, its own tracks, drivers by default', () => {
    const s = createGame({ players: 5, solo: true, seed: 11 });
    expect(s.options.solo).toEqual({ human: 0 });
    expect(s.options.drivers).toBe('limited');
    expect([...s.options.season!.tracks].sort()).toEqual(TRACKS.map((t) => t.id).sort());
    expect(s.options.season!.tracks).toEqual(soloTracks(11));
    expect(createGame({ players: 5, solo: true, laps: 7, seed: 11 }).options.laps).toBe(7);
    expect(() => createGame({ players: 4, solo: true })).toThrow(/5 seats/);
    expect(() => createGame({ players: 5, solo: true, laps: 4 })).toThrow(/3 or 7 laps/);
    expect(() => createGame({ players: 5, solo: { human: 5 } })).toThrow(/solo.human/);
    expect(() => createGame({ players: 5, solo: true, season: { races: 3 } })).toThrow(/leave season out/);
  });

  it('the track order is drawn from the seed (different seeds, different orders)', () => {
    const orders = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => soloTracks(seed).join()));
    expect(orders.size).toBeGreaterThan(1);
    expect(soloTracks(4)).toEqual(soloTracks(4));
  });

  it('a game that is not a solo series keeps its exact state shape (no solo or fuel keys)', () => {
    const s = createGame({ players: 3, seed: 2 });
    expect('solo' in s.options || 'fuelMixture' in s.options || 'solo' in s || 'fuel' in s).toBe(false);
  });
});

describe('the mechanic hire', () => {
  it('three revealed; the column of the finish applies (1st 3, middle 6, last 12 removals)', () => {
    const s = soloSeries();
    humanOwns(s, { white: 4, lightGray: 8, yellow: 8 });
    const deckBefore = [...s.solo!.mechanicDeck];
    const ev = endRaceWith(s, FIELD(1));
    expect(ev.find((e) => e.type === 'mechanicsRevealed')).toEqual({
      type: 'mechanicsRevealed',
      mechanics: deckBefore.slice(0, 3),
    });
    expect(s.season!.revealed).toEqual(deckBefore.slice(0, 3));
    expect(s.season!.award).toMatchObject({ player: 0, place: 0, stage: 'choose' });
    // Only the three revealed, no "keep": a mechanic is never kept.
    expect(
      legalActions(s)
        .map((a) => (a as { option: string }).option)
        .sort(),
    ).toEqual(
      deckBefore
        .slice(0, 3)
        .map((x) => `sponsor:${x}`)
        .sort(),
    );
    applyAction(s, { type: 'choose', option: `sponsor:${deckBefore[0]}` });
    expect(s.season!.award).toMatchObject({ stage: 'standard', left: 3 });
    declineRest(s);
    expect(s.solo!.races[0].mechanic).toBe(deckBefore[0]);
    expect(s.season!.sponsorOf[0]).toBe('');
    expect(s.season!.revealed).toEqual([]);
    expect(s.solo!.mechanicDeck).toEqual(deckBefore.slice(3));
    // Race 2: a middle finish (3rd) → 6; then last → 12.
    endRaceWith(s, FIELD(3));
    expect(s.season!.revealed).toEqual(deckBefore.slice(3, 6));
    applyAction(s, { type: 'choose', option: `sponsor:${deckBefore[3]}` });
    expect(s.season!.award).toMatchObject({ place: 1, stage: 'standard', left: 6 });
    declineRest(s);
    endRaceWith(s, FIELD(5));
    applyAction(s, { type: 'choose', option: `sponsor:${deckBefore[6]}` });
    expect(s.season!.award).toMatchObject({ place: 2, stage: 'standard', left: 12 });
  });

  it('bots get no mechanic: only the human decides between races', () => {
    const s = soloSeries();
    endRaceWith(s, FIELD(2));
    expect(s.season!.awardQueue).toEqual([]);
    expect(s.season!.award!.player).toBe(0);
  });
});

describe('between races', () => {
  it('all cubes go back to the bag, the stock carries over, the next track comes', () => {
    const s = soloSeries();
    setPiles(s, 1, { bag: { white: 2 }, active: { white: 1 }, used: { yellow: 2 }, discard: { lightGray: 3 } });
    s.stock[3] -= 4; // black bought elsewhere: the stock is not refilled
    s.players[2].bag[3] += 4;
    endRaceWith(s, FIELD(1));
    expect(s.players[1].bag).toEqual([3, 3, 0, 0, 0, 2, 0, 0, 0, 0]);
    expect(s.players[1].active.concat(s.players[1].used, s.players[1].discard).every((n) => n === 0)).toBe(true);
    const stockBlack = s.stock[3];
    hire(s, 'B1' === s.season!.revealed[0] ? 'B1' : s.season!.revealed[0]);
    expect(s.season!.race).toBe(1);
    expect(s.track).toBe(s.options.season!.tracks[1]);
    expect(s.stock[3]).toBe(stockBlack);
    expect(s.phase).toBe('action');
    expect(cubeCountProblem(s)).toBeNull();
  });
});

describe('pit stops', () => {
  it('the human may pit once per lap; bots are not limited', () => {
    const s = soloSeries();
    const pit = { type: 'pitStop' } as const;
    const hasPit = () => legalActions(s).some((a) => a.type === 'pitStop');
    giveTurnTo(s, 0);
    expect(hasPit()).toBe(true);
    applyAction(s, pit);
    expect(s.solo!.pitLap).toBe(0);
    giveTurnTo(s, 0);
    expect(hasPit()).toBe(false);
    // A bot seat pits as often as it likes.
    giveTurnTo(s, 1);
    applyAction(s, pit);
    giveTurnTo(s, 1);
    expect(hasPit()).toBe(true);
    // The next lap: the human may pit again.
    placeCars(
      s,
      s.players.map((pl, i) => ({ ...pl.car, laps: i === 0 ? 1 : pl.lapsCompleted })),
    );
    giveTurnTo(s, 0);
    expect(hasPit()).toBe(true);
  });

  it('the limit starts afresh each race', () => {
    const s = soloSeries();
    giveTurnTo(s, 0);
    applyAction(s, { type: 'pitStop' });
    expect(s.solo!.pitLap).toBe(0);
    endRaceWith(s, FIELD(2));
    hire(s, s.season!.revealed[0]);
    expect(s.solo!.pitLap).toBe(-1);
  });
});

describe('the whole series', () => {
  it('five races, points summed, the rating after race 5, then over', () => {
    const s = soloSeries(5);
    const all: GameEvent[] = [];
    const places = [1, 2, 5, 1, 3];
    for (const place of places) {
      humanOwns(s, { white: 3, yellow: 5 });
      all.push(...endRaceWith(s, FIELD(place)));
      s.season!.revealed = s.season!.revealed.map(() => 'B1');
      all.push(...hire(s, 'B1'));
    }
    // Finish 4 + 3 + 2 + 7 + 3 = 19; bag 4 + 4 + 1 + 4 + 4 = 17.
    expect(s.solo!.races.map((r) => r.total)).toEqual([8, 7, 3, 11, 7]);
    expect(s.solo!.points).toBe(36);
    expect(s.solo!.rating).toBe('Series Champion');
    expect(s.phase).toBe('over');
    expect(all.filter((e) => e.type === 'soloFinished')).toEqual([
      { type: 'soloFinished', points: 36, rating: 'Series Champion' },
    ]);
    expect(legalActions(s)).toEqual([]);
  });

  it('saved and resumed at any point: the mechanic screen, mid-race, the end', () => {
    const s = soloSeries(6);
    endRaceWith(s, FIELD(2));
    const atMechanic = serialize(s);
    const back = deserialize(atMechanic);
    expect(serialize(back)).toBe(atMechanic);
    hire(back, back.season!.revealed[1]);
    hire(s, s.season!.revealed[1]);
    expect(serialize(back)).toBe(serialize(s));
    expect(back.solo!.races[0].mechanic).not.toBe('');
    const corrupt = JSON.parse(atMechanic);
    corrupt.solo.points = -3;
    expect(() => deserialize(JSON.stringify(corrupt))).toThrow(/solo.points/);
    void SOLO_TRACK;
  });
});
