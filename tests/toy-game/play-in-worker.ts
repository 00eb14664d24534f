/**
 * Run in a subprocess by cli.test.ts, in the toy game's Node test build:
 *   node --import tsx --import ./tests/toy-game/toy-register.mjs tests/toy-game/play-in-worker.ts SEED
 * plays a Dice Race between two bot seats through the session, its bots decided by the app's
 * node bot runner in a real worker thread (src-main/workers/bot-worker.ts, started by
 * spawnWorker as in the app); prints one JSON line: the state reached, the decisions and who
 * took them.
 */
import { InlineBotRunner, type BotRunner, type WorkerBotRunner } from '../../src-shared/bots/bot-runner';
import { createNodeBotRunner } from '../../src-main/workers/node-bot-runner';
import { GameSession } from '../../src-shared/session/game-session';
import type { SessionSetup } from '../../src-shared/games/registry';
import { diceRace, type DiceRaceState } from './dice-race';

const seed = Number(process.argv[2] ?? 1);
const inline = new InlineBotRunner({ yieldNow: () => new Promise((r) => setImmediate(r)) });
let fallbackDecisions = 0;
// The fallback counts: every decision it takes is one the worker did not.
const fallback: BotRunner = {
  decide: (...args) => (fallbackDecisions++, inline.decide(...args)),
  reset: () => inline.reset(),
  dispose: () => inline.dispose(),
};
const runner = createNodeBotRunner({ fallback, bootMs: 120_000, waitBootMs: 120_000, marginMs: 60_000 });
const session = new GameSession({ bots: runner, pause: () => Promise.resolve() });
session.newGame({
  game: 'dice-race',
  seats: [
    { kind: 'bot', name: 'Rex', level: 'greedy' },
    { kind: 'bot', name: 'Max', level: 'random' },
  ],
  seed,
  length: 20,
} as unknown as SessionSetup);
for (let guard = 0; guard < 500 && !diceRace.isTerminal(session.state as DiceRaceState); guard++) await session.idle();
const state = session.state as DiceRaceState;
console.log(
  JSON.stringify({
    over: diceRace.isTerminal(state),
    finishOrder: diceRace.result(state)?.finishOrder ?? null,
    actions: session.saved()!.actions.length,
    spawned: (runner as WorkerBotRunner).spawned,
    fallbackDecisions,
  }),
);
runner.dispose();
