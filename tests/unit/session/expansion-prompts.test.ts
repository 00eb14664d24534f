/**
 * The view's wording for Racing Season prompts: driver powers (named, with their text),
 * car moves (the car follows the chosen spaces), Redline's "white as …" options, Adrenaline.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src-shared/games/automobiles';
import { buildView } from '../../../src-shared/games/automobiles/session/build-view';
import type { GameView } from '../../../src-shared/games/automobiles/session/view-types';
import { optionLabel, promptWords } from '../../../src-renderer/games/automobiles/i18n/prompt-wording';
import {
  END_ACTIONS,
  END_BUY,
  USE_POWER,
  expTrack,
  play,
  position,
  run,
  step,
  type Piles,
} from '../expansion/expansion-helpers';

/**
 *   lane 0:  w  w  dg dg dg lg lg lg
 *   lane 1:  lg lg lg lg lg lg lg lg
 *   lane 2:  w  w  w  w  w  w  w  w
 */
const T = expTrack('view-prompts', [
  [
    ['w', 10],
    ['w', 10],
    ['dg', 10],
    ['dg', 10],
    ['dg', 10],
    ['lg', 10],
    ['lg', 10],
    ['lg', 10],
  ],
  Array.from({ length: 8 }, () => ['lg', 10] as [string, number]),
  Array.from({ length: 8 }, () => ['w', 10] as [string, number]),
]);
const CARDS = 'factory-support,air-jacks,redline,adrenaline,crate-motor';

function at(driver: number, car: number, me: Piles): GameState {
  return position({
    track: T,
    cards: CARDS,
    cars: [{ space: car }, { space: T.grid(2, 0) }],
    piles: [{ bag: { yellow: 12 }, ...me }, { bag: { brown: 7 } }],
    drivers: [driver, 0],
  });
}

function view(s: GameState): GameView {
  return buildView({
    id: 't',
    version: 1,
    state: s,
    seats: [
      { kind: 'human', name: 'Ann' },
      { kind: 'bot', name: 'Gus', level: 'greedy' },
    ],
    log: [],
    stats: [],
    canUndo: false,
    thinking: false,
  });
}

const labels = (v: GameView) => v.legal.map((o) => optionLabel(o, v));
/** The prompt as the catalogue words it. */
const words = (v: GameView) => promptWords(v.prompt!, v);

describe('Racing Season prompts in the view', () => {
  it('shows each player’s driver with its text', () => {
    const v = view(at(6, T.sp(0, 0), { active: { white: 1 } }));
    expect(v.players[0].driver).toMatchObject({ number: 6, name: 'Driver 06', phase: 'car' });
    expect(v.players[0].driver!.text).toMatch(/Car Phase/);
    expect(v.players[1].driver).toBeNull();
    expect(v.players[0].sponsor).toBeNull();
    expect(v.season).toBeNull();
    expect(v.draft).toBeNull();
  });

  it('a driver moving the car: named prompt, highlights, and the car follows the chosen spaces', () => {
    const s = at(1, T.sp(0, 1), { active: { darkGray: 1 } });
    run(s, play('darkGray'), step(T.sp(0, 2)), END_ACTIONS, END_BUY);
    let v = view(s);
    expect(v.prompt).toMatchObject({ kind: 'move', card: 'driver-01', movesCar: true });
    expect(words(v).name).toBe('Driver 01');
    expect(words(v).title).toBe('Driver 01: move your car on light grey');
    expect(words(v).text).toMatch(/Decline Phase/);
    expect(v.highlights).toEqual([T.sp(1, 3)]);
    expect(labels(v)).toContain('Do not move');
    run(s, step(T.sp(1, 3)));
    v = view(s);
    // No stray "moving cube": the car itself shows on the space chosen so far.
    expect(v.cubesOnTrack.some((c) => c.moving)).toBe(false);
    expect(v.players[0].car.space).toBe(T.sp(1, 3));
    expect(labels(v)).toContain('Stop moving here');
  });

  it('Redline: the white cube’s colour is offered as sentences, with the wear it costs', () => {
    const s = at(0, T.grid(0), { active: { red: 1, white: 2 } });
    run(s, play('red'), play('white'));
    const v = view(s);
    expect(words(v).title).toBe('Redline: use the white cube as…');
    expect(words(v).text).toMatch(/white gear cubes/);
    expect(labels(v)).toEqual(expect.arrayContaining(['Use the white cube as white']));
    expect(labels(v).some((l) => /^Use the white cube as (light grey|dark grey|black) \(\+1 wear\)$/.test(l))).toBe(
      true,
    );
  });

  it('Adrenaline: both choices spelled out', () => {
    const s = at(0, T.sp(0, 4), { active: { green: 1 } });
    run(s, play('green'));
    const v = view(s);
    expect(words(v).title).toBe('Adrenaline: choose one');
    expect(labels(v)).toEqual(
      expect.arrayContaining(['In the Car Phase, move up to 2 light grey spaces per position gained']),
    );
  });

  it('the power button names the driver; its prompt explains itself', () => {
    const s = at(3, T.sp(0, 0), { active: { white: 1 }, discard: { white: 2, brown: 1 } });
    let v = view(s);
    expect(labels(v)).toContain("Use Driver 03's power");
    run(s, USE_POWER);
    v = view(s);
    expect(words(v).title).toBe('Driver 03: return cubes to your bag');
    expect(words(v).help).toMatch(/up to 3/);
    expect(labels(v)).toContain('Choose none');
  });
});
