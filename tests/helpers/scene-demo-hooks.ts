/** The test hooks scene-demo.html puts on window (see src-renderer/games/automobiles/scene-demo.ts). */
export interface SceneDemoWindow {
  __lastSpaceClick: number | null;
  __animDone: boolean;
  __animCount: number;
  __demo: {
    runBusy(): Promise<void>;
    finishFlash(): Promise<void>;
    /** Lap flashes, badges and wear on the cars where they are. */
    badges(): Promise<void>;
    spacePoint(space: number): { x: number; y: number } | null;
    highlights(): number[];
    /** The live BoardScene (typed loosely: tests only call these). */
    scene(): {
      play(events: { type: string; [k: string]: unknown }[], speed: number): Promise<void>;
      destroy(): void;
    } | null;
  };
}
