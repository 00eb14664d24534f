import type { Color } from '../../../../src-shared/games/automobiles';
import { CARD_TYPE_TITLES, COLOR_TITLES } from '../i18n/color-messages';

/**
 * How every cube colour is drawn. Each colour also carries a glyph so the game can be
 * played without telling colours apart: W/L/D/B for the gears (white, light grey,
 * dark grey, black), ✕ wear, ★ yellow, ◆ purple, ▲ red, ● green, ■ blue.
 */
export const CUBE_STYLE: Record<Color, { fill: string; edge: string; ink: string; glyph: string; label: string }> = {
  white: { fill: '#f3f1ea', edge: '#bdb8aa', ink: '#2b2b2b', glyph: 'W', label: COLOR_TITLES.white },
  lightGray: { fill: '#b8bec7', edge: '#8a919b', ink: '#1d2026', glyph: 'L', label: COLOR_TITLES.lightGray },
  darkGray: { fill: '#5f656e', edge: '#42474e', ink: '#f4f4f4', glyph: 'D', label: COLOR_TITLES.darkGray },
  black: { fill: '#17191c', edge: '#5b6069', ink: '#f4f4f4', glyph: 'B', label: COLOR_TITLES.black },
  brown: { fill: '#8b5a34', edge: '#5d3a1f', ink: '#fbe9d7', glyph: '✕', label: COLOR_TITLES.brown },
  yellow: { fill: '#f3c531', edge: '#b48f12', ink: '#3a2d00', glyph: '★', label: COLOR_TITLES.yellow },
  purple: { fill: '#8f5ad8', edge: '#623a9e', ink: '#ffffff', glyph: '◆', label: COLOR_TITLES.purple },
  red: { fill: '#e1443b', edge: '#a12a23', ink: '#ffffff', glyph: '▲', label: COLOR_TITLES.red },
  green: { fill: '#39b35a', edge: '#217a3a', ink: '#ffffff', glyph: '●', label: COLOR_TITLES.green },
  blue: { fill: '#2f7de1', edge: '#1c549e', ink: '#ffffff', glyph: '■', label: COLOR_TITLES.blue },
};

/** Track space colours (the four gears). */
export const SPACE_FILL: Record<string, string> = {
  white: '#e9e6dc',
  lightGray: '#a9afb8',
  darkGray: '#5d636b',
  black: '#23262b',
};

/** A card type's name (the catalogue's words). */
export const TYPE_LABEL: Record<string, string> = CARD_TYPE_TITLES;
