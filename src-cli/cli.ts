// Command-line front end (`npm run cli -- <command>`): headless games against the rules
// engine. Thin by design: the logic lives in src-shared (engine, save, bots, sim).
import {
  GameOptionsError,
  applyAction,
  currentPlayer,
  describeAction,
  IllegalActionError,
  isTerminal,
  legalActions,
  type Action,
  type GameOptionsInput,
  type DriverMode,
} from '../src-shared/games/automobiles';
import { BOT_KINDS, isBotKind, type BotKind } from '../src-shared/bots/create-bot';
import { newSave, saveFromGame, stringifySave } from '../src-shared/save';
import { actionSchema } from '../src-shared/save/action-schema';
import { simulate } from '../src-shared/sim/simulate';
import { trackSummaries } from '../src-shared/sim/track-summary';
import { runArena } from './arena';
import { cmdSimSolo } from './cli-solo';
import { bool, int, need, parseFlags, str, type Flags, type Options } from './cli-flags';
import { RefusedError, UsageError } from './cli-errors';
import { readSave, writeAtomic } from './cli-files';

// The options of the app's start screen, for `new` and `sim` alike.
const gameFlags: Options = {
  players: str,
  seed: str,
  track: str,
  laps: str,
  cards: str,
  weaving: bool,
  accelerated: bool,
  'open-bags': str,
  'seat-one-starts': bool,
  fuel: bool,
  expansion: bool,
  drivers: str,
  season: str,
};

const HELP = `usage: npm run cli -- [--game automobiles|racepack] <command> [flags]
  (--game racepack: see npm run cli -- --game racepack help)
  tracks                                   list the tracks
  sim --players N --seed S [game options] [--games G] [--bots greedy|random|k1,k2,..] [--json]
                                           play complete bot games or seasons (seeds S, S+1, ...)
  sim --solo --seed S [--games G] [--laps 3|7] [--bots HUMAN[,OPPONENTS]] [--fuel] [--json]
                                           solo series: a bot in the human's seat; points, rating
  new --players N --seed S [game options] [--label TEXT] --out FILE
                                           create a save file
  game options (as on the app's start screen):
      --track ID|random|random-base|random-season   a track, or one drawn from the seed
      --laps 1-7  --cards SET|random|y,p,r,g,b      a suggested set, random, or five card ids
      --expansion                          random cards also from the Racing Season cards
                                           (sim: --expansion alone means random cards)
      --weaving  --accelerated  --open-bags on|off  the variants (open bags default on)
      --seat-one-starts                    seat 1 starts (default: drawn from the seed)
      --fuel                               with the Fuel Mixture cards
      --drivers off|limited|all            Racing Season drivers
      --season 3|4|5 | ID,ID,ID[,ID[,ID]]  a season: 3-5 races on tracks drawn from the seed
                                           (the first is --track if given), or these tracks
  legal --save FILE                        legal actions in a saved position (JSON)
  apply --save FILE --action JSON --out FILE2
                                           apply one action, write the new save
  arena --bots A,B[,...] --players N --games G [--track ID] [--laps L] [--season 3-5] [--seed S]
      [--think-ms T] [--workers W] [--json]   seat-rotated bot tournament (any --game)
exit codes: 0 ok, 1 illegal action or unfinished game, 2 bad input`;

const COMMANDS: Record<string, { options: Options; run: (f: Flags) => number }> = {
  help: { options: {}, run: () => (console.log(HELP), 0) },
  tracks: { options: { json: bool }, run: cmdTracks },
  sim: { options: { ...gameFlags, games: str, bots: str, json: bool, solo: bool }, run: cmdSim },
  new: { options: { ...gameFlags, label: str, out: str }, run: cmdNew },
  legal: { options: { save: str }, run: cmdLegal },
  apply: { options: { save: str, action: str, out: str }, run: cmdApply },
};

function main(argv: string[]): number {
  const [name, ...rest] = argv;
  if (!name || name === '--help' || name === '-h') return COMMANDS.help.run({});
  const cmd = COMMANDS[name];
  if (!cmd) throw new UsageError(`unknown command "${name}"; commands: ${Object.keys(COMMANDS).join(', ')}`);
  return cmd.run(parseFlags(name, rest, cmd.options));
}

