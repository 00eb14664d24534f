/**
 * The catalogue's wording of card-effect prompts (session/view-types.ts `PromptView`, one type
 * per kind) and of the prompt-specific answer buttons: a heading, one line of help, the card's
 * name and text. The session sends the prompt as data; every sentence is made here.
 */
import {
  COLOR_ECONOMY,
  FUEL_DRAFT,
  FUEL_PROMPT,
  FUEL_USE,
  GEAR_COLORS,
  getCard,
  getDriver,
  getFuelCard,
  type Action,
} from '../../../../src-shared/games/automobiles';
import type { GameView, LegalOption, PromptView } from '../../../../src-shared/games/automobiles/kit';
import { colorName } from './messages';

export interface PromptWords {
  /** The card or driver whose effect this is. */
  name: string;
  /** Its full text ('' when none). */
  text: string;
  title: string;
  help: string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const CLICK = 'Click a highlighted space on the board (or press its number)';

/** A prompt's card: an action card, a driver (driver-NN), Redline's white cube or the Fuel Mixture payment. */
export function promptCard(id: string): { name: string; text: string } {
  if (id === FUEL_PROMPT)
    return {
      name: 'Fuel Mixture',
      text: 'Pay the cubes onto your card, then the whole benefit; they stay locked there until you complete a lap.',
    };
  const m = /^driver-(\d+)$/.exec(id);
  if (m) {
    const d = getDriver(Number(m[1]));
    if (d) return { name: d.name, text: d.text };
  }
  const def = getCard(id === 'redline-white' ? 'redline' : id);
  return { name: def?.name ?? id, text: def?.text ?? '' };
}

const PICK_FROM: Record<string, string> = { held: 'the drawn cubes', stock: 'the stock' };

/** The heading and help of the base prompts, by kind. */
function baseWords(p: PromptView, name: string, who: string): { title: string; help: string } {
  switch (p.kind) {
    case 'move': {
      const what = p.movesCar ? 'your car' : p.cube ? `the ${colorName(p.cube)} cube` : 'the cube';
      const range = p.min === p.max ? `${p.max}` : `up to ${p.max}`;
      return {
        title: `${name}: move ${what}`,
        help:
          p.max === 0
            ? 'No space to move: stop here.'
            : `${CLICK}. Moved ${p.count} of ${range} ${p.max === 1 ? 'space' : 'spaces'}.`,
      };
    }
    case 'boostReply':
      return { title: `Boost: ${who} may draw 1 cube`, help: `${who} may draw 1 cube from the bag, without wear.` };
    case 'pick': {
      const where = p.from.map((f) => PICK_FROM[f] ?? `your ${f} pile`).join(' or ');
      let title = `${name}: choose a cube${where ? ` from ${where}` : ''}`;
      const need = p.min === p.max ? `${p.max}` : p.min > 0 ? `${p.min} to ${p.max}` : `up to ${p.max}`;
      let help =
        p.max >= 99
          ? `Chosen ${p.count} so far.`
          : p.max > 1
            ? `Chosen ${p.count} of ${need}.`
            : p.min === 0
              ? 'You may also stop without choosing.'
              : '';
      // Manager's two steps say what each does (both are "choose a cube" otherwise).
      if (p.card === 'manager')
        title =
          p.stage === 0
            ? `${name} (1 of 2): remove a cube from your active pile from the game?`
            : `${name} (2 of 2): put a cube from your active or discard pile back into your bag?`;
      if (p.card === 'pit-team' && p.stage === 1) help = `Buy exactly 1 cube with $${p.money}.`;
      else if (p.card === 'pit-team') help += ` Removed cubes' cost so far: $${p.money}.`;
      return { title, help };
    }
    case 'option':
      return p.card === 'boost'
        ? {
            title: 'Boost: draw up to 3 cubes',
            help: `Drawn ${p.count} of 3. Each cube drawn gains 1 wear; then the other players may draw 1 cube.`,
          }
        : { title: `${name}: choose one`, help: 'Choose one of the options.' };
  }
}

/** Clearer headings and help for the Racing Season prompts (drivers and expansion cards). */
function expansionWords(p: PromptView, name: string, money: number | null): { title?: string; help?: string } | null {
  const count = p.kind === 'boostReply' ? 0 : p.count;
  const max = p.kind === 'boostReply' ? 0 : p.max;
  const stage = p.kind === 'pick' || p.kind === 'option' ? p.stage : 0;
  const held = p.kind === 'pick' || p.kind === 'option' ? p.held : null;
  const movesCar = p.kind === 'move' && p.movesCar;
  const moved = `Moved ${count} of up to ${max}.`;
  const lightGrey = colorName('lightGray');
  switch (p.card) {
    case 'driver-01':
      return {
        title: `${name}: move your car on ${lightGrey}`,
        help: `${CLICK}: up to 1 ${lightGrey} space per wear gained in the Decline Phase (${max}), no extra wear. ${moved}`,
      };
    case 'driver-02':
      return {
        title: `${name}: take a cube from your discard pile`,
        help: 'The chosen cube goes into your active pile and can be used this Action Phase.',
      };
    case 'driver-03':
      return {
        title: `${name}: return cubes to your bag`,
        help: `Choose up to 3 cubes from your discard pile to put back into your bag. Chosen ${count} of up to 3.`,
      };
    case 'driver-04':
      if (stage === 0)
        return {
          title: `${name}: draw extra cubes?`,
          help: 'Say how many cubes to draw (up to 3); you then decide for each one: remove it, keep it in your active pile for its money, or return it to the bag.',
        };
      return {
        title: `${name}: the drawn ${held?.length ? colorName(held[0]) : ''} cube`,
        help: `Decide what happens to the first drawn cube${held && held.length > 1 ? ` (${held.length - 1} more after it)` : ''}. In your active pile it adds its value to this Buy Phase's money.`,
      };
    case 'driver-05':
      return {
        title: `${name}: remove cubes for $1 each`,
        help: `Each cube removed from your discard pile costs $1 of this Buy Phase's money ($${money ?? 0} left). Removed ${count}.`,
      };
    case 'driver-06':
      return {
        title: `${name}: 1 more space`,
        help: `${CLICK}: your car may move 1 more space on any colour (it counts for wear unless you draft).`,
      };
    case 'driver-07':
      return {
        title: `${name}: draw extra cubes`,
        help: `You gained wear in the Decline Phase: draw up to ${plural(max, 'extra cube')}, one at a time. Drawn ${count} of ${max}.`,
      };
    case 'driver-08':
      return {
        title: `${name}: remove wear`,
        help: `Remove up to 3 wear cubes before drawing your new active pile. Removed ${count} of up to 3.`,
      };
    case 'driver-09':
      return {
        title: `${name}: draw extra cubes`,
        help: `Draw up to 2 more cubes, one at a time. Drawn ${count} of 2.`,
      };
    case 'driver-10':
      return {
        title: `${name}: cycle drawn cubes`,
        help: `Put any of your newly drawn cubes into the discard pile; you then draw as many new ones. Chosen ${count}.`,
      };
    case 'adrenaline':
      if (p.kind === 'option')
        return {
          title: `${name}: choose one`,
          help: `Move the green cube 1 ${lightGrey} space now, or move your car up to 2 ${lightGrey} spaces per position gained in this turn's Car Phase.`,
        };
      if (movesCar)
        return {
          title: `${name}: move your car on ${lightGrey}`,
          help: `${CLICK}: you gained positions in the Car Phase. ${moved}`,
        };
      return null;
    case 'crate-motor':
      if (movesCar)
        return {
          title: `${name}: move your car`,
          help: `${CLICK}: you are behind a Crate Motor car, so you may move up to ${plural(max, 'space')} on any colour, without wear. ${moved}`,
        };
      return { help: `${CLICK}: up to 3 spaces, all on one colour. Moved ${count} of up to 3.` };
    case 'redline-white':
      if (p.kind === 'option')
        return {
          title: `${name}: use the white cube as…`,
          help: 'Choose the gear colour this white cube stands for. Any colour but white gains 1 wear.',
        };
      return null;
    default:
      return null;
  }
}

/** The cards in play, as the game screen and solo records name them. */
export function cardSetLabel(view: Pick<GameView, 'cardChoice' | 'cardSetName'>): string {
  if (view.cardChoice.kind === 'random') return 'Random cards';
  if (view.cardChoice.kind === 'custom') return 'Custom cards';
  return view.cardSetName;
}

/** The prompt in words: its card, heading and help. */
export function promptWords(p: PromptView, view: Pick<GameView, 'players' | 'money'>): PromptWords {
  const { name, text } = promptCard(p.card);
  const who = view.players[p.player]?.name ?? `Player ${p.player + 1}`;
  const base = baseWords(p, name, who);
  const special = expansionWords(p, name, view.money);
  return { name, text, title: special?.title ?? base.title, help: (special?.help ?? base.help).trim() };
}

const OPTION_TEXT: Record<string, string> = {
  draw: 'Draw a cube',
  allWear: 'Remove all wear cubes from the discard pile',
  twoCubes: 'Remove any 2 cubes from the discard pile',
  moveNow: 'Move the green cube 1 light grey space now',
  carPhase: 'In the Car Phase, move up to 2 light grey spaces per position gained',
  keep: 'Keep your current sponsor',
  remove: 'Remove it (back to the stock)',
  active: 'Put it in your active pile (money this Buy Phase)',
  bag: 'Put it back into your bag',
};

/** A `choose` option (the engine's option id) in words. */
function chooseText(option: string): string {
  if (OPTION_TEXT[option]) return OPTION_TEXT[option];
  if (option.startsWith(FUEL_DRAFT))
    return `Keep the Fuel Mixture card ${getFuelCard(option.slice(FUEL_DRAFT.length))?.name ?? '?'}`;
  if (option.startsWith(FUEL_USE)) {
    const def = getFuelCard(option.slice(FUEL_USE.length));
    return def ? `Use ${def.name}: ${def.text}` : option;
  }
  const [kind, arg] = option.split(':');
  if (kind === 'driver') return `Take Driver ${arg.padStart(2, '0')}`;
  if (kind === 'sponsor') return `Take sponsor ${arg}`;
  if (kind === 'discard') return `Remove sponsor ${arg} from the game`;
  if (kind === 'as') return `Use the white cube as ${colorName(GEAR_COLORS[Number(arg)])}`;
  if (/^draw\d$/.test(option)) return `Draw ${option.slice(4)} cube(s)`;
  return option;
}

const ACTION_PICK_FROM: Record<string, string> = { held: 'the drawn cubes', stock: 'the stock', bag: 'your bag' };

/**
 * Any Automobiles action in words, from the action and the view (as data): what the
 * engine's describeAction says, worded here so no sentence crosses the contract unworded.
 */
export function actionText(
  o: LegalOption,
  view: Pick<GameView, 'prompt'> & Partial<Pick<GameView, 'cards' | 'phase'>>,
): string {
  const a = o.action as Action;
  const cardName = (color: string) => view.cards?.find((c) => c.color === color)?.name ?? color;
  switch (a.type) {
    case 'buy':
      return `Buy a ${colorName(a.color)} cube (${cardName(a.color)}) for $${COLOR_ECONOMY[a.color as keyof typeof COLOR_ECONOMY]?.cost ?? '?'}`;
    case 'endBuy':
      return view.phase === 'setup' ? 'Finish buying with the allowance' : 'End the Buy Phase and drive';
    case 'play':
      return `Use a ${colorName(a.color)} cube (${cardName(a.color)})`;
    case 'endActions':
      return 'End the Action Phase and go to the Buy Phase';
    case 'pitStop':
      return 'Pit stop: remove all wear from the active pile and end the turn';
    case 'usePower':
      return 'Use the power of your driver';
    case 'pick':
      return `Choose a ${colorName(a.color)} cube from ${ACTION_PICK_FROM[a.from] ?? `your ${a.from} pile`}`;
    case 'step':
      return o.space
        ? `Move to space ${o.space.space} (${o.space.colors.map(colorName).join('/')}, lane ${o.space.lane})`
        : `Move to space ${a.space}`;
    case 'choose':
      return chooseText(a.option);
    case 'stop':
      return view.prompt?.kind === 'move'
        ? 'Stop moving here'
        : view.prompt?.kind === 'boostReply'
          ? 'Do not draw'
          : 'Stop choosing';
    default: {
      // Every action is worded above (a new action type does not compile): the engine's
      // describeAction label is not shown; an action from a newer host shows its type.
      const unworded: never = a;
      return (unworded as { type: string }).type;
    }
  }
}

/** An answer button's words: the prompt's own wording where it has one, else the action in words. */
export function optionLabel(
  o: LegalOption,
  view: Pick<GameView, 'prompt' | 'players' | 'decider'> & Partial<Pick<GameView, 'cards' | 'phase'>>,
): string {
  const p = view.prompt;
  const a = o.action;
  const count = p && p.kind !== 'boostReply' ? p.count : 0;
  const driverCard = !!p?.card.startsWith('driver-');
  if (a.type === 'stop' && p?.card === 'boost' && p.kind === 'option') return 'Stop drawing';
  if (a.type === 'stop' && p?.kind === 'pick' && p.max > 1) return count > 0 ? 'Done' : 'Choose none';
  if (a.type === 'stop' && p?.kind === 'pick') return 'Skip';
  if (a.type === 'choose' && a.option === 'draw' && p?.kind === 'boostReply') return 'Draw 1 cube';
  if (a.type === 'choose' && /^as:[1-3]$/.test(a.option)) return `${actionText(o, view)} (+1 wear)`;
  if (a.type === 'choose' && a.option === 'draw' && driverCard) return 'Draw 1 more cube';
  if (a.type === 'stop' && driverCard)
    return p?.kind === 'move' ? (count > 0 ? 'Stop moving here' : 'Do not move') : count > 0 ? 'Done' : 'Skip';
  if (a.type === 'usePower') {
    const d = view.players[view.decider]?.driver;
    return d ? `Use ${d.name}'s power` : actionText(o, view);
  }
  return actionText(o, view);
}
