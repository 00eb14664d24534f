/**
 * What a game brings to the renderer shell (its kit, src-renderer/games/<id>/kit.ts): its
 * words, the screens the navigation shows for it, the sounds of its events and how it opens.
 * The shell (App, stores, client, navigation, log, replay, hand-off, results frame, settings,
 * pace, sound) reads kits through the one registry (games/registry.ts) and names no game.
 * A kit loads its components lazily (`defineAsyncComponent`) and its store-touching parts by
 * `import()`, so the registry loads no .vue file and no store: the log wording and the records
 * read its words through it without a cycle, and in unit tests without a Vue plugin.
 */
import type { Component } from 'vue';
import type { SoundKind } from '../sound/sound-engine';
import type { ReplayRecord } from '../../src-shared/ipc/replay-messages';
import type { RulesBook } from '../rules/rules-types';
import type { SaveSummary } from '../../src-shared/save/save-file';
import type { SessionSetup } from '../../src-shared/session/types';

export interface SoundCue {
  kind: SoundKind;
  /** Seconds after the batch is shown. */
  delay: number;
  size?: number;
}

export interface RendererKit {
  /** Its words: what the log, the records and the rules book read of it without its screens. */
  words: GameWords;
  /** The navigation's `play` screen while a game of this kit is on screen. */
  playScreen: Component;
  /** The replay viewer of a record of this game (an overlay above the current screen). */
  replayScreen: Component;
  /** Full-screen tools of the game (the navigation's `tool` places), by id. */
  tools?: Record<string, Component>;
  /** Its play screen handles the help keys ("?", H) itself (else the shell opens the help on them). */
  ownsHelpKeys?: boolean;
  /** A game of this kit still open in the session when the window reloads reopens at once (else: Continue). */
  resumesOnReload?: boolean;
  /** The sounds of one batch of the game's events; `beat`: seconds per event at the current pace. */
  sounds(events: readonly { type: string }[], beat: number): SoundCue[];

  // components (#26)
  /** How the start screen names the game: its tab, the title and the line beside it, a note beside the tabs. */
  name?: GameNames;
  /**
   * The start screen's setup of a new game of this kit, below the game tabs; a game without one
   * is not offered there. The shell passes the recent games as its default slot (the panel
   * places them) and a primary Start button for the header through `useStartAction`.
   */
  setupPanel?: Component;
  /** The section the rules book opens at from the start screen (else its first page). */
  rulesSection?: string;
  /** The start screen offers the tutorial and the hints (the Learn entry) for this game. */
  offersLearning?: boolean;
  /** Its part of the help: its keys, its undo policy, its symbols. */
  help?: GameHelp;

  // stores (#26): what the shell's stores (stores/game.ts, replay/, learn/) read of the game's views.
  /** The seats of a view of this game, in seat order (absent: the view's `seats`). */
  seatsOf?(view: ShellView): readonly ShellSeat[];
  /** The default name of a save of a game of this kit (absent: the dialog's own). */
  saveName?(view: ShellView): string;
  /** The start screen's Continue line for a game of this kit still open (absent: its autosave's line). */
  continueInfo?(view: ShellView): string;
  /** The shell fetches its catalog (tracks, card sets) when it connects (`gameCatalog`; stores/game.ts `catalogs`). */
  catalogAtStart?: boolean;
  /**
   * A bot's hinted action: the index of the legal option it is and its words (absent: no hints;
   * null: not an option). A promise: the kit loads its hint wording (which reads its stores) on first use.
   */
  hintOf?(view: ShellView, action: unknown): Promise<{ option: number; words: string } | null>;
  /**
   * Rebuilds a record's race for the replay viewer (replay/replay-store.ts; absent: no replay).
   * Rejects on a bad record. A promise: the kit loads its history (which words the log) on first use.
   */
  openReplay?(record: ReplayRecord): Promise<ReplayHistory>;

  // rules (#26)
  /** Its part of the rules book on screen: its pictures (its sections are its words' `rules`). */
  rules?: GameRules;

  // learn (#26)
  /** Its tutorial, as the start screen's Learn entry starts it (called in a component's setup; absent: no entry). */
  tutorial?(): TutorialEntry;
}

/**
 * A game's part of the rules book on screen (rules #26): the component that draws its entries'
 * pictures (its cubes, portraits, logos, diagrams, board figures). Props: `entry` (one of its
 * words' `rules` entries) and `place` (RulesArtPlace: `index`, `title`, `figure`); it draws
 * nothing for an entry without a picture at that place.
 */
export interface GameRules {
  art: Component;
}

