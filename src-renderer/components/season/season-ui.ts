/** Shared wording and colours for the Racing Season screens (drivers, sponsors, standings). */
import type { Color } from '../../../src-shared/games/automobiles';
import type { DriverView, SponsorView } from '../../../src-shared/session/view-types';
import { CUBE_STYLE } from '../../ui/cube-style';

export const PHASE_NAME: Record<DriverView['phase'], string> = {
  action: 'Action Phase',
  buy: 'Buy Phase',
  car: 'Car Phase',
  decline: 'Decline Phase',
  end: 'End Phase',
};

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

export const ordinal = (n: number) =>
  `${n}${n % 10 === 1 && n % 100 !== 11 ? 'st' : n % 10 === 2 && n % 100 !== 12 ? 'nd' : n % 10 === 3 && n % 100 !== 13 ? 'rd' : 'th'}`;

/** Column headings of the sponsor numbers: first / middle / last (two players: first and second). */
export function placeNames(players: number): string[] {
  return players <= 2 ? ['1st', '2nd'] : ['1st', 'Middle', 'Last'];
}

export const PLACE_TEXT = ['first', 'a middle place', 'last'];

const cubeList = (colors: Color[]) => colors.map((c) => CUBE_STYLE[c].label.toLowerCase()).join(' + ');

/** The sponsor's extra ability for a place, as a short phrase ("spend $4 on the stock"). */
export function extraPhrase(s: SponsorView, place: number): string {
  const k = s.extra[place] ?? 0;
  switch (s.letter) {
    case 'A':
      return `spend $${k} on the stock`;
    case 'B':
      return `remove ${k} more cube${k === 1 ? '' : 's'}`;
    case 'C':
      return `remove up to ${k} wear`;
    case 'D':
      return `gain ${cubeList(s.gains?.[place] ?? [])} free`;
    case 'E':
      return k > 0 ? `remove up to ${k} wear per non-wear cube removed` : 'no extra';
    case 'F':
      return `remove ${k} more, then spend up to $2 each`;
    default:
      return '';
  }
}

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

/** What the whole award does for a place: "Remove 6 cubes, then spend $5 on the stock." */
export function awardSentence(s: SponsorView, place: number): string {
  const extra = extraPhrase(s, place);
  const std = `Remove up to ${s.standard[place]} cubes`;
  return extra && extra !== 'no extra' ? `${std}, then ${extra}.` : `${std}.`;
}
