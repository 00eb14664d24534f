/**
 * Automobiles' "Learn" part: the wording of the engine's "why not?" reasons and the guided first
 * race's coach marks. Its catalogue (./messages.ts) joins it to the shell's hint and tutorial
 * entry as MESSAGES.learn.
 */
import type { Refusal, RefusalCode } from '../../../../src-shared/games/automobiles';
import { COLOR_NAMES } from './color-words';

/** The colours, and "any" (a refusal that any gear colour would have answered). */
const COLOR_WORDS: Record<string, string> = { ...COLOR_NAMES, any: 'any gear colour' };
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
  fuelCannotPay: (p, card) =>
    p.short !== undefined
      ? `${card} is paid from your active pile, which is ${String(p.short)
          .split(',')
          .map((pair) => {
            const [c, n] = pair.split(':');
            return `${n} ${COLOR_WORDS[c] ?? c}`;
          })
          .join(' and ')} short.`
      : `${card} is paid with any ${cubes(Number(p.need))}, but your active pile holds only ${Number(p.have)}.`,
  fuelNoPath: (p, card) => {
    const n = Number(p.steps);
    const spaces = n === 1 ? 'space' : 'spaces';
    const what = p.color === 'any' ? `${n} ${spaces} of ${color(p)}` : `${n} ${color(p)} ${spaces}`;
    return `${card} moves exactly ${what}, and no such path starts at your car or your last placed cube.`;
  },
  notAvailable: () => 'Not available now.',
};

export const LEARN_MESSAGES = {
  whyNot: {
    /** The tooltip of a refused button: "<card>: <reason>". */
    reason: (r: Refusal, cardName: (id: string) => string): string =>
      REASONS[r.code]?.(r.params, cardName(String(r.params.card ?? ''))) ?? REASONS.notAvailable({}, ''),
    fallback: (card: string) => `${card}: cannot be used now.`,
  },
  tutorial: {
    skip: 'Skip tutorial',
    next: 'Got it',
    done: 'Finish tutorial',
    progress: (n: number, total: number) => `Tutorial ${n} / ${total}`,
    /** A situational mark (drafting, momentum, pit stop): not one of the numbered steps. */
    tip: 'Tutorial tip',
    botName: 'Easy Eddie',
    playerName: 'You',
    steps: {
      welcome: {
        title: 'Welcome to your first race',
        text: 'You race one lap against a Beginner bot, who starts in front of you. Your car moves by placing cubes from your bag on spaces of their colour. These notes explain each moment as it comes; skip them at any time.',
      },
      setupBuy: {
        title: 'Buying: build your bag',
        text: 'Every player first spends an allowance on cubes for their bag. Gears set your speed: white and light grey are low gears, dark grey and black high ones on longer spaces. The coloured cards do special things. Buy a cube or two (a light grey 4th Gear is a good start), then press “Done buying”.',
      },
      actionPhase: {
        title: 'Drawing: the cubes in your hand',
        text: 'Your turn starts: you drew cubes from your bag into your active pile, shown here. Each cube is used once; the ones you do not use pay money later. A greyed-out cube says why in its tooltip. Click a gear cube (W, L, D or B) to move your car.',
      },
      movement: {
        title: 'Moving by colour',
        text: 'A gear cube goes on a space of its own colour next to your car (further cubes continue from the last one, always forwards). The highlighted spaces are where it can go: click one, or press its number. Keep placing cubes, then press “End actions”.',
      },
      buyPhase: {
        title: 'Buy Phase: money from unused cubes',
        text: 'Cubes you did not use pay their value (shown in the panel). Buy new cubes for your bag (they go to your discard pile and come back in later draws), then press “End turn & drive”.',
      },
      carMoved: {
        title: 'Your car drives',
        text: 'Your car drove to the farthest cube you placed. Your cubes now go to your discard pile; when the bag runs out, the discard pile is shuffled back in.',
      },
      wear: {
        title: 'Wear: the brown cubes',
        text: 'After your car moves you gain wear: brown cubes, more for darker spaces (1 for white up to 4 for black). They land in your discard pile and later clog your draws; using a wear cube in the Action Phase only discards it.',
      },
      drafting: {
        title: 'Drafting',
        text: 'A car ended right behind another car in its lane: it is drafting, and gains no wear for this move. Staying close behind a rival pays.',
      },
      momentum: {
        title: 'Momentum',
        text: 'At the end of every turn, cars slide forward into free segments of their own space: momentum packs them to the front, and the race order can change.',
      },
      pitStop: {
        title: 'Pit stop',
        text: 'Wear is in your hand. Instead of a turn you may make a pit stop: all the wear in your active pile is removed, and your car does not move. Only before you use a cube.',
      },
      end: {
        title: 'The finish',
        text: 'The race ends after the round in which a car completes its last lap. Open “Rules” at any time for the whole reference. You can replay this tutorial from the start screen.',
      },
    },
  },
} as const;
