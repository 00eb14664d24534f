import { type GameEvent, COLOR_LABEL, type Color, getCard, getDriver, findTrack } from '../games/automobiles';
import type { LogLine, PlayerStats } from './view-types';

const PILE_LABEL: Record<string, string> = {
  bag: 'bag',
  active: 'active pile',
  used: 'used pile',
  discard: 'discard pile',
  stock: 'stock',
  track: 'track',
};

function countColors(colors: Color[]): string {
  const counts = new Map<Color, number>();
  for (const c of colors) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts].map(([c, n]) => `${n} ${COLOR_LABEL[c]}`).join(', ');
}

const cardName = (id: string) => getCard(id)?.name ?? id;
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/**
 * A log line for a domain event, or null for events too fine-grained for the log
 * (single cube steps, phase markers that the next line makes obvious).
 */
export function describeEvent(e: GameEvent, names: string[]): Omit<LogLine, 'seq' | 'round'> | null {
  const who = (p: number) => names[p] ?? `Player ${p + 1}`;
  const ev = e as GameEvent & { type: string };
  switch (ev.type) {
    case 'turnStarted': {
      const x = e as Extract<GameEvent, { type: 'turnStarted' }>;
      return { player: x.player, kind: 'turn', text: `Round ${x.round}: ${who(x.player)}'s turn` };
    }
    case 'setupStarted': {
      const x = e as Extract<GameEvent, { type: 'setupStarted' }>;
      return {
        player: x.player,
        kind: 'turn',
        text: `${who(x.player)} buys with the $${x.allowance} starting allowance`,
      };
    }
    case 'cubePlayed': {
      const x = e as Extract<GameEvent, { type: 'cubePlayed' }>;
      return {
        player: x.player,
        kind: 'play',
        text: `${who(x.player)} uses a ${COLOR_LABEL[x.color]} cube: ${cardName(x.card)}`,
      };
    }
    case 'cubesDrawn': {
      const x = e as Extract<GameEvent, { type: 'cubesDrawn' }>;
      return {
        player: x.player,
        kind: 'draw',
        text: `${who(x.player)} draws ${plural(x.colors.length, 'cube')}: ${countColors(x.colors)} · ${x.reason}`,
      };
    }
    case 'bagRefilled': {
      const x = e as Extract<GameEvent, { type: 'bagRefilled' }>;
      return {
        player: x.player,
        kind: 'draw',
        text: `${who(x.player)} refills the bag from the discard pile (${plural(x.count, 'cube')})`,
      };
    }
    case 'cubeMoved': {
      const x = e as Extract<GameEvent, { type: 'cubeMoved' }>;
      return {
        player: x.player,
        kind: 'play',
        text: `${who(x.player)} moves a ${COLOR_LABEL[x.color]} cube from the ${PILE_LABEL[x.from] ?? x.from} to the ${PILE_LABEL[x.to] ?? x.to} (${x.reason})`,
      };
    }
    case 'cubeRemoved': {
      const x = e as Extract<GameEvent, { type: 'cubeRemoved' }>;
      return {
        player: x.player,
        kind: 'play',
        text: `${who(x.player)} removes a ${COLOR_LABEL[x.color]} cube from the ${PILE_LABEL[x.from] ?? x.from} (${x.reason})`,
      };
    }
    case 'cubeGained': {
      const x = e as Extract<GameEvent, { type: 'cubeGained' }>;
      return {
        player: x.player,
        kind: 'buy',
        text: `${who(x.player)} gains a ${COLOR_LABEL[x.color]} cube (${x.reason})`,
      };
    }
    case 'cubeBought': {
      const x = e as Extract<GameEvent, { type: 'cubeBought' }>;
      return {
        player: x.player,
        kind: 'buy',
        text: `${who(x.player)} buys a ${COLOR_LABEL[x.color]} cube for $${x.cost} ($${x.moneyLeft} left)`,
      };
    }
    case 'wearGained': {
      const x = e as Extract<GameEvent, { type: 'wearGained' }>;
      const short = x.missing > 0 ? ` (${x.missing} short: the stock is empty)` : '';
      return {
        player: x.player,
        kind: 'wear',
        text: `${who(x.player)} gains ${plural(x.count, 'wear cube')} (${x.reason})${short}`,
      };
    }
    case 'phaseChanged': {
      const x = e as Extract<GameEvent, { type: 'phaseChanged' }>;
      if (x.phase === 'buy') return { player: x.player, kind: 'info', text: `${who(x.player)}: Buy Phase` };
      return null;
    }
    case 'carMoved': {
      const x = e as Extract<GameEvent, { type: 'carMoved' }>;
      return {
        player: x.player,
        kind: 'move',
        text: `${who(x.player)}'s car drives ${plural(x.path.length, 'space')} to space ${x.to.space}`,
      };
    }
    case 'lapCompleted': {
      const x = e as Extract<GameEvent, { type: 'lapCompleted' }>;
      return { player: x.player, kind: 'lap', text: `${who(x.player)} completes lap ${x.lap} of ${x.of}` };
    }
    case 'drafting': {
      const x = e as Extract<GameEvent, { type: 'drafting' }>;
      const text =
        x.reason === 'aerodynamics'
          ? `${who(x.player)} gains no wear (Aerodynamics)`
          : `${who(x.player)} drafts behind ${x.behind !== null ? who(x.behind) : 'a car'}: no wear`;
      return { player: x.player, kind: 'wear', text };
    }
    case 'pitStop': {
      const x = e as Extract<GameEvent, { type: 'pitStop' }>;
      return {
        player: x.player,
        kind: 'wear',
        text: `${who(x.player)} makes a pit stop and removes ${plural(x.wearRemoved, 'wear cube')}`,
      };
    }
    case 'boostReply': {
      const x = e as Extract<GameEvent, { type: 'boostReply' }>;
      // A draw is logged by its cubesDrawn event.
      return x.drew ? null : { player: x.player, kind: 'draw', text: `${who(x.player)} does not draw (Boost)` };
    }
    case 'finalRound': {
      const x = e as Extract<GameEvent, { type: 'finalRound' }>;
      return {
        player: x.player,
        kind: 'finish',
        text: `${who(x.player)} has completed the last lap: this is the final round`,
      };
    }
    case 'roundLimit': {
      const x = e as Extract<GameEvent, { type: 'roundLimit' }>;
      return {
        player: -1,
        kind: 'finish',
        text: `Round ${x.round} reached: the race ends here, finish order by position`,
      };
    }
    case 'raceFinished': {
      const x = e as Extract<GameEvent, { type: 'raceFinished' }>;
      const order = x.finishOrder.map((p, i) => `${i + 1}. ${who(p)}`).join('  ');
      return { player: x.finishOrder[0] ?? -1, kind: 'finish', text: `Race over! ${order}` };
    }
    case 'driverChosen': {
      const x = e as Extract<GameEvent, { type: 'driverChosen' }>;
      const d = getDriver(x.driver);
      return {
        player: x.player,
        kind: 'info',
        text: `${who(x.player)} drafts ${d?.name ?? `Driver ${x.driver}`} (${d?.phase ?? '?'} power)`,
      };
    }
    case 'seasonRaceScored': {
      const x = e as Extract<GameEvent, { type: 'seasonRaceScored' }>;
      const pts = x.points.map((n, p) => `${who(p)} +${n} (${x.total[p]})`).join(', ');
      return { player: -1, kind: 'finish', text: `Race ${x.race + 1} points: ${pts}` };
    }
    case 'sponsorChosen': {
      const x = e as Extract<GameEvent, { type: 'sponsorChosen' }>;
      return {
        player: x.player,
        kind: 'info',
        text: x.kept ? `${who(x.player)} keeps sponsor ${x.sponsor}` : `${who(x.player)} takes sponsor ${x.sponsor}`,
      };
    }
    case 'sponsorRemoved': {
      const x = e as Extract<GameEvent, { type: 'sponsorRemoved' }>;
      return { player: x.by, kind: 'info', text: `Sponsor ${x.sponsor} leaves the game (${who(x.by)})` };
    }
    case 'raceStarted': {
      const x = e as Extract<GameEvent, { type: 'raceStarted' }>;
      return {
        player: -1,
        kind: 'info',
        text: `Race ${x.race + 1} starts at ${findTrack(x.track)?.name ?? x.track}; grid: ${x.turnOrder.map((p) => who(p)).join(', ')}`,
      };
    }
    case 'seasonFinished': {
      const x = e as Extract<GameEvent, { type: 'seasonFinished' }>;
      const order = x.standings.map((p, i) => `${i + 1}. ${who(p)} (${x.points[p]})`).join('  ');
      return {
        player: x.standings[0] ?? -1,
        kind: 'finish',
        text: `Season over! Champion: ${who(x.standings[0])}. ${order}`,
      };
    }
    case 'momentum': {
      // Cars slide to the front of their space: said in the log, so the race order never changes unexplained.
      const x = e as Extract<GameEvent, { type: 'momentum' }>;
      const parts = x.moves.map((m) => `${who(m.player)} ${plural(m.from - m.to, 'segment')}`);
      return {
        player: x.moves.length === 1 ? x.moves[0].player : -1,
        kind: 'move',
        text: `Momentum: ${parts.join(', ')} forward to the front of the space`,
      };
    }
    case 'cubePlaced':
      return null;
    default:
      return {
        player: typeof (ev as { player?: unknown }).player === 'number' ? (ev as { player: number }).player : -1,
        kind: 'info',
        text: (ev as { type: string }).type,
      };
  }
}