function gameOptions(f: Flags): GameOptionsInput & { players: number; seed: number } {
  const players = int(f, 'players');
  if (players < 2 || players > 5) throw new UsageError(`--players must be 2 to 5, got ${players}`);
  const openBags = f['open-bags'];
  if (openBags !== undefined && openBags !== 'on' && openBags !== 'off')
    throw new UsageError(`--open-bags must be on or off, got "${String(openBags)}"`);
  const drivers = f.drivers as string | undefined;
  if (drivers !== undefined && !['off', 'limited', 'all'].includes(drivers))
    throw new UsageError(`--drivers must be off, limited or all, got "${drivers}"`);
  const season = seasonOption(f);
  return {
    players,
    seed: int(f, 'seed'),
    track: f.track as string | undefined,
    laps: f.laps === undefined ? undefined : int(f, 'laps'),
    cards: f.cards as string | undefined,
    variants: { openBags: openBags !== 'off', weaving: f.weaving === true, acceleratedPlay: f.accelerated === true },
    expansionCards: f.expansion === true,
    // A season needs drivers: a draft of players+1 unless told otherwise (as the sim always did).
    drivers: (drivers ?? (season ? 'limited' : 'off')) as DriverMode,
    season,
    seatOneStarts: f['seat-one-starts'] === true,
    ...(f.fuel === true ? { fuelMixture: true } : {}),
  };
}

/** --season 3|4|5 (tracks drawn from the seed; the first is --track if given) or a list of track ids. */
function seasonOption(f: Flags): GameOptionsInput['season'] {
  const text = f.season;
  if (text === undefined) return null;
  if (typeof text !== 'string' || text === '') throw new UsageError('--season needs 3, 4, 5 or a list of track ids');
  if (/^\d+$/.test(text)) {
    const races = Number(text);
    if (races < 3 || races > 5) throw new UsageError(`--season must be 3, 4 or 5, got ${races}`);
    return { races, random: f.track === undefined };
  }
  return { tracks: text.split(',').map((t) => t.trim()) };
}

function cmdTracks(f: Flags): number {
  const tracks = trackSummaries();
  if (f.json) {
    for (const t of tracks) console.log(JSON.stringify(t));
    return 0;
  }
  for (const t of tracks) {
    console.log(
      `${t.id.padEnd(20)} ${t.name.padEnd(26)} lanes ${t.lanes}  spaces ${t.spacesLane0}/${t.spacesAll}  lap ${t.lapLength}  ${t.direction}`,
    );
  }
  return 0;
}

function cmdSim(f: Flags): number {
  if (f.solo) return cmdSimSolo(f);
  const o = gameOptions(f);
  const games = int(f, 'games', 1);
  if (games < 1) throw new UsageError(`--games must be at least 1, got ${games}`);
  const kinds = String(f.bots ?? 'greedy')
    .split(',')
    .map((k) => k.trim());
  for (const k of kinds) if (!isBotKind(k)) throw new UsageError(`unknown bot "${k}"; bots: ${BOT_KINDS.join(', ')}`);
  if (kinds.length !== 1 && kinds.length !== o.players)
    throw new UsageError(`--bots needs 1 or ${o.players} kinds, got ${kinds.length}`);
  let unfinished = 0;
  // The sim's shortcut: --expansion without --cards plays random cards from both editions.
  const game = { ...o, cards: o.cards ?? (o.expansionCards ? 'random' : undefined) };
  simulate({ players: o.players, seed: o.seed, games, bots: kinds as BotKind[], game }, (g) => {
    if (!g.finished) unfinished++;
    if (f.json) console.log(JSON.stringify(g));
    else if (g.season) {
      const standings = g.season.standings.map((x) => `${x.name} ${x.points}`).join(', ');
      const races = g.season.races.map((r, i) => `race ${i + 1} ${r.track}: ${r.finishOrder.join(' > ')}`).join(' | ');
      console.log(
        `seed ${g.seed}  season  champion ${g.winner ?? 'UNFINISHED'}  standings ${standings}  actions ${g.actions}\n    ${races}`,
      );
    } else {
      const result = g.finished ? `winner ${g.winner}  order ${g.finishOrder.join(' > ')}` : 'UNFINISHED';
      console.log(`seed ${g.seed}  ${g.track}  ${result}  rounds ${g.rounds}  actions ${g.actions}`);
    }
  });
  return unfinished > 0 ? 1 : 0;
}

