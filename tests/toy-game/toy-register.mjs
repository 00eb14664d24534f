/**
 * `node --import tsx --import ./tests/toy-game/toy-register.mjs src-cli/cli.ts ...`: the CLI
 * (and the worker threads it starts, which inherit these flags) in the toy game's test build.
 * Registered after tsx, so this hook sees each import first and asks tsx to resolve it.
 */
import { register } from 'node:module';

register('./toy-hooks.mjs', import.meta.url);
