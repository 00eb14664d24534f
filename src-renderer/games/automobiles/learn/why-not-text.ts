import { getFuelCard, type Action } from '../../../../src-shared/games/automobiles';
import type { GameView } from '../../../../src-shared/games/automobiles/kit';
import { MESSAGES } from '../i18n/messages';

/**
 * The engine's reason a button is refused now, in words (null when the view has none for it:
 * the action is legal, or it is not the human's decision).
 */
export function refusalOf(view: GameView, match: (a: Action) => boolean): { code: string; text: string } | null {
  const r = view.refusals?.find((x) => match(x.action));
  if (!r) return null;
  const cardName = (id: string) => view.cards.find((c) => c.id === id)?.name ?? getFuelCard(id)?.name ?? id;
  return { code: r.code, text: MESSAGES.learn.whyNot.reason(r, cardName) };
}
