/**
 * The rules book's pages, as every game writes its own (its kit's rules: src-renderer/games/<id>/rules/).
 * A game's entries may carry more (its pictures); its rules art (RendererKit `rules`) draws them.
 */

/** One entry of the rules reference: a section a player can open, search and link to. */
export interface RulesEntry {
  /** Stable id for links, unique across the games: 'turn', 'card-boost', 'rp-corners', … */
  id: string;
  /** The id of its group (RulesGroup). */
  group: string;
  title: string;
  /** A short line under the title (the card's colour and cost, the driver's number, …). */
  subtitle?: string;
  paragraphs: string[];
  bullets?: string[];
  /** Small table: header row then rows. */
  table?: { head: string[]; rows: string[][] };
  /** Extra words the search should find (synonyms, ids). */
  keywords?: string[];
  /** Ids of related entries. */
  see?: string[];
}

/** A group of sections, as the index heads them. */
export interface RulesGroup {
  id: string;
  title: string;
}

/** A game's part of the rules book: its groups, in reading order, and their entries, in reading order. */
export interface RulesBook {
  groups: readonly RulesGroup[];
  entries: readonly RulesEntry[];
}

/**
 * Where the rules book asks a game's rules art to draw an entry's pictures: beside its title in
 * the index (`index`), before its title on its page (`title`), under its title (`figure`).
 */
export type RulesArtPlace = 'index' | 'title' | 'figure';
