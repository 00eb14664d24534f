import { COLOR_INDEX, COLOR_LABEL, GEAR_COLORS } from '../cubes';
import { getCard } from '../cards/catalog';
import type { Action } from './actions';
import { cardOfCube } from './card-of-cube';
import { findTrack } from '../track/track-registry';
import type { GameState } from './state';
import { costOf } from './turn-flow';
import { describeFuelOption } from '../fuel-mixture/fuel-flow';

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

function describeOption(option: string): string {
  if (OPTION_TEXT[option]) return OPTION_TEXT[option];
  const [kind, arg] = option.split(':');
  if (kind === 'driver') return `Take Driver ${arg.padStart(2, '0')}`;
  if (kind === 'sponsor') return `Take sponsor ${arg}`;
  if (kind === 'fuel' || kind === 'fuelDraft') return describeFuelOption(option) ?? option;
  if (kind === 'discard') return `Remove sponsor ${arg} from the game`;
  if (kind === 'as') return `Use the white cube as ${COLOR_LABEL[GEAR_COLORS[Number(arg)]]}`;
  if (/^draw\d$/.test(option)) return `Draw ${option.slice(4)} cube(s)`;
  return option;
}

/** A human-readable sentence for any action in the current position. */
export function describeAction(s: GameState, a: Action): string {
  switch (a.type) {
    case 'buy': {
      const c = COLOR_INDEX[a.color];
      const name = getCard(cardOfCube(s, c))?.name ?? a.color;
      return `Buy a ${COLOR_LABEL[a.color]} cube (${name}) for $${costOf(c)}`;
    }
    case 'endBuy':
      return s.phase === 'setup' ? 'Finish buying with the allowance' : 'End the Buy Phase and drive';
    case 'play': {
      const c = COLOR_INDEX[a.color];
      const name = getCard(cardOfCube(s, c))?.name ?? a.color;
      return `Use a ${COLOR_LABEL[a.color]} cube (${name})`;
    }
    case 'endActions':
      return 'End the Action Phase and go to the Buy Phase';
    case 'pitStop':
      return 'Pit stop: remove all wear from the active pile and end the turn';
    case 'usePower':
      return `Use the power of your driver`;
    case 'pick': {
      const where =
        a.from === 'held'
          ? 'the drawn cubes'
          : a.from === 'stock'
            ? 'the stock'
            : a.from === 'bag'
              ? 'your bag'
              : `your ${a.from} pile`;
      return `Choose a ${COLOR_LABEL[a.color]} cube from ${where}`;
    }
    case 'step': {
      const track = findTrack(s.track);
      const sp = track?.spaces[a.space];
      const colors = sp ? sp.colors.map((c) => COLOR_LABEL[c]).join('/') : '?';
      return `Move to space ${a.space} (${colors}, lane ${sp ? sp.lane + 1 : '?'})`;
    }
    case 'choose':
      return describeOption(a.option);
    case 'stop':
      return s.prompt?.kind === 'move'
        ? 'Stop moving here'
        : s.prompt?.kind === 'boostReply'
          ? 'Do not draw'
          : 'Stop choosing';
  }
}
