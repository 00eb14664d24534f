import { afterEach, describe, expect, it } from 'vitest';
import { SoundEngine } from '../../../src-renderer/sound/sound-engine';

/** A stand-in AudioContext that counts the oscillators started (node has no WebAudio). */
class FakeParam {
  value = 0;
  setValueAtTime() {}
  exponentialRampToValueAtTime() {}
  linearRampToValueAtTime() {}
  setTargetAtTime(v: number) {
    this.value = v;
  }
}
class FakeNode {
  gain = new FakeParam();
  frequency = new FakeParam();
  Q = new FakeParam();
  type = '';
  connect(n: unknown) {
    return n;
  }
  start() {
    FakeContext.started++;
  }
  stop() {}
}
class FakeContext {
  static created = 0;
  static started = 0;
  state = 'running';
  currentTime = 0;
  destination = new FakeNode();
  constructor() {
    FakeContext.created++;
  }
  createGain() {
    return new FakeNode();
  }
  createOscillator() {
    return new FakeNode();
  }
  createBiquadFilter() {
    return new FakeNode();
  }
  resume() {
    return Promise.resolve();
  }
}

const g = globalThis as { AudioContext?: unknown };
afterEach(() => {
  delete g.AudioContext;
  FakeContext.created = 0;
  FakeContext.started = 0;
});

describe('SoundEngine', () => {
  it('plays nothing and creates no audio context before a user gesture unlocks it', () => {
    g.AudioContext = FakeContext;
    const s = new SoundEngine();
    s.play('engine');
    expect(FakeContext.created).toBe(0);
    expect(s.played).toBe(0);
    s.unlock();
    s.play('engine', { size: 4 });
    s.play('cube');
    s.play('finish');
    expect(FakeContext.created).toBe(1);
    expect(s.played).toBe(3);
    expect(s.lastPlayed).toBe('finish');
    // engine: 2 oscillators, cube: 1, finish: 6 notes.
    expect(FakeContext.started).toBe(9);
  });

  it('is silent at volume 0 and where WebAudio is missing', () => {
    const none = new SoundEngine();
    none.unlock();
    none.play('cube');
    expect(none.unlocked).toBe(false);
    expect(none.played).toBe(0);
    g.AudioContext = FakeContext;
    const s = new SoundEngine();
    s.unlock();
    s.setVolume(0);
    s.play('lap');
    expect(FakeContext.started).toBe(0);
  });
});
