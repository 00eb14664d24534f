/** A kit's tutorial entry loads its store on first use (games/lazy-tutorial.ts, #26): the entry works before and after. */
import { describe, expect, it } from 'vitest';
import { lazyTutorial } from '../../../src-renderer/games/lazy-tutorial';
import type { TutorialEntry } from '../../../src-renderer/games/kit';

function fakeStore() {
  const calls: string[] = [];
  const store: TutorialEntry = {
    canResume: true,
    start: async () => calls.push('start'),
    resume: async () => calls.push('resume'),
  };
  let loads = 0;
  const load = async () => {
    loads++;
    return () => store;
  };
  return { calls, load, loads: () => loads };
}

describe('lazyTutorial', () => {
  it('offers a fresh tutorial until the store is in, then reads it; loads it once', async () => {
    const f = fakeStore();
    const tutorial = lazyTutorial(f.load);
    const entry = tutorial();
    expect(entry.canResume).toBe(false);
    await new Promise((r) => setTimeout(r, 0));
    expect(entry.canResume).toBe(true);
    tutorial();
    expect(f.loads()).toBe(1);
  });

  it('starts and resumes through the loaded store, even when asked before it is in', async () => {
    const f = fakeStore();
    const entry = lazyTutorial(f.load)();
    await entry.start();
    await entry.resume();
    expect(f.calls).toEqual(['start', 'resume']);
    expect(f.loads()).toBe(1);
  });
});
