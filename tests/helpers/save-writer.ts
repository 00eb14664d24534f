/**
 * A child process for the kill-during-write test: plays greedy moves and autosaves after
 * every action through the conf file store (one atomic write each), with a named save every
 * 15 actions, until it is killed. It resumes from the autosave when there is one, like the
 * app's "Continue". After each completed autosave it prints the number of actions saved.
 *
 *   node --import tsx tests/helpers/save-writer.ts <saves folder>
 */
import { writeSync } from 'node:fs';
import { applyAction, createGame, isTerminal, legalActions, type Action, type GameState } from '../../src-shared/engine';
import { GreedyBot } from '../../src-shared/bots/greedy-bot';
import { SaveSlots } from '../../src-shared/save';
import { createConfSaveStore } from '../../src-main/saves/conf-save-store';
import { WRITER_OPTIONS } from './save-writer-options';

const say = (line: string) => writeSync(1, `${line}\n`);

function main(dir: string): void {
  const slots = new SaveSlots(createConfSaveStore(dir), { now: () => new Date().toISOString() });
  let state: GameState;
  let actions: Action[];
  if (slots.autosaveInfo()) {
    const loaded = slots.continueLast();
    state = loaded.state;
    actions = loaded.save.actions;
  } else {
    state = createGame(WRITER_OPTIONS);
    actions = [];
  }
  const seats = state.players.map((p) => ({ kind: 'human' as const, name: p.name }));
  say(`start ${actions.length}`);
  const bot = new GreedyBot();
  while (!isTerminal(state)) {
    const action = bot.chooseAction(state, legalActions(state));
    applyAction(state, action);
    actions.push(action);
    slots.autosave({ options: state.options, seats, actions, state });
    say(`saved ${actions.length}`);
    if (actions.length % 15 === 0) say(`named ${slots.saveAs(`at ${actions.length}`, { options: state.options, seats, actions, state }).id}`);
  }
  say('over');
}

main(process.argv[2]);
