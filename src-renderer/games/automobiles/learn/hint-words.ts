import { prepareTrack, sameAction, type Action } from '../../../../src-shared/games/automobiles';
import type { GameView, LegalOption } from '../../../../src-shared/games/automobiles/kit';
import type { ShellView } from '../../kit';
import { MESSAGES } from '../i18n/messages';
import { placeWords } from '../ui/place-words';
import { optionLabel } from '../i18n/prompt-wording';
import { useAutomobilesGame } from '../automobiles-game';

/**
 * The hint of the Hard bot's choice (learn/hint-store.ts): the legal option it names and the
 * option as its button says it (a space as "white space, inner lane, 1 ahead", as the move
 * buttons); null when its move is not among the human's options.
 */
export function automobilesHint(shell: ShellView, action: unknown): { option: number; words: string } | null {
  const v = shell as unknown as GameView;
  const o = v.legal.find((x) => sameAction(x.action, action as Action));
  return o ? { option: o.n, words: hintWords(o, v) } : null;
}

function hintWords(o: LegalOption, v: GameView): string {
  const t = useAutomobilesGame().track;
  if (o.action.type === 'step' && t) {
    const car = v.players[v.decider]?.car.space ?? -1;
    return MESSAGES.learn.hint.moveTo(placeWords(t, prepareTrack(t), o.action.space, car));
  }
  return lowerFirst(optionLabel(o, v));
}

const lowerFirst = (s: string) => (s ? s[0].toLowerCase() + s.slice(1) : s);
