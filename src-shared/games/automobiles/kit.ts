/**
 * Automobiles as one kit: its rules, its session plugin (view, log, hint), its setup and
 * action schemas and what its start screen lists. The registry (../registry.ts) names it once;
 * the renderer reaches the session-side types and helpers here, beside the rules' index.ts.
 */
import {
  COLOR_ECONOMY,
  allCards,
  automobiles,
  automobilesActionSchema,
  automobilesSaveRules,
  cardSets,
  listTracks,
  type Action,
  type GameEvent,
  type GameOptions,
  type GameState,
  type NamedCardSet,
  type TrackDef,
} from '.';
import type { GameKit } from '../kit';
import { automobilesRecords } from './records';
import type { SessionUpdate } from '../../session/types';
import { automobilesBotKit } from './bots/bot-kit';
import { automobilesSession } from './session/automobiles-session';
import { AUTOMOBILES_LOG_KEYS, type AutomobilesLogMessage } from './session/log-messages';
import { AUTOMOBILES_SEATS, automobilesSetupSchema, type NewGameSetup } from './session/setup';
import type { CardView, GameView, PlayerStats } from './session/view-types';

export * from './session/view-types';
export * from './session/setup';
export * from './session/log-messages';
export * from './session/build-view';
export * from './session/game-log';
export * from './session/solo-fuel-view';
export * from './session/solo-records';
export { automobilesSession } from './session/automobiles-session';

/** An update of an Automobiles game: its events and its view. */
export type AutomobilesUpdate = SessionUpdate<GameEvent, GameView>;

/** Every card the catalogue offers, with house cost and value. */
export type CardInfo = CardView;
export interface CardCatalog {
  sets: NamedCardSet[];
  cards: CardInfo[];
}

/** What the start screen lists for Automobiles: its tracks and its card sets. */
export interface AutomobilesCatalog {
  game: 'automobiles';
  tracks: TrackDef[];
  cardSets: CardCatalog;
}

/** The card sets and every card, with house cost and value. */
export function cardCatalog(): CardCatalog {
  return {
    sets: cardSets().map((s) => ({ ...s, cards: { ...s.cards } })),
    cards: allCards().map((c) => ({
      color: c.color,
      id: c.id,
      name: c.name,
      type: c.type,
      edition: c.edition,
      text: c.text,
      cost: COLOR_ECONOMY[c.color].cost,
      value: COLOR_ECONOMY[c.color].value,
    })),
  };
}

export interface AutomobilesTypes {
  state: GameState;
  action: Action;
  event: GameEvent;
  options: GameOptions;
  setup: NewGameSetup;
  stats: PlayerStats;
  view: GameView;
  log: AutomobilesLogMessage;
  catalog: AutomobilesCatalog;
}

export const automobilesKit: GameKit<AutomobilesTypes> = {
  id: 'automobiles',
  game: automobiles,
  session: automobilesSession,
  seats: AUTOMOBILES_SEATS,
  setupSchema: automobilesSetupSchema,
  actionSchema: automobilesActionSchema,
  logKeys: AUTOMOBILES_LOG_KEYS,
  catalog: () => ({ game: 'automobiles', tracks: listTracks(), cardSets: cardCatalog() }),
  saveRules: automobilesSaveRules,
  bots: automobilesBotKit,
  records: automobilesRecords,
  cli: {
    arena: {
      flags: ['season'],
      where: 'the default track',
      options: (o) => ({
        players: o.players,
        track: o.track,
        laps: o.laps,
        ...(o.season ? { season: { races: o.season, random: o.track === undefined }, drivers: 'limited' } : {}),
      }),
      rounds: (s) => (s as GameState).round,
      finishOrder: (s) => {
        const state = s as GameState;
        return state.season?.champion ?? state.finishOrder!;
      },
    },
    commands: () => import('./cli/automobiles-cli').then((m) => m.automobilesCli),
  },
};
