/** Automobiles' part in the save format (games/save-rules-shape.ts): its record's schema and replay. */
import { z } from 'zod';
import type { GameSaveRules } from '../save-rules-shape';
import { COLORS } from './cubes';
import type { Action } from './game/actions';
import { GameOptionsError, IllegalActionError } from './game/context';
import { normalizeOptions, withStoredDefaults } from './game/create-game';
import type { GameOptionsInput } from './game/state';
import { legacySaveRecord } from './legacy';
import type { GameState } from './game/state';
import { summarizeAutomobiles } from './save-summary';

const color = z.enum(COLORS);

/** Every action type the engine knows (game/actions.ts); a new type must be added here too. */
export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('buy'), color }),
  z.strictObject({ type: z.literal('endBuy') }),
  z.strictObject({ type: z.literal('play'), color }),
  z.strictObject({ type: z.literal('endActions') }),
  z.strictObject({ type: z.literal('pitStop') }),
  z.strictObject({ type: z.literal('usePower') }),
  z.strictObject({ type: z.literal('pick'), color, from: z.enum(['active', 'discard', 'stock', 'held', 'bag']) }),
  z.strictObject({ type: z.literal('step'), space: z.number().int().min(0) }),
  z.strictObject({ type: z.literal('choose'), option: z.string().min(1) }),
  z.strictObject({ type: z.literal('stop') }),
]);

// Compile-time check that the schema and the engine's Action type stay the same set.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesEngine: Same<z.infer<typeof actionSchema>, Action> = true;
void schemaMatchesEngine;

const count = z.number().int().min(0);

/** The engine calls the rules replay with (index.ts passes its own: this file imports no index). */
export interface AutomobilesEngine {
  createGame(options: GameOptionsInput): GameState;
  applyAction(s: GameState, action: Action): unknown;
  clone(s: GameState): GameState;
  serialize(s: GameState): string;
  deserialize(text: string): GameState;
  /** The race order, leader first (throws where it cannot be computed). */
  currentRaceOrder(s: GameState): number[];
}

export const automobilesSaveRulesWith = ({
  createGame,
  applyAction,
  clone,
  serialize,
  deserialize,
  currentRaceOrder,
}: AutomobilesEngine): GameSaveRules<'automobiles'> => ({
  id: 'automobiles',
  // Saves of version 3 or older: on the legacy track layouts and rules they were played with.
  fromVersion3: (raw) => legacySaveRecord(raw),
  optionsSchema: z.looseObject({
    players: z
      .array(z.object({ name: z.string() }))
      .min(2)
      .max(5),
    track: z.string(),
    laps: z.number().int(),
    seed: z.number().int(),
  }),
  actionSchema,
  statsSchema: z.array(
    z.object({
      turns: count,
      cubesBought: count,
      moneySpent: count,
      wearGained: count,
      pitStops: count,
      turnsDrafting: count,
      lapsCompleted: count,
    }),
  ),
  maxSeats: 5,
  // A stored game replays as it was played: older files had seat 1 start.
  normalize: (o) => normalizeOptions(withStoredDefaults(o as GameOptionsInput) as GameOptionsInput),
  normalizeNew: (o) => normalizeOptions(o as GameOptionsInput),
  isBadOptions: (e) => e instanceof GameOptionsError,
  players: (o) => (o as { players: unknown[] }).players.length,
  // Every player a human (saves from the CLI, and version 1 files).
  defaultSeats: (o) => (o as { players: { name: string }[] }).players.map((p) => ({ kind: 'human', name: p.name })),
  create: (o) => createGame(o as GameOptionsInput),
  apply: (s, a) => void applyAction(s as never, a as never),
  isIllegal: (e) => e instanceof IllegalActionError,
  clone: (s) => clone(s as never),
  serialize: (s) => serialize(s as never),
  deserialize: (t) => deserialize(t),
  optionsOfState: (s) => (s as { options: unknown }).options,
  comparableOptions: (o) => o,
  summarize: (s, seats) => summarizeAutomobiles(s as GameState, seats, currentRaceOrder),
});
