/**
 * Cube colours in a player's words (never the engine's ids such as "lightGray"). Its own file so
 * that the catalogue and the Learn wording (which the catalogue imports) share one table.
 */
export const COLOR_NAMES: Record<string, string> = {
  white: 'white',
  lightGray: 'light grey',
  darkGray: 'dark grey',
  black: 'black',
  brown: 'wear',
  yellow: 'yellow',
  purple: 'purple',
  red: 'red',
  green: 'green',
  blue: 'blue',
};

/** A colour id as players say it; an unknown id is shown as given. */
export function colorName(id: string): string {
  return COLOR_NAMES[id] ?? id;
}
