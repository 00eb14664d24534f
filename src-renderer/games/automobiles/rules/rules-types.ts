import type { Color } from '../../../../src-shared/games/automobiles';
import type { RulesEntry } from '../../../rules/rules-types';

/** The small board pictures drawn by RulesDiagram.vue. */
export type RulesDiagramKind = 'move' | 'drafting' | 'momentum' | 'passing' | 'wear';

export type AutomobilesRulesGroupId = 'basics' | 'cards' | 'season' | 'solo' | 'variants' | 'house';

/** An Automobiles entry of the rules reference: with its pictures (drawn by AutomobilesRulesArt.vue). */
export interface AutomobilesRulesEntry extends RulesEntry {
  group: AutomobilesRulesGroupId;
  diagram?: RulesDiagramKind;
  /** The cube colour of a card entry (drawn as its cube). */
  color?: Color;
  /** Driver number (portrait) or sponsor id (logo) of a season entry. */
  driver?: number;
  sponsor?: string;
}
