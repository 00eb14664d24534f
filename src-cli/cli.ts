// Command-line front end (`npm run cli -- [--game <id>] <command>`): headless games against
// the rules. Thin by design: the commands are written once over the Game interface
// (cli-game.ts) with a small plugin per game, the games are one table (cli-games.ts); the
// logic lives in src-shared.
import { runArena } from './arena';
import { runGameCli } from './cli-game';
import { CLI_GAMES, cliGameIds } from './cli-games';

/**
 * Takes `--game <id>` (or `--game=<id>`) from anywhere on the command line: every command
 * reads the rest. Returns null (after printing why) for an unknown game.
 */
function splitGame(argv: string[]): { game: string; rest: string[] } | null {
  const rest = [...argv];
  let game = cliGameIds()[0];
  const i = rest.findIndex((a) => a === '--game' || a.startsWith('--game='));
  if (i >= 0) {
    const [flag] = rest.splice(i, 1);
    game = flag.includes('=') ? flag.slice('--game='.length) : (rest.splice(i, 1)[0] ?? '');
  }
  if (!Object.hasOwn(CLI_GAMES, game)) {
    console.error(`automobiles: unknown game "${game}"; games: ${cliGameIds().join(', ')}`);
    return null;
  }
  return { game, rest };
}

async function run(argv: string[]): Promise<number> {
  const split = splitGame(argv);
  if (!split) return 2;
  const { game, rest } = split;
  const cli = await CLI_GAMES[game].commands();
  // The arena is one code path over the Game value and its bot kit; a game's own arena form
  // (Racepack's team arena, --a/--b) answers when no --bots line-up is given.
  if (rest[0] === 'arena' && (rest.includes('--bots') || !cli.extraCommands?.arena))
    return runArena(rest.slice(1), game);
  return runGameCli(cli, rest);
}

void run(process.argv.slice(2)).then((code) => void (process.exitCode = code));
