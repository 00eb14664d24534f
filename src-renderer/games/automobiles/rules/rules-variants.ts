import type { AutomobilesRulesEntry } from './rules-types';

/** The variants offered at game creation, and the house rulings (docs/rulings.md) in a player's words. */
export const VARIANTS: AutomobilesRulesEntry[] = [
  {
    id: 'variant-open-bags',
    group: 'variants',
    title: 'Open bags (on by default)',
    paragraphs: [
      'Everyone sees how many cubes of each colour are in every bag and discard pile. The order of a bag is never shown: each draw is random. With open bags off, only the sizes of other players’ bags and discard piles are shown.',
    ],
    keywords: ['hidden', 'counts'],
  },
  {
    id: 'variant-weaving',
    group: 'variants',
    title: 'Weaving',
    paragraphs: [
      'When a cube passes through a space of 2 or more segments, its next step may be taken from any segment of that space it passes through (from the rearmost up to where it would stop), measuring “next to” and “ahead” from that segment. This lets a car change lanes in the early segments of a long space.',
      'A woven path may end beside the rear of a long space; the car then stops on the last cube placed. Weaving back like this never counts as a lap.',
    ],
    keywords: ['lane change', 'segments'],
  },
  {
    id: 'variant-accelerated',
    group: 'variants',
    title: 'Accelerated Play',
    paragraphs: [
      'Choices that Boost and Crate Motor give other players during your turn wait until each player’s own next turn, so nobody has to answer out of turn.',
    ],
    keywords: ['boost', 'crate motor', 'faster'],
    see: ['card-boost', 'card-crate-motor'],
  },
  {
    id: 'variant-laps',
    group: 'variants',
    title: 'Laps, tracks and card sets',
    paragraphs: [
      'Races last 1 to 7 laps (3 by default). Five original tracks: a beginner oval, a technical road course, a very fast counter-clockwise speedway with two-colour combo spaces, a tight street circuit for 2 players, and a small desert short track with three-colour combo spaces.',
      'Cards: any suggested set, a random pick (one per colour) or a custom pick. A season draws its tracks from the seed or uses the ones you list.',
    ],
    keywords: ['track', 'oval', 'speedway', 'street circuit'],
  },
];

export const HOUSE: AutomobilesRulesEntry[] = [
  {
    id: 'house-rulings',
    group: 'house',
    title: 'House rulings: what this app decides',
    paragraphs: [
      'Where the rulebook is silent or unclear, the app plays it the way a player of the physical game would expect. Each ruling below is built into the rules engine, so the buttons only ever offer what these allow.',
    ],
    bullets: [
      'Turn order and grid: the starting player is drawn from the game’s seed and sits on P1; the others follow in turn order. The setup buy goes P1, P2, … ($10…$14). The option “seat 1 starts” keeps the seats as entered.',
      'All or nothing: a cube is offered only when its whole effect can be completed, and every choice offered keeps it completable.',
      'Finishing a move early: an “up to N” move ends by itself when no further space is legal.',
      'Boost replies are asked in turn order starting after the Boost player; a player with nothing to draw may only decline.',
      'Wear from an empty stock: you gain what is left; the rest of the effect still applies.',
      'The segment entered must be ahead too: a diagonal step into a long space whose front segments are held is refused when the free segment is level with or behind where the step starts.',
      'Pit stop with no wear in the active pile is allowed: nothing is removed, then the End Phase.',
      'Position (Gearbox, Overdrive, Bump & Run, Adrenaline, Crate Motor, Hybrid…) is taken at the start of the Action Phase.',
      'The grid is strictly ordered: P1 ahead of P2 and so on, so momentum never reorders it before anyone moves.',
    ],
    see: ['house-season'],
    keywords: ['ruling', 'clarification', 'faq'],
  },
  {
    id: 'house-season',
    group: 'house',
    title: 'House rulings: Racing Season',
    paragraphs: ['How the app settles the expansion’s open points.'],
    bullets: [
      'Sponsor and driver abilities are optional in every part: you may always decline.',
      'Mara Vance (Driver 01): the extra light grey move happens after the Decline Phase’s wear, so it adds no wear.',
      'Ruben Okoro (Driver 04): the drawn cubes are decided one at a time (remove / active pile / back to the bag); one put in the active pile adds its value to this Buy Phase’s money.',
      'Dario Fenwick (Driver 06): the extra space needs a normal move; if the car did not move this turn, none is offered.',
      'Yuki Marlowe and Callum Reyes (Drivers 07 and 09): the extra draws are taken one at a time and may stop early.',
      'Priya Dunmore (Driver 08): “player board” is read after the End Phase gathers every cube into the discard pile.',
      'Sponsors: between races all of a player’s cubes are in the bag, so sponsor removals pick from the bag. No sponsors are awarded after the last race. If the deck runs out, fewer are revealed.',
      'Season length: 3–5 races; drawn tracks are distinct and the first is the chosen track unless “random” is picked.',
    ],
    see: ['house-rulings', 'drivers', 'sponsors'],
    keywords: ['ruling', 'driver', 'sponsor'],
  },
];
