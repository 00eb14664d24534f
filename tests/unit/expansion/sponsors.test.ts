/**
 * Sponsors A–F (seed 000 "Awarding Sponsors", RULINGS §7): chosen in finish order, the
 * standard removal (first 3, middle 6, last 12, from the bag where everything is between
 * races) and each letter's extra ability with the house numbers.
 */
import { describe, expect, it } from 'vitest';
import {
  currentPlayer,
  legalActions,
  type Action,
  type GameEvent,
  type GameState,
} from '../../../src-shared/games/automobiles/index';
import {
  BLACK,
  COLORS,
  DARK_GRAY,
  LIGHT_GRAY,
  WEAR,
  WHITE,
  pileFrom,
  COLOR_ECONOMY,
  SPONSORS,
  STANDARD_REMOVAL,
  getSponsor,
} from '../../../src-shared/games/automobiles';
import { setPiles } from '../../../src-shared/games/automobiles/testing';
import {
  STOP,
  choose,
  eventsOf,
  expTrack,
  expectConserved,
  expectIllegal,
  finishRace,
  options,
  pastSetup,
  pick,
  picks,
  run,
  size,
} from './expansion-helpers';

const W8 = Array.from({ length: 8 }, () => ['w', 10] as [string, number]);
const SA = expTrack('season-a', [W8, W8, W8]);
const BIG = { white: 4, yellow: 6, lightGray: 2, darkGray: 2, brown: 14 };

/** A 3-player (or n-player) season at the first sponsor award, finish order given; bags set to BIG. */
function atSponsors(order = [2, 0, 1], revealed?: string[]): GameState {
  const n = order.length;
  const s = pastSetup({
    players: n,
    drivers: 'limited',
    season: { tracks: [SA.id, SA.id, SA.id] },
    laps: 1,
    cards: 'rinse-and-repeat',
    seed: 5,
  });
  finishRace(s, SA, order);
  expect(s.phase).toBe('sponsors');
  for (let p = 0; p < n; p++) setPiles(s, p, { bag: BIG });
  if (revealed) reveal(s, revealed);
  return s;
}

function reveal(s: GameState, ids: string[]): void {
  const season = s.season!;
  const all = [...season.revealed, ...season.sponsorDeck];
  season.revealed = [...ids];
  season.sponsorDeck = all.filter((x) => !ids.includes(x));
}

/** Everything a player owns, per colour. */
const owned = (s: GameState, p: number) => {
  const pl = s.players[p];
  return pl.bag.map((n, c) => n + pl.active[c] + pl.used[c] + pl.discard[c]);
};

const award = (s: GameState) => s.season!.award!;
const stillIn = (s: GameState, p: number, stage: string) =>
  s.phase === 'sponsors' && award(s).player === p && award(s).stage === stage;

/** Picks cubes (non-wear first unless `wearFirst`) while the award stays in this stage; returns how many. */
function removeAll(s: GameState, wearFirst = false, log: GameEvent[] = []): number {
  const p = award(s).player;
  const stage = award(s).stage;
  let k = 0;
  while (stillIn(s, p, stage)) {
    const ps = legalActions(s).filter((a): a is Extract<Action, { type: 'pick' }> => a.type === 'pick');
    if (ps.length === 0) break;
    const a = (wearFirst ? ps.find((x) => x.color === 'brown') : ps.find((x) => x.color !== 'brown')) ?? ps[0];
    log.push(...run(s, a));
    k++;
  }
  return k;
}

/** Declines the rest of the current player's award. */
function passAward(s: GameState): void {
  const p = award(s).player;
  while (s.phase === 'sponsors' && award(s).player === p && award(s).stage !== 'choose') run(s, STOP);
}

