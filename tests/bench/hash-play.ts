import { applyTrusted, createGame, currentPlayer, isTerminal, legalActions, type GameOptionsInput } from '../../src-shared/engine';
import { GreedyBot } from '../../src-shared/bots/greedy-bot';
import { MctsBot } from '../../src-shared/bots/mcts/mcts-bot';
import { hashSeed } from '../../src-shared/bots/player-view';
const configs: GameOptionsInput[] = [
  { players: 2 }, { players: 4 }, { players: 3, cards: 'random', expansionCards: true, drivers: 'all' },
];
let h = 0;
const t0 = performance.now();
for (const cfg of configs) for (let seed = 1; seed <= Number(process.argv[2] ?? 10); seed++) {
  const s = createGame({ ...cfg, seed });
  const cache = process.argv[3] === 'cache' ? new Map() : undefined;
  const bots = Array.from({ length: s.players.length }, () => new GreedyBot({ planCache: cache }));
  while (!isTerminal(s)) { const a = bots[currentPlayer(s)].chooseAction(s, legalActions(s)); h = hashSeed(h, JSON.stringify(a)); applyTrusted(s, a); }
}
const greedyMs = performance.now() - t0;
for (let seed = 1; seed <= 2; seed++) {
  const s = createGame({ players: 2, seed });
  const bots = [new MctsBot({ iterations: 24, seed: 3, playoutTurns: 4 }), new GreedyBot()];
  while (!isTerminal(s)) { const a = bots[currentPlayer(s)].chooseAction(s, legalActions(s)); h = hashSeed(h, JSON.stringify(a)); applyTrusted(s, a); }
}
console.log('hash', h >>> 0, 'greedy ms', greedyMs.toFixed(0), 'total ms', (performance.now() - t0).toFixed(0));
