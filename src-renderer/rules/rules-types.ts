import type { Color } from '../../src-shared/games/automobiles';

/** The small board pictures drawn by RulesDiagram.vue. */
export type RulesDiagramKind = 'move' | 'drafting' | 'momentum' | 'passing' | 'wear';

/** The Racepack board pictures drawn by RacepackFigure.vue (the rulebook's figures, redrawn). */
export type RacepackFigureKind =
  'rp-track' | 'rp-turns' | 'rp-lanes' | 'rp-spin' | 'rp-block' | 'rp-hazard' | 'rp-pit' | 'rp-wide' | 'rp-hairpin';

export type RulesGroupId = 'basics' | 'cards' | 'season' | 'solo' | 'variants' | 'house' | 'racepack';

/** One entry of the rules reference: a section a player can open, search and link to. */
export interface RulesEntry {
  /** Stable id for links: 'turn', 'card-boost', 'driver-3', 'sponsor-B', … */
  id: string;
  group: RulesGroupId;
  title: string;
  /** A short line under the title (the card's colour and cost, the driver's number, …). */
  subtitle?: string;
  paragraphs: string[];
  bullets?: string[];
  /** Small table: header row then rows. */
  table?: { head: string[]; rows: string[][] };
  diagram?: RulesDiagramKind;
  /** A Racepack board picture. */
  figure?: RacepackFigureKind;
  /** The cube colour of a card entry (drawn as its cube). */
  color?: Color;
  /** Driver number (portrait) or sponsor id (logo) of a season entry. */
  driver?: number;
  sponsor?: string;
  /** Extra words the search should find (synonyms, ids). */
  keywords?: string[];
  /** Ids of related entries. */
  see?: string[];
}

export interface RulesGroup {
  id: RulesGroupId;
  title: string;
}