describe('award order', () => {
  it('in finish order: first chooses first, then the middle, the last takes the remaining sponsor', () => {
    const s = atSponsors([2, 0, 1], ['A1', 'B1', 'C1']);
    expect(s.players.every((pl) => size(pl.active) + size(pl.used) + size(pl.discard) === 0)).toBe(true);
    expect(currentPlayer(s)).toBe(2);
    expect(options(s)).toEqual(['sponsor:A1', 'sponsor:B1', 'sponsor:C1']);
    run(s, choose('sponsor:B1'));
    expect(award(s).place).toBe(0);
    passAward(s);
    expect(currentPlayer(s)).toBe(0);
    expect(award(s).place).toBe(1);
    expect(options(s)).toEqual(['sponsor:A1', 'sponsor:C1']);
    run(s, choose('sponsor:C1'));
    passAward(s);
    expect(currentPlayer(s)).toBe(1);
    expect(award(s).place).toBe(2);
    expect(options(s)).toEqual(['sponsor:A1']);
    expectIllegal(s, choose('sponsor:B1'));
    expectIllegal(s, choose('keep'));
    run(s, choose('sponsor:A1'));
    passAward(s);
    expect(s.season!.sponsorOf).toEqual(['C1', 'A1', 'B1']);
    expect(s.phase).toBe('action');
  });

  it('2 players: the second applies the middle effect (6), not the last (12)', () => {
    const s = atSponsors([1, 0], ['B1', 'B2']);
    run(s, choose('sponsor:B1'));
    expect(removeAll(s)).toBe(3);
    passAward(s);
    expect(currentPlayer(s)).toBe(0);
    run(s, choose('sponsor:B2'));
    expect(award(s).place).toBe(1);
    expect(removeAll(s)).toBe(6);
  });

  it('the standard removal takes any cubes from the bag, up to the limit, and may stop early', () => {
    const s = atSponsors([2, 0, 1], ['B1', 'B2', 'B3']);
    run(s, choose('sponsor:B1'));
    expect(picks(s)).toEqual(['brown@bag', 'darkGray@bag', 'lightGray@bag', 'white@bag', 'yellow@bag']);
    const before = owned(s, 2);
    run(s, pick('brown', 'bag'), pick('yellow', 'bag'), STOP);
    expect(award(s).stage).toBe('more');
    const after = owned(s, 2);
    expect(before[WEAR] - after[WEAR]).toBe(1);
    expect(before[5] - after[5]).toBe(1);
    expectConserved(s);
  });
});

describe('every sponsor, every place: the standard removal and the extra ability (RULINGS §7)', () => {
  const cases = SPONSORS.flatMap((d) => [0, 1, 2].map((place) => [d.id, place] as const));
  it.each(cases)('%s, place %i', (id, place) => {
    const def = getSponsor(id)!;
    const others = SPONSORS.map((x) => x.id)
      .filter((x) => x !== id)
      .slice(0, 2);
    const s = atSponsors([2, 0, 1], [id, ...others]);
    const me = [2, 0, 1][place];
    if (place >= 1) {
      run(s, choose(`sponsor:${others[0]}`));
      passAward(s);
    }
    if (place === 2) {
      run(s, choose(`sponsor:${others[1]}`));
      passAward(s);
      expect(options(s)).toEqual([`sponsor:${id}`]);
    }
    expect(currentPlayer(s)).toBe(me);
    run(s, choose(`sponsor:${id}`));
    expect(award(s).place).toBe(place);
    const start = owned(s, me);
    // the standard removal (non-wear cubes first, so E counts them)
    const log: GameEvent[] = [];
    expect(removeAll(s, false, log)).toBe(STANDARD_REMOVAL[place]);
    const k = def.extra[place];
    const inAward = s.phase === 'sponsors' && award(s).player === me;
    switch (def.letter) {
      case 'A': {
        expect(award(s).stage).toBe('spend');
        expect(award(s).money).toBe(k);
        for (const a of legalActions(s))
          if (a.type === 'pick') expect(COLOR_ECONOMY[a.color].cost).toBeLessThanOrEqual(k);
        if (k >= 7) expect(picks(s)).toContain('black@stock');
        const bought = owned(s, me);
        // spend on white ($2) until the money is gone
        let spent = 0;
        while (stillIn(s, me, 'spend') && legalActions(s).some((a) => a.type === 'pick' && a.color === 'white')) {
          run(s, pick('white', 'stock'));
          spent += 2;
        }
        expect(spent).toBe(2 * Math.floor(k / 2));
        expect(owned(s, me)[WHITE] - bought[WHITE]).toBe(spent / 2);
        break;
      }
      case 'B':
        expect(award(s).stage).toBe('more');
        expect(removeAll(s)).toBe(k);
        break;
      case 'C':
        expect(award(s).stage).toBe('wear');
        expect(picks(s)).toEqual(['brown@bag']);
        expect(removeAll(s, true)).toBe(k);
        break;
      case 'D': {
        // each free cube is offered from the stock, one pick each, and may be declined (RULINGS §5)
        expect(award(s).stage).toBe('gain');
        expect(award(s).left).toBe(def.gains![place].length);
        expect(picks(s).sort()).toEqual([...new Set(def.gains![place].map((c) => `${COLORS[c]}@stock`))].sort());
        expect(legalActions(s)).toContainEqual(STOP);
        while (stillIn(s, me, 'gain'))
          log.push(
            ...run(
              s,
              legalActions(s).find((x) => x.type === 'pick')!,
            ),
          );
        const gainedEv = eventsOf(log, 'cubeGained').filter((e) => e.player === me);
        expect(gainedEv.map((e) => e.color).sort()).toEqual(def.gains![place].map((c) => COLORS[c]).sort());
        expect(gainedEv.every((e) => e.to === 'bag')).toBe(true);
        const removed = pileFrom({});
        for (const e of eventsOf(log, 'cubeRemoved')) if (e.player === me) removed[COLORS.indexOf(e.color)]++;
        const end = owned(s, me);
        for (const c of [LIGHT_GRAY, DARK_GRAY, BLACK]) {
          expect(end[c]).toBe(start[c] - removed[c] + def.gains![place].filter((g) => g === c).length);
        }
        break;
      }
      case 'E':
        if (k === 0) {
          expect(inAward).toBe(false);
        } else {
          expect(award(s).stage).toBe('wear');
          expect(award(s).left).toBe(k * STANDARD_REMOVAL[place]);
          expect(picks(s)).toEqual(['brown@bag']);
          expect(removeAll(s, true)).toBe(Math.min(k * STANDARD_REMOVAL[place], 14));
        }
        break;
      case 'F': {
        expect(award(s).stage).toBe('more');
        expect(removeAll(s)).toBe(k);
        expect(award(s).stage).toBe('spend');
        expect(award(s).money).toBe(2 * k);
        break;
      }
    }
    expectConserved(s);
  });
});

