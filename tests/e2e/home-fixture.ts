/**
 * The player's home end to end (issue #31): a profile stored as the browser build keeps it,
 * and races of each game played in Node by seeded bots to just before their end, stored as
 * the autosave with that profile in the human seat, for "Continue" to finish against a bot.
 */
import type { Page } from '@playwright/test';
import {
  applyAction,
  createGame,
  currentPlayer,
  isTerminal,
  legalActions,
  type Action,
  type GameState,
} from '../../src-shared/games/automobiles';
import { GreedyBot } from '../../src-shared/games/automobiles/bots/greedy-bot';
import { createRacepackBot, racepack, type RacepackAction, type RacepackState } from '../../src-shared/games/racepack';
import { stringifySave } from '../../src-shared/save/save-file';
import { saveOfGame } from '../helpers/save-games';
import { slotOfGame } from '../../src-shared/save/game-recorder';
import { SAVE_KEY_PREFIX } from '../../src-renderer/client/browser-save-store';
import { RECORDS_KEY_PREFIX } from '../../src-renderer/client/browser-records-storage';
import { RECORDS_FORMAT } from '../../src-shared/records/record-book';
import { botSeat } from '../../src-shared/session/types';

export const PROFILE = { id: 'e2e-ann', name: 'Ann', color: 'teal', look: 'star', created: '2026-01-01T00:00:00.000Z' };
const human = { kind: 'human' as const, name: PROFILE.name, profile: PROFILE.id };

export interface HomeFixture {
  key: string;
  text: string;
  seed: number;
}

/** Greedy bots race these options to the end: the last round. */
function lastRound(options: Parameters<typeof createGame>[0]): number {
  const s = createGame(options);
  const bot = new GreedyBot();
  while (!isTerminal(s)) applyAction(s, bot.chooseAction(s, legalActions(s)));
  return s.round;
}

/** An Automobiles race (1 lap, Ann against a Greedy bot) at Ann's Action Phase a round or two before its end. */
export function automobilesNearEnd(seed = 7): HomeFixture {
  const options = {
    players: [{ name: 'Ann' }, { name: 'Gus' }],
    seed,
    laps: 1,
    track: 'beginner-oval',
    cards: { kind: 'set' as const, id: 'first-game' },
    seatOneStarts: true,
  };
  const s = createGame(options);
  const bot = new GreedyBot();
  const actions: Action[] = [];
  const near = lastRound(options) - 2;
  const stop = (x: GameState) => x.round >= near && x.phase === 'action' && !x.prompt && currentPlayer(x) === 0;
  while (!stop(s)) {
    if (isTerminal(s)) throw new Error(`seed ${seed}: the race ended before Ann's last turn`);
    const a = bot.chooseAction(s, legalActions(s));
    applyAction(s, a);
    actions.push(a);
  }
  const gameId = `home-e2e-auto-${seed}`;
  const save = saveOfGame(options, actions, { savedAt: '2026-01-01T00:00:00.000Z' }, s, {
    gameId,
    seats: [human, botSeat('Gus', 'greedy')],
  });
  return { key: SAVE_KEY_PREFIX + slotOfGame(gameId), text: stringifySave(save), seed };
}

/** A Racepack race (Indy Oval, 1 lap, Ann against a Greedy bot, two cars each) with three cars home. */
export function racepackNearEnd(seed = 3): HomeFixture {
  const options = racepack.normalizeOptions({ players: 2, track: 'indy-oval', laps: 1 });
  const s = racepack.create(options, seed);
  const bots = [createRacepackBot('greedy', seed), createRacepackBot('greedy', seed + 1)];
  const actions: RacepackAction[] = [];
  const stop = (x: RacepackState) => x.finished.length >= 3;
  while (!stop(s)) {
    if (racepack.isTerminal(s)) throw new Error(`seed ${seed}: the race ended before the last car`);
    const a = bots[racepack.currentPlayer(s)].chooseAction(s, racepack.legalActions(s));
    racepack.apply(s, a);
    actions.push(a);
  }
  const gameId = `home-e2e-rp-${seed}`;
  const save = saveOfGame(
    { ...options, seed } as never,
    actions as never,
    { savedAt: '2026-01-01T00:00:00.000Z' },
    s as never,
    {
      game: 'racepack',
      gameId,
      seats: [human, botSeat('Gus', 'greedy')],
    },
  );
  return { key: SAVE_KEY_PREFIX + slotOfGame(gameId), text: stringifySave(save), seed };
}

/** Stores Ann's profile (playing here) and the autosave before the page's first load. */
export async function seedHome(page: Page, save: HomeFixture): Promise<void> {
  await page.addInitScript(
    ({ save, profiles, profilesKey }) => {
      if (sessionStorage.getItem('e2e-home-fixture')) return;
      sessionStorage.setItem('e2e-home-fixture', '1');
      localStorage.setItem('automobiles.settings', JSON.stringify({ speed: 4, animations: true }));
      localStorage.setItem(profilesKey, profiles);
      localStorage.setItem('automobiles.currentProfile', 'e2e-ann');
      localStorage.setItem(save.key, save.text);
    },
    {
      save,
      profiles: JSON.stringify({ format: RECORDS_FORMAT, version: 1, items: [PROFILE] }),
      profilesKey: `${RECORDS_KEY_PREFIX}profiles`,
    },
  );
}
