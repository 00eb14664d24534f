import { z } from 'zod';
import { COLORS, type Action } from '../games/automobiles';
import type { RacepackAction } from '../games/racepack';

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
type Parsed = z.infer<typeof actionSchema>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const schemaMatchesEngine: Same<Parsed, Action> = true;
void schemaMatchesEngine;

const small = z.number().int().min(0).max(99);
/** Every Racepack action (games/racepack/types.ts); a new type must be added here too. */
export const racepackActionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('move'),
    heading: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    lane: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
    speed: small,
    token: small,
  }),
  z.strictObject({ type: z.literal('reenter'), cell: z.number().int().min(0) }),
  z.strictObject({ type: z.literal('pitStop') }),
  z.strictObject({ type: z.literal('forfeit') }),
  z.strictObject({ type: z.literal('defend'), pool: small, token: small, value: small }),
  z.strictObject({ type: z.literal('pass') }),
  z.strictObject({ type: z.literal('moveHazard'), hazard: small }),
]);

const racepackSchemaMatches: Same<z.infer<typeof racepackActionSchema>, RacepackAction> = true;
void racepackSchemaMatches;
