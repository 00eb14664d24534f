/**
 * Seeded fast paths to the screens between and after races (issue #31's keyboard play): a
 * Racing Season or a solo series played by greedy bots in every seat, in Node, up to a chosen
 * point where the human (seat 0) decides, stored as the browser build's autosave slot so
 * "Continue" resumes there.
 */
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
import { stringifySave } from '../../src-shared/save/save-file';
import { saveOfGame } from '../helpers/save-games';
import { slotOfGame } from '../../src-shared/save/game-recorder';
import { SAVE_KEY_PREFIX } from '../../src-renderer/client/browser-save-store';
import { botSeat } from '../../src-shared/session/types';
import { RIVALS } from './solo-fixture';

export interface KeysFixture {
  key: string;
  text: string;
}

type Options = Parameters<typeof createGame>[0];

/** Greedy bots play `options` from the start; `cut` picks how many of the actions are kept. */
function fixture(
  id: string,
  options: Options,
  human: string,
  rivals: string[],
  cut: (states: GameState[], actions: Action[]) => number,
): KeysFixture {
  const bot = new GreedyBot();
  const s = createGame(options);
  const actions: Action[] = [];
  const states: GameState[] = [structuredClone(s)];
  while (!isTerminal(s)) {
    const a = bot.chooseAction(s, legalActions(s));
    applyAction(s, a);
    actions.push(a);
    states.push(structuredClone(s));
  }
  const n = cut(states, actions);
  if (n < 0) throw new Error(`${id}: the stopping point never came`);
  const r = createGame(options);
  for (const a of actions.slice(0, n)) applyAction(r, a);
  const gameId = `keys-e2e-${id}`;
  const save = saveOfGame(options, actions.slice(0, n), { savedAt: '2026-01-01T00:00:00.000Z' }, r, {
    gameId,
    seats: [{ kind: 'human', name: human }, ...rivals.map((n) => botSeat(n, 'greedy'))],
  });
  return { key: SAVE_KEY_PREFIX + slotOfGame(gameId), text: stringifySave(save) };
}

/** The human (seat 0) decides in this state: a sponsor or mechanic award at its first step. */
const humanChooses = (x: GameState) =>
  x.phase === 'sponsors' && currentPlayer(x) === 0 && x.season?.award?.stage === 'choose';

const SEASON: Options = {
  players: [{ name: 'Tester' }, { name: 'Greedy Gus' }],
  seed: 7,
  laps: 1,
  track: 'beginner-oval',
  cards: { kind: 'set', id: 'first-game' },
  drivers: 'limited',
  season: { races: 3 },
  seatOneStarts: true,
};

/** A 3-race season at Tester's sponsor award after race 2 (Tester holds a sponsor: keep or switch). */
export function seasonSecondBreak(): KeysFixture {
  return fixture('season-break', SEASON, 'Tester', ['Greedy Gus'], (states) =>
    states.findIndex((x) => humanChooses(x) && x.season!.results.length === 2 && !!x.season!.sponsorOf[0]),
  );
}

/** A 3-race season at Tester's last decision of race 3: what follows is the bot's, then the champion. */
export function seasonLastDecision(): KeysFixture {
  return fixture('season-end', SEASON, 'Tester', ['Greedy Gus'], (states) => {
    for (let i = states.length - 2; i >= 0; i--) if (currentPlayer(states[i]!) === 0) return i;
    return -1;
  });
}

const SOLO: Options = {
  players: ['Solo Tester', ...RIVALS].map((name) => ({ name })),
  seed: 3,
  laps: 3,
  cards: { kind: 'set', id: 'first-game' },
  drivers: 'limited',
  solo: true,
  fuelMixture: true,
};

/** A solo series at the mechanic hire after race `race` (1–5). */
export function soloHire(race: number): KeysFixture {
  return fixture(`solo-hire-${race}`, SOLO, 'Solo Tester', RIVALS, (states) =>
    states.findIndex((x) => humanChooses(x) && x.solo!.races.length === race),
  );
}
