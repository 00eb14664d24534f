/**
 * The catalogue words every Automobiles action from the view's data (i18n/prompt-wording.ts
 * `actionText`), so the engine's describeAction is no longer the answer buttons' fallback: over
 * random games with every module on, the catalogue's words equal the engine's sentence for
 * every legal action in every position.
 */
import { describe, expect, it } from 'vitest';
import {
  applyAction,
  createGame,
  describeAction,
  isTerminal,
  legalActions,
  type GameOptionsInput,
} from '../../../src-shared/games/automobiles';
import { RandomBot } from '../../../src-shared/games/automobiles/bots/random-bot';
import { buildView } from '../../../src-shared/games/automobiles/session/build-view';
import { actionText } from '../../../src-renderer/games/automobiles/i18n/prompt-wording';

const GAMES: [string, GameOptionsInput][] = [
  ['base game', { players: 3, seed: 11, laps: 1 }],
  ['drivers, sponsors and a season', { players: 3, seed: 4, laps: 1, drivers: 'all', season: { races: 3 } }],
  ['Fuel Mixture and expansion cards', { players: 4, seed: 9, laps: 1, fuelMixture: true, expansionCards: true }],
];

describe('every action in the catalogue’s words', () => {
  for (const [name, options] of GAMES) {
    it(`${name}: the same sentence as the engine's, for every legal action`, () => {
      const s = createGame(options);
      const bot = new RandomBot(Number(options.seed ?? 1), { progressBias: 0.8 });
      const types = new Set<string>();
      let checked = 0;
      for (let n = 0; n < 1200 && !isTerminal(s); n++) {
        const view = buildView({
          id: 't',
          version: n,
          state: s,
          seats: s.players.map((p) => ({ kind: 'human' as const, name: p.name })),
          log: [],
          stats: [],
          canUndo: false,
          thinking: false,
        });
        for (const o of view.legal) {
          expect(actionText(o, view), JSON.stringify(o.action)).toBe(describeAction(s, o.action));
          expect(o).not.toHaveProperty('label');
          types.add(o.action.type === 'choose' ? `choose:${o.action.option.split(':')[0]}` : o.action.type);
          checked++;
        }
        applyAction(s, bot.chooseAction(s, legalActions(s)));
      }
      expect(checked).toBeGreaterThan(100);
      expect(types.size).toBeGreaterThan(5);
    });
  }
});
