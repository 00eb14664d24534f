import type { RulesEntry } from '../../../rules/rules-types';

/** The Racepack board pictures drawn by RacepackFigure.vue (the rulebook's figures, redrawn). */
export type RacepackFigureKind =
  'rp-track' | 'rp-turns' | 'rp-lanes' | 'rp-spin' | 'rp-block' | 'rp-hazard' | 'rp-pit' | 'rp-wide' | 'rp-hairpin';

/** A Racepack entry of the rules reference: with its board picture (drawn by RacepackRulesArt.vue). */
export interface RacepackRulesEntry extends RulesEntry {
  group: 'racepack';
  /** A Racepack board picture. */
  figure?: RacepackFigureKind;
}
