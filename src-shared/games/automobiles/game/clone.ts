import type { GameState, Prompt, SeasonState } from './state';
import { cloneFuel } from '../fuel-mixture/fuel-types';
import { cloneSolo } from '../solo/solo-types';

function clonePrompt(p: Prompt | null): Prompt | null {
  if (!p) return null;
  return {
    kind: p.kind,
    cube: p.cube,
    card: p.card,
    player: p.player,
    stage: p.stage,
    count: p.count,
    min: p.min,
    max: p.max,
    memo: p.memo,
    held: p.held ? p.held.slice() : null,
    mask: p.mask,
    sameColor: p.sameColor,
    at: p.at ? { space: p.at.space, segment: p.at.segment } : null,
    queue: p.queue ? p.queue.slice() : null,
  };
}

/** Every field named, no spread: a spread is V8's slow generic path (see cloneState). */
function cloneSeason(s: SeasonState): SeasonState {
  return {
    race: s.race,
    points: s.points.slice(),
    results: s.results.map((r) => r.slice()),
    sponsorDeck: s.sponsorDeck.slice(),
    revealed: s.revealed.slice(),
    sponsorOf: s.sponsorOf.slice(),
    awardQueue: s.awardQueue.slice(),
    champion: s.champion ? s.champion.slice() : null,
    award: s.award ? { ...s.award } : null,
  };
}

/** A deep copy, hand-written because bots clone in their hot loop. */
export function cloneState(s: GameState): GameState {
  const copy: GameState = {
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
      driver: pl.driver,
      boostDrawsOwed: pl.boostDrawsOwed,
      crateMovesOwed: pl.crateMovesOwed,
    })),
    turnOrder: s.turnOrder.slice(),
    phase: s.phase,
    turnIndex: s.turnIndex,
    round: s.round,
    turn: {
      startOrder: s.turn.startOrder.slice(),
      placements: s.turn.placements.map((x) => ({ color: x.color, space: x.space, segment: x.segment })),
      highestMoved: s.turn.highestMoved,
      acted: s.turn.acted,
      aerodynamics: s.turn.aerodynamics,
      money: s.turn.money,
      flags: { ...s.turn.flags },
      after: s.turn.after,
      moved: s.turn.moved,
      declineWear: s.turn.declineWear,
      carStartOrder: s.turn.carStartOrder.slice(),
      powerUsed: s.turn.powerUsed,
      crateQueue: s.turn.crateQueue.slice(),
    },
    setupBought: s.setupBought.map((x) => x.slice()),
    prompt: clonePrompt(s.prompt),
    finalRound: s.finalRound,
    finishOrder: s.finishOrder ? s.finishOrder.slice() : null,
    rng: s.rng.slice(),
    actionCount: s.actionCount,
    track: s.track,
    draftPool: s.draftPool.slice(),
    season: s.season ? cloneSeason(s.season) : null,
  };
  // Set after the literal, not spread into it: a spread makes V8 build the whole copy by its
  // slow generic path, and the search clones in its hot loop (a profile of a solo series).
  if (s.solo) copy.solo = cloneSolo(s.solo);
  if (s.fuel) copy.fuel = cloneFuel(s.fuel);
  return copy;
}
