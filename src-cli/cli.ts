// Command-line front end (`npm run cli -- [--game <id>] <command>`): headless games against
// the rules. Thin by design: the commands are written once over the Game interface
// (cli-game.ts) with a small plugin per game; the logic lives in src-shared.
import { runArena } from './arena';

/** The games the CLI knows (`--game <id>`, default automobiles): each one's command line, loaded on use. */
const GAMES: Record<string, () => Promise<(argv: string[]) => Promise<number>>> = {
  automobiles: () => import('./automobiles-cli').then((m) => m.runAutomobilesCli),
  racepack: () => import('./racepack-cli').then((m) => m.runRacepackCli),
};

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
  if (!Object.hasOwn(GAMES, game)) {
    console.error(`automobiles: unknown game "${game}"; games: ${Object.keys(GAMES).join(', ')}`);
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
  void GAMES[game]()
    .then((runGame) => runGame(rest))
    .then(setExit);
}

run();
