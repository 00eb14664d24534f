import {
  currentPlayer,
  currentRaceOrder,
  describeAction,
  legalActions,
  type Action,
  type GameState,
  FUEL_PROMPT,
  COLOR_ECONOMY,
  getCard,
  getCardSet,
  COLORS,
  COLOR_LABEL,
  type Color,
  type Pile,
  cardOfCube,
  findTrack,
  getDriver,
  MOVES_CAR,
  SPONSOR_TEXT,
  STANDARD_REMOVAL,
  getSponsor,
  racePoints,
  seasonStandings,
  refusals,
} from '../games/automobiles';
import { fuelView, soloView } from './solo-fuel-view';
import type { Seat } from './types';
import type {
  BotNotice,
  CardView,
  ColorCounts,
  CubeOnTrack,
  DraftView,
  DriverView,
  GameView,
  LegalOption,
  LogLine,
  PlayerStats,
  PlayerView,
  PromptView,
  SeasonView,
  SponsorView,
} from './view-types';

/** Car colours by seat: chosen to differ from every cube colour on the board. */
export const CAR_COLORS = ['#ff7a1a', '#27c3f3', '#f04fb4', '#9be22d', '#b48cff'];

export function counts(pile: Pile): ColorCounts {
  const out = {} as ColorCounts;
  COLORS.forEach((c, i) => (out[c] = pile[i] ?? 0));
  return out;
}

const size = (pile: Pile) => pile.reduce((a, b) => a + b, 0);

export function driverView(n: number): DriverView | null {
  const d = n ? getDriver(n) : undefined;
  return d ? { number: d.number, name: d.name, phase: d.phase, text: d.text } : null;
}

export function sponsorView(id: string): SponsorView | null {
  const d = id ? getSponsor(id) : undefined;
  if (!d) return null;
  return {
    id: d.id,
    letter: d.letter,
    tier: d.tier,
    text: SPONSOR_TEXT[d.letter],
    standard: [STANDARD_REMOVAL[0], STANDARD_REMOVAL[1], STANDARD_REMOVAL[2]],
    extra: [...d.extra],
    gains: d.gains ? d.gains.map((g) => g.map((c) => COLORS[c])) : null,
  };
}

/** A prompt's card: an action card, a driver (driver-NN) or Redline's white-cube step. */
function promptCard(id: string): { name: string; text: string } {
  if (id === FUEL_PROMPT)
    return {
      name: 'Fuel Mixture',
      text: 'Pay the cubes onto your card, then the whole benefit; they stay locked there until you complete a lap.',
    };
  const m = /^driver-(\d+)$/.exec(id);
  if (m) {
    const d = getDriver(Number(m[1]));
    if (d) return { name: d.name, text: d.text };
  }
  const def = getCard(id === 'redline-white' ? 'redline' : id);
  return { name: def?.name ?? id, text: def?.text ?? '' };
}

/** Place for sponsors and points: 0 first, 2 last (with 3+ players), else 1 (middle). */
function placeIn(order: number[], p: number): 0 | 1 | 2 {
  const i = order.indexOf(p);
  if (i === 0) return 0;
  return i === order.length - 1 && order.length > 2 ? 2 : 1;
}

function seasonView(s: GameState): SeasonView | null {
  const season = s.season;
  const tracks = s.options.season?.tracks ?? [];
  if (!season) return null;
  const a = season.award;
  return {
    race: season.race,
    races: tracks.length,
    tracks: tracks.map((id) => ({ id, name: findTrack(id)?.name ?? id })),
    points: [...season.points],
    standings: seasonStandings(s) ?? [],
    results: season.results.map((r) => [...r]),
    racePoints: season.results.map((order, race) => s.players.map((_, p) => racePoints(race, placeIn(order, p)))),
    revealed: season.revealed.map((id) => sponsorView(id)).filter((x): x is SponsorView => !!x),
    deckSize: season.sponsorDeck.length,
    award: a
      ? {
          player: a.player,
          place: a.place,
          stage: a.stage,
          sponsor: sponsorView(a.sponsor),
          left: a.left,
          money: a.money,
          nonWearRemoved: a.nonWearRemoved,
          extraRemoved: a.extraRemoved,
          queue: [...season.awardQueue],
        }
      : null,
    champion: season.champion ? [...season.champion] : null,
  };
}

