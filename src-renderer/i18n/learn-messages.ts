/**
 * The catalogue's "Learn" part: the wording of the engine's "why not?" reasons, the hint and
 * the guided first race's coach marks. Part of MESSAGES (messages.ts) as MESSAGES.learn.
 */
import type { Refusal, RefusalCode } from '../../src-shared/games/automobiles';

const COLOR_WORDS: Record<string, string> = {
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
  any: 'any gear colour',
};
const PHASE_WORDS: Record<string, string> = {
  setup: 'the setup buy',
  action: 'the Action Phase',
  buy: 'the Buy Phase',
  draft: 'the driver draft',
  sponsors: 'the sponsor awards',
  over: 'the end of the race',
};

type Params = Record<string, string | number>;
const color = (p: Params) => COLOR_WORDS[String(p.color)] ?? String(p.color);
const cubes = (n: number) => (n === 1 ? '1 cube' : `${n} cubes`);

/** One sentence per reason code; `card` is the card's name as players see it. */
const REASONS: Record<RefusalCode, (p: Params, card: string) => string> = {
  raceOver: () => 'The race is over.',
  finishChoiceFirst: () => 'Finish the choice that is open first.',
  wrongPhase: (p) => `Not during ${PHASE_WORDS[String(p.phase)] ?? String(p.phase)}.`,
  noCube: (p) => `You have no ${color(p)} cube in your active pile.`,
  noReachableSpace: (p) => `No ${color(p)} space can be reached from your car or your last placed cube.`,
  notEnoughToDraw: (p, card) =>
    `${card} draws ${cubes(Number(p.need))}, but your bag and discard pile hold only ${Number(p.have)}.`,
  noUpgradableGear: (_, card) => `${card} needs a gear cube in your discard pile that can go one gear up.`,
  noGearAboveWhite: (_, card) => `${card} needs a light grey, dark grey or black cube in your active pile.`,
  noDiscardedGearAboveWhite: (_, card) => `${card} needs a light grey, dark grey or black cube in your discard pile.`,
  noDiscardedGearReachable: (_, card) => `${card} needs a discarded gear cube whose colour has a space you can reach.`,
  noLowerSpaceReachable: (_, card) => `${card}: no space of a colour lower than your active gear cubes can be reached.`,
  noActiveGear: (_, card) => `${card} needs a gear cube in your active pile.`,
  noOtherActiveCube: (_, card) => `${card} needs another cube in your active pile to work on.`,
  noDiscardedCube: (_, card) => `${card} needs a cube other than wear in your discard pile.`,
  effectIncomplete: (_, card) => `${card}'s whole effect cannot be done now (a card is used all or nothing).`,
  notForSale: () => 'Wear is never bought.',
  stockEmpty: (p) => `The stock has no ${color(p)} cube left.`,
  cannotAfford: (p) => `Costs $${Number(p.cost)}; you have $${Number(p.money)} left.`,
  alreadyActed: () => 'A pit stop replaces the whole turn: not after you have used a cube.',
  pitLimitReached: () => 'Solo series: one pit stop per lap, and you have had this lap’s.',
  powerUsed: () => 'Your driver’s power was used this turn already.',
  powerUnavailable: () => 'Your driver’s power has nothing to work on now.',
  notAvailable: () => 'Not available now.',
};

export const LEARN_MESSAGES = {
  whyNot: {
    /** The tooltip of a refused button: "<card>: <reason>". */
    reason: (r: Refusal, cardName: (id: string) => string): string =>
      REASONS[r.code]?.(r.params, cardName(String(r.params.card ?? ''))) ?? REASONS.notAvailable({}, ''),
    fallback: (card: string) => `${card}: cannot be used now.`,
  },
  hint: {
    button: 'What would the Hard bot do?',
    buttonShort: 'Hint',
    title: 'Ask the Hard bot which move it would make here (it thinks for a few seconds)',
    thinking: 'The Hard bot is thinking…',
    says: (what: string) => `The Hard bot would ${what}.`,
    failed: (why: string) => `No hint this time: ${why}`,
    hotSeatOff: 'Hints are off in hot-seat games (turn them on in the settings).',
    setting: 'Hints in hot-seat games',
    dismiss: 'Hide hint',
  },
  tutorial: {
    entry: 'Tutorial',
    entryTitle: 'A guided first race against an Easy bot, explaining each phase as it happens',
    resume: 'Resume tutorial',
    skip: 'Skip tutorial',
    next: 'Got it',
    done: 'Finish tutorial',
    progress: (n: number, total: number) => `Tutorial ${n} / ${total}`,
    botName: 'Easy Eddie',
    playerName: 'You',
    steps: {
      welcome: {
        title: 'Welcome to your first race',
        text: 'You race one lap against an Easy bot. Your car moves by placing cubes from your bag on spaces of their colour. These notes explain each phase as it comes; skip them at any time.',
      },
      setupBuy: {
        title: 'Setup buy: spend your allowance',
        text: 'Before the start, every player buys cubes for their bag. Gear cubes (white, light grey, dark grey, black) go on spaces of their own colour; the five coloured cards do special things. Buy a cube or two, then press “Done buying”.',
      },
      actionPhase: {
        title: 'Action Phase: use the cubes you drew',
        text: 'These are the cubes drawn from your bag. A gear cube goes on the next space of its colour ahead of your car; each further cube continues from the last one. A greyed-out cube tells you why in its tooltip.',
      },
      movement: {
        title: 'Placing a cube',
        text: 'Click a highlighted space (or press its number) to place the cube there. When you end the Action Phase your car drives to the last cube you placed.',
      },
      buyPhase: {
        title: 'Buy Phase: money from unused cubes',
        text: 'Cubes you did not use pay their value. Buy new cubes for your bag, then press “End turn & drive”: your car moves to your last cube.',
      },
      wear: {
        title: 'Wear: the brown cubes',
        text: 'After your car moves you gain wear: brown cubes, more for darker spaces (1 for white up to 4 for black). They land in your discard pile and later clog your draws; using a wear cube in the Action Phase only discards it.',
      },
      pitStop: {
        title: 'Pit stop',
        text: 'Instead of a turn you may make a pit stop: all the wear in your active pile is removed, and your car does not move. Only before you use a cube.',
      },
      drafting: {
        title: 'Drafting',
        text: 'Your car ended right behind an opponent’s car in your lane: you are drafting, and gain no wear for this move. Staying close to a rival pays.',
      },
      momentum: {
        title: 'Momentum',
        text: 'At the end of every turn, cars slide forward into free segments of their own space: momentum packs them to the front, and the race order can change.',
      },
      end: {
        title: 'The finish',
        text: 'The race ends after the round in which a car completes its last lap. Open “Rules” at any time for the whole reference. You can replay this tutorial from the start screen.',
      },
    },
  },
} as const;
