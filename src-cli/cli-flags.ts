// Flag parsing for the commands of every game (cli-game.ts); the flag kinds and helpers that the
// games' plugins use are src-shared/games/cli-shape.ts's.
import { parseArgs } from 'node:util';
import { UsageError, type Flags, type Options } from '../src-shared/games/cli-shape';

/** Parses a command's flags strictly; a bad flag is a UsageError naming the command. */
export function parseFlags(command: string, args: string[], options: Options): Flags {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: false }).values as Flags;
  } catch (e) {
    // Node's messages run on with advice about "--"; the first sentence is the point.
    const first = (e as Error).message.split(/\.\s/)[0].replace(/\.$/, '');
    throw new UsageError(`${command}: ${first}`);
  }
}
