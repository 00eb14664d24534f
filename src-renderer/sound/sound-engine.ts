/**
 * Game sounds synthesized with WebAudio (no sound files): an engine rev for a car that drives,
 * a click for a cube placed, a chime for a lap and a fanfare at the finish. The AudioContext
 * is created only after a user gesture (browsers refuse audio before one), so nothing ever
 * plays on its own at start.
 */
export type SoundKind = 'engine' | 'cube' | 'lap' | 'finish';

type Ctx = AudioContext;

export class SoundEngine {
  private ctx: Ctx | null = null;
  private master: GainNode | null = null;
  private volume = 0.6;
  /** The last sound started (tests and the settings' test button read it). */
  lastPlayed: SoundKind | null = null;
  played = 0;

  /** Called from a user gesture: creates (or resumes) the audio context. */
  unlock(): void {
    const AC = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
    if (!AC) return;
    if (!this.ctx) {
      try {
        this.ctx = new AC();
        this.master = this.ctx.createGain();
        this.master.gain.value = this.volume;
        this.master.connect(this.ctx.destination);
      } catch {
        this.ctx = null;
        return;
      }
    }
    if (this.ctx.state === 'suspended') void this.ctx.resume().catch(() => undefined);
  }

  get unlocked(): boolean {
    return !!this.ctx;
  }

  setVolume(v: number): void {
    this.volume = Math.max(0, Math.min(1, v));
    if (this.master && this.ctx) this.master.gain.setTargetAtTime(this.volume, this.ctx.currentTime, 0.02);
  }

  /** Plays a sound `delay` seconds from now; `size` scales it (spaces driven, for the engine). */
  play(kind: SoundKind, opts: { delay?: number; size?: number } = {}): void {
    const ctx = this.ctx;
    const out = this.master;
    if (!ctx || !out || this.volume <= 0) return;
    const t = ctx.currentTime + (opts.delay ?? 0);
    this.lastPlayed = kind;
    this.played++;
    if (kind === 'engine') this.engine(ctx, out, t, opts.size ?? 3);
    else if (kind === 'cube') this.click(ctx, out, t);
    else if (kind === 'lap') this.notes(ctx, out, t, [784, 1046], 0.11, 'square', 0.12);
    else this.notes(ctx, out, t, [523, 659, 784, 1046, 784, 1046], 0.13, 'triangle', 0.3);
  }

  private engine(ctx: Ctx, out: AudioNode, t: number, spaces: number): void {
    const dur = Math.min(1.6, 0.35 + spaces * 0.12);
    const osc = ctx.createOscillator();
    const sub = ctx.createOscillator();
    const filter = ctx.createBiquadFilter();
    const gain = ctx.createGain();
    osc.type = 'sawtooth';
    sub.type = 'square';
    // A rev: low idle, up through the gears, easing off at the end.
    osc.frequency.setValueAtTime(62, t);
    osc.frequency.exponentialRampToValueAtTime(150 + spaces * 12, t + dur * 0.7);
    osc.frequency.exponentialRampToValueAtTime(95, t + dur);
    sub.frequency.setValueAtTime(31, t);
    sub.frequency.exponentialRampToValueAtTime(75 + spaces * 6, t + dur * 0.7);
    sub.frequency.exponentialRampToValueAtTime(48, t + dur);
    filter.type = 'lowpass';
    filter.frequency.setValueAtTime(500, t);
    filter.frequency.linearRampToValueAtTime(1400, t + dur * 0.7);
    filter.Q.value = 4;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.32, t + 0.06);
    gain.gain.setValueAtTime(0.32, t + dur * 0.75);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + dur);
    osc.connect(filter);
    sub.connect(filter);
    filter.connect(gain).connect(out);
    for (const o of [osc, sub]) {
      o.start(t);
      o.stop(t + dur + 0.02);
    }
  }

  private click(ctx: Ctx, out: AudioNode, t: number): void {
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = 'triangle';
    osc.frequency.setValueAtTime(1300, t);
    osc.frequency.exponentialRampToValueAtTime(420, t + 0.05);
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.35, t + 0.004);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.07);
    osc.connect(gain).connect(out);
    osc.start(t);
    osc.stop(t + 0.08);
  }

  private notes(
    ctx: Ctx,
    out: AudioNode,
    t: number,
    freqs: number[],
    step: number,
    type: OscillatorType,
    level: number,
  ): void {
    freqs.forEach((f, i) => {
      const at = t + i * step;
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = type;
      osc.frequency.value = f;
      const len = i === freqs.length - 1 ? step * 3 : step * 0.95;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(level, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + len);
      osc.connect(gain).connect(out);
      osc.start(at);
      osc.stop(at + len + 0.02);
    });
  }
}

/** The app's one sound engine. */
export const soundEngine = new SoundEngine();
