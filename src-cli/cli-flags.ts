// Flag parsing shared by the command lines of every game (cli.ts, racepack-cli.ts, cli-solo.ts).
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { UsageError } from './cli-errors';

export type Flags = Record<string, string | boolean | undefined>;
export type Options = NonNullable<ParseArgsConfig['options']>;

export const str = { type: 'string' } as const;
export const bool = { type: 'boolean' } as const;

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

export function need(f: Flags, key: string): string {
  const v = f[key];
  if (typeof v !== 'string' || v === '') throw new UsageError(`--${key} is required`);
  return v;
}

export function int(f: Flags, key: string, fallback?: number): number {
  if (f[key] === undefined && fallback !== undefined) return fallback;
  const text = need(f, key);
  if (!/^-?\d+$/.test(text)) throw new UsageError(`--${key} must be a whole number, got "${text}"`);
  return Number(text);
}
