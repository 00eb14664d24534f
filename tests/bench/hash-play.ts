/**
 * `npx tsx tests/bench/hash-play.ts [SEEDS] [cache]`: one hash of every action the bots
 * choose in greedy games (2 and 4 players, and 3 players with drivers and random Racing
 * Season cards; SEEDS seeds each) and two games of a fixed-budget searcher. A speed-up
 * that must not change play (the planner, its keys, its plan cache) keeps the hash: run it
 * before and after. `cache` makes all the greedy bots of a game share one plan cache.
 */
import { createGame, type GameOptionsInput, type GameState, automobiles } from '../../src-shared/games/automobiles';
import { playToEnd } from '../../src-shared/play/play-loop';
import type { AutomobilesBot } from '../../src-shared/games/automobiles/bots/automobiles-bot';
import { GreedyBot } from '../../src-shared/games/automobiles/bots/greedy-bot';
import type { TurnPlan } from '../../src-shared/games/automobiles/bots/greedy/turn-planner';
import { MctsBot } from '../../src-shared/games/automobiles/bots/mcts-bot';
import { hashSeed } from '../../src-shared/bots/player-view';

const seeds = Number(process.argv[2] ?? 10);
const shareCache = process.argv[3] === 'cache';
const configs: GameOptionsInput[] = [
  { players: 2 },
  { players: 4 },
  { players: 3, cards: 'random', expansionCards: true, drivers: 'all' },
];

let hash = 0;
function play(s: GameState, bots: AutomobilesBot[]): void {
  playToEnd(automobiles, s, bots, {
    apply: 'trusted',
    maxActions: Infinity,
    onAction: (_s, a) => void (hash = hashSeed(hash, JSON.stringify(a))),
  });
}

const t0 = performance.now();
for (const cfg of configs) {
  for (let seed = 1; seed <= seeds; seed++) {
    const s = createGame({ ...cfg, seed });
    const planCache = shareCache ? new Map<string, TurnPlan>() : undefined;
    play(
      s,
      s.players.map(() => new GreedyBot({ planCache })),
    );
  }
}
const greedyMs = performance.now() - t0;
for (let seed = 1; seed <= 2; seed++) {
  play(createGame({ players: 2, seed }), [new MctsBot({ iterations: 24, seed: 3, playoutTurns: 4 }), new GreedyBot()]);
}
console.log(
  `hash ${hash >>> 0} — greedy games ${greedyMs.toFixed(0)} ms, all ${(performance.now() - t0).toFixed(0)} ms`,
);
