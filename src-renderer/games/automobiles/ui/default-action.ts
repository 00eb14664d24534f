import type { GameView, LegalOption } from '../../../../src-shared/games/automobiles/kit';

/**
 * What Enter does (pure): end the phase or close the card's choice, never a wasted move —
 * not "Stop moving here" before a move prompt has moved a space while a step is still open,
 * and never a pit stop. Null when Enter should do nothing.
 */
export function enterOption(v: Pick<GameView, 'legal' | 'prompt' | 'phase'>): LegalOption | null {
  const pick = (t: string) => v.legal.find((o) => o.action.type === t) ?? null;
  if (v.prompt || v.phase === 'sponsors') {
    const stop = pick('stop');
    if (v.prompt?.kind === 'move' && v.prompt.count === 0 && pick('step')) return null;
    return stop;
  }
  return pick('endActions') ?? pick('endBuy');
}
