import type { Color } from '../../../../src-shared/games/automobiles';

/** What the board shows at rest. Plain data: the store builds it from the game state. */
export interface BoardSnapshot {
  cars: {
    player: number;
    space: number;
    segment: number;
    /** css colour of the player's car */
    color: string;
    /** The seat's symbol beside its colour (the colour-blind-safe set); absent or '' for none. */
    symbol?: string;
    name: string;
  }[];
  /** Cubes placed on the track this turn. */
  cubes: { player: number; color: Color | string; space: number; segment: number }[];
  /** Laps completed, per player index. */
  laps: number[];
  /** Optional: laps in the race, shown as "Lap n/M" in the race order list. */
  totalLaps?: number;
  /** Optional: race order (player indices, leader first), e.g. from currentRaceOrder(); computed from the cars when absent. */
  order?: number[];
  /** Optional: whose turn it is (their row is marked in the race order list). */
  current?: number;
}

export interface BoardSceneOptions {
  /** Which clicks reach onSpaceClick: only highlighted spaces (default) or any space. */
  clickable?: 'highlighted' | 'all';
  /** Show the race order list in the top-left corner (default true). */
  showRaceOrder?: boolean;
  /** Device pixel ratio to render at (default window.devicePixelRatio). */
  resolution?: number;
  /** MSAA on the WebGL canvas with the cars and cubes (default true; the track is always antialiased). */
  antialias?: boolean;
  /**
   * Renderer: 'auto' (default) uses WebGL on a real GPU and PixiJS's 2D canvas renderer when
   * WebGL would be software (SwiftShader, llvmpipe: far cheaper to composite there).
   */
  renderer?: 'auto' | 'webgl' | 'canvas';
  /** Padding around the track, in css pixels (default 8). */
  padding?: number;
  /** Canvas background (default: the grass colour). */
  background?: number | string;
}
