import { onBeforeUnmount, onMounted, watch } from 'vue';
import { useGameStore } from '../stores/game';
import { useSettingsStore } from '../stores/settings';
import { useReplayStore } from '../replay/replay-store';
import { rendererKitOf } from '../games/registry';
import { soundEngine } from './sound-engine';
import { useSoundStore } from './sound-store';

/**
 * Plays the sounds of the batches the board shows (the game's, or the replay's), whatever the
 * game: its kit says which sound each event makes. The audio context is unlocked by the first
 * click or key press, never before.
 */
export function useGameSounds() {
  const game = useGameStore();
  const replay = useReplayStore();
  const settings = useSettingsStore();
  const sound = useSoundStore();

  function playEvents(gameId: string | undefined, events: readonly { type: string }[]) {
    const beat = 0.12 / Math.max(0.5, settings.effectiveSpeed() || 4);
    for (const cue of rendererKitOf(gameId).sounds(events, beat))
      sound.play(cue.kind, { delay: cue.delay, ...(cue.size !== undefined ? { size: cue.size } : {}) });
  }

  watch(
    () => game.shown?.batchId,
    () => {
      const u = game.shown;
      if (!replay.isOpen && u) playEvents((u.view as { game?: string }).game, u.events as { type: string }[]);
    },
  );
  watch(
    () => replay.batchId,
    () => {
      if (replay.isOpen) playEvents(replay.recordGame, replay.events);
    },
  );

  const unlock = () => {
    if (sound.enabled) soundEngine.unlock();
  };
  onMounted(() => {
    window.addEventListener('pointerdown', unlock, true);
    window.addEventListener('keydown', unlock, true);
  });
  onBeforeUnmount(() => {
    window.removeEventListener('pointerdown', unlock, true);
    window.removeEventListener('keydown', unlock, true);
  });
}
