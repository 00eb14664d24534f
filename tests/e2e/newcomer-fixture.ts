/**
 * Seeded positions for the newcomer specs (issue #32): a two-player race played by greedy bots
 * in Node until the human (seat 0) is in the Action Phase with many kinds of cube in hand (or
 * until any position asked for), stored as the browser build's autosave so "Continue" resumes it.
 */
import type { Page } from '@playwright/test';
import { saveOfGame } from '../helpers/save-games';
import {
  applyAction,
  COLORS,
  createGame,
  currentPlayer,
  isTerminal,
  legalActions,
  type Action,
  type GameState,
} from '../../src-shared/games/automobiles';
import { GreedyBot } from '../../src-shared/games/automobiles/bots/greedy-bot';
import { stringifySave } from '../../src-shared/save/save-file';
import { slotOfGame } from '../../src-shared/save/game-recorder';
import { SAVE_KEY_PREFIX } from '../../src-renderer/client/browser-save-store';
import { botSeat } from '../../src-shared/session/types';

export interface Fixture {
  key: string;
  text: string;
}

/**
 * Puts a fixture's save in the page's storage before the app starts, on the first load only
 * (a reload in the test then finds what the app itself kept).
 */
export async function installFixture(page: Page, fixture: Fixture): Promise<void> {
  await page.addInitScript(
    ({ key, text }) => {
      if (sessionStorage.getItem('e2e-newcomer-fixture')) return;
      sessionStorage.setItem('e2e-newcomer-fixture', '1');
      localStorage.setItem(key, text);
    },
    { key: fixture.key, text: fixture.text },
  );
}

/** How many kinds of cube seat 0 has in its active pile. */
export function kindsInHand(s: GameState): number {
  return COLORS.filter((_c, i) => (s.players[0].active as unknown as number[])[i] > 0).length;
}

/** Greedy bots play seed `seed` until `stop` holds for a position; that position as an autosave. */
export function fixtureWhere(
  seed: number,
  stop: (s: GameState) => boolean,
  {
    players = 2,
    laps = 3,
    humans = 1,
    fuelMixture = false,
    season,
  }: {
    players?: number;
    laps?: number;
    humans?: number;
    fuelMixture?: boolean;
    /** A season of `races` races on tracks drawn at random (the seed's). */
    season?: { races: number };
  } = {},
): Fixture {
  const names = ['You', 'Ayrton', 'Niki', 'Jackie'].slice(0, players);
  const options = {
    players: names.map((name) => ({ name })),
    seed,
    laps,
    cards: { kind: 'set' as const, id: 'first-game' },
    ...(fuelMixture ? { fuelMixture: true } : {}),
    ...(season ? { season: { races: season.races, random: true }, drivers: 'limited' as const } : {}),
  };
  const s = createGame(options);
  const bot = new GreedyBot();
  const actions: Action[] = [];
  while (!stop(s)) {
    if (isTerminal(s)) throw new Error(`seed ${seed}: the race ended before the position was reached`);
    const a = bot.chooseAction(s, legalActions(s));
    applyAction(s, a);
    actions.push(a);
  }
  const gameId = `newcomer-e2e-${seed}-${actions.length}`;
  const save = saveOfGame(options, actions, { savedAt: '2026-01-01T00:00:00.000Z' }, s, {
    gameId,
    seats: names.map((n, i) => (i < humans ? { kind: 'human' as const, name: n } : botSeat(n, 'greedy'))),
  });
  return { key: SAVE_KEY_PREFIX + slotOfGame(gameId), text: stringifySave(save) };
}

/** The human's Action Phase with at least `kinds` kinds of cube in hand (seed 3: 5, 6 and 7 occur on today's tracks). */
export function manyKindsSave(kinds: number, seed = 3): Fixture {
  return fixtureWhere(
    seed,
    (s) => s.phase === 'action' && !s.prompt && currentPlayer(s) === 0 && kindsInHand(s) >= kinds,
  );
}
