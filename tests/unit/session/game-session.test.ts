import type { GameView } from '../../../src-shared/games/automobiles/session/view-types';
import type { AutomobilesBotSpec } from '../../../src-shared/games/automobiles/bots/automobiles-bot-spec';
import { describe, expect, it } from 'vitest';
import { legalActions, serialize, type Action } from '../../../src-shared/games/automobiles';
import { InlineBotRunner, type BotRunner } from '../../../src-shared/bots/bot-runner';
import { GameSession } from '../../../src-shared/session/game-session';
import type { SavedGame } from '../../../src-shared/session/types';
import type { BotSpec } from '../../../src-shared/bots/bot-spec';
import { logText } from '../../../src-renderer/i18n/log-wording';
import { type NewGameSetup, type AutomobilesUpdate as SessionUpdate } from '../../../src-shared/games/automobiles/kit';
import type { GameState } from '../../../src-shared/games/automobiles';
const names = (v: GameView) => v.players.map((p) => p.name);

const now = () => Promise.resolve();

function session(extra: ConstructorParameters<typeof GameSession>[0] = {}) {
  return new GameSession({ bots: new InlineBotRunner({ yieldNow: now }), pause: now, newId: () => 'test', ...extra });
}

function setup(over: Partial<NewGameSetup> = {}): NewGameSetup {
  return {
    seats: [
      { kind: 'human', name: 'Ann' },
      { kind: 'human', name: 'Bob' },
    ],
    track: 'beginner-oval',
    laps: 1,
    cards: { kind: 'set', id: 'first-game' },
    variants: { openBags: true, weaving: false, acceleratedPlay: false },
    seed: 42,
    seatOneStarts: true,
    ...over,
  };
}

/** Plays the setup buys (nothing bought) so the race is at P1's first Action Phase. */
function skipSetup(s: GameSession) {
  while ((s.state as GameState).phase === 'setup') expect(s.act({ type: 'endBuy' }).ok).toBe(true);
}

describe('GameSession: applying actions', () => {
  it('starts a race at the setup buy with a view for the human decider', () => {
    const s = session();
    const v = s.newGame(setup());
    expect(v.phase).toBe('setup');
    expect(v.decider).toBe(0);
    expect(v.deciderKind).toBe('human');
    expect(v.money).toBe(10);
    expect(v.legal.some((o) => o.action.type === 'endBuy')).toBe(true);
    expect(v.players.map((p) => p.name)).toEqual(['Ann', 'Bob']);
    expect(v.cards).toHaveLength(10);
    expect(v.cards.every((c) => c.text.length > 20)).toBe(true);
  });

  it('applies a legal action and pushes one update with its events', () => {
    const s = session();
    s.newGame(setup());
    const updates: SessionUpdate[] = [];
    s.onUpdate((u) => updates.push(u as SessionUpdate));
    const r = s.act({ type: 'buy', color: 'darkGray' });
    expect(r.ok).toBe(true);
    expect(updates).toHaveLength(1);
    expect(updates[0].reason).toBe('action');
    expect(updates[0].events.map((e) => e.type)).toContain('cubeBought');
    expect(updates[0].view.money).toBe(5);
  });

  it('rejects illegal and malformed actions with an error and leaves the state unchanged', () => {
    const s = session();
    s.newGame(setup());
    const before = serialize(s.state as GameState);
    const updates: SessionUpdate[] = [];
    s.onUpdate((u) => updates.push(u as SessionUpdate));
    const bad: unknown[] = [
      { type: 'play', color: 'white' },
      { type: 'buy', color: 'brown' },
      { type: 'step', space: 3 },
      { type: 'bogus' },
      null,
      { color: 'white' },
    ];
    for (const a of bad) {
      const r = s.act(a as Action);
      expect(r.ok, JSON.stringify(a)).toBe(false);
      // The key only: the engine's reason is the host's log's, not the reply's.
      if (!r.ok) expect(r.refusal).toEqual({ key: 'illegal' });
    }
    expect(serialize(s.state as GameState)).toBe(before);
    expect(updates).toHaveLength(0);
  });

  it('refuses a human action while a bot decides', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const s = session({ pause: () => gate });
    s.newGame(
      setup({
        seats: [
          { kind: 'bot', name: 'Bot', level: 'greedy' },
          { kind: 'human', name: 'Ann' },
        ],
      }),
    );
    expect((s.getView() as GameView).deciderKind).toBe('bot');
    expect((s.getView() as GameView).thinking).toBe(true);
    expect((s.getView() as GameView).legal).toEqual([]);
    const r = s.act({ type: 'endBuy' });
    expect(r.ok).toBe(false);
    release();
    await s.idle();
    expect((s.getView() as GameView).decider).toBe(1);
  });
});