function draftView(s: GameState): DraftView | null {
  if (s.phase !== 'draft') return null;
  const order = s.turnOrder.slice(0, s.turnIndex + 1).reverse();
  return {
    pool: s.draftPool.map((n) => driverView(n)).filter((x): x is DriverView => !!x),
    picker: order[0] ?? -1,
    after: order.slice(1),
  };
}

/** The track being raced (a season may change it; older states only have options.track). */
export function trackIdOf(s: GameState): string {
  return (s as { track?: string }).track ?? s.options.track;
}

export function cardViews(s: GameState): CardView[] {
  return COLORS.map((color, i) => {
    const id = cardOfCube(s, i);
    const def = getCard(id);
    const eco = COLOR_ECONOMY[color];
    return {
      color,
      id,
      name: def?.name ?? id,
      type: def?.type ?? '',
      edition: def?.edition ?? 'base',
      text: def?.text ?? '',
      cost: eco.cost,
      value: eco.value,
    };
  });
}

function promptView(s: GameState, legal: Action[], names: string[]): PromptView | null {
  const p = s.prompt;
  if (!p) return null;
  const cube: Color | null = p.cube >= 0 && p.cube < COLORS.length ? COLORS[p.cube] : null;
  const cardId = p.card === 'gear' && p.cube >= 0 ? cardOfCube(s, p.cube) : p.card;
  const { name: cardName, text: cardText } = promptCard(cardId);
  const movesCar = p.kind === 'move' && (p.memo & MOVES_CAR) !== 0;
  const who = names[p.player] ?? `Player ${p.player + 1}`;
  let title: string;
  let help: string;
  switch (p.kind) {
    case 'move': {
      const what = movesCar ? 'your car' : cube ? `the ${COLOR_LABEL[cube]} cube` : 'the cube';
      title = `${cardName}: move ${what}`;
      const range = p.min === p.max ? `${p.max}` : `up to ${p.max}`;
      help =
        p.max === 0
          ? 'No space to move: stop here.'
          : `Click a highlighted space on the board (or press its number). Moved ${p.count} of ${range} ${p.max === 1 ? 'space' : 'spaces'}.`;
      break;
    }
    case 'boostReply':
      title = `Boost: ${who} may draw 1 cube`;
      help = `${who} may draw 1 cube from the bag, without wear.`;
      break;
    case 'pick': {
      const from = new Set(legal.filter((a) => a.type === 'pick').map((a) => (a as { from: string }).from));
      const where = [...from]
        .map((f) => (f === 'held' ? 'the drawn cubes' : f === 'stock' ? 'the stock' : `your ${f} pile`))
        .join(' or ');
      title = `${cardName}: choose a cube${where ? ` from ${where}` : ''}`;
      const need = p.min === p.max ? `${p.max}` : p.min > 0 ? `${p.min} to ${p.max}` : `up to ${p.max}`;
      help =
        p.max >= 99
          ? `Chosen ${p.count} so far.`
          : p.max > 1
            ? `Chosen ${p.count} of ${need}.`
            : p.min === 0
              ? 'You may also stop without choosing.'
              : '';
      // Manager's two steps say what each does (both are "choose a cube" otherwise).
      if (p.card === 'manager')
        title =
          p.stage === 0
            ? `${cardName} (1 of 2): remove a cube from your active pile from the game?`
            : `${cardName} (2 of 2): put a cube from your active or discard pile back into your bag?`;
      if (p.card === 'pit-team' && p.stage === 1) help = `Buy exactly 1 cube with $${p.memo}.`;
      else if (p.card === 'pit-team') help += ` Removed cubes' cost so far: $${p.memo}.`;
      break;
    }
    case 'option':
      if (p.card === 'boost') {
        title = `Boost: draw up to 3 cubes`;
        help = `Drawn ${p.count} of 3. Each cube drawn gains 1 wear; then the other players may draw 1 cube.`;
      } else {
        title = `${cardName}: choose one`;
        help = 'Choose one of the options.';
      }
      break;
    default:
      title = `${cardName}`;
      help = 'Choose one of the options.';
  }
  const special = expansionPrompt(s, cardId, cardName);
  if (special) {
    title = special.title ?? title;
    help = special.help ?? help;
  }
  return {
    kind: p.kind,
    card: cardId,
    cardName,
    cube,
    player: p.player,
    stage: p.stage,
    count: p.count,
    min: p.min,
    max: p.max,
    held: p.held ? p.held.map((c) => COLORS[c]) : null,
    at: p.at ? { ...p.at } : null,
    title,
    help: help.trim(),
    text: cardText,
    movesCar,
  };
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Clearer headings and help for the Racing Season prompts (drivers and expansion cards). */
function expansionPrompt(s: GameState, card: string, name: string): { title?: string; help?: string } | null {
  const p = s.prompt!;
  const car = 'Click a highlighted space on the board (or press its number)';
  const moved = `Moved ${p.count} of up to ${p.max}.`;
  switch (card) {
    case 'driver-01':
      return {
        title: `${name}: move your car on light gray`,
        help: `${car}: up to 1 light gray space per wear gained in the Decline Phase (${p.max}), no extra wear. ${moved}`,
      };
    case 'driver-02':
      return {
        title: `${name}: take a cube from your discard pile`,
        help: 'The chosen cube goes into your active pile and can be used this Action Phase.',
      };
    case 'driver-03':
      return {
        title: `${name}: return cubes to your bag`,
        help: `Choose up to 3 cubes from your discard pile to put back into your bag. Chosen ${p.count} of up to 3.`,
      };
    case 'driver-04':
      if (p.stage === 0)
        return {
          title: `${name}: draw extra cubes?`,
          help: 'Say how many cubes to draw (up to 3); you then decide for each one: remove it, keep it in your active pile for its money, or return it to the bag.',
        };
      return {
        title: `${name}: the drawn ${p.held?.length ? COLOR_LABEL[COLORS[p.held[0]]] : ''} cube`,
        help: `Decide what happens to the first drawn cube${p.held && p.held.length > 1 ? ` (${p.held.length - 1} more after it)` : ''}. In your active pile it adds its value to this Buy Phase's money.`,
      };
    case 'driver-05':
      return {
        title: `${name}: remove cubes for $1 each`,
        help: `Each cube removed from your discard pile costs $1 of this Buy Phase's money ($${s.turn.money} left). Removed ${p.count}.`,
      };
    case 'driver-06':
      return {
        title: `${name}: 1 more space`,
        help: `${car}: your car may move 1 more space on any colour (it counts for wear unless you draft).`,
      };
    case 'driver-07':
      return {
        title: `${name}: draw extra cubes`,
        help: `You gained wear in the Decline Phase: draw up to ${plural(p.max, 'extra cube')}, one at a time. Drawn ${p.count} of ${p.max}.`,
      };
    case 'driver-08':
      return {
        title: `${name}: remove wear`,
        help: `Remove up to 3 wear cubes before drawing your new active pile. Removed ${p.count} of up to 3.`,
      };
    case 'driver-09':
      return {
        title: `${name}: draw extra cubes`,
        help: `Draw up to 2 more cubes, one at a time. Drawn ${p.count} of 2.`,
      };
    case 'driver-10':
      return {
        title: `${name}: cycle drawn cubes`,
        help: `Put any of your newly drawn cubes into the discard pile; you then draw as many new ones. Chosen ${p.count}.`,
      };
    case 'adrenaline':
      if (p.kind === 'option')
        return {
          title: `${name}: choose one`,
          help: "Move the green cube 1 light gray space now, or move your car up to 2 light gray spaces per position gained in this turn's Car Phase.",
        };
      if (p.kind === 'move' && (p.memo & MOVES_CAR) !== 0)
        return {
          title: `${name}: move your car on light gray`,
          help: `${car}: you gained positions in the Car Phase. ${moved}`,
        };
      return null;
    case 'crate-motor':
      if (p.kind === 'move' && (p.memo & MOVES_CAR) !== 0)
        return {
          title: `${name}: move your car`,
          help: `${car}: you are behind a Crate Motor car, so you may move up to ${plural(p.max, 'space')} on any colour, without wear. ${moved}`,
        };
      return { help: `${car}: up to 3 spaces, all on one colour. Moved ${p.count} of up to 3.` };
    case 'redline-white':
      if (p.kind === 'option')
        return {
          title: `${name}: use the white cube as…`,
          help: 'Choose the gear colour this white cube stands for. Any colour but white gains 1 wear.',
        };
      return null;
    default:
      return null;
  }
}

/** The engine's sentence for an action, with a few prompt-specific wordings. */
function labelOf(s: GameState, a: Action): string {
  const p = s.prompt;
  if (a.type === 'stop' && p?.card === 'boost' && p.kind === 'option') return 'Stop drawing';
  if (a.type === 'stop' && p?.kind === 'pick' && p.max > 1) return p.count > 0 ? 'Done' : 'Choose none';
  if (a.type === 'stop' && p?.kind === 'pick') return 'Skip';
  if (a.type === 'choose' && a.option === 'draw' && p?.kind === 'boostReply') return 'Draw 1 cube';
  if (a.type === 'choose' && /^as:[1-3]$/.test(a.option)) return `${describeAction(s, a)} (+1 wear)`;
  if (a.type === 'choose' && a.option === 'draw' && p?.card.startsWith('driver-')) return 'Draw 1 more cube';
  if (a.type === 'stop' && p?.card.startsWith('driver-'))
    return p.kind === 'move' ? (p.count > 0 ? 'Stop moving here' : 'Do not move') : p.count > 0 ? 'Done' : 'Skip';
  if (a.type === 'usePower') {
    const d = getDriver(s.players[currentPlayer(s)]?.driver ?? 0);
    return d ? `Use ${d.name}'s power` : describeAction(s, a);
  }
  return describeAction(s, a);
}

export interface ViewInput {
  id: string;
  version: number;
  state: GameState;
  seats: Seat[];
  log: LogLine[];
  stats: PlayerStats[];
  canUndo: boolean;
  thinking: boolean;
  notice?: BotNotice | null;
  /** How many log lines to send (the newest). */
  logLimit?: number;
}

/** Builds the renderer's view: public information only (never the RNG or bag order). */
export function buildView(input: ViewInput): GameView {
  const { state: s, seats } = input;
  const names = s.players.map((p) => p.name);
  const decider = currentPlayer(s);
  const deciderSeat = decider >= 0 ? seats[decider] : undefined;
  const humanDecides = deciderSeat?.kind === 'human';
  const legal = decider >= 0 ? legalActions(s) : [];
  const humans = seats.filter((x) => x.kind === 'human').length;
  // Who looks at the screen: the deciding human, or the only human at the table.
  const viewer = humanDecides ? decider : humans === 1 ? seats.findIndex((x) => x.kind === 'human') : -1;
  const open = s.options.variants.openBags;
  const order = currentRaceOrder(s);
  const turnPlayer = s.turnOrder[s.turnIndex] ?? -1;
  const track = findTrack(trackIdOf(s));

  const players: PlayerView[] = s.players.map((pl, i) => {
    const seat = seats[i];
    return {
      index: i,
      name: pl.name,
      kind: seat?.kind ?? 'human',
      level: seat?.kind === 'bot' ? seat.level : null,
      thinkMs: seat?.kind === 'bot' ? (seat.thinkMs ?? null) : null,
      carColor: CAR_COLORS[i % CAR_COLORS.length],
      active: counts(pl.active),
      used: counts(pl.used),
      // The discard piles are on the table (Hybrid, Turbo, Pit Mechanic compare them): always public.
      discard: counts(pl.discard),
      discardSize: size(pl.discard),
      // Between season races all of a player's cubes are in the bag: its owner sees what to remove.
      bag: open || (s.phase === 'sponsors' && i === viewer) ? counts(pl.bag) : null,
      bagSize: size(pl.bag),
      setupBought: s.phase === 'setup' && size(s.setupBought[i]) > 0 ? counts(s.setupBought[i]) : null,
      laps: pl.lapsCompleted,
      position: order.indexOf(i) + 1,
      car: { ...pl.car },
      isTurn: i === turnPlayer && s.phase !== 'over',
      isDecider: i === decider,
      boostDrawsOwed: pl.boostDrawsOwed ?? 0,
      driver: driverView(pl.driver ?? 0),
      sponsor: s.season ? sponsorView(s.season.sponsorOf[i] ?? '') : null,
    };
  });

  const cubesOnTrack: CubeOnTrack[] = s.turn.placements.map((pc) => ({
    player: turnPlayer,
    color: COLORS[pc.color],
    space: pc.space,
    segment: pc.segment,
    moving: false,
  }));
  const carMove = s.prompt?.kind === 'move' && (s.prompt.memo & MOVES_CAR) !== 0;
  if (carMove && s.prompt?.at) {
    // A power moving the car itself: the car follows the chosen spaces.
    players[s.prompt.player].car = { ...s.prompt.at };
  } else if (s.prompt?.kind === 'move' && s.prompt.at) {
    cubesOnTrack.push({
      player: s.prompt.player,
      color: COLORS[s.prompt.cube] ?? 'white',
      space: s.prompt.at.space,
      segment: s.prompt.at.segment,
      moving: true,
    });
  }

  const options: LegalOption[] = humanDecides
    ? legal.map((action, n) => {
        const opt: LegalOption = { n, action, label: labelOf(s, action) };
        if (action.type === 'step') {
          // The space as data, so the renderer words it (no parsing of the label).
          const sp = track?.spaces[action.space];
          if (sp) opt.space = { space: action.space, colors: [...sp.colors], lane: sp.lane + 1 };
        }
        return opt;
      })
    : [];
  const highlights = humanDecides
    ? legal.filter((a) => a.type === 'step').map((a) => (a as { space: number }).space)
    : [];
  const limit = input.logLimit ?? 150;
  const choice = s.options.cards;
  const cardSetName =
    choice.kind === 'set'
      ? (getCardSet(choice.id)?.name ?? choice.id)
      : choice.kind === 'random'
        ? 'Random cards'
        : 'Custom cards';

  return {
    id: input.id,
    version: input.version,
    trackId: trackIdOf(s),
    trackName: track?.name ?? trackIdOf(s),
    laps: s.options.laps,
    variants: { ...s.options.variants },
    cardChoice: choice,
    cardSetName,
    cards: cardViews(s),
    stock: counts(s.stock),
    phase: s.phase,
    round: s.round,
    turnPlayer,
    decider,
    deciderKind: deciderSeat ? deciderSeat.kind : null,
    thinking: input.thinking,
    notice: input.notice ? { ...input.notice } : null,
    finalRound: s.finalRound,
    money: s.phase === 'setup' || s.phase === 'buy' ? s.turn.money : null,
    cubesOnTrack,
    players,
    raceOrder: order,
    prompt: promptView(s, legal, names),
    legal: options,
    highlights,
    canUndo: input.canUndo,
    log: input.log.slice(-limit),
    over: s.phase === 'over',
    finishOrder: s.finishOrder ? [...s.finishOrder] : null,
    stats: input.stats.map((x) => ({ ...x })),
    humans,
    driverMode: s.options.drivers ?? 'off',
    expansionCards: s.options.expansionCards ?? false,
    draft: draftView(s),
    season: seasonView(s),
    solo: soloView(s),
    fuel: fuelView(s),
    refusals: humanDecides ? refusals(s) : [],
  };
}
