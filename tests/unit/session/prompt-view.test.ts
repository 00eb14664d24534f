/**
 * Typed prompts: each prompt kind reaches the view as its own type with named fields (no
 * packed flags, no sentences), built here from hand-built positions, and the renderer's
 * catalogue words each kind (heading, help, answers) from that data alone.
 */
import { describe, expect, it } from 'vitest';
import type { GameState } from '../../../src-shared/games/automobiles';
import { buildView } from '../../../src-shared/games/automobiles/session/build-view';
import type { GameView, PromptView } from '../../../src-shared/games/automobiles/session/view-types';
import { optionLabel, promptWords } from '../../../src-renderer/games/automobiles/i18n/prompt-wording';
import { STOP, choose, makeTrack, play, position, run, step } from '../../helpers/rules-position';

const T = makeTrack('prompt-kinds', [
  [
    ['w', 10],
    ['lg', 10],
    ['dg', 10],
    ['b', 10],
    ['w', 10],
    ['lg', 10],
  ],
  [
    ['w', 10],
    ['lg', 10],
    ['dg', 10],
    ['b', 10],
    ['w', 10],
    ['lg', 10],
  ],
]);
const CARS = [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }];
type P = NonNullable<Parameters<typeof position>[0]['piles']>[number];
const at = (cards: string, p0: P, p1: P = {}) => position({ track: T, cars: CARS, piles: [p0, p1], cards });

function view(s: GameState): GameView {
  return buildView({
    id: 't',
    version: 1,
    state: s,
    seats: [
      { kind: 'human', name: 'Ann' },
      { kind: 'human', name: 'Bob' },
    ],
    log: [],
    stats: [],
    canUndo: false,
    thinking: false,
  });
}

/** The prompt of a kind (fails when the view holds another). */
function promptOf<K extends PromptView['kind']>(v: GameView, kind: K): Extract<PromptView, { kind: K }> {
  expect(v.prompt?.kind).toBe(kind);
  return v.prompt as Extract<PromptView, { kind: K }>;
}
const noText = (p: PromptView) => {
  for (const k of ['title', 'help', 'text', 'cardName', 'memo', 'label']) expect(p).not.toHaveProperty(k);
};
const labels = (v: GameView) => v.legal.map((o) => optionLabel(o, v));

describe('typed prompts in the view, one type per kind', () => {
  it('pick: stage, counts, the piles it picks from, named — Manager', () => {
    const s = at('manager,crew-chief,suspension,gearbox,hybrid-engine', {
      active: { yellow: 1, white: 1 },
      discard: { darkGray: 1 },
    });
    run(s, play('yellow'));
    const v = view(s);
    const p = promptOf(v, 'pick');
    noText(p);
    expect(p).toEqual({
      kind: 'pick',
      card: 'manager',
      cube: 'yellow',
      player: 0,
      stage: 0,
      count: 0,
      min: 0,
      max: 1,
      from: ['active'],
      held: null,
      money: null,
    });
    expect(promptWords(p, v)).toMatchObject({
      name: 'Manager',
      title: 'Manager (1 of 2): remove a cube from your active pile from the game?',
      help: 'You may also stop without choosing.',
    });
    expect(labels(v)).toContain('Skip');
  });

  it('option: Boost draws so far — and boostReply: the other player answers', () => {
    const s = at(
      'car-chief,pit-team,suspension,boost,diesel-engine',
      { active: { green: 1 }, bag: { white: 5 } },
      {
        bag: { white: 3 },
      },
    );
    run(s, play('green'));
    let v = view(s);
    const o = promptOf(v, 'option');
    noText(o);
    expect(o).toMatchObject({ kind: 'option', card: 'boost', cube: 'green', player: 0, count: 0, held: null });
    expect(promptWords(o, v).title).toBe('Boost: draw up to 3 cubes');
    expect(promptWords(o, v).help).toMatch(/^Drawn 0 of 3\./);
    expect(labels(v)).toContain('Stop drawing');
    run(s, choose('draw'), STOP);
    v = view(s);
    const r = promptOf(v, 'boostReply');
    noText(r);
    expect(r).toEqual({ kind: 'boostReply', card: 'boost', cube: 'green', player: 1 });
    expect(promptWords(r, v).title).toBe(`Boost: ${v.players[1].name} may draw 1 cube`);
    expect(labels(v)).toContain('Draw 1 cube');
  });

  // A move of the car itself (movesCar: true) is driver 01's prompt in expansion-prompts.test.ts.
  it('move: a cube moving space by space, where it is and how far it may go; the car flag is a named boolean', () => {
    const s = at('car-chief,pit-team,suspension,boost,diesel-engine', { active: { lightGray: 1 } });
    run(s, play('lightGray'));
    let v = view(s);
    const m = promptOf(v, 'move');
    noText(m);
    expect(m).toMatchObject({ kind: 'move', cube: 'lightGray', player: 0, movesCar: false, count: 0, at: null });
    expect(m.card).toBe(v.cards.find((c) => c.color === 'lightGray')!.id);
    expect(m.max).toBeGreaterThan(0);
    const name = v.cards.find((c) => c.color === 'lightGray')!.name;
    expect(promptWords(m, v).title).toBe(`${name}: move the light grey cube`);
    expect(promptWords(m, v).help).toMatch(
      /^Click a highlighted space on the board \(or press its number\)\. Moved 0 of/,
    );
    run(s, step(v.highlights[0]));
    v = view(s);
    // Still moving (up to its gear's spaces) or done: either way the view matches the engine.
    if (v.prompt?.kind === 'move') {
      expect(v.prompt.count).toBe(1);
      expect(v.prompt.at).toEqual(s.prompt!.at);
    } else expect(s.prompt).toBeNull();
  });
});