describe('GameSession: undo', () => {
  it('undoes the current human’s actions within the turn, one at a time', () => {
    const s = session();
    s.newGame(setup());
    const start = serialize(s.state as GameState);
    expect(s.canUndo()).toBe(false);
    s.act({ type: 'buy', color: 'lightGray' });
    const afterOne = serialize(s.state as GameState);
    s.act({ type: 'buy', color: 'white' });
    expect((s.getView() as GameView).canUndo).toBe(true);
    expect(s.undo().ok).toBe(true);
    expect(serialize(s.state as GameState)).toBe(afterOne);
    expect(s.undo().ok).toBe(true);
    expect(serialize(s.state as GameState)).toBe(start);
    expect(s.undo().ok).toBe(false);
    expect(serialize(s.state as GameState)).toBe(start);
  });

  it('never undoes another player’s action', () => {
    const s = session();
    s.newGame(setup());
    s.act({ type: 'buy', color: 'white' });
    s.act({ type: 'endBuy' }); // Ann is done: Bob buys now
    expect((s.getView() as GameView).decider).toBe(1);
    expect(s.canUndo()).toBe(false);
    const r = s.undo();
    expect(r.ok).toBe(false);
    expect((s.getView() as GameView).decider).toBe(1);
  });

  it('never undoes across a draw', () => {
    const s = session();
    s.newGame(setup());
    skipSetup(s); // the last endBuy draws everyone's first 7 cubes
    expect((s.state as GameState).phase).toBe('action');
    expect(s.canUndo()).toBe(false);
    // Within the Action Phase, moves are undoable back to the start of the phase, not beyond.
    const atStart = serialize(s.state as GameState);
    const gear = legalActions(s.state as GameState).find((a) => a.type === 'play' && a.color !== 'brown');
    expect(gear).toBeDefined();
    s.act(gear!);
    let guard = 0;
    while ((s.state as GameState).prompt && guard++ < 10) s.act(legalActions(s.state as GameState)[0]);
    expect(s.canUndo()).toBe(true);
    while (s.canUndo()) expect(s.undo().ok).toBe(true);
    expect(serialize(s.state as GameState)).toBe(atStart);
    // Ending the turn draws a new hand: nothing before it can be undone.
    s.act({ type: 'endActions' });
    s.act({ type: 'endBuy' });
    expect(s.canUndo()).toBe(false);
  });

  it('keeps the log and statistics in step with the undone state', () => {
    const s = session();
    s.newGame(setup());
    const lines = (s.getView() as GameView).log.length;
    s.act({ type: 'buy', color: 'white' });
    expect((s.getView() as GameView).stats[0].cubesBought).toBe(1);
    s.undo();
    expect((s.getView() as GameView).stats[0].cubesBought).toBe(0);
    expect((s.getView() as GameView).log.length).toBe(lines);
  });
});

