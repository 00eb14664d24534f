/**
 * Which animations a batch of domain events turns into, in order (pure; no PixiJS).
 * Consecutive events of the same kind for different players play together as one step
 * (several cars driving at once); consecutive cube placements play as one staggered step.
 * Events without a board animation (draws, buys, phases…) are dropped.
 */
import type { GameEvent } from '../../../../src-shared/games/automobiles';

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

export type AnimStep =
  | { kind: 'cubes'; events: Ev<'cubePlaced'>[] }
  | { kind: 'drive'; events: Ev<'carMoved'>[] }
  | { kind: 'momentum'; events: Ev<'momentum'>[] }
  | { kind: 'wear'; events: Ev<'wearGained'>[] }
  | { kind: 'lap'; events: Ev<'lapCompleted'>[] }
  | { kind: 'badge'; events: (Ev<'drafting'> | Ev<'pitStop'>)[] }
  | { kind: 'finalRound'; events: Ev<'finalRound'>[] }
  | { kind: 'finish'; events: Ev<'raceFinished'>[] };

function kindOf(e: GameEvent): AnimStep['kind'] | null {
  switch (e.type) {
    case 'cubePlaced':
      return 'cubes';
    case 'carMoved':
      return 'drive';
    case 'momentum':
      return 'momentum';
    case 'wearGained':
      return e.count > 0 ? 'wear' : null;
    case 'lapCompleted':
      return 'lap';
    case 'drafting':
    case 'pitStop':
      return 'badge';
    case 'finalRound':
      return 'finalRound';
    case 'raceFinished':
      return 'finish';
    default:
      return null;
  }
}

function playersOf(e: GameEvent): number[] {
  if (e.type === 'momentum') return e.moves.map((m) => m.player);
  if ('player' in e) return [e.player];
  return [];
}

export function planAnimations(events: readonly GameEvent[]): AnimStep[] {
  const steps: AnimStep[] = [];
  let busy = new Set<number>();
  for (const e of events) {
    const kind = kindOf(e);
    if (!kind) continue;
    const last = steps[steps.length - 1];
    const players = playersOf(e);
    const mergeable =
      last &&
      last.kind === kind &&
      kind !== 'finish' &&
      kind !== 'finalRound' &&
      (kind === 'cubes' || players.every((p) => !busy.has(p)));
    if (mergeable) {
      (last.events as GameEvent[]).push(e);
    } else {
      steps.push({ kind, events: [e] } as AnimStep);
      busy = new Set();
    }
    for (const p of players) busy.add(p);
  }
  return steps;
}
