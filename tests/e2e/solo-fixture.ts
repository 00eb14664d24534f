/**
 * A seeded fast path into the last race of a solo series (the e2e machines are slow): the
 * series played by greedy bots in every seat, in Node, until race 5's last lap reaches the
 * human's Action Phase; stored as the browser build's autosave slot so "Continue" resumes it.
 */
import { saveOfGame } from '../helpers/save-games';
import {
  applyAction,
  createGame,
  currentPlayer,
  isTerminal,
  legalActions,
  type Action,
} from '../../src-shared/games/automobiles';
import { GreedyBot } from '../../src-shared/games/automobiles/bots/greedy-bot';
import { stringifySave } from '../../src-shared/save/save-file';
import { slotOfGame } from '../../src-shared/save/game-recorder';
import { SAVE_KEY_PREFIX } from '../../src-renderer/client/browser-save-store';
import { botSeat } from '../../src-shared/session/types';

export const RIVALS = ['Ayrton', 'Niki', 'Jackie', 'Juan'];

export interface LateSeries {
  /** localStorage key and text of the slot. */
  key: string;
  text: string;
  /** The human's points before race 5, and the track of race 5. */
  points: number;
  racesScored: number;
}

export function lateSeriesSave(seed: number, human = 'Solo Tester'): LateSeries {
  const options = {
    players: [human, ...RIVALS].map((name) => ({ name })),
    seed,
    laps: 3,
    cards: { kind: 'set' as const, id: 'first-game' },
    drivers: 'limited' as const,
    solo: true,
    fuelMixture: true,
  };
  const s = createGame(options);
  const bot = new GreedyBot();
  const actions: Action[] = [];
  const lastRaceLastLap = () =>
    s.season!.race === 4 &&
    s.phase === 'action' &&
    !s.prompt &&
    Math.max(...s.players.map((p) => p.lapsCompleted)) >= 2;
  while (!(lastRaceLastLap() && currentPlayer(s) === 0)) {
    if (isTerminal(s)) throw new Error('the series ended before the fast path stopped');
    const a = bot.chooseAction(s, legalActions(s));
    applyAction(s, a);
    actions.push(a);
  }
  const gameId = `solo-e2e-${seed}`;
  const save = saveOfGame(options, actions, { savedAt: '2026-01-01T00:00:00.000Z' }, s, {
    gameId,
    seats: [{ kind: 'human', name: human }, ...RIVALS.map((n) => botSeat(n, 'greedy'))],
  });
  return {
    key: SAVE_KEY_PREFIX + slotOfGame(gameId),
    text: stringifySave(save),
    points: s.solo!.points,
    racesScored: s.solo!.races.length,
  };
}