/** A game's tutorial as the start screen's Learn entry sees it (learn #26). */
export interface TutorialEntry {
  /** A tutorial race was left unfinished: the entry resumes it. */
  readonly canResume: boolean;
  /** A fresh tutorial race. */
  start(): Promise<unknown>;
  /** Back to the tutorial race where it was left. */
  resume(): Promise<unknown>;
}

/** The catalogue's names of a game on the start screen (components #26). */
export interface GameNames {
  /** The game tab's label and the start screen's title. */
  title: string;
  /** The line beside the title. */
  tagline: string;
  /** A note beside the game tabs while the game is chosen. */
  tabNote?: string;
}

/** A game's part of the help overlay (components #26). */
export interface GameHelp {
  /** The heading of its keys. */
  keysTitle: string;
  /** Its keys: [keys (parts split by two spaces), what they do]. */
  keys: readonly (readonly [string, string])[];
  /** Its undo policy in words. */
  undo: { title: string; can: string; cannot: string };
  /** The section of the rules book "Open the rules" shows while the game is in front. */
  rulesSection: string;
  /** The symbols section (absent: none). */
  symbols?: Component;
  /** The keys of its screens around the races (a draft, a builder), each a section of the help (absent: none). */
  screens?: readonly { id: string; title: string; keys: readonly (readonly [string, string])[] }[];
}

/** A log's wording: one function per key of its messages, given the message and the players' names (components #26). */
export type LogWords<M extends { key: string }> = {
  [K in M['key']]: (m: Extract<M, { key: K }>, who: (p: number) => string) => string;
};

/**
 * A game's words that the shell needs without its screens (components #26): its log lines, the
 * names its records keep, its seats' colours, its rules book. Each game's `words.ts`, carried by
 * its kit (`RendererKit.words`), so the log wording and the records load where no screen can
 * (the unit tests and workers).
 */
export interface GameWords {
  /** The game's name ("Automobiles"): its saves, records and statistics name it so. */
  title: string;
  /** Its log lines' wording (games/<id>/i18n/log-wording.ts). */
  log: Readonly<Record<string, (m: never, who: (p: number) => string) => string>>;
  /** A track's name; `kept`: the name a record kept (a track it no longer lists). */
  trackName(track: string, kept?: unknown): string;
  /** A bot level's name, as its setup names it. */
  levelName(level: string): string | undefined;
  /** Each seat's colour as its board paints it. */
  seatColors: readonly string[];
  /**
   * Why a recorded move cannot be replayed under its current rules (a `movesLeftOut` save note's
   * `cause`), by cause, given the recorded action's type (absent, or a cause not here: the shell's words).
   */
  replayCauses?: Readonly<Record<string, (action: string) => string>>;
  /** Where a saved game of it stands, from its save's summary: "round 4", "lap 2/3" (absent: not said). */
  saveStage?(m: SaveSummary): string;
  /** Which race of a series a saved game of it is at, in the start screen's lines: "race 2 of 3" (absent: not said). */
  saveRace?(m: SaveSummary): string;
  /** The titles of its race summary's plots, by its series' keys (its race-summary.ts; a key not here: shown as it is). */
  summarySeries?: Readonly<Record<string, string>>;

  // rules (#26)
  /** Its part of the rules book: its groups and sections (src-renderer/rules/rules-index.ts reads them). */
  rules?: RulesBook;
}

/** A record's race rebuilt for the replay viewer: its moments 0..length (its kit's replay screen reads the rest). */
export interface ReplayHistory {
  /** How many moves: the moments are 0 (the start) to `length` (the end). */
  readonly length: number;
  /** The moment the next (1) or previous (-1) turn begins, seen from `moment`. */
  turnStep(moment: number, dir: 1 | -1): number;
  /** The events of the move that leads to moment `to` (a step forward animates them; absent: it jumps). */
  eventsTo?(to: number): readonly { type: string }[];
}

/** A seat as the shell reads it (names in refusals, who decides, hot-seat hand-off). */
export interface ShellSeat {
  name: string;
  kind: 'human' | 'bot';
}

/**
 * What the shell reads of any game's view (every kit's view has these fields): the game
 * store's `view` is of this type; a game's own screens read its own view type.
 */
export interface ShellView {
  /** The game (absent: the first game's, whose views predate the field). */
  game?: string;
  id: string;
  /** Increases with every change; an act names the version it was chosen on. */
  version: number;
  /** The seat that decides now (-1 when over). */
  decider: number;
  /** The deciding human's legal options, as data (keys 1–9 and option buttons pick them by index). */
  legal: readonly { action: { readonly type: string } }[];
  canUndo: boolean;
  /** A bot is computing its next action. */
  thinking: boolean;
  over: boolean;
  /** When over: the setup that races it again (its options and seats, a fresh seed), from the session. */
  again?: SessionSetup;
}
