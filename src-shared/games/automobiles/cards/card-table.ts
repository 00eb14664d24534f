import type { Color } from '../cubes';

/** The house numbers of RULINGS §3: cost and value by cube colour. Edit here only. */
export const COLOR_ECONOMY: Record<Color, { cost: number | null; value: number }> = {
  white: { cost: 2, value: 1 },
  lightGray: { cost: 3, value: 1 },
  darkGray: { cost: 5, value: 1 },
  black: { cost: 7, value: 1 },
  brown: { cost: null, value: 0 },
  yellow: { cost: 3, value: 2 },
  purple: { cost: 4, value: 1 },
  red: { cost: 4, value: 1 },
  green: { cost: 5, value: 1 },
  blue: { cost: 6, value: 1 },
};

/** Starting allowance by grid slot P1..P5. */
export const ALLOWANCE_BY_GRID_SLOT = [10, 11, 12, 13, 14];

export type CardType = 'gear' | 'wear' | 'garage' | 'pit' | 'handling' | 'performance' | 'engine';
/** The five colours whose card is chosen per game. */
export type ActionColor = 'yellow' | 'purple' | 'red' | 'green' | 'blue';
export const ACTION_COLORS: readonly ActionColor[] = ['yellow', 'purple', 'red', 'green', 'blue'];

export const TYPE_OF_COLOR: Record<ActionColor, CardType> = {
  yellow: 'garage',
  purple: 'pit',
  red: 'handling',
  green: 'performance',
  blue: 'engine',
};

export interface CardDef {
  id: string;
  name: string;
  color: Color;
  type: CardType;
  /** 'base' or 'racing-season'. */
  edition: 'base' | 'racing-season';
  text: string;
}

/** A card row of one edition (the data tables below and in racing-season-cards.ts). */
export const cardOf =
  (edition: CardDef['edition']) =>
  (id: string, name: string, color: Color, type: CardType, text: string): CardDef => ({
    id,
    name,
    color,
    type,
    edition,
    text,
  });

const base = cardOf('base');

