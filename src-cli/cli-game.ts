// The commands every game's command line has (help, tracks, sim, new, legal, apply), written
// once over the Game interface. Each game brings a small plugin (CliGame) for what truly
// differs: its option flags and how they become its options, its tracks, how one bot game of
// `sim` is played and printed, and the fields of `legal` and `apply` that name its seats.
import type { Game } from '../src-shared/games/game';
import { newRecord, replaySave, saveFileOf, stringifySave, SaveFormatError, type SaveSeat } from '../src-shared/save';
import { saveRulesOf, type SaveGameId } from '../src-shared/save/save-rules';
import { RefusedError, UsageError } from './cli-errors';
import { readSave, writeAtomic } from './cli-files';
import { bool, int, need, parseFlags, str, type Flags, type Options } from './cli-flags';

/** One game of `sim`: its summary as a JSON line (--json) and as readable text. */
export interface SimGame {
  finished: boolean;
  json: unknown;
  text: string;
}

export interface Command {
  options: Options;
  run: (f: Flags) => number | Promise<number>;
}

export interface CliGame<S, A extends { readonly type: string }> {
  game: Game<S, A, unknown, unknown, unknown>;
  help: string;
  /** What `new` made: "new <noun> written to FILE". */
  noun: string;
  /** The game's option flags, for `new` and `sim` alike. */
  optionFlags: Options;
  /** Flags only `sim` takes (besides --games, --bots and --json). */
  simFlags?: Options;
  botKinds: readonly string[];
  tracks(json: boolean): void;
  /** The options a new save stores (the seed included), and its seats unless every player is a human. */
  newSave(f: Flags): { options: unknown; seats?: SaveSeat[] };
  /** The sim's options: the number of seats, and game g of a run from `seed` played by bots of these kinds. */
  simSetup(f: Flags): { players: number; play(seed: number, g: number, kinds: string[]): SimGame };
  /** Another kind of `sim` (Automobiles' --solo series): its exit code, or null for the usual one. */
  simOther?(f: Flags): number | null;
  /** `legal`'s fields before the list of actions (whose turn, the phase) and after it. */
  position(s: S): Record<string, unknown>;
  outcome?(s: S): Record<string, unknown>;
  /** After `apply`: "next: <this>". */
  nextPlayer(s: S, seat: number): string;
  /** An action, as an example in the message for --action that is not JSON. */
  actionExample: string;
  /** Options refused by the rules (an error thrown while making the game): exit code 2. */
  isBadOptions?(e: unknown): boolean;
  /** Commands of this game only. */
  extraCommands?: Record<string, Command>;
}

/** Runs one command of this game; prints its own errors (prefixed by the game id) and returns the exit code. */
export async function runGameCli<S, A extends { readonly type: string }>(
  cli: CliGame<S, A>,
  argv: string[],
): Promise<number> {
  const commands = commandsOf(cli);
  try {
    const [name, ...rest] = argv;
    if (!name || name === '--help' || name === '-h') return await commands.help.run({});
    const cmd = commands[name];
    if (!cmd) throw new UsageError(`unknown command "${name}"; commands: ${Object.keys(commands).join(', ')}`);
    return await cmd.run(parseFlags(name, rest, cmd.options));
  } catch (e) {
    if (e instanceof UsageError || e instanceof RefusedError) {
      console.error(`${cli.game.id}: ${e.message}`);
      return e.exitCode;
    }
    if (cli.isBadOptions?.(e)) {
      console.error(`${cli.game.id}: ${(e as Error).message}`);
      return 2;
    }
    console.error(`${cli.game.id}: internal error: ${(e as Error).stack ?? String(e)}`);
    return 1;
  }
}

function commandsOf<S, A extends { readonly type: string }>(cli: CliGame<S, A>): Record<string, Command> {
  return {
    help: { options: {}, run: () => (console.log(cli.help), 0) },
    tracks: { options: { json: bool }, run: (f) => (cli.tracks(f.json === true), 0) },
    sim: {
      options: { ...cli.optionFlags, ...cli.simFlags, games: str, bots: str, json: bool },
      run: (f) => cli.simOther?.(f) ?? cmdSim(cli, f),
    },
    new: { options: { ...cli.optionFlags, label: str, out: str }, run: (f) => cmdNew(cli, f) },
    legal: { options: { save: str }, run: (f) => cmdLegal(cli, f) },
    apply: { options: { save: str, action: str, out: str }, run: (f) => cmdApply(cli, f) },
    ...cli.extraCommands,
  };
}

/** --bots k or k1,k2,..: one kind per seat. */
export function botKinds(text: string | undefined, known: readonly string[], players: number): string[] {
  const kinds = String(text ?? 'greedy')
    .split(',')
    .map((k) => k.trim());
  for (const k of kinds) if (!known.includes(k)) throw new UsageError(`unknown bot "${k}"; bots: ${known.join(', ')}`);
  if (kinds.length !== 1 && kinds.length !== players)
    throw new UsageError(`--bots needs 1 or ${players} kinds, got ${kinds.length}`);
  return kinds.length === 1 ? Array<string>(players).fill(kinds[0]) : kinds;
}

function cmdSim<S, A extends { readonly type: string }>(cli: CliGame<S, A>, f: Flags): number {
  const setup = cli.simSetup(f);
  const seed = int(f, 'seed');
  const games = int(f, 'games', 1);
  if (games < 1) throw new UsageError(`--games must be at least 1, got ${games}`);
  const kinds = botKinds(f.bots as string | undefined, cli.botKinds, setup.players);
  let unfinished = 0;
  for (let g = 0; g < games; g++) {
    const game = setup.play(seed, g, kinds);
    if (!game.finished) unfinished++;
    console.log(f.json ? JSON.stringify(game.json) : game.text);
  }
  return unfinished > 0 ? 1 : 0;
}

function cmdNew<S, A extends { readonly type: string }>(cli: CliGame<S, A>, f: Flags): number {
  const out = need(f, 'out');
  const { options, seats } = cli.newSave(f);
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
  console.log(`new ${cli.noun} written to ${out}`);
  return 0;
}

function cmdLegal<S, A extends { readonly type: string }>(cli: CliGame<S, A>, f: Flags): number {
  const { game } = cli;
  const state = readSave(need(f, 'save'), game).state as S;
  const out = {
    over: game.isTerminal(state),
    ...cli.position(state),
    legal: game.legalActions(state).map((action) => ({ action, description: game.describeAction(state, action) })),
    ...cli.outcome?.(state),
  };
  console.log(JSON.stringify(out, null, 2));
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

function cmdApply<S, A extends { readonly type: string }>(cli: CliGame<S, A>, f: Flags): number {
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
  console.log(
    `${description} -> ${out} (${next.actions.length} actions; ${seat >= 0 ? `next: ${cli.nextPlayer(state, seat)}` : 'race over'})`,
  );
  return 0;
}
