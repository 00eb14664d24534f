import { currentPlayer, currentRaceOrder, describeAction, legalActions, type Action, type GameState } from '../engine';
import { COLOR_ECONOMY, getCard } from '../engine/cards/card-table';
import { getCardSet } from '../engine/cards/card-sets';
import { COLORS, COLOR_LABEL, type Color, type Pile } from '../engine/cubes';
import { cardOfCube } from '../engine/game/card-of-cube';
import { findTrack } from '../engine/track/track-registry';
import type { Seat } from './types';
import type { CardView, ColorCounts, CubeOnTrack, GameView, LegalOption, LogLine, PlayerStats, PlayerView, PromptView } from './view-types';

/** Car colours by seat: chosen to differ from every cube colour on the board. */
export const CAR_COLORS = ['#ff7a1a', '#27c3f3', '#f04fb4', '#9be22d', '#b48cff'];

export function counts(pile: Pile): ColorCounts {
  const out = {} as ColorCounts;
  COLORS.forEach((c, i) => (out[c] = pile[i] ?? 0));
  return out;
}

const size = (pile: Pile) => pile.reduce((a, b) => a + b, 0);

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
  const cardName = getCard(cardId)?.name ?? cardId;
  const who = names[p.player] ?? `Player ${p.player + 1}`;
  let title = cardName;
  let help = '';
  switch (p.kind) {
    case 'move': {
      const what = cube ? `${COLOR_LABEL[cube]} cube` : 'cube';
      title = `${cardName}: move the ${what}`;
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
      const where = [...from].map((f) => (f === 'held' ? 'the drawn cubes' : f === 'stock' ? 'the stock' : `your ${f} pile`)).join(' or ');
      title = `${cardName}: choose a cube${where ? ` from ${where}` : ''}`;
      const need = p.min === p.max ? `${p.max}` : p.min > 0 ? `${p.min} to ${p.max}` : `up to ${p.max}`;
      help = p.max > 1 ? `Chosen ${p.count} of ${need}.` : p.min === 0 ? 'You may also stop without choosing.' : '';
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
  };
}

/** The engine's sentence for an action, with a few prompt-specific wordings. */
function labelOf(s: GameState, a: Action): string {
  const p = s.prompt;
  if (a.type === 'stop' && p?.card === 'boost' && p.kind === 'option') return 'Stop drawing';
  if (a.type === 'stop' && p?.kind === 'pick' && p.max > 1) return p.count > 0 ? 'Done' : 'Choose none';
  if (a.type === 'stop' && p?.kind === 'pick') return 'Skip';
  if (a.type === 'choose' && a.option === 'draw' && p?.kind === 'boostReply') return 'Draw 1 cube';
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
      carColor: CAR_COLORS[i % CAR_COLORS.length],
      active: counts(pl.active),
      used: counts(pl.used),
      discard: open || i === viewer ? counts(pl.discard) : null,
      discardSize: size(pl.discard),
      bag: open ? counts(pl.bag) : null,
      bagSize: size(pl.bag),
      laps: pl.lapsCompleted,
      position: order.indexOf(i) + 1,
      car: { ...pl.car },
      isTurn: i === turnPlayer && s.phase !== 'over',
      isDecider: i === decider,
      boostDrawsOwed: pl.boostDrawsOwed ?? 0,
    };
  });

  const cubesOnTrack: CubeOnTrack[] = s.turn.placements.map((pc) => ({
    player: turnPlayer,
    color: COLORS[pc.color],
    space: pc.space,
    segment: pc.segment,
    moving: false,
  }));
  if (s.prompt?.kind === 'move' && s.prompt.at) {
    cubesOnTrack.push({ player: s.prompt.player, color: COLORS[s.prompt.cube] ?? 'white', space: s.prompt.at.space, segment: s.prompt.at.segment, moving: true });
  }

  const options: LegalOption[] = humanDecides ? legal.map((action, n) => ({ n, action, label: labelOf(s, action) })) : [];
  const highlights = humanDecides ? legal.filter((a) => a.type === 'step').map((a) => (a as { space: number }).space) : [];
  const limit = input.logLimit ?? 150;
  const choice = s.options.cards;
  const cardSetName = choice.kind === 'set' ? (getCardSet(choice.id)?.name ?? choice.id) : choice.kind === 'random' ? 'Random cards' : 'Custom cards';

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
  };
}