describe('GameSession: bots', () => {
  it('bots take their turns and hand back to the human', async () => {
    const s = session();
    const reasons: string[] = [];
    s.onUpdate((u) => reasons.push(u.reason));
    s.newGame(
      setup({
        seats: [
          { kind: 'human', name: 'Ann' },
          { kind: 'bot', name: 'Gus', level: 'greedy' },
        ],
      }),
    );
    s.act({ type: 'endBuy' });
    await s.idle();
    // Gus bought and ended his setup; the race started and it is Ann's turn again.
    expect((s.state as GameState).phase).toBe('action');
    expect((s.getView() as GameView).decider).toBe(0);
    expect(reasons.filter((r) => r === 'bot').length).toBeGreaterThan(0);
    s.act({ type: 'endActions' });
    s.act({ type: 'endBuy' });
    await s.idle();
    expect((s.getView() as GameView).decider).toBe(0);
    expect((s.state as GameState).round).toBe(2);
  });

  it('two bots race a whole lap to the finish', async () => {
    const s = session();
    s.newGame(
      setup({
        seats: [
          { kind: 'bot', name: 'A', level: 'greedy' },
          { kind: 'bot', name: 'B', level: 'random' },
        ],
      }),
    );
    await s.idle();
    const v = s.getView() as GameView;
    expect(v.over).toBe(true);
    expect(v.finishOrder).toHaveLength(2);
    expect(v.stats.some((x) => x.turns > 0)).toBe(true);
    expect(logText(v.log.at(-1)!, names(v))).toMatch(/Race over/);
  }, 60_000);

  it('a new game stops the bots of the old one', async () => {
    const s = session();
    s.newGame(
      setup({
        seats: [
          { kind: 'bot', name: 'A', level: 'greedy' },
          { kind: 'bot', name: 'B', level: 'greedy' },
        ],
      }),
    );
    s.newGame(setup());
    await s.idle();
    expect((s.state as GameState).phase).toBe('setup');
    expect((s.state as GameState).actionCount).toBe(0);
  });
});

describe('GameSession: view, autosave and restore', () => {
  it('shows bag contents only with open bags (discard piles are on the table: always), never the RNG', () => {
    const s = session();
    const open = s.newGame(setup());
    expect(open.players[0].bag).not.toBeNull();
    const closed = s.newGame(setup({ variants: { openBags: false, weaving: false, acceleratedPlay: false } }));
    expect(closed.players[0].bag).toBeNull();
    expect(closed.players[1].bag).toBeNull();
    // Hybrid, Turbo and Pit Mechanic compare discard piles: they stay public without open bags
    expect(closed.players[1].discard).toMatchObject({ white: 0, brown: 0 });
    expect(closed.players[0].bagSize).toBe(12);
    expect(JSON.stringify(closed)).not.toContain('rng');
  });

  it('autosaves after every change and restores the same game', () => {
    const saves: SavedGame[] = [];
    const s = session({ save: { save: (g) => void saves.push(g.record()) } });
    s.newGame(setup());
    s.act({ type: 'buy', color: 'darkGray' });
    s.act({ type: 'endBuy' });
    expect(saves).toHaveLength(3);
    const last = saves.at(-1)!;
    expect(last.actions).toHaveLength(2);
    const other = session();
    other.restore(JSON.parse(JSON.stringify(last)) as SavedGame);
    expect(serialize(other.state as GameState)).toBe(serialize(s.state as GameState));
  });

  it('reports bad options without touching the current game', () => {
    const s = session();
    s.newGame(setup());
    s.act({ type: 'buy', color: 'white' });
    const before = serialize(s.state as GameState);
    expect(() => s.newGame(setup({ track: 'no-such-track' }))).toThrow(/track/);
    expect(serialize(s.state as GameState)).toBe(before);
  });
});

describe('GameSession: a bot with its own thinking time', () => {
  it('runs the level with that time, shows it, and keeps it in saves', async () => {
    const specs: BotSpec[] = [];
    const inline = new InlineBotRunner({ yieldNow: now });
    const bots: BotRunner = {
      decide: (state, player, spec, onProgress) => (specs.push(spec), inline.decide(state, player, spec, onProgress)),
      reset: () => inline.reset(),
      dispose: () => inline.dispose(),
    };
    const saves: SavedGame[] = [];
    const s = session({ bots, save: { save: (g) => void saves.push(g.record()) } });
    s.newGame(
      setup({
        seats: [
          { kind: 'bot', name: 'Quick', level: 'hard', thinkMs: 20 },
          { kind: 'bot', name: 'Gus', level: 'greedy' },
        ],
      }),
    );
    await s.idle();
    expect(
      (specs as AutomobilesBotSpec[]).some(
        (x) => x.kind === 'mcts' && x.level === 'hard' && x.thinkMs === 20 && x.seed === 1,
      ),
    ).toBe(true);
    expect(specs.some((x) => x.kind === 'greedy')).toBe(true);
    expect((s.getView() as GameView).players.map((p) => p.thinkMs)).toEqual([20, null]);
    expect(saves.at(-1)!.seats[0]).toEqual({ kind: 'bot', name: 'Quick', level: 'hard', thinkMs: 20 });
  });
});
