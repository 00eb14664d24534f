import { describe, expect, it } from 'vitest';
import {
  BASE_CARD_SETS,
  COLOR_LABEL,
  COLORS,
  DRIVERS,
  FUEL_CARDS,
  RACING_SEASON_CARDS,
  TRACKS,
  allCards,
  createGame,
  describeAction,
  legalActions,
} from '../../../src-shared/games/automobiles';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { GameSession } from '../../../src-shared/session/game-session';
import type { GameView } from '../../../src-shared/games/automobiles/session/view-types';

const now = () => Promise.resolve();

describe('the setup buy in the view (issue #15: bought cubes appear before "Done buying")', () => {
  it('shows each cube as it is bought, then nothing once it is in the bag', () => {
    const s = new GameSession({ bots: new InlineBotRunner({ yieldNow: now }), pause: now, newId: () => 't' });
    let v = s.newGame({
      seats: [
        { kind: 'human', name: 'Ann' },
        { kind: 'human', name: 'Bob' },
      ],
      track: 'beginner-oval',
      laps: 1,
      cards: { kind: 'set', id: 'first-game' },
      variants: { openBags: false, weaving: false, acceleratedPlay: false },
      seed: 42,
      seatOneStarts: true,
    });
    expect(v.players[0].setupBought).toBeNull();
    expect(s.act({ type: 'buy', color: 'darkGray' }).ok).toBe(true);
    expect(s.act({ type: 'buy', color: 'lightGray' }).ok).toBe(true);
    v = s.getView() as GameView;
    expect(v.players[0].setupBought).toMatchObject({ darkGray: 1, lightGray: 1, white: 0 });
    // The bag is closed and still holds the 12 starting cubes: the bought ones are not there yet.
    expect(v.players[0].bagSize).toBe(12);
    expect(v.players[1].setupBought).toBeNull();
    expect(s.act({ type: 'endBuy' }).ok).toBe(true);
    v = s.getView() as GameView;
    // Still visible to Bob while he buys: the setup buy is public.
    expect(v.players[0].setupBought).toMatchObject({ darkGray: 1, lightGray: 1 });
    expect(s.act({ type: 'endBuy' }).ok).toBe(true);
    v = s.getView() as GameView;
    expect(v.players.every((p) => p.setupBought === null)).toBe(true);
    // Into the bag, then 7 drawn: 14 cubes in all.
    expect(v.players[0].bagSize + Object.values(v.players[0].active).reduce((a, b) => a + b, 0)).toBe(14);
  });
});

describe('the engine says "grey" as a player reads it (colour ids stay lightGray/darkGray)', () => {
  const texts = [
    ...Object.values(COLOR_LABEL),
    ...allCards().map((c) => c.text),
    ...RACING_SEASON_CARDS.map((c) => c.text),
    ...DRIVERS.map((d) => d.text),
    ...FUEL_CARDS.map((f) => f.text),
    ...TRACKS.map((t) => t.description),
  ];
  it('card, driver, fuel and track texts and colour labels', () => {
    expect(texts.length).toBeGreaterThan(50);
    expect(texts.filter((t) => /gray/i.test(t))).toEqual([]);
    expect(COLOR_LABEL.lightGray).toBe('light grey');
    expect(COLORS).toContain('lightGray');
  });
  it('action descriptions', () => {
    const s = createGame({ players: 2, seed: 3, cards: BASE_CARD_SETS[0].id });
    const said = legalActions(s).map((a) => describeAction(s, a));
    expect(said.length).toBeGreaterThan(3);
    expect(said.filter((t) => /gray/i.test(t))).toEqual([]);
  });
});
