import { describe, expect, it } from 'vitest';
import {
  applyTrusted,
  clone,
  createGame,
  currentPlayer,
  isTerminal,
  legalActions,
  reseed,
  serialize,
  type GameState,
} from '../../../src-shared/games/automobiles';
import { GreedyBot } from '../../../src-shared/games/automobiles/bots/greedy-bot';
import { MctsBot } from '../../../src-shared/games/automobiles/bots/mcts-bot';
import { automobilesTurnSearch } from '../../../src-shared/games/automobiles/bots/search-plugin';
import { determinize, publicKey } from '../../../src-shared/games/automobiles/bots/player-view';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { BotCancelledError } from '../../../src-shared/bots/bot-decide';
import type { BotProgress } from '../../../src-shared/bots/bot-worker-protocol';

/** Positions of a greedy 2-player game where the MCTS bot has a real choice (several candidates). */
function positions(count: number): GameState[] {
  const s = createGame({ players: 2, seed: 21 });
  const bots = [new GreedyBot(), new GreedyBot()];
  const out: GameState[] = [];
  while (!isTerminal(s) && out.length < count) {
    const want = out.length % 2 === 0 ? 'action' : 'buy';
    if (s.round >= 3 && !s.prompt && s.phase === want) {
      if (!automobilesTurnSearch(s, currentPlayer(s), { seed: 1, scope: 'all' }).trivial) out.push(clone(s));
    }
    applyTrusted(s, bots[currentPlayer(s)].chooseAction(s, legalActions(s)));
  }
  return out;
}

/** Buys searched too (scope 'all'), so every test covers both kinds of decision. */
const FIXED = { iterations: 12, width: 4, playoutTurns: 2, seed: 7, scope: 'all' as const };

describe('MCTS bot', () => {
  const list = positions(6);

  it('found positions with real choices (action and buy phases)', () => {
    expect(list.length).toBe(6);
    expect(new Set(list.map((s) => s.phase)).size).toBe(2);
  });

  it("by default searches moves only: a buy is the greedy bot's buy", () => {
    for (const pos of list.filter((s) => s.phase === 'buy')) {
      expect(automobilesTurnSearch(pos, currentPlayer(pos), { seed: 1 }).trivial).toBe(true);
      const greedy = new GreedyBot().chooseAction(pos, legalActions(pos));
      expect(new MctsBot({ iterations: 12, seed: 7 }).chooseAction(pos, legalActions(pos))).toEqual(greedy);
    }
    const move = list.find((s) => s.phase === 'action')!;
    expect(automobilesTurnSearch(move, currentPlayer(move), { seed: 1 }).trivial).toBe(false);
  });

  it('never depends on hidden information: a reseeded copy gets the same choice', () => {
    for (const pos of list) {
      const other = clone(pos);
      reseed(other, 123456);
      expect(other.rng).not.toEqual(pos.rng);
      expect(publicKey(other)).toBe(publicKey(pos));
      const a = new MctsBot(FIXED).decide(pos, legalActions(pos));
      const b = new MctsBot(FIXED).decide(other, legalActions(other));
      expect(b).toEqual(a);
    }
  });

  it('is deterministic for a fixed search seed and budget, and leaves the state untouched', () => {
    const pos = list[0];
    const before = serialize(pos);
    const a = new MctsBot(FIXED).chooseAction(pos, legalActions(pos));
    const b = new MctsBot(FIXED).chooseAction(pos, legalActions(pos));
    expect(b).toEqual(a);
    expect(serialize(pos)).toBe(before);
    expect(legalActions(pos)).toContainEqual(a);
  });

  it('determinize keeps the public view and replaces the future', () => {
    const pos = list[0];
    const d = determinize(pos, 99);
    expect(publicKey(d)).toBe(publicKey(pos));
    expect(d.rng).not.toEqual(pos.rng);
  });

  it('the search stops when its signal is set', () => {
    const signal = { aborted: false };
    const search = automobilesTurnSearch(list[0], currentPlayer(list[0]), { seed: 1, signal });
    search.run(3);
    expect(search.iterations).toBe(3);
    signal.aborted = true;
    search.run(100);
    expect(search.iterations).toBe(3);
  });
});

describe('inline BotRunner', () => {
  const pos = positions(1)[0];

  it('reports progress and answers a legal action', async () => {
    const runner = new InlineBotRunner();
    const seen: BotProgress[] = [];
    const action = await runner.decide(
      pos,
      currentPlayer(pos),
      { game: 'automobiles', kind: 'mcts', iterations: 40 },
      (p) => seen.push(p),
    ).promise;
    expect(legalActions(pos)).toContainEqual(action);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen[seen.length - 1].iterations).toBeGreaterThan(0);
    expect(seen[seen.length - 1].best).not.toBeNull();
  });

  it('cancel stops a long search and rejects with BotCancelledError', async () => {
    const runner = new InlineBotRunner({ yieldNow: () => new Promise((r) => setTimeout(r, 0)) });
    let calls = 0;
    const t0 = performance.now();
    const d = runner.decide(pos, currentPlayer(pos), { game: 'automobiles', kind: 'mcts', thinkMs: 20_000 }, () => {
      if (++calls === 1) d.cancel();
    });
    await expect(d.promise).rejects.toBeInstanceOf(BotCancelledError);
    expect(performance.now() - t0).toBeLessThan(5000);
  });

  it('answers greedy and random specs too', async () => {
    const runner = new InlineBotRunner();
    for (const spec of [
      { game: 'automobiles', kind: 'greedy' as const },
      { game: 'automobiles', kind: 'random' as const, seed: 3 },
    ]) {
      const a = await runner.decide(pos, currentPlayer(pos), spec).promise;
      expect(legalActions(pos)).toContainEqual(a);
    }
  });
});
