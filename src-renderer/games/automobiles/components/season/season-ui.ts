/** Colours and short sponsor figures of the Racing Season screens; their wording is in i18n/season-messages.ts. */
import type { DriverView, SponsorView } from '../../../../../src-shared/games/automobiles/kit';
import { CUBE_STYLE } from '../../ui/cube-style';

export const PHASE_COLOR: Record<DriverView['phase'], string> = {
  action: '#ffb224',
  buy: '#4cc47e',
  car: '#4aa3ff',
  decline: '#f2605a',
  end: '#b48cff',
};

export const SPONSOR_COLOR: Record<string, string> = {
  A: '#4cc47e',
  B: '#4aa3ff',
  C: '#c98a56',
  D: '#ffb224',
  E: '#f2605a',
  F: '#b48cff',
};

/** The short number shown in a sponsor's place table ("$4", "+2", "4 ✕", "D+B"). */
export function extraShort(s: SponsorView, place: number): string {
  const k = s.extra[place] ?? 0;
  switch (s.letter) {
    case 'A':
      return `$${k}`;
    case 'B':
      return `+${k}`;
    case 'C':
      return `${k} ✕`;
    case 'D':
      return (s.gains?.[place] ?? []).map((c) => CUBE_STYLE[c].glyph).join('+');
    case 'E':
      return k > 0 ? `${k}✕/cube` : '—';
    case 'F':
      return `+${k}`;
    default:
      return '';
  }
}

/**
 * The points the champion and the runner-up are tied on, or null: a tie goes to the better
 * finisher of the last race (RULINGS §7), which a 2-player 3-race season often comes to (the
 * last race's +3 ties the two before it), so the champion screen says why.
 */
export function titleTiedOn(points: readonly number[], standings: readonly number[]): number | null {
  const [first, second] = standings;
  if (first === undefined || second === undefined) return null;
  return points[first] === points[second] ? (points[first] ?? null) : null;
}
