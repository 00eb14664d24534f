/**
 * A child process for the kill-during-write test: plays greedy moves and autosaves after
 * every action through the app's recorder on the conf file store (an append per action, an
 * atomic rewrite with a snapshot every SNAPSHOT actions), with a named save every 15
 * actions, until it is killed. It resumes from its game slot when there is one, like the
 * app's "Continue". After each completed autosave it prints the number of actions saved.
 *
 *   node --import tsx tests/helpers/save-writer.ts <saves folder>
 */
import { writeSync } from 'node:fs';
import {
  applyAction,
  createGame,
  isTerminal,
  legalActions,
  type Action,
  type GameState,
} from '../../src-shared/games/automobiles';
import { GreedyBot } from '../../src-shared/games/automobiles/bots/greedy-bot';
import { SaveSlots, type SaveSeat } from '../../src-shared/save';
import type { GameChange, UpdateReason } from '../../src-shared/session/types';
import { createConfSaveStore } from '../../src-main/saves/conf-save-store';
import { WRITER_OPTIONS } from './save-writer-options';

const say = (line: string) => writeSync(1, `${line}\n`);
export const WRITER_GAME_ID = 'kill-test';
const SNAPSHOT = 25;

async function main(dir: string): Promise<void> {
  const slots = new SaveSlots(createConfSaveStore(dir), {
    now: () => new Date().toISOString(),
    snapshotEvery: SNAPSHOT,
  });
  let state: GameState;
  let actions: Action[];
  const last = slots.lastGameId();
  let reason: UpdateReason = 'new';
  if (last) {
    const loaded = slots.load(last);
    state = loaded.state;
    actions = loaded.save.actions;
    slots.recorder.adopt(
      WRITER_GAME_ID,
      last,
      createConfSaveStore(dir).read(last)!,
      actions.length,
      loaded.save.snapshot?.actionCount ?? 0,
    );
    reason = 'restore';
  } else {
    state = createGame(WRITER_OPTIONS);
    actions = [];
  }
  const seats: SaveSeat[] = state.players.map((p) => ({ kind: 'human' as const, name: p.name }));
  const change = (why: UpdateReason): GameChange => ({
    reason: why,
    id: WRITER_GAME_ID,
    actionCount: actions.length,
    actionsSince: (from) => actions.slice(from).map((a) => ({ ...a })),
    record: () => ({ id: WRITER_GAME_ID, options: state.options, seats, actions: [...actions] }),
    state,
    stats: [],
  });
  slots.recorder.save(change(reason));
  await slots.recorder.flush();
  say(`start ${actions.length}`);
  const bot = new GreedyBot();
  while (!isTerminal(state)) {
    const action = bot.chooseAction(state, legalActions(state));
    applyAction(state, action);
    actions.push(action);
    slots.recorder.save(change('bot'));
    await slots.recorder.flush();
    if (!slots.recorder.status.ok) throw new Error(JSON.stringify(slots.recorder.status.error));
    say(`saved ${actions.length}`);
    if (actions.length % 15 === 0)
      say(
        `named ${
          slots.saveAs(`at ${actions.length}`, {
            options: state.options,
            seats,
            actions,
            snapshot: { actionCount: actions.length, state },
          }).id
        }`,
      );
  }
  say('over');
}

void main(process.argv[2]).catch((e: Error) => {
  process.stderr.write(`${e.stack ?? e.message}\n`);
  process.exit(1);
});
