/**
 * A kit's tutorial entry whose store loads on first use (RendererKit.tutorial): a game's
 * tutorial store reads the shell's stores, which word the log through the registry, so a kit
 * that imported it would tie the registry into a cycle and load the stores with the words.
 */
import { shallowRef } from 'vue';
import type { TutorialEntry } from './kit';

export function lazyTutorial(load: () => Promise<() => TutorialEntry>): () => TutorialEntry {
  const loaded = shallowRef<TutorialEntry | null>(null);
  let loading: Promise<TutorialEntry> | null = null;
  const entry = () => (loading ??= load().then((use) => (loaded.value = use())));
  const lazy: TutorialEntry = {
    // Until the store is in, nothing is known to resume: the entry offers a fresh tutorial.
    get canResume() {
      return loaded.value?.canResume ?? false;
    },
    start: async () => (await entry()).start(),
    resume: async () => (await entry()).resume(),
  };
  return () => {
    void entry();
    return lazy;
  };
}
