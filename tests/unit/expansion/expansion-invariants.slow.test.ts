/**
 * Invariants over complete expansion games, driven by a small seeded policy bot:
 *  - 30 single races: the 5 shipped tracks × the 6 Racing Season sets, drivers 'all'
 *    (the draft spreads the ten drivers so that every one is drafted and its power used);
 *  - 100 complete seasons of 3 races, 1 lap each, 2–5 players.
 * After every action: a legal action exists until the end, the cubes are conserved
 * (stock + every pile + setup buys + cubes held by a prompt = the box), and a replica
 * replaying the action log from the options serializes byte for byte the same. Every few
 * hundred actions a save round trip (deserialize) must give the same bytes and legal actions.
 * Every game ends within the action cap.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  currentPlayer,
  deserialize,
  legalActions,
  serialize,
  type Action,
  type GameOptionsInput,
  type GameState,
} from '../../../src-shared/games/automobiles/index';
import {
  COMPONENT_COUNTS,
  WEAR,
  RACING_SEASON_CARDS,
  RACING_SEASON_SETS,
  cardSets,
} from '../../../src-shared/games/automobiles';
import { cubeTotals } from './expansion-helpers';
import { mulberry32 } from '../../helpers/mulberry32';

const TRACKS = ['beginner-oval', 'road-course', 'speedway', 'street-circuit', 'desert-short-track'];
const MAX_ACTIONS = 40_000;
const ROUND_TRIP_EVERY = 250;

const total = (pl: GameState['players'][number]) =>
  [pl.bag, pl.active, pl.used, pl.discard].reduce((n, p) => n + p.reduce((a, b) => a + b, 0), 0);

interface Coverage {
  drafted: Map<number, number>;
  powers: Set<number>;
  cards: Set<string>;
  sponsors: Set<string>;
}

/**
 * The policy: keep the race going (play cubes, step as far as offered, draw when offered),
 * buy something, use driver powers half the time, and never cull a deck below ~14 cubes
 * (wear is removed first; other removals stop early).
 */
function choose(s: GameState, legal: Action[], rand: () => number, cov: Coverage): Action {
  const r = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)];
  const of = <K extends Action['type']>(k: K) => legal.filter((a): a is Extract<Action, { type: K }> => a.type === k);
  const stop = legal.find((a) => a.type === 'stop');
  const p = currentPlayer(s);
  const pl = s.players[p];

  if (s.phase === 'draft') {
    // the least drafted driver offered, so that all ten take part
    const opts = of('choose').map((a) => Number(a.option.slice('driver:'.length)));
    const least = Math.min(...opts.map((d) => cov.drafted.get(d) ?? 0));
    const pickD = r(opts.filter((d) => (cov.drafted.get(d) ?? 0) === least));
    return { type: 'choose', option: `driver:${pickD}` };
  }

  const prompt = s.prompt;
  if (prompt) {
    if (prompt.kind === 'move') {
      const steps = of('step');
      return steps.length && rand() < 0.95 ? r(steps) : (stop ?? r(legal));
    }
    if (prompt.kind === 'boostReply')
      return rand() < 0.7 ? (legal.find((a) => a.type === 'choose') ?? legal[0]) : legal[legal.length - 1];
    const picks = of('pick');
    const chooses = of('choose');
    if (chooses.length) {
      const draw = chooses.find((a) => a.option === 'draw' || a.option.startsWith('draw'));
      if (draw && rand() < 0.8) return r(chooses.filter((a) => a.option.startsWith('draw')));
      return stop && rand() < 0.2 ? stop : r(chooses);
    }
    if (picks.length) {
      // a thin deck stops culling (every pick prompt that can be declined is declined)
      if (stop && total(pl) < 16) return stop;
      const wear = picks.find((a) => a.color === 'brown');
      const bringsBack = prompt.card === 'internal-combustion' && prompt.stage === 1;
      if (wear && !bringsBack) return wear;
      if (stop && rand() < 0.3) return stop;
      const nonWear = picks.filter((a) => a.color !== 'brown');
      return bringsBack && nonWear.length ? r(nonWear) : r(picks);
    }
    return stop ?? r(legal);
  }

  if (s.phase === 'sponsors') {
    const a = s.season!.award!;
    if (a.stage === 'choose' || a.stage === 'discardOne') {
      const c = r(of('choose'));
      if (c.option.startsWith('sponsor:')) cov.sponsors.add(c.option.slice(8));
      return c;
    }
    if (a.stage === 'spend') {
      const buys = of('pick');
      return buys.length ? r(buys) : stop!;
    }
    const picks = of('pick');
    const wear = picks.find((x) => x.color === 'brown');
    if (wear) return wear;
    if (total(pl) <= 16 || !picks.length) return stop!;
    const light = picks.filter((x) => x.color === 'white' || x.color === 'yellow');
    return light.length ? r(light) : stop!;
  }

  const power = legal.find((a) => a.type === 'usePower');
  if (power && rand() < 0.5) return power;

  if (s.phase === 'setup' || s.phase === 'buy') {
    const buys = of('buy');
    if (buys.length && rand() < 0.85) {
      // favour the dearest cubes affordable
      const best = Math.max(...buys.map((b) => ['white', 'lightGray', 'darkGray', 'black'].indexOf(b.color)));
      const gear = buys.filter(
        (b) => ['white', 'lightGray', 'darkGray', 'black'].indexOf(b.color) === best && best >= 0,
      );
      return gear.length && rand() < 0.6 ? gear[0] : r(buys);
    }
    return legal.find((a) => a.type === 'endBuy')!;
  }

  // Action Phase
  const plays = of('play');
  if (pl.active[WEAR] >= 3 && !s.turn.acted && rand() < 0.6) return { type: 'pitStop' };
  const gears = plays.filter((a) => ['white', 'lightGray', 'darkGray', 'black'].includes(a.color));
  const actions = plays.filter((a) => a.color !== 'brown' && !gears.includes(a));
  if (actions.length && rand() < 0.6) return r(actions);
  if (gears.length) return r(gears);
  if (actions.length) return r(actions);
  const wear = plays.find((a) => a.color === 'brown');
  if (wear && rand() < 0.5) return wear;
  return legal.find((a) => a.type === 'endActions')!;
}