export function emptyStats(): PlayerStats {
  return { turns: 0, cubesBought: 0, moneySpent: 0, wearGained: 0, pitStops: 0, turnsDrafting: 0, lapsCompleted: 0 };
}

/** Adds one event's contribution to the per-player statistics. */
export function countStats(stats: PlayerStats[], e: GameEvent): void {
  const ev = e as GameEvent & { type: string; player?: number };
  const st = typeof ev.player === 'number' ? stats[ev.player] : undefined;
  if (!st) return;
  switch (ev.type) {
    case 'turnStarted':
      st.turns++;
      break;
    case 'cubeBought':
      st.cubesBought++;
      st.moneySpent += (e as Extract<GameEvent, { type: 'cubeBought' }>).cost;
      break;
    case 'wearGained':
      st.wearGained += (e as Extract<GameEvent, { type: 'wearGained' }>).count;
      break;
    case 'pitStop':
      st.pitStops++;
      break;
    case 'drafting':
      if ((e as Extract<GameEvent, { type: 'drafting' }>).reason === 'drafting') st.turnsDrafting++;
      break;
    case 'lapCompleted':
      st.lapsCompleted = Math.max(st.lapsCompleted, (e as Extract<GameEvent, { type: 'lapCompleted' }>).lap);
      break;
  }
}
