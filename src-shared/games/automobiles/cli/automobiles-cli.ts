// `npm run cli -- <command>` for Automobiles: the game's command-line plugin (its option
// flags, tracks, sim lines, whose turn; its solo sim and solo arena); the commands every game
// has are src-cli/cli-game.ts. Pure: Node comes in as the CliHost.
import { GameOptionsError, automobiles, type GameOptionsInput, type DriverMode, type GameState, type Action } from '..';
import { BOT_KINDS, type BotKind } from '../bots/create-bot';
import {
  UsageError,
  bool,
  int,
  str,
  type CliGame,
  type CliHost,
  type Flags,
  type Options,
  type SimGame,
} from '../../cli-shape';
import { simulate } from '../sim/simulate';
import { trackSummaries } from '../sim/track-summary';
import type { GameSummary } from '../sim/play-game';
import { cmdSimSolo } from './sim-solo';
import { runSoloArena } from './solo-arena';
import { playSoloArenaSeries, SOLO_SERIES_TASK } from './solo-arena-series';

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

function gameOptions(f: Flags): GameOptionsInput & { players: number; seed: number } {
  const players = int(f, 'players');
  const { minSeats, maxSeats } = automobiles;
  if (players < minSeats || players > maxSeats)
    throw new UsageError(`--players must be ${minSeats} to ${maxSeats}, got ${players}`);
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

function printTracks(json: boolean, host: CliHost): void {
  for (const t of trackSummaries()) {
    if (json) host.out(JSON.stringify(t));
    else
      host.out(
        `${t.id.padEnd(20)} ${t.name.padEnd(26)} lanes ${t.lanes}  spaces ${t.spacesLane0}/${t.spacesAll}  lap ${t.lapLength}  ${t.direction}`,
      );
  }
}

function simLine(g: GameSummary): SimGame {
  let text: string;
  if (g.season) {
    const standings = g.season.standings.map((x) => `${x.name} ${x.points}`).join(', ');
    const races = g.season.races.map((r, i) => `race ${i + 1} ${r.track}: ${r.finishOrder.join(' > ')}`).join(' | ');
    text = `seed ${g.seed}  season  champion ${g.winner ?? 'UNFINISHED'}  standings ${standings}  actions ${g.actions}\n    ${races}`;
  } else {
    const result = g.finished ? `winner ${g.winner}  order ${g.finishOrder.join(' > ')}` : 'UNFINISHED';
    text = `seed ${g.seed}  ${g.track}  ${result}  rounds ${g.rounds}  actions ${g.actions}`;
  }
  return { finished: g.finished, json: g, text };
}

export const automobilesCli: CliGame<GameState, Action> = {
  game: automobiles,
  help: HELP,
  noun: 'game',
  optionFlags: gameFlags,
  simFlags: { solo: bool },
  botKinds: BOT_KINDS,
  tracks: printTracks,
  newSave: (f) => ({ options: gameOptions(f) }),
  simSetup(f) {
    const o = gameOptions(f);
    // The sim's shortcut: --expansion without --cards plays random cards from both editions.
    const game = { ...o, cards: o.cards ?? (o.expansionCards ? 'random' : undefined) };
    return {
      players: o.players,
      play(seed, g, kinds) {
        let line: SimGame | undefined;
        simulate({ players: o.players, seed: seed + g, games: 1, bots: kinds as BotKind[], game }, (summary) => {
          line = simLine(summary);
        });
        return line!;
      },
    };
  },
  simOther: (f, host) => (f.solo ? cmdSimSolo(f, host) : null),
  position: (s) => {
    const p = automobiles.currentPlayer(s);
    return {
      player: p,
      name: p >= 0 ? s.players[p].name : null,
      phase: s.phase,
      prompt: s.prompt ? { kind: s.prompt.kind, card: s.prompt.card } : null,
    };
  },
  nextPlayer: (s, seat) => s.players[seat].name,
  actionExample: '{"type":"buy","color":"black"}',
  isBadOptions: (e) => e instanceof GameOptionsError,
  // `arena --solo`: bot levels rated by their solo series, played on the CLI's worker threads.
  arenaForms: { solo: runSoloArena },
  tasks: { [SOLO_SERIES_TASK]: playSoloArenaSeries },
};
