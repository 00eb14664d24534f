import type { GameState, Prompt } from './state';

function clonePrompt(p: Prompt | null): Prompt | null {
  if (!p) return null;
  return {
    ...p,
    held: p.held ? [...p.held] : null,
    at: p.at ? { ...p.at } : null,
    queue: p.queue ? [...p.queue] : null,
  };
}

/** A deep copy, hand-written because bots clone in their hot loop. */
export function cloneState(s: GameState): GameState {
  return {
    schema: s.schema,
    options: s.options, // never mutated after creation
    cards: s.cards,
    stock: s.stock.slice(),
    players: s.players.map((pl) => ({
      name: pl.name,
      bag: pl.bag.slice(),
      active: pl.active.slice(),
      used: pl.used.slice(),
      discard: pl.discard.slice(),
      car: { space: pl.car.space, segment: pl.car.segment },
      lapsCompleted: pl.lapsCompleted,
      boostDrawsOwed: pl.boostDrawsOwed,
    })),
    turnOrder: s.turnOrder.slice(),
    phase: s.phase,
    turnIndex: s.turnIndex,
    round: s.round,
    turn: {
      startOrder: s.turn.startOrder.slice(),
      placements: s.turn.placements.map((x) => ({ ...x })),
      highestMoved: s.turn.highestMoved,
      acted: s.turn.acted,
      aerodynamics: s.turn.aerodynamics,
      money: s.turn.money,
      flags: { ...s.turn.flags },
    },
    setupBought: s.setupBought.map((x) => x.slice()),
    prompt: clonePrompt(s.prompt),
    finalRound: s.finalRound,
    finishOrder: s.finishOrder ? s.finishOrder.slice() : null,
    rng: s.rng.slice(),
    actionCount: s.actionCount,
  };
}