describe('letters in detail', () => {
  it('A1 first: $2 on the stock; money not spent is lost', () => {
    const s = atSponsors([2, 0, 1], ['A1', 'B1', 'C1']);
    run(s, choose('sponsor:A1'), STOP);
    expect(picks(s)).toEqual(['white@stock']);
    run(s, STOP);
    expect(currentPlayer(s)).toBe(0);
    expect(award(s).stage).toBe('choose');
  });

  it('C2 middle: 6 wear only', () => {
    const s = atSponsors([2, 0, 1], ['B1', 'C2', 'A1']);
    run(s, choose('sponsor:B1'));
    passAward(s);
    run(s, choose('sponsor:C2'), STOP);
    expect(picks(s)).toEqual(['brown@bag']);
    expectIllegal(s, pick('white', 'bag'));
    expect(removeAll(s, true)).toBe(6);
  });

  it('D3 last: two black cubes free; a short stock gives what it has', () => {
    const s = atSponsors([2, 0, 1], ['B1', 'B2', 'D3']);
    run(s, choose('sponsor:B1'));
    passAward(s);
    run(s, choose('sponsor:B2'));
    passAward(s);
    // leave a single black cube in the stock
    s.players[0].bag[BLACK] += s.stock[BLACK] - 1;
    s.stock[BLACK] = 1;
    const before = owned(s, 1);
    run(s, choose('sponsor:D3'), STOP);
    expect(picks(s)).toEqual(['black@stock']);
    run(s, pick('black', 'stock'));
    // the stock is empty: nothing left to take, the award is over
    expect(s.phase).not.toBe('sponsors');
    expect(owned(s, 1)[BLACK] - before[BLACK]).toBe(1);
    expect(s.stock[BLACK]).toBe(0);
    expectConserved(s);
  });

  it('D free cubes may be declined, each one: D2 last takes the dark grey and leaves the black', () => {
    const s = atSponsors([2, 0, 1], ['B1', 'B2', 'D2']);
    run(s, choose('sponsor:B1'));
    passAward(s);
    run(s, choose('sponsor:B2'));
    passAward(s);
    const before = owned(s, 1);
    const stock = [...s.stock];
    run(s, choose('sponsor:D2'), STOP);
    expect(award(s).stage).toBe('gain');
    expect(picks(s).sort()).toEqual(['black@stock', 'darkGray@stock']);
    expect(legalActions(s)).toContainEqual(STOP);
    const ev = run(s, pick('darkGray', 'stock'));
    expect(eventsOf(ev, 'cubeGained')).toHaveLength(1);
    // the dark grey is taken: only the black is left to take or decline
    expect(picks(s)).toEqual(['black@stock']);
    expectIllegal(s, pick('darkGray', 'stock'));
    run(s, STOP);
    expect(s.phase).not.toBe('sponsors');
    const after = owned(s, 1);
    expect(after[DARK_GRAY] - before[DARK_GRAY]).toBe(1);
    expect(after[BLACK]).toBe(before[BLACK]);
    expect(s.stock[BLACK]).toBe(stock[BLACK]);
    expectConserved(s);
  });

  it('D declined whole: stop at the gain stage takes nothing', () => {
    const s = atSponsors([2, 0, 1], ['D1', 'B1', 'B2']);
    run(s, choose('sponsor:D1'), STOP);
    expect(award(s).stage).toBe('gain');
    expect(picks(s)).toEqual(['lightGray@stock']);
    const before = owned(s, 2);
    const ev = run(s, STOP);
    expect(eventsOf(ev, 'cubeGained')).toHaveLength(0);
    expect(owned(s, 2)).toEqual(before);
    expect(currentPlayer(s)).toBe(0);
    expect(award(s).stage).toBe('choose');
  });

  it('D with an empty stock for its cubes: no gain stage at all', () => {
    const s = atSponsors([2, 0, 1], ['D1', 'B1', 'B2']);
    s.players[1].bag[LIGHT_GRAY] += s.stock[LIGHT_GRAY];
    s.stock[LIGHT_GRAY] = 0;
    run(s, choose('sponsor:D1'), STOP);
    expect(currentPlayer(s)).toBe(0);
    expect(award(s).stage).toBe('choose');
  });

  it('E1 seed example: first place, removed 2 white + 1 wear → up to 8 wear', () => {
    const s = atSponsors([2, 0, 1], ['E1', 'B1', 'B2']);
    run(s, choose('sponsor:E1'), pick('white', 'bag'), pick('white', 'bag'), pick('brown', 'bag'));
    expect(award(s).stage).toBe('wear');
    expect(picks(s)).toEqual(['brown@bag']);
    expect(removeAll(s, true)).toBe(8);
    expect(currentPlayer(s)).toBe(0);
    expect(owned(s, 2)[WEAR]).toBe(14 - 9);
  });

  it('E3 last place: nothing beyond the standard removal', () => {
    const s = atSponsors([2, 0, 1], ['B1', 'B2', 'E3']);
    run(s, choose('sponsor:B1'));
    passAward(s);
    run(s, choose('sponsor:B2'));
    passAward(s);
    run(s, choose('sponsor:E3'));
    expect(removeAll(s)).toBe(12);
    // the award is over: the next race has begun
    expect(s.phase).toBe('action');
  });

  it('E without a non-wear cube removed: no extra', () => {
    const s = atSponsors([2, 0, 1], ['E2', 'B1', 'B2']);
    run(s, choose('sponsor:E2'), pick('brown', 'bag'), STOP);
    expect(currentPlayer(s)).toBe(0);
    expect(award(s).stage).toBe('choose');
  });

  it('F2 seed example: 3rd of 4 (middle), 3 additional removed → spend up to $6', () => {
    const s = atSponsors([2, 0, 1, 3], ['B1', 'B2', 'F2', 'B3']);
    run(s, choose('sponsor:B1'));
    passAward(s);
    run(s, choose('sponsor:B2'));
    passAward(s);
    expect(currentPlayer(s)).toBe(1);
    run(s, choose('sponsor:F2'));
    expect(award(s).place).toBe(1);
    expect(removeAll(s)).toBe(6);
    expect(removeAll(s)).toBe(3);
    expect(award(s).stage).toBe('spend');
    expect(award(s).money).toBe(6);
    // $6: a dark gray ($5) yes, a black ($7) no
    expect(picks(s)).toContain('darkGray@stock');
    expect(picks(s)).not.toContain('black@stock');
    const before = owned(s, 1);
    run(s, pick('darkGray', 'stock'));
    expect(owned(s, 1)[DARK_GRAY] - before[DARK_GRAY]).toBe(1);
    // $1 left: nothing affordable, only stop
    expect(legalActions(s)).toEqual([STOP]);
    run(s, STOP);
    expect(currentPlayer(s)).toBe(3);
    expectConserved(s);
  });

  it('F with fewer additional removals spends less: $2 per cube removed', () => {
    const s = atSponsors([2, 0, 1], ['F3', 'B1', 'B2']);
    run(s, choose('sponsor:F3'), STOP, pick('yellow', 'bag'), STOP);
    expect(award(s).stage).toBe('spend');
    expect(award(s).money).toBe(2);
    const t = atSponsors([2, 0, 1], ['F3', 'B1', 'B2']);
    run(t, choose('sponsor:F3'), STOP, STOP);
    // none removed: no spending
    expect(currentPlayer(t)).toBe(0);
    expect(award(t).stage).toBe('choose');
  });
});

describe('events', () => {
  it('sponsorChosen and cubeRemoved are reported', () => {
    const s = atSponsors([2, 0, 1], ['B1', 'B2', 'B3']);
    const ev = run(s, choose('sponsor:B1'), pick('yellow', 'bag'));
    expect(eventsOf(ev, 'sponsorChosen')).toEqual([{ type: 'sponsorChosen', player: 2, sponsor: 'B1', kept: false }]);
    expect(eventsOf(ev, 'cubeRemoved').length).toBe(1);
  });
});
