/**
 * The awaited animation queue. play(events, speed) plans the events into steps and runs them
 * one after another, each step as a gsap timeline built by the scene. Batches queue behind
 * each other. skip() finishes everything queued at once; destroy() stops everything.
 * Every play() promise resolves, whatever happens (a failing step is logged and skipped).
 */
import type { gsap } from 'gsap';
import type { GameEvent } from '../../../../src-shared/games/automobiles';
import { planAnimations, type AnimStep } from './animation-plan';

export type StepBuilder = (step: AnimStep) => gsap.core.Timeline | null;

export class AnimationQueue {
  private chain: Promise<void> = Promise.resolve();
  private current: gsap.core.Timeline | null = null;
  private finishCurrent: (() => void) | null = null;
  private pending = 0;
  private skipping = false;
  private destroyed = false;

  constructor(private readonly build: StepBuilder) {}

  /** True while any batch is playing or queued. */
  get busy(): boolean {
    return this.pending > 0;
  }

  play(events: readonly GameEvent[], speed: number): Promise<void> {
    const steps = planAnimations(events);
    this.pending++;
    const run = this.chain.then(() => this.runAll(steps, speed));
    const done = run
      .catch((e: unknown) => console.error('animation failed', e))
      .finally(() => {
        this.pending--;
        if (this.pending === 0) this.skipping = false;
      });
    this.chain = done;
    return done;
  }

  /** Finish the running step and every queued one instantly (end states applied). */
  skip(): void {
    if (this.pending === 0) return;
    this.skipping = true;
    const tl = this.current;
    if (tl) {
      tl.progress(1);
      this.finishCurrent?.();
    }
  }

  /** Stop for good: nothing more is built; pending promises resolve. */
  destroy(): void {
    this.destroyed = true;
    this.skipping = true;
    const tl = this.current;
    if (tl) {
      tl.kill();
      this.finishCurrent?.();
    }
  }

  private async runAll(steps: AnimStep[], speed: number): Promise<void> {
    for (const step of steps) {
      if (this.destroyed) return;
      await this.runStep(step, speed);
    }
  }

  private runStep(step: AnimStep, speed: number): Promise<void> {
    return new Promise<void>((resolve) => {
      let tl: gsap.core.Timeline | null = null;
      try {
        tl = this.build(step);
      } catch (e) {
        console.error(`animation step ${step.kind} failed`, e);
      }
      if (!tl) {
        resolve();
        return;
      }
      let settled = false;
      const finish = () => {
        if (settled) return;
        settled = true;
        if (this.current === tl) {
          this.current = null;
          this.finishCurrent = null;
        }
        resolve();
      };
      this.current = tl;
      this.finishCurrent = finish;
      tl.eventCallback('onComplete', finish);
      tl.eventCallback('onInterrupt', finish);
      if (this.skipping || this.destroyed || !(speed > 0) || !(tl.duration() > 0)) {
        tl.progress(1);
        finish();
        return;
      }
      tl.timeScale(speed);
      tl.play(0);
    });
  }
}
