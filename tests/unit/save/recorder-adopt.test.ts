/**
 * A game continued from its slot: the recorder takes the stored action log's JSON from the
 * file's text (actionsJsonOf), so the first rewrite after a load does not stringify a long
 * log again (a main-thread pause of tens of milliseconds at 200,000 actions); a text it
 * cannot cut exactly is stringified as before. The periodic rewrites, likewise, only add the
 * actions since the last write to the log's JSON.
 */
import { saveOfGame } from '../../helpers/save-games';
import { describe, expect, it } from 'vitest';
import {
  applyTrusted,
  createGame,
  legalActions,
  type Action,
  type GameState,
} from '../../../src-shared/games/automobiles';
import { RandomBot } from '../../../src-shared/games/automobiles/bots/random-bot';
import { MemorySaveStore, actionsLine, parseSave, stringifySave } from '../../../src-shared/save';
import { GameRecorder, actionsJsonOf } from '../../../src-shared/save/game-recorder';
import type { GameChange } from '../../../src-shared/session/types';

const OPTIONS = { players: 3, seed: 5, laps: 1 };

function play(state: GameState, actions: Action[], n: number): void {
  const bot = new RandomBot(3);
  for (let i = 0; i < n; i++) {
    const a = bot.chooseAction(state, legalActions(state));
    applyTrusted(state, a);
    actions.push(a);
  }
}

/** The session's side of the autosave hook, noting the most actions asked for at once. */
function changes(state: GameState, actions: Action[]) {
  /** The most actions asked for at once. */
  const asked = { most: 0 };
  const change = (reason: 'new' | 'bot'): GameChange => ({
    reason,
    id: 'adopt-test',
    actionCount: actions.length,
    actionsSince: (from: number) => {
      asked.most = Math.max(asked.most, actions.length - from);
      return actions.slice(from);
    },
    record: () => ({
      id: 'adopt-test',
      options: state.options,
      seats: state.players.map((p) => ({ kind: 'human' as const, name: p.name })),
      actions: [...actions],
    }),
    state,
    stats: [],
  });
  return { change, asked };
}

describe('continuing a game from its slot (GameRecorder.adopt)', () => {
  it('cuts the log JSON out of the stored text: the first line and every appended line', () => {
    const state = createGame(OPTIONS);
    const actions: Action[] = [];
    play(state, actions, 30);
    const text =
      stringifySave(saveOfGame(OPTIONS, actions.slice(0, 20), {}, state)) +
      actionsLine(actions.slice(20, 25)) +
      actionsLine(actions.slice(25));
    expect(actionsJsonOf(text, 30)).toBe(JSON.stringify(actions).slice(1, -1));
    expect(actionsJsonOf(stringifySave(saveOfGame(OPTIONS, [])), 0)).toBe('');
    // A count that does not match, a text in another layout: not cut (stringified instead).
    expect(actionsJsonOf(text, 29)).toBeNull();
    expect(actionsJsonOf(JSON.stringify(saveOfGame(OPTIONS, actions), null, 2), 30)).toBeNull();
    // A "]" inside an option string would end the cut early: refused, never a broken log.
    const odd = stringifySave(saveOfGame(OPTIONS, [])).replace(
      '"actions":[]',
      '"actions":[{"type":"choose","option":"x]"}]',
    );
    expect(actionsJsonOf(odd, 1)).toBeNull();
  });

  it('after a load, the first rewrite keeps the whole log without asking the session for it', async () => {
    const store = new MemorySaveStore();
    const state = createGame(OPTIONS);
    const actions: Action[] = [];
    const first = new GameRecorder(store, { now: () => '2025-01-01T00:00:00Z', snapshotEvery: 10 });
    const a = changes(state, actions);
    first.save(a.change('new'));
    for (let i = 0; i < 25; i++) {
      play(state, actions, 1);
      first.save(a.change('bot'));
    }
    await first.flush();
    // The periodic rewrites (at 10 and 20 actions) added only the actions since the last
    // write to the log's JSON: never more than the 10 between two rewrites asked for.
    expect(a.asked.most).toBeLessThanOrEqual(10);
    const slot = first.slotOf('adopt-test')!;
    const stored = store.read(slot)!;
    expect(stored.split('\n').length).toBeGreaterThan(2); // a rewrite and appended lines

    const second = new GameRecorder(store, { now: () => '2025-01-01T00:00:00Z', snapshotEvery: 10 });
    second.adopt('adopt-test', slot, stored, actions.length, parseSave(stored).snapshot!.actionCount);
    const b = changes(state, actions);
    for (let i = 0; i < 12; i++) {
      play(state, actions, 1);
      second.save(b.change('bot'));
    }
    await second.flush();
    expect(b.asked.most).toBeLessThanOrEqual(10); // never the whole log of 37
    expect(actions).toHaveLength(37);
    const after = parseSave(store.read(slot)!);
    expect(after.actions).toEqual(actions);
    expect(after.snapshot!.actionCount).toBeGreaterThan(25);
  });
});
