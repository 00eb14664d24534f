/** Automobiles' colour and card-type labels (a leaf module: ui/cube-style.ts reads it at load time). */

/** Cube colours as labels (a legend, a tooltip, a heading): capitalised. */
export const COLOR_TITLES = {
  white: 'White',
  lightGray: 'Light grey',
  darkGray: 'Dark grey',
  black: 'Black',
  brown: 'Wear',
  yellow: 'Yellow',
  purple: 'Purple',
  red: 'Red',
  green: 'Green',
  blue: 'Blue',
} as const;

/** Card types as labels. */
export const CARD_TYPE_TITLES: Record<string, string> = {
  gear: 'Gear',
  wear: 'Wear',
  garage: 'Garage',
  pit: 'Pit',
  handling: 'Handling',
  performance: 'Performance',
  engine: 'Engine',
};
