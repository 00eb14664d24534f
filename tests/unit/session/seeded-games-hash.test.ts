/**
 * Behaviour kept: whole seeded games of every game, played by bots through the session,
 * end in the same state as before (issue #26 moves the session's files and types around, it
 * must not change a single move). Each game's hash (SHA-256 of its action list and final
 * state, canonical text) is printed so a lead can compare runs across branches, and checked
 * against the value recorded before the move.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { gameById } from '../../../src-shared/games/registry';
import { GameSession } from '../../../src-shared/session/game-session';

type Setup = Parameters<GameSession['newGame']>[0];

const bot = (name: string, level: string) => ({ kind: 'bot', name, level });

/** Seeded all-bot games of each game; the expected hashes were taken before the kit refactor. */
const GAMES: { name: string; setup: unknown; hash: string }[] = [
  {
    name: 'automobiles, 3 greedy seats, beginner oval, seed 11',
    setup: {
      seats: [bot('Ann', 'greedy'), bot('Bo', 'greedy'), bot('Cy', 'greedy')],
      track: 'beginner-oval',
      laps: 1,
      cards: { kind: 'set', id: 'first-game' },
      variants: { openBags: false, weaving: false, acceleratedPlay: false },
      seed: 11,
    },
    hash: '2d8d40e3242bf17f3693e81e2cfd4cf0c1367a905c737cdd653213be1195ef71',
  },
  {
    name: 'automobiles, 4 seats (greedy, random, beginner), drivers, random cards, seed 5',
    setup: {
      seats: [bot('Ann', 'greedy'), bot('Bo', 'random'), bot('Cy', 'beginner'), bot('Di', 'greedy')],
      track: 'random-base',
      laps: 1,
      cards: { kind: 'random' },
      variants: { openBags: true, weaving: true, acceleratedPlay: false },
      drivers: 'all',
      expansionCards: true,
      seed: 5,
    },
    hash: 'a1ec07a34e37b147400550edc9915945f35919d2fb3a48ac97dbea1e3665f100',
  },
  {
    name: 'racepack, 4 seats (greedy, random, easy, greedy), indy oval, seed 7',
    setup: {
      game: 'racepack',
      seats: [bot('Ann', 'greedy'), bot('Bo', 'random'), bot('Cy', 'easy'), bot('Di', 'greedy')],
      track: 'indy-oval',
      laps: 1,
      seed: 7,
    },
    hash: '5f68b94bb73f6aa5fbd10f1c98f2c63ced54dc46ebdfb4f6e01a9dfe848703de',
  },
  {
    name: 'racepack, 2 seats driving two cars each, pit lane and timer, seed 3',
    setup: {
      game: 'racepack',
      seats: [bot('Ann', 'medium'), bot('Bo', 'greedy')],
      track: 'indy-oval',
      laps: 2,
      pitLane: true,
      timer: true,
      seed: 3,
    },
    hash: '38affc4403e9296d6614990ac6d530bf604ecf55dadef4d32cde9890671c1837',
  },
];

async function playThrough(setup: unknown): Promise<{ hash: string; actions: number }> {
  const resolved = () => Promise.resolve();
  const session = new GameSession({ bots: new InlineBotRunner({ yieldNow: resolved }), pause: resolved });
  session.newGame(setup as Setup);
  await session.idle();
  const record = session.saved()!;
  const game = gameById(record.game ?? 'automobiles');
  const state = session.state;
  expect(game.isTerminal(state)).toBe(true);
  session.dispose();
  const hash = createHash('sha256')
    .update(JSON.stringify(record.actions))
    .update('\n')
    .update(game.serialize(state))
    .digest('hex');
  return { hash, actions: record.actions.length };
}

describe('seeded games through the session hash as before', () => {
  for (const g of GAMES) {
    it(
      g.name,
      async () => {
        const { hash, actions } = await playThrough(g.setup);
        console.log(`state hash | ${g.name} | ${actions} actions | ${hash}`);
        expect(actions).toBeGreaterThan(20);
        expect(hash).toBe(g.hash);
      },
      60_000,
    );
  }
});
