/**
 * Bad input around the expansion: options that cannot make a game, and actions that are
 * not legal now. Options → GameOptionsError naming the problem; actions → IllegalActionError
 * with the state byte-identical; corrupt saves → StateFormatError.
 */
import { describe, expect, it } from 'vitest';
import {
  GameOptionsError,
  createGame,
  deserialize,
  serialize,
  type GameOptionsInput,
} from '../../../src-shared/games/automobiles/index';
import { StateFormatError } from '../../../src-shared/games/automobiles';
import {
  END_ACTIONS,
  USE_POWER,
  choose,
  expTrack,
  expectIllegal,
  finishRace,
  options,
  pastSetup,
  pick,
  play,
  position,
  run,
  step,
} from './expansion-helpers';

function optionsError(input: Partial<GameOptionsInput>, message: RegExp): void {
  let err: unknown = null;
  try {
    createGame({ players: 3, ...input } as GameOptionsInput);
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(GameOptionsError);
  expect((err as Error).message).toMatch(message);
}

describe('options', () => {
  it('a season of 2 or 6 races', () => {
    optionsError({ drivers: 'limited', season: { races: 2 } }, /3, 4 or 5 races, got 2/);
    optionsError({ drivers: 'limited', season: { races: 6 } }, /3, 4 or 5 races, got 6/);
    optionsError({ drivers: 'limited', season: { races: 3.5 } }, /3, 4 or 5 races/);
    optionsError({ drivers: 'limited', season: { tracks: ['speedway', 'road-course'] } }, /3, 4 or 5 races, got 2/);
    optionsError({ drivers: 'limited', season: { tracks: Array(6).fill('speedway') } }, /3, 4 or 5 races, got 6/);
  });

  it('an unknown season track', () => {
    optionsError(
      { drivers: 'limited', season: { tracks: ['speedway', 'monaco-x', 'road-course'] } },
      /unknown track "monaco-x"/,
    );
  });

  it('a malformed season', () => {
    optionsError({ drivers: 'limited', season: 'three' as never }, /season must be/);
    optionsError({ drivers: 'limited', season: { tracks: 5 } as never }, /season\.tracks must be a list/);
    optionsError({ drivers: 'limited', season: { tracks: [1, 2, 3] } as never }, /season\.tracks must be a list/);
  });

  it('a season without drivers', () => {
    optionsError({ season: { races: 3 } }, /season campaign needs drivers/);
    optionsError(
      { drivers: 'off', season: { tracks: ['speedway', 'road-course', 'street-circuit'] } },
      /season campaign needs drivers/,
    );
  });

  it("drivers 'x' and expansionCards not a boolean", () => {
    optionsError({ drivers: 'x' as never }, /drivers must be off, limited or all, got "x"/);
    optionsError({ expansionCards: 'yes' as never }, /expansionCards must be true or false/);
  });

  it('an unknown expansion card or set', () => {
    optionsError(
      { cards: 'factory-support,air-jacks,redline,adrenaline,warp-drive' },
      /unknown action card "warp-drive"/,
    );
    optionsError({ cards: 'rinse-and-wash' }, /unknown card set "rinse-and-wash"/);
  });
});

const W8 = Array.from({ length: 8 }, () => ['w', 10] as [string, number]);
const SA = expTrack('season-a', [W8, W8, W8]);

describe('actions', () => {
  it('an illegal draft pick', () => {
    const s = createGame({ players: 2, drivers: 'limited', seed: 8 });
    const pool = options(s);
    const other = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((d) => `driver:${d}`).find((d) => !pool.includes(d))!;
    expectIllegal(s, choose(other));
    expectIllegal(s, choose('driver:0'));
    expectIllegal(s, { type: 'usePower' });
    expectIllegal(s, { type: 'choose' });
  });

  it('sponsor phase: unavailable sponsors, keep without a sponsor, wrong sources and phases', () => {
    const s = pastSetup({
      players: 3,
      drivers: 'limited',
      season: { tracks: [SA.id, SA.id, SA.id] },
      laps: 1,
      cards: 'rinse-and-repeat',
      seed: 5,
    });
    finishRace(s, SA, [2, 0, 1]);
    const revealed = s.season!.revealed;
    const absent = ['A1', 'A2', 'A3', 'B1', 'B2', 'B3', 'C1'].find((x) => !revealed.includes(x))!;
    expectIllegal(s, choose(`sponsor:${absent}`));
    expectIllegal(s, choose('keep'));
    expectIllegal(s, choose(`discard:${revealed[0]}`));
    expectIllegal(s, END_ACTIONS);
    expectIllegal(s, play('white'));
    run(s, choose(`sponsor:${revealed[0]}`));
    expectIllegal(s, pick('black', 'bag')); // no black cube in the bag
    expectIllegal(s, pick('white', 'stock'));
    expectIllegal(s, pick('white', 'active'));
    expectIllegal(s, choose(`sponsor:${revealed[1]}`));
  });

  it('a driver power that is not available', () => {
    const T = expTrack('bad-drivers', [W8, W8, W8]);
    const s = position({
      track: T,
      cards: 'factory-support,air-jacks,redline,adrenaline,crate-motor',
      cars: [{ space: T.grid(0) }, { space: T.grid(2, 0) }],
      piles: [{ active: { yellow: 1 }, discard: { white: 1 }, bag: { white: 7 } }, {}],
      drivers: [0, 2],
    });
    expectIllegal(s, USE_POWER); // no driver
    const t = position({
      track: T,
      cards: 'factory-support,air-jacks,redline,adrenaline,crate-motor',
      cars: [{ space: T.grid(0) }, { space: T.grid(2, 0) }],
      piles: [{ active: { yellow: 1 }, bag: { black: 5 } }, {}],
      drivers: [4, 0],
    });
    expectIllegal(t, USE_POWER); // Action Phase: driver 04 acts in the Buy Phase
    run(t, END_ACTIONS, USE_POWER);
    expectIllegal(t, choose('draw4'));
    expectIllegal(t, choose('draw0'));
    run(t, choose('draw2'));
    expectIllegal(t, choose('void'));
    expectIllegal(t, { type: 'stop' });
  });

  it('Redline: an unknown colour or an impossible one', () => {
    const T = expTrack('bad-redline', [W8, W8, W8]);
    const s = position({
      track: T,
      cards: 'factory-support,air-jacks,redline,adrenaline,crate-motor',
      cars: [{ space: T.grid(0) }, { space: T.grid(2, 0) }],
      piles: [{ active: { red: 1, white: 1 }, bag: { white: 7 } }, {}],
    });
    run(s, play('red'), play('white'));
    expect(options(s)).toEqual(['as:0']); // only white spaces here
    expectIllegal(s, choose('as:3'));
    expectIllegal(s, choose('as:4'));
    expectIllegal(s, choose('as:x'));
    expectIllegal(s, step(T.sp(0, 0)));
  });
});

describe('saves', () => {
  it('a corrupt season or driver in a save is refused', () => {
    const s = pastSetup({ players: 2, drivers: 'all', season: { tracks: [SA.id, SA.id, SA.id] }, laps: 1, seed: 2 });
    const good = JSON.parse(serialize(s));
    const bad1 = structuredClone(good);
    bad1.players[0].driver = 11;
    expect(() => deserialize(JSON.stringify(bad1))).toThrowError(StateFormatError);
    const bad2 = structuredClone(good);
    bad2.season.points = 'lots';
    expect(() => deserialize(JSON.stringify(bad2))).toThrowError(/season\.points/);
    const bad3 = structuredClone(good);
    bad3.options.drivers = 'some';
    expect(() => deserialize(JSON.stringify(bad3))).toThrowError(/options\.drivers/);
    expect(serialize(deserialize(JSON.stringify(good)))).toBe(serialize(s));
  });
});
