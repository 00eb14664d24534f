// Command-line front end (`npm run cli -- [--game <id>] <command>`): headless games against
// the rules. Thin by design: the commands are written once over the Game interface
// (cli-game.ts) with a small plugin per game, found through its kit in the shared registry
// (src-shared/games/registry.ts: `kit.cli.commands()`); the logic lives in src-shared.
import { DEFAULT_GAME, GAME_IDS, isGameId, kitOf } from '../src-shared/games/registry';
import { runArena } from './arena';
import { runGameCli } from './cli-game';
import { nodeCliHost } from './cli-host';

/**
 * Takes `--game <id>` (or `--game=<id>`) from anywhere on the command line: every command
 * reads the rest. Returns null (after printing why) for an unknown game.
 */
function splitGame(argv: string[]): { game: string; rest: string[] } | null {
  const rest = [...argv];
  let game: string = DEFAULT_GAME;
  const i = rest.findIndex((a) => a === '--game' || a.startsWith('--game='));
  if (i >= 0) {
    const [flag] = rest.splice(i, 1);
    game = flag.includes('=') ? flag.slice('--game='.length) : (rest.splice(i, 1)[0] ?? '');
  }
  if (!isGameId(game)) {
    console.error(`${DEFAULT_GAME}: unknown game "${game}"; games: ${GAME_IDS.join(', ')}`);
    return null;
  }
  return { game, rest };
}

async function run(argv: string[]): Promise<number> {
  const split = splitGame(argv);
  if (!split) return 2;
  const { game, rest } = split;
  const cli = await kitOf(game).cli.commands();
  if (rest[0] === 'arena') {
    // A game's own forms of the arena, by flag (Automobiles' `arena --solo`).
    const form = Object.keys(cli.arenaForms ?? {}).find((flag) => rest.includes(`--${flag}`));
    if (form) return cli.arenaForms![form](rest.slice(1), nodeCliHost);
    // The arena is one code path over the Game value and its bot kit; a game's own arena command
    // (Racepack's team arena, --a/--b) answers when no --bots line-up is given.
    if (rest.includes('--bots') || rest.includes('--table') || !cli.extraCommands?.arena)
      return runArena(rest.slice(1), game);
  }
  return runGameCli(cli, rest, nodeCliHost);
}

void run(process.argv.slice(2)).then((code) => void (process.exitCode = code));
