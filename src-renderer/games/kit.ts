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
}
