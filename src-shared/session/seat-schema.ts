import { z } from 'zod';
import { BOT_LEVELS, THINK_MS_LIMITS, isSearchLevel, isThinkMs } from './types';

/**
 * A bot seat, as the IPC contract and the save files check it (each with its own rule for
 * names): a level, and for the searching levels an optional thinking time.
 */
export function botSeatSchema(name: z.ZodType<string>) {
  return z
    .strictObject({
      kind: z.literal('bot'),
      name,
      level: z.enum(BOT_LEVELS),
      thinkMs: z
        .number()
        .refine(isThinkMs, `a thinking time is whole ms from ${THINK_MS_LIMITS.min} to ${THINK_MS_LIMITS.max}`)
        .optional(),
    })
    .refine((s) => s.thinkMs === undefined || isSearchLevel(s.level), {
      message: 'a thinking time is for the easy, medium, hard and expert bots only',
      path: ['thinkMs'],
    });
}

const seatName = z.string().trim().min(1).max(40);

/** A seat as a setup names it over IPC: a human (with the profile playing it, if any), or a bot at a level. */
export const seatSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('human'), name: seatName, profile: z.string().min(1).max(80).optional() }),
  botSeatSchema(seatName),
]);
