import type { RulesEntry } from './rules-types';

/**
 * The base game in a player's words (RULINGS.md and the rulebook, as this app implements it).
 * Numbers come from the same rules the engine follows; the card texts come from the card table.
 */
export const BASICS: RulesEntry[] = [
  {
    id: 'overview',
    group: 'basics',
    title: 'The game in one minute',
    paragraphs: [
      'Every player owns a bag of coloured cubes. Each colour belongs to a card: the four gears move your car, wear slows you down, and the five action cards of the race (yellow, purple, red, green, blue) do everything else.',
      'On your turn you use the cubes you drew to move your race car, then spend the rest as money to buy better cubes. Over the race your bag gets faster and, if you are careful, cleaner. The first car to complete the last lap wins once the round is finished.',
    ],
    see: ['setup', 'turn', 'race-end'],
    keywords: ['bag building', 'deck building', 'goal', 'win'],
  },
  {
    id: 'setup',
    group: 'basics',
    title: 'Setup and the first buy',
    paragraphs: [
      'Each player starts with 5 white, 5 yellow and 2 light gray cubes in the bag, and draws 7 of them into the active pile. The cars stand on the start grid P1–P5 just past the line; P1 is at the front.',
      'Before the first turn every player, from P1 backwards, buys cubes with a starting allowance: $10 on P1, $11 on P2, $12 on P3, $13 on P4, $14 on P5. Buying nothing is allowed; money left over is lost.',
      'The stock is finite: white 30, light gray 28, dark gray 24, black 16, yellow 40, red, purple, blue and green 16 each, wear 80. What is gone cannot be bought or gained.',
    ],
    table: {
      head: ['Cube', 'Card', 'Cost', 'Value'],
      rows: [
        ['White', '3rd Gear', '$2', '$1'],
        ['Light gray', '4th Gear', '$3', '$1'],
        ['Dark gray', '5th Gear', '$5', '$1'],
        ['Black', '6th Gear', '$7', '$1'],
        ['Wear', 'Wear', 'not for sale', '$0'],
        ['Yellow', 'Garage card', '$3', '$2'],
        ['Purple', 'Pit card', '$4', '$1'],
        ['Red', 'Handling card', '$4', '$1'],
        ['Green', 'Performance card', '$5', '$1'],
        ['Blue', 'Engine card', '$6', '$1'],
      ],
    },
    keywords: ['allowance', 'grid', 'stock', 'price', 'starting cubes'],
  },
  {
    id: 'piles',
    group: 'basics',
    title: 'Bag, active, used and discard piles',
    paragraphs: [
      'Cubes move between four piles. Drawn cubes go to your active pile. A cube you use goes to your used pile before its effect (cubes on the track still count as used). Cubes you buy or gain go to the used pile too.',
      'In the End Phase the track, active and used piles all go to the discard pile. Only when a cube must be drawn and the bag is empty is the discard pile poured back into the bag.',
      'With “open bags” (on by default) everyone sees how many cubes of each colour are in every bag and discard pile. The order of the bag is never known: every draw is random.',
    ],
    keywords: ['active pile', 'used pile', 'discard pile', 'bag', 'draw', 'refill', 'open bags'],
  },
  {
    id: 'turn',
    group: 'basics',
    title: 'A turn: five phases',
    paragraphs: [
      'A standard turn has five phases, always in this order. Instead of a standard turn you may take a pit stop.',
    ],
    bullets: [
      'Action Phase: use cubes from your active pile one at a time. Each goes to the used pile, then its card’s effect is applied in full, or not at all.',
      'Buy Phase: the cubes still in your active pile are money (each is worth its card’s value). Buy any cubes you can afford; they go to your used pile.',
      'Car Phase: your car drives to the farthest cube you placed on the track this turn. Crossing the start/finish line completes a lap.',
      'Decline Phase: gain wear for the fastest colour of space you moved on, unless you are drafting.',
      'End Phase: track, active and used cubes go to the discard pile; draw 7 new cubes. Then every car rolls forward in its space (momentum).',
    ],
    see: [
      'action-phase',
      'gear-cubes',
      'buy-phase',
      'car-phase',
      'wear',
      'drafting',
      'end-phase',
      'momentum',
      'pit-stop',
    ],
    keywords: ['phase', 'order of play', 'turn order'],
  },
  {
    id: 'action-phase',
    group: 'basics',
    title: 'Action Phase',
    paragraphs: [
      'Pick a cube from your active pile, put it in the used pile, then do what its card says, top to bottom. If any part of the effect cannot be done, the cube cannot be used (the app only offers cubes whose whole effect can be completed). The one exception: gaining wear from an empty stock gives what is left, and the rest still applies.',
      '“Up to” allows zero, so such an effect is still legal when nothing is left to choose. Use as many cubes as you like, one after the other.',
    ],
    see: ['gear-cubes', 'turn'],
    keywords: ['use cube', 'effect', 'all or nothing'],
  },
  {
    id: 'gear-cubes',
    group: 'basics',
    title: 'Gear cubes and moving on the track',
    diagram: 'move',
    paragraphs: [
      'A gear cube (white, light gray, dark gray, black) is placed on a space of its own colour. The first cube of the turn goes next to your car; each further cube goes next to the cube placed before it. Spaces touching at a corner count as next to each other.',
      'Each step must go forward: never sideways or backwards. A cube goes into the front-most free segment of its space; a space whose segments are all held by other cars is closed. A combo space (two or three colours) accepts a cube of any of its colours.',
      'Darker spaces are usually longer, so darker gears carry you further — and cost more wear.',
    ],
    see: ['passing', 'car-phase', 'wear'],
    keywords: [
      'gear',
      'white',
      'light gray',
      'dark gray',
      'black',
      'adjacent',
      'segment',
      'space',
      'combo space',
      'lane',
    ],
  },
  {
    id: 'passing',
    group: 'basics',
    title: 'Passing: no driving through cars',
    diagram: 'passing',
    paragraphs: [
      'You cannot drive through another car. A cube (or your car, for the first cube) that sits behind an opponent’s car in the same space may continue only into a neighbouring lane, never straight on in its own lane.',
      'So to pass, swing out: step diagonally into the next lane, then carry on. Plan your cubes around the cars ahead.',
    ],
    see: ['gear-cubes', 'momentum'],
    keywords: ['overtake', 'blocked', 'lane change', 'pass'],
  },
  {
    id: 'buy-phase',
    group: 'basics',
    title: 'Buy Phase',
    paragraphs: [
      'Every cube left in your active pile is money: its card’s value (yellow $2, wear $0, every other colour $1). Buy as many cubes as you can pay for, several of the same colour if you like. Bought cubes go to your used pile. Unspent money is lost.',
    ],
    see: ['setup'],
    keywords: ['money', 'buy', 'value', 'cost', 'stock'],
  },
  {
    id: 'car-phase',
    group: 'basics',
    title: 'Car Phase and laps',
    paragraphs: [
      'Your car drives to the segment of the farthest cube you placed this turn. Crossing the start/finish line moves your lap marker one step.',
      'The race order: a car is ahead when it has completed more laps, or the same laps and more distance round the track. Level cars: the inner lane is ahead. Positions for cards like Gearbox are taken at the start of your Action Phase.',
    ],
    see: ['race-end', 'momentum'],
    keywords: ['lap', 'position', 'race order', 'finish line', 'ahead'],
  },
  {
    id: 'wear',
    group: 'basics',
    title: 'Wear and the Decline Phase',
    diagram: 'wear',
    paragraphs: [
      'After moving, your car declines: gain wear cubes for the fastest colour of space you moved on this turn — black 4, dark gray 3, light gray 2, white 1. A combo space counts as its fastest colour. No move, no wear. Drafting cancels this wear.',
      'Wear cubes go to your used pile and then clog your bag: they are worth $0 and do nothing useful. Remove them with a pit stop or with cards (Pit Crew, Crew Chief, Pit Captain…). Cards that say “gain 1 wear” give wear during the Action Phase; drafting does not cancel that.',
    ],
    table: {
      head: ['Fastest space moved on', 'Wear gained'],
      rows: [
        ['White', '1'],
        ['Light gray', '2'],
        ['Dark gray', '3'],
        ['Black', '4'],
        ['Drafting / no move', '0'],
      ],
    },
    see: ['drafting', 'pit-stop', 'card-wear'],
    keywords: ['decline', 'wear chart', 'brown', 'damage'],
  },
  {
    id: 'drafting',
    group: 'basics',
    title: 'Drafting',
    diagram: 'drafting',
    paragraphs: [
      'If your car ends its move directly behind an opponent’s car in your own lane, you are drafting and gain no wear in the Decline Phase, whatever you drove on.',
      'Directly behind means: in the next segment of your own space, or — when you are in the front segment of your space — anywhere in the next space of your lane.',
    ],
    see: ['wear', 'card-aerodynamics'],
    keywords: ['slipstream', 'draft', 'behind', 'no wear'],
  },
  {
    id: 'end-phase',
    group: 'basics',
    title: 'End Phase',
    paragraphs: [
      'Put every cube from the track, your active pile and your used pile into your discard pile. Then draw 7 new cubes into your active pile; if the bag runs out, pour the discard pile into the bag and keep drawing.',
      'You draw at the end of your turn, so you can plan your next turn while the others play.',
    ],
    see: ['momentum', 'piles'],
    keywords: ['draw seven', 'refill', 'clean up'],
  },
  {
    id: 'momentum',
    group: 'basics',
    title: 'Momentum',
    diagram: 'momentum',
    paragraphs: [
      'At the end of every turn every car rolls forward inside its own space into segments that have been freed, so the cars in a space are always packed to its front. Momentum can change the race order, and it is written in the log.',
    ],
    see: ['drafting', 'passing'],
    keywords: ['slide', 'roll forward', 'packed'],
  },
  {
    id: 'pit-stop',
    group: 'basics',
    title: 'Pit stop (alternative turn)',
    paragraphs: [
      'Instead of a standard turn you may pit: remove all the wear cubes from your active pile (all of them, not some), then go straight to the End Phase. No actions, no buying, no moving.',
      'A pit stop is only possible before you have done anything in your Action Phase. It is allowed with no wear in the active pile (nothing happens), but the app never suggests it then.',
    ],
    see: ['wear'],
    keywords: ['pit', 'alternative turn', 'remove wear'],
  },
  {
    id: 'race-end',
    group: 'basics',
    title: 'End of the race',
    paragraphs: [
      'A race lasts 1 to 7 laps (3 by default). When a car completes its last lap, the round is played to the end so everyone has had the same number of turns. The finish order is then the race order: laps first, then distance, inner lane ahead.',
      'A race that somehow reaches 150 rounds stops there (a safety net that normal play never reaches).',
    ],
    see: ['car-phase', 'season'],
    keywords: ['finish', 'winner', 'last lap', 'final round'],
  },
  {
    id: 'empty-bag',
    group: 'basics',
    title: 'Drawing from an empty bag',
    paragraphs: [
      'Only when a cube must be drawn and the bag is empty: put the whole discard pile into the bag, shake it, and carry on drawing.',
    ],
    see: ['piles'],
    keywords: ['refill', 'shuffle'],
  },
];
