import { COLOR_INDEX, COLOR_LABEL, isGear } from '../cubes';
import { getCard } from '../cards/card-table';
import type { Action } from './actions';
import { cardOfCube } from './card-of-cube';
import { findTrack } from '../track/track-registry';
import type { GameState } from './state';
import { costOf } from './turn-flow';

const OPTION_TEXT: Record<string, string> = {
  draw: 'Draw a cube',
  allWear: 'Remove all wear cubes from the discard pile',
  twoCubes: 'Remove any 2 cubes from the discard pile',
};

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
    case 'pick': {
      const where = a.from === 'held' ? 'the drawn cubes' : a.from === 'stock' ? 'the stock' : `your ${a.from} pile`;
      const c = COLOR_INDEX[a.color];
      const what = isGear(c) || s.prompt?.card === 'suspension' ? `${COLOR_LABEL[a.color]} cube` : `${COLOR_LABEL[a.color]} cube`;
      return `Choose a ${what} from ${where}`;
    }
    case 'step': {
      const track = findTrack(s.options.track);
      const sp = track?.spaces[a.space];
      const colors = sp ? sp.colors.map((c) => COLOR_LABEL[c]).join('/') : '?';
      return `Move to space ${a.space} (${colors}, lane ${sp ? sp.lane + 1 : '?'})`;
    }
    case 'choose':
      return OPTION_TEXT[a.option] ?? a.option;
    case 'stop':
      return s.prompt?.kind === 'move' ? 'Stop moving here' : s.prompt?.kind === 'boostReply' ? 'Do not draw' : 'Stop choosing';
  }
}