/** Every card of the base game with its full text (seed 000 / rulebook). */
export const BASE_CARDS: readonly CardDef[] = [
  base(
    '3rd-gear',
    '3rd Gear',
    'white',
    'gear',
    'Place this white cube on a white space on the track. This white space must be adjacent to your race car, or adjacent to the last cube previously placed on the track earlier this turn.',
  ),
  base(
    '4th-gear',
    '4th Gear',
    'lightGray',
    'gear',
    'Place this light grey cube on a light grey space on the track. This light grey space must be adjacent to your race car, or adjacent to the last cube previously placed on the track earlier this turn.',
  ),
  base(
    '5th-gear',
    '5th Gear',
    'darkGray',
    'gear',
    'Place this dark grey cube on a dark grey space on the track. This dark grey space must be adjacent to your race car, or adjacent to the last cube previously placed on the track earlier this turn.',
  ),
  base(
    '6th-gear',
    '6th Gear',
    'black',
    'gear',
    'Place this black cube on a black space on the track. This black space must be adjacent to your race car, or adjacent to the last cube previously placed on the track earlier this turn.',
  ),
  base(
    'wear',
    'Wear',
    'brown',
    'wear',
    'In general, you do not want wear cubes in your bag. This effect gets you a step closer to removing it, by allowing you to place it directly into your discard pile. Keep in mind, only wear cubes originating from your active pile may use this effect.',
  ),
  base(
    'car-chief',
    'Car Chief',
    'yellow',
    'garage',
    'Remove any white, light grey, dark grey, or black gear cube from your discard pile. If you removed a white cube, then gain a light grey cube. If you removed a light grey cube, then gain a dark grey cube. If you removed a dark grey cube, then gain a black cube. If you removed a black cube, then you don’t gain anything.',
  ),
  base(
    'engineer',
    'Engineer',
    'yellow',
    'garage',
    'Choose up to 3 cubes from your active pile. Place the chosen cubes into your discard pile. If you chose 1 cube, then remove 1 cube from your discard pile. If you chose 2 cubes, then remove 2 cubes from your discard pile. If you chose 3 cubes, then remove 3 cubes from your discard pile. Keep in mind, the removed cubes may be the very cubes you just placed in your discard pile.',
  ),
  base(
    'manager',
    'Manager',
    'yellow',
    'garage',
    'You have the option of removing a cube from your active pile. Whether you opt to remove a cube or not, you may choose 1 cube from your active pile, or your discard pile, and place it back into your bag.',
  ),
  base(
    'mechanic',
    'Mechanic',
    'yellow',
    'garage',
    'Choose a cube from your active pile and place it in your used pile. This chosen cube’s effect will not be applied. Then remove up to 2 cubes from your discard pile.',
  ),
  base(
    'crew-chief',
    'Crew Chief',
    'purple',
    'pit',
    'Draw 1 cube from your bag. If you draw a wear cube, then draw again. Stop drawing cubes when you draw any cube other than a wear cube. After this, remove all wear cubes from your discard pile. Keep in mind any wear cubes that you drew during this card’s effect will not be able to be removed with this card’s effect, since those wear cubes are placed in your active pile, not your discard pile.',
  ),
  base(
    'pit-captain',
    'Pit Captain',
    'purple',
    'pit',
    'Choose up to 6 cubes to remove from your discard pile. These cubes can be any combination of cubes including, but not limited to, wear cubes.',
  ),
  base(
    'pit-crew',
    'Pit Crew',
    'purple',
    'pit',
    'Choose one of the following. You may either remove all of the wear cubes in your discard pile, or you may remove any 2 cubes of your choice from your discard pile including, but not limited to, wear cubes.',
  ),
  base(
    'pit-team',
    'Pit Team',
    'purple',
    'pit',
    'Choose up to 3 cubes to remove from your discard pile. These cubes can be any combination of cubes including, but not limited to, wear cubes. Add the costs, not the value, of the removed cubes. Use that total cost as money to buy exactly 1 cube from the stock. After this, any leftover money gained from this card’s effect is lost.',
  ),
  base(
    'aerodynamics',
    'Aerodynamics',
    'red',
    'handling',
    'When you get to the Decline Phase of your turn, you will not gain any wear despite what color spaces you moved on, because you are considered to be drafting. Note that this card does not prevent you from gaining wear cubes during your Action Phase.',
  ),
  base(
    'steering',
    'Steering',
    'red',
    'handling',
    'Gain 1 wear cube from the stock. Then choose 1 gear cube from your active pile to place into your discard pile. Move your red cube up to 3 spaces on the board matching the color 1 lower than the chosen gear cube. For example, if you chose to discard a black cube from your active pile, then you could move up to 3 consecutive dark grey spaces with your red cube. Note: the chosen gear cube stays in your discard pile.',
  ),
  base(
    'suspension',
    'Suspension',
    'red',
    'handling',
    'Gain 1 wear cube from the stock. Then choose 1 gear cube in your discard pile. Place your red cube onto a space on the board matching the same color of that chosen gear cube. For example, if you chose a dark grey cube in your discard pile, then you could move on a dark grey space with your red cube. Note: the chosen gear cube stays in your discard pile.',
  ),
  base(
    'tires',
    'Tires',
    'red',
    'handling',
    'Choose 1 gear cube in your active pile. Then place your red cube onto a space on the board matching any color lower than the chosen gear cube. For example, if you chose a dark grey cube in your active pile, then you could move on a light grey space or a white space with your red cube. Note: the chosen gear cube stays in your active pile.',
  ),
  base(
    'boost',
    'Boost',
    'green',
    'performance',
    'Draw up to 3 cubes from your bag. You may draw these cubes one at a time and may stop when satisfied. Gain 1 wear cube from the stock for each cube that you drew. After this, all other players have the choice to draw 1 cube from their bag or not. The other players do not gain wear for this.',
  ),
  base(
    'gearbox',
    'Gearbox',
    'green',
    'performance',
    'Gain 1 wear cube from the stock. Determine what position in the race your race car is currently in. Remember, your position is always determined by where your race car is at the beginning of the Action Phase, not where it will be during your Car Phase. If tied for a position, the innermost lane is leading. Then move your green cube up to that many consecutive light grey spaces on the board. You may move 1 more light grey space, if you are currently in last place.',
  ),
  base(
    'nitro',
    'Nitro',
    'green',
    'performance',
    'You must draw exactly 2 cubes from your bag. After drawing these 2 cubes, choose 1 to place in your active pile and 1 to place into your discard pile.',
  ),
  base(
    'turbo',
    'Turbo',
    'green',
    'performance',
    'Gain 2 wear cubes from the stock. Move your green cube up to 2 consecutive light grey spaces on the board. Then you may continue moving up to 1 more light grey space for each green cube that every player, including you, has in their discard piles.',
  ),
  base(
    'diesel-engine',
    'Diesel Engine',
    'blue',
    'engine',
    'Gain 2 wear cubes from the stock. Count how many dark grey cubes you currently have in your discard pile. Then move your blue cube up to that many consecutive dark grey spaces on the board.',
  ),
  base(
    'hybrid-engine',
    'Hybrid Engine',
    'blue',
    'engine',
    'Gain 1 wear cube from the stock. Count how many blue cubes you currently have in your active pile, used pile, and discard pile collectively. Compare that total against blue cubes found in each other player’s discard pile. Make this comparison with each other player individually, not all other players as a group. If you have more than any other player, then move your blue cube up to 2 consecutive spaces on the board. These 2 spaces must be the same color.',
  ),
  base(
    'rotary-engine',
    'Rotary Engine',
    'blue',
    'engine',
    'Gain 1 wear cube from the stock. Count how many unique colors of cubes you currently have in your discard pile. Then move your blue cube up to that many consecutive white spaces on the board.',
  ),
  base(
    'supercharged',
    'Supercharged',
    'blue',
    'engine',
    'Gain 1 wear cube from the stock. Choose up to 2 cubes in your discard pile. Place these chosen cubes into your active pile.',
  ),
];

/** The four gear cards and the wear card are always in play. */
export const FIXED_CARD_IDS = ['3rd-gear', '4th-gear', '5th-gear', '6th-gear', 'wear'] as const;
