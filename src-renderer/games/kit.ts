/**
 * What a game brings to the renderer shell (its kit, src-renderer/games/<id>/kit.ts): the
 * screens the navigation shows for it, the sounds of its events and how it opens. The shell
 * (App, stores, client, navigation, log, replay, hand-off, results frame, settings, pace,
 * sound) reads kits through the one registry and names no game.
 */
import type { Component } from 'vue';
import type { SoundKind } from '../sound/sound-engine';
import type { StageScreen } from '../navigation';

export interface SoundCue {
  kind: SoundKind;
  /** Seconds after the batch is shown. */
  delay: number;
  size?: number;
}

export interface RendererKit {
  /** The navigation's `play` screen while a game of this kit is on screen. */
  playScreen: Component;
  /** The replay viewer of a record of this game (an overlay above the current screen). */
  replayScreen: Component;
  /** Its table of stage screens over the play screen (a draft, between races, results; navigation.ts). */
  stages?: readonly StageScreen[];
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
}

/** A log's wording: one function per key of its messages, given the message and the players' names (components #26). */
export type LogWords<M extends { key: string }> = {
  [K in M['key']]: (m: Extract<M, { key: K }>, who: (p: number) => string) => string;
};

/**
 * A game's words that the shell needs without its screens (components #26): its log lines, the
 * names its records keep, its seats' colours. Each game's `words.ts`, registered in
 * games/words.ts (the registry's half without components, so the log wording and the records
 * load where no screen can, in the unit tests and workers).
 */
export interface GameWords {
  /** Its log lines' wording (games/<id>/i18n/log-wording.ts). */
  log: Readonly<Record<string, (m: never, who: (p: number) => string) => string>>;
  /** A track's name; `kept`: the name a record kept (a track it no longer lists). */
  trackName(track: string, kept?: unknown): string;
  /** A bot level's name, as its setup names it. */
  levelName(level: string): string | undefined;
  /** Each seat's colour as its board paints it. */
  seatColors: readonly string[];
}