function noteUse(s: GameState, a: Action, cov: Coverage): void {
  const p = currentPlayer(s);
  if (a.type === 'usePower') cov.powers.add(s.players[p].driver);
  const pr = s.prompt;
  if (pr && pr.card.startsWith('driver-') && a.type !== 'stop') cov.powers.add(Number(pr.card.slice(7)));
}

/** Plays one game (race or season) to the end with every per-action check. */
function playChecked(options: GameOptionsInput, seed: number, cov: Coverage): GameState {
  const s = createGame(options);
  const replica = createGame(options);
  const rand = mulberry32(seed);
  const box = [...COMPONENT_COUNTS];
  let n = 0;
  while (s.phase !== 'over') {
    const legal = legalActions(s);
    if (legal.length === 0) throw new Error(`no legal action in phase ${s.phase} (game seed ${seed}, action ${n})`);
    const a = choose(s, legal, rand, cov);
    noteUse(s, a, cov);
    for (const e of applyAction(s, a)) {
      if (e.type === 'cubePlayed') cov.cards.add(e.card);
      if (e.type === 'driverChosen') cov.drafted.set(e.driver, (cov.drafted.get(e.driver) ?? 0) + 1);
    }
    applyAction(replica, a);
    n++;
    const bytes = serialize(s);
    if (serialize(replica) !== bytes) throw new Error(`replay differs after action ${n} (seed ${seed})`);
    const totals = cubeTotals(s);
    if (totals.some((t, c) => t !== box[c]))
      throw new Error(`cubes not conserved after action ${n} (seed ${seed}): ${totals} vs ${box}`);
    if (n % ROUND_TRIP_EVERY === 0) {
      const back = deserialize(bytes);
      if (serialize(back) !== bytes) throw new Error(`save round trip changes the state (seed ${seed}, action ${n})`);
      expect(legalActions(back)).toEqual(legalActions(s));
    }
    if (n > MAX_ACTIONS) throw new Error(`game did not end within ${MAX_ACTIONS} actions (seed ${seed})`);
  }
  expect(legalActions(s)).toEqual([]);
  expect(currentPlayer(s)).toBe(-1);
  return s;
}

const newCoverage = (): Coverage => ({ drafted: new Map(), powers: new Set(), cards: new Set(), sponsors: new Set() });

describe('expansion invariants', () => {
  it('single races: 5 shipped tracks × 6 expansion sets, drivers "all": every driver drafted and used, every expansion card played', () => {
    const cov = newCoverage();
    let k = 0;
    for (const track of TRACKS) {
      for (const set of RACING_SEASON_SETS) {
        const players = 2 + (k % 4);
        const s = playChecked(
          { players, track, cards: set.id, drivers: 'all', laps: 2 + (k % 2), seed: 500 + k },
          9000 + k,
          cov,
        );
        expect(s.finishOrder!.length).toBe(players);
        expect(s.players.every((pl) => pl.driver >= 1)).toBe(true);
        expect(new Set(s.players.map((pl) => pl.driver)).size).toBe(players);
        k++;
      }
    }
    expect([...cov.drafted.keys()].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect([...cov.powers].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    for (const c of RACING_SEASON_CARDS) expect(cov.cards.has(c.id), c.id).toBe(true);
  }, 120_000);

  it('100 complete seasons: 3 races of 1 lap, 2–5 players', () => {
    const cov = newCoverage();
    const allSets = cardSets().map((x) => x.id);
    for (let i = 0; i < 100; i++) {
      const players = 2 + (i % 4);
      const tracks = [TRACKS[i % 5], TRACKS[(i + 1 + (i % 3)) % 5], TRACKS[(i + 3) % 5]];
      const options: GameOptionsInput = {
        players,
        laps: 1,
        drivers: i % 3 === 0 ? 'all' : 'limited',
        cards: i % 4 === 3 ? 'random' : allSets[i % allSets.length],
        expansionCards: i % 2 === 0,
        season: { tracks },
        seed: 7000 + i,
      };
      const s = playChecked(options, 31337 + i, cov);
      const season = s.season!;
      expect(season.results.length).toBe(3);
      expect(season.champion!.length).toBe(players);
      // points add up: per race first 4/5/6, middle 3, last 2 (2 players: 3 for the second)
      const expected = Array(players).fill(0);
      season.results.forEach((order, race) =>
        order.forEach(
          (p, place) => (expected[p] += place === 0 ? 4 + race : place === players - 1 && players > 2 ? 2 : 3),
        ),
      );
      expect(season.points).toEqual(expected);
      const champ = season.champion![0];
      expect(season.points.every((pt) => pt <= season.points[champ])).toBe(true);
    }
    // every sponsor letter was chosen at some point
    expect(new Set([...cov.sponsors].map((x) => x[0]))).toEqual(new Set(['A', 'B', 'C', 'D', 'E', 'F']));
  }, 120_000);
});
