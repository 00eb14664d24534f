/**
 * Local players: a name, a colour and a look, chosen at setup (hot-seat players pick theirs).
 * A bot seat is a level, never a profile. Pure: the host stores the list (record-book.ts).
 */
import { z } from 'zod';

/** Profile colours (the renderer maps each id to its paint). */
export const PROFILE_COLORS = ['red', 'blue', 'yellow', 'green', 'orange', 'purple', 'teal', 'pink'] as const;
export type ProfileColor = (typeof PROFILE_COLORS)[number];

/** Profile looks: the badge beside the name (the renderer draws each id). */
export const PROFILE_LOOKS = ['helmet', 'star', 'bolt', 'flag', 'crown', 'wheel'] as const;
export type ProfileLook = (typeof PROFILE_LOOKS)[number];

export const PROFILE_NAME_MAX = 40;
export const PROFILES_MAX = 24;

export const profileSchema = z.strictObject({
  id: z.string().min(1).max(80),
  name: z.string().trim().min(1).max(PROFILE_NAME_MAX),
  color: z.enum(PROFILE_COLORS),
  look: z.enum(PROFILE_LOOKS),
  /** ISO date the profile was made. */
  created: z.string().max(40),
});
export type Profile = z.infer<typeof profileSchema>;

/** What the renderer sends to make or change a profile (no id: a new one). */
export const profileInputSchema = z.strictObject({
  id: z.string().min(1).max(80).optional(),
  name: z.string().trim().min(1).max(PROFILE_NAME_MAX),
  color: z.enum(PROFILE_COLORS),
  look: z.enum(PROFILE_LOOKS),
});
export type ProfileInput = z.infer<typeof profileInputSchema>;

export class ProfileError extends Error {
  constructor(readonly reason: 'nameTaken' | 'tooMany' | 'unknownProfile') {
    super(reason);
  }
}

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * The list with `input` made (no id) or changed (its id); names are unique whatever their case.
 * Throws ProfileError when the name is another profile's, the list is full or the id unknown.
 */
export function upsertProfile(
  list: readonly Profile[],
  input: ProfileInput,
  make: { id: () => string; now: () => string },
): { list: Profile[]; profile: Profile } {
  if (list.some((p) => p.id !== input.id && sameName(p.name, input.name))) throw new ProfileError('nameTaken');
  if (input.id !== undefined) {
    const at = list.findIndex((p) => p.id === input.id);
    if (at < 0) throw new ProfileError('unknownProfile');
    const profile: Profile = { ...list[at], name: input.name.trim(), color: input.color, look: input.look };
    return { list: list.map((p, i) => (i === at ? profile : p)), profile };
  }
  if (list.length >= PROFILES_MAX) throw new ProfileError('tooMany');
  const profile: Profile = {
    id: make.id(),
    name: input.name.trim(),
    color: input.color,
    look: input.look,
    created: make.now(),
  };
  return { list: [...list, profile], profile };
}
