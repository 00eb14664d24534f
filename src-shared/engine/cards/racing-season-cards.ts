import { cardOf, registerCards, type CardDef } from './card-table';
import { registerCardSets, type NamedCardSet } from './card-sets';

const card = cardOf('racing-season');

/** The 15 Racing Season cards with their full texts (seed 000). */
export const RACING_SEASON_CARDS: readonly CardDef[] = [
  card(
    'factory-support',
    'Factory Support',
    'yellow',
    'garage',
    'Draw 1 cube from your bag. After this, you must remove 1 cube from your active pile or discard pile. Keep in mind, the 1 removed cube may be the cube you just drew out of your bag.',
  ),
  card(
    'maintenance-staff',
    'Maintenance Staff',
    'yellow',
    'garage',
    'Choose any number of cubes to remove from your active pile. These cubes can be any combination of cubes, including but not limited to, wear cubes. Then you may remove up to twice that amount of cubes from your discard pile.',
  ),
  card(
    'performance-testing',
    'Performance Testing',
    'yellow',
    'garage',
    'First, you must remove this very cube. Then, you may draw up to 3 cubes from your bag.',
  ),
  card(
    'burnout',
    'Burnout',
    'red',
    'handling',
    'Gain 1 wear cube from the stock. Then choose 1 gear cube in your discard pile. Move your red cube up to 2 spaces on the board matching the color 1 lower than the chosen gear cube. Note, the chosen gear cube stays in your discard pile.',
  ),
  card(
    'camber-and-toe',
    'Camber & Toe',
    'red',
    'handling',
    'Choose 1 gear cube from your active pile to place into your discard pile. Then, move your red cube 1 space on any color on the board. Note, the chosen gear cube stays in your discard pile.',
  ),
  card(
    'redline',
    'Redline',
    'red',
    'handling',
    'During your Action Phase, you may use any number of white gear cubes that you have in your active pile as if they were any color gear cube. Place these white gear cubes onto the board on color(s) of your choice. Use 1 white gear cube per space. Gain 1 wear cube from the stock for each white cube that you used with this effect.',
  ),
  card(
    'air-jacks',
    'Air Jacks',
    'purple',
    'pit',
    'Count how many unique colors of cubes you currently have in your discard pile. Then remove up to that many cubes from your discard pile.',
  ),
  card(
    'impact-wrench',
    'Impact Wrench',
    'purple',
    'pit',
    'Choose up to 4 cubes to remove from your discard pile. These cubes can be any combination of cubes, including but not limited to, wear cubes. Then, remove all wear cubes currently in your used pile (including those placed on the track). This does not remove wear gained by any future action, nor wear from your Decline Phase.',
  ),
  card(
    'pit-mechanic',
    'Pit Mechanic',
    'purple',
    'pit',
    'Remove up to 6 wear cubes from your discard pile. After this, count how many cubes you currently have in your discard pile. If you have less cubes in your discard pile than each of the other players’ discard piles, you get to remove up to 2 additional cubes (any) from your discard pile.',
  ),
  card(
    'adrenaline',
    'Adrenaline',
    'green',
    'performance',
    'Choose one of the following. You may either move your green cube 1 light gray space OR during your Car Phase this turn, you may move up to 2 light gray spaces per position you advanced (compare your position at the beginning and at the end of your Car Phase).',
  ),
  card(
    'bump-and-run',
    'Bump & Run',
    'green',
    'performance',
    'Gain 1 wear cube from the stock. Determine what position in the race your race car is currently in. Then, as long as you are not in first position, move your green cube up to 2 dark gray spaces on the board. If you are currently in last place, you may move 1 more dark gray space.',
  ),
  card(
    'overdrive',
    'Overdrive',
    'green',
    'performance',
    'Gain 1 wear cube from the stock. Determine what position in the race your race car is currently in. Then, move your green cube up to 3 spaces according to your position. If you are in first place, move on white. If you are in last place, move on dark gray or lower. For all other positions, move on light gray or lower. You may move on more than 1 color with each green cube.',
  ),
  card(
    'crate-motor',
    'Crate Motor',
    'blue',
    'engine',
    'Move your blue cube up to 3 spaces on any 1 color on the board. Then, after your End Phase, each player in a lower position than you may move 1 space on any color, in position order, without gaining wear; momentum is updated after each player moves. With several of these cubes, each such player moves all awarded spaces before the next player moves.',
  ),
  card(
    'fuel-injection-engine',
    'Fuel Injection Engine',
    'blue',
    'engine',
    'Gain 2 wear cubes from the stock. During your Action Phase this turn, each of your activated gear cubes may move twice as many spaces as they would normally move (2 spaces instead of 1 on its respective color). This combines with Redline but not with Camber & Toe. More than one of these cubes does not compound the effect.',
  ),
  card(
    'internal-combustion',
    'Internal Combustion',
    'blue',
    'engine',
    'Choose 1 cube from your active pile to place into your discard pile. Then choose up to 3 cubes from your discard pile. Place these chosen cubes into your active pile. Gain 1 wear cube from the stock for each cube that you brought back to your active pile. One of them may be the very cube you just discarded.',
  ),
];

const set = (
  id: string,
  name: string,
  y: string,
  p: string,
  r: string,
  g: string,
  b: string,
  note: string,
): NamedCardSet => ({
  id,
  name,
  edition: 'racing-season',
  cards: { yellow: y, purple: p, red: r, green: g, blue: b },
  note,
});

/** The expansion's 6 suggested sets. */
export const RACING_SEASON_SETS: readonly NamedCardSet[] = [
  set(
    'rinse-and-repeat',
    'Rinse & Repeat',
    'factory-support',
    'pit-mechanic',
    'burnout',
    'overdrive',
    'internal-combustion',
    'The suggested first set for the expansion and a first season.',
  ),
  set(
    'squeaky-clean',
    'Squeaky Clean',
    'maintenance-staff',
    'air-jacks',
    'camber-and-toe',
    'adrenaline',
    'crate-motor',
    'Avoid wear at all costs: fast, with ample interaction. Five laps suggested.',
  ),
  set(
    'well-oiled-machine',
    'Well Oiled Machine',
    'performance-testing',
    'crew-chief',
    'aerodynamics',
    'nitro',
    'crate-motor',
    'Cars in tip top shape; plenty of cubes, actions and interaction.',
  ),
  set(
    'this-or-that',
    'This or That',
    'manager',
    'pit-crew',
    'tires',
    'turbo',
    'fuel-injection-engine',
    'Tough choices: will this or that bring you victory?',
  ),
  set(
    'shake-and-bake',
    'Shake & Bake',
    'engineer',
    'impact-wrench',
    'redline',
    'boost',
    'internal-combustion',
    'The wear keeps coming and you keep dodging it. Five laps suggested.',
  ),
  set(
    'rubbin-is-racin',
    "Rubbin' is Racin'",
    'factory-support',
    'pit-captain',
    'camber-and-toe',
    'bump-and-run',
    'diesel-engine',
    'Overflowing with cubes: make the most of your pile of actions.',
  ),
];

registerCards(RACING_SEASON_CARDS);
registerCardSets(RACING_SEASON_SETS);
