import {
  currentPlayer,
  currentRaceOrder,
  legalActions,
  type Action,
  type GameState,
  COLOR_ECONOMY,
  getCard,
  getCardSet,
  COLORS,
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
} from '..';
import { fuelView, soloView } from './solo-fuel-view';
import type { Seat } from '../../../session/types';
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

function promptView(s: GameState, legal: Action[]): PromptView | null {
  const p = s.prompt;
  if (!p) return null;
  const cube: Color | null = p.cube >= 0 && p.cube < COLORS.length ? COLORS[p.cube] : null;
  const card = p.card === 'gear' && p.cube >= 0 ? cardOfCube(s, p.cube) : p.card;
  const held = p.held ? p.held.map((c) => COLORS[c]) : null;
  const of = { card, cube, player: p.player };
  switch (p.kind) {
    case 'move':
      return {
        kind: 'move',
        ...of,
        // The engine packs "moves the car" into the prompt's memo bits.
        movesCar: (p.memo & MOVES_CAR) !== 0,
        count: p.count,
        min: p.min,
        max: p.max,
        at: p.at ? { ...p.at } : null,
      };
    case 'pick':
      return {
        kind: 'pick',
        ...of,
        stage: p.stage,
        count: p.count,
        min: p.min,
        max: p.max,
        from: [...new Set(legal.flatMap((a) => (a.type === 'pick' ? [a.from as string] : [])))],
        held,
        money: p.card === 'pit-team' ? p.memo : null,
      };
    case 'option':
      return { kind: 'option', ...of, stage: p.stage, count: p.count, max: p.max, held };
    case 'boostReply':
      return { kind: 'boostReply', ...of };
  }
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
        // As data: the renderer words every action (i18n/prompt-wording.ts), the engine's sentence stays here.
        const opt: LegalOption = { n, action };
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
  // A set's name from the card table; random or custom picks are worded by the renderer.
  const cardSetName = choice.kind === 'set' ? (getCardSet(choice.id)?.name ?? choice.id) : '';

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
    prompt: promptView(s, legal),
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
