// The commands every game's command line has (help, tracks, sim, new, legal, apply), written
// once over the Game interface. Each game brings a small plugin (CliGame, in its kit's folder:
// src-shared/games/cli-shape.ts) for what truly differs: its option flags and how they become
// its options, its tracks, how one bot game of `sim` is played and printed, and the fields of
// `legal` and `apply` that name its seats. What a plugin needs of Node it gets as the CliHost.
import { newRecord, replaySave, saveFileOf, stringifySave, SaveFormatError } from '../src-shared/save';
import { saveRulesOf, type SaveGameId } from '../src-shared/save/save-rules';
import {
  RefusedError,
  UsageError,
  bool,
  botKinds,
  int,
  need,
  str,
  type CliCommand,
  type CliGame,
  type CliHost,
  type Flags,
} from '../src-shared/games/cli-shape';
import { readSave, writeAtomic } from './cli-files';
import { parseFlags } from './cli-flags';
import { nodeCliHost } from './cli-host';

/** Runs one command of this game; prints its own errors (prefixed by the game id) and returns the exit code. */
export async function runGameCli<S, A extends { readonly type: string }>(
  cli: CliGame<S, A>,
  argv: string[],
  host: CliHost = nodeCliHost,
): Promise<number> {
  const commands = commandsOf(cli, host);
  try {
    const [name, ...rest] = argv;
    if (!name || name === '--help' || name === '-h') return await commands.help.run({}, host);
    const cmd = commands[name];
    if (!cmd) throw new UsageError(`unknown command "${name}"; commands: ${Object.keys(commands).join(', ')}`);
    return await cmd.run(parseFlags(name, rest, cmd.options), host);
  } catch (e) {
    if (e instanceof UsageError || e instanceof RefusedError) {
      host.err(`${cli.game.id}: ${e.message}`);
      return e.exitCode;
    }
    if (cli.isBadOptions?.(e)) {
      host.err(`${cli.game.id}: ${(e as Error).message}`);
      return 2;
    }
    host.err(`${cli.game.id}: internal error: ${(e as Error).stack ?? String(e)}`);
    return 1;
  }
}

function commandsOf<S, A extends { readonly type: string }>(
  cli: CliGame<S, A>,
  host: CliHost,
): Record<string, CliCommand> {
  return {
    help: { options: {}, run: () => (host.out(cli.help), 0) },
    tracks: { options: { json: bool }, run: (f) => (cli.tracks(f.json === true, host), 0) },
    sim: {
      options: { ...cli.optionFlags, ...cli.simFlags, games: str, bots: str, json: bool },
      run: (f) => cli.simOther?.(f, host) ?? cmdSim(cli, f, host),
    },
    new: { options: { ...cli.optionFlags, label: str, out: str }, run: (f) => cmdNew(cli, f, host) },
    legal: { options: { save: str }, run: (f) => cmdLegal(cli, f, host) },
    apply: { options: { save: str, action: str, out: str }, run: (f) => cmdApply(cli, f, host) },
    ...cli.extraCommands,
  };
}

function cmdSim<S, A extends { readonly type: string }>(cli: CliGame<S, A>, f: Flags, host: CliHost): number {
  const setup = cli.simSetup(f, host);
  const seed = int(f, 'seed');
  const games = int(f, 'games', 1);
  if (games < 1) throw new UsageError(`--games must be at least 1, got ${games}`);
  const kinds = botKinds(f.bots as string | undefined, cli.botKinds, setup.players);
  let unfinished = 0;
  for (let g = 0; g < games; g++) {
    const game = setup.play(seed, g, kinds);
    if (!game.finished) unfinished++;
    host.out(f.json ? JSON.stringify(game.json) : game.text);
  }
  return unfinished > 0 ? 1 : 0;
}

function cmdNew<S, A extends { readonly type: string }>(cli: CliGame<S, A>, f: Flags, host: CliHost): number {
  const out = need(f, 'out');
  const { options, seats } = cli.newSave(f, host);
  const meta = { savedAt: new Date().toISOString(), ...(f.label ? { label: String(f.label) } : {}) };
  // The game must start: options that pass the flags but not the rules are bad input here, not in the app.
  let save;
  try {
    save = saveFileOf(newRecord(cli.game.id as SaveGameId, options, seats), meta);
    replaySave(save);
  } catch (e) {
    if (e instanceof SaveFormatError) throw new UsageError(e.message);
    throw e;
  }
  writeAtomic(out, stringifySave(save));
  host.out(`new ${cli.noun} written to ${out}`);
  return 0;
}

function cmdLegal<S, A extends { readonly type: string }>(cli: CliGame<S, A>, f: Flags, host: CliHost): number {
  const { game } = cli;
  const state = readSave(need(f, 'save'), game).state as S;
  const out = {
    over: game.isTerminal(state),
    ...cli.position(state),
    legal: game.legalActions(state).map((action) => ({ action, description: game.describeAction(state, action) })),
    ...cli.outcome?.(state),
  };
  host.out(JSON.stringify(out, null, 2));
  return 0;
}

function parseAction<S, A extends { readonly type: string }>(cli: CliGame<S, A>, text: string): A {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new UsageError(`--action is not valid JSON: ${text} (example: '${cli.actionExample}')`);
  }
  const parsed = saveRulesOf(cli.game.id).actionSchema.safeParse(raw);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new UsageError(`--action is not an action: ${i.path.join('.') || 'action'}: ${i.message}`);
  }
  return parsed.data as A;
}

function cmdApply<S, A extends { readonly type: string }>(cli: CliGame<S, A>, f: Flags, host: CliHost): number {
  const { game } = cli;
  const file = need(f, 'save');
  const out = need(f, 'out');
  const action = parseAction(cli, need(f, 'action'));
  const { save, state: loaded } = readSave(file, game);
  const state = loaded as S;
  let description = JSON.stringify(action);
  try {
    description = game.describeAction(state, action);
  } catch {
    // An action foreign to this position may not be describable; the check below says why.
  }
  try {
    game.apply(state, action);
  } catch (e) {
    if (saveRulesOf(game.id).isIllegal(e)) throw new RefusedError((e as Error).message);
    throw e;
  }
  const actions = [...save.actions, action as never];
  const next = {
    ...save,
    meta: { ...save.meta, savedAt: new Date().toISOString() },
    actions,
    snapshot: { actionCount: actions.length, state: state as never },
  };
  writeAtomic(out, stringifySave(next));
  const seat = game.currentPlayer(state);
  host.out(
    `${description} -> ${out} (${next.actions.length} actions; ${seat >= 0 ? `next: ${cli.nextPlayer(state, seat)}` : 'race over'})`,
  );
  return 0;
}
