import { shallowRef } from 'vue';

/**
 * The number keys of the panel on screen, when they are not simply "the Nth legal option": the
 * buy panel numbers its colours once (1 = 3rd Gear … 9 = the ninth colour) so a badge never
 * changes under the player's finger after a buy. Key 1–9 → the option it picks (null: none now).
 */
export const numberKeys = shallowRef<((key: number) => number | null) | null>(null);

/** The option a number key (1–9) picks now. */
export function optionForKey(key: number): number | null {
  return numberKeys.value ? numberKeys.value(key) : key - 1;
}

/** Badges for a fixed list of choices: key i+1 for the i-th entry (up to 9), whatever is legal now. */
export function fixedKeys(options: readonly (number | null)[]): (key: number) => number | null {
  return (key) => options[key - 1] ?? null;
}
