/**
 * Dice Race's command-line plugin: what it brings to the commands every game has
 * (src-cli/cli-game.ts: sim, new, legal, apply), reached through its kit (`cli.commands`), as
 * each house game's is; its part of the arena is its kit's too.
 */
import { int, str, type CliGame, type Flags, type SimGame } from '../../../src-shared/games/cli-shape';
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
  tracks: (_json, host) => host.out('Dice Race has no tracks: --length sets its board'),
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
