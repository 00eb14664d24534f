/**
 * Dice Race's part of the command line: its plugin for the commands every game has
 * (src-cli/cli-game.ts: sim, new, legal, apply), as the test build's copy of the CLI's games
 * table (registries/cli-games.ts) lists it; its part of the arena is its kit's.
 */
import type { CliGameEntry } from '../../../src-cli/cli-games';
import type { CliGame, SimGame } from '../../../src-cli/cli-game';
import { int, str, type Flags } from '../../../src-cli/cli-flags';
import { playToEnd } from '../../../src-shared/play/play-loop';
import { diceRaceBotKit } from './bot-kit';
import { diceRace, type DiceRaceAction, type DiceRaceOptions, type DiceRaceState } from './rules';

const HELP = `usage: cli --game dice-race <command> [flags]
  sim --players N --seed S [--length L] [--games G] [--bots k|k1,k2,..] [--json]
  new --players N --seed S [--length L] --out FILE
  legal --save FILE
  apply --save FILE --action JSON --out FILE2
  arena --bots A,B [--players N] [--games G] [--seed S] [--workers W] [--json]
bots: ${diceRaceBotKit.botNames}`;

function optionsOf(f: Flags): DiceRaceOptions {
  return diceRace.normalizeOptions({
    players: f.players === undefined ? undefined : int(f, 'players'),
    length: f.length === undefined ? undefined : int(f, 'length'),
  });
}

function simRace(options: DiceRaceOptions, seed: number, g: number, kinds: string[]): SimGame {
  const kit = diceRaceBotKit;
  const bots = kinds.map((k, seat) => kit.createBot(kit.withSeed(kit.parseSpec(k), seed + g * 31 + seat)));
  const r = playToEnd(diceRace, diceRace.create(options, seed + g), bots, { maxActions: 10_000 });
  const order = diceRace.result(r.state)?.finishOrder ?? [];
  const line = { seed: seed + g, winner: order[0], finishOrder: [...order], rounds: r.state.round };
  return {
    finished: order.length > 0,
    json: line,
    text: `seed ${line.seed}  winner seat ${line.winner}  order ${order.join(' > ')}  rounds ${line.rounds}`,
  };
}

export const diceRaceCli: CliGame<DiceRaceState, DiceRaceAction> = {
  game: diceRace as CliGame<DiceRaceState, DiceRaceAction>['game'],
  help: HELP,
  noun: 'race',
  optionFlags: { players: str, seed: str, length: str },
  botKinds: diceRaceBotKit.levels,
  tracks: () => console.log('Dice Race has no tracks: --length sets its board'),
  newSave: (f) => ({ options: { ...optionsOf(f), seed: int(f, 'seed') } }),
  simSetup(f) {
    const options = optionsOf(f);
    return { players: options.players, play: (seed, g, kinds) => simRace(options, seed, g, kinds) };
  },
  position: (s) => ({ seat: diceRace.currentPlayer(s), phase: s.phase, round: s.round }),
  outcome: (s) => ({ result: diceRace.result(s) }),
  nextPlayer: (_s, seat) => `seat ${seat}`,
  actionExample: '{"type":"roll"}',
};

export const diceRaceCliEntry: CliGameEntry = { commands: () => Promise.resolve(diceRaceCli) };