function cmdNew(f: Flags): number {
  const out = need(f, 'out');
  const save = newSave(gameOptions(f), { savedAt: new Date().toISOString(), label: f.label as string | undefined });
  writeAtomic(out, stringifySave(save));
  console.log(`new game written to ${out}`);
  return 0;
}

function cmdLegal(f: Flags): number {
  const { state } = readSave(need(f, 'save'));
  const p = currentPlayer(state);
  const out = {
    over: isTerminal(state),
    player: p,
    name: p >= 0 ? state.players[p].name : null,
    phase: state.phase,
    prompt: state.prompt ? { kind: state.prompt.kind, card: state.prompt.card } : null,
    legal: legalActions(state).map((action) => ({ action, description: describeAction(state, action) })),
  };
  console.log(JSON.stringify(out, null, 2));
  return 0;
}

function parseAction(text: string): Action {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new UsageError(`--action is not valid JSON: ${text} (example: '{"type":"buy","color":"black"}')`);
  }
  const parsed = actionSchema.safeParse(raw);
  if (!parsed.success) {
    const i = parsed.error.issues[0];
    throw new UsageError(`--action is not an action: ${i.path.join('.') || 'action'}: ${i.message}`);
  }
  return parsed.data;
}

function cmdApply(f: Flags): number {
  const file = need(f, 'save');
  const out = need(f, 'out');
  const action = parseAction(need(f, 'action'));
  const { state, save } = readSave(file);
  let description = JSON.stringify(action);
  try {
    description = describeAction(state, action);
  } catch {
    // An action foreign to this position may not be describable; the check below says why.
  }
  try {
    applyAction(state, action);
  } catch (e) {
    if (e instanceof IllegalActionError) throw new RefusedError(e.message);
    throw e;
  }
  const next = saveFromGame(
    save.options,
    [...save.actions, action],
    { ...save.meta, savedAt: new Date().toISOString() },
    state,
    {
      seats: save.seats,
      ...(save.gameId ? { gameId: save.gameId } : {}),
    },
  );
  writeAtomic(out, stringifySave(next));
  const p = currentPlayer(state);
  console.log(
    `${description} -> ${out} (${next.actions.length} actions; ${p >= 0 ? `next: ${state.players[p].name}` : 'race over'})`,
  );
  return 0;
}

/** The games the CLI knows (`--game <id>`, default automobiles). */
const GAMES = ['automobiles', 'racepack'] as const;

/**
 * Takes `--game <id>` (or `--game=<id>`) from anywhere on the command line: every command
 * reads the rest. Returns null (after printing why) for an unknown game.
 */
function splitGame(argv: string[]): { game: string; rest: string[] } | null {
  const rest = [...argv];
  let game = 'automobiles';
  const i = rest.findIndex((a) => a === '--game' || a.startsWith('--game='));
  if (i >= 0) {
    const [flag] = rest.splice(i, 1);
    game = flag.includes('=') ? flag.slice('--game='.length) : (rest.splice(i, 1)[0] ?? '');
  }
  if (!(GAMES as readonly string[]).includes(game)) {
    console.error(`automobiles: unknown game "${game}"; games: ${GAMES.join(', ')}`);
    return null;
  }
  return { game, rest };
}

function run(): void {
  const split = splitGame(process.argv.slice(2));
  if (!split) return void (process.exitCode = 2);
  const { game, rest } = split;
  const setExit = (code: number) => void (process.exitCode = code);
  // The arena is one code path over the Game value; Racepack's earlier team arena (--a/--b) stays its own.
  if (rest[0] === 'arena' && (game === 'automobiles' || rest.includes('--bots')))
    return void runArena(rest.slice(1), game).then(setExit);
  // Racepack's commands (src-cli/racepack-cli.ts): same verbs, flags style and exit codes.
  if (game === 'racepack') return void import('./racepack-cli').then((m) => m.runRacepackCli(rest)).then(setExit);
  try {
    process.exitCode = main(rest);
  } catch (e) {
    if (e instanceof UsageError || e instanceof RefusedError) {
      console.error(`automobiles: ${e.message}`);
      process.exitCode = e.exitCode;
    } else if (e instanceof GameOptionsError) {
      console.error(`automobiles: ${e.message}`);
      process.exitCode = 2;
    } else {
      console.error(`automobiles: internal error: ${(e as Error).stack ?? String(e)}`);
      process.exitCode = 1;
    }
  }
}

run();
