import { onBeforeUnmount, onMounted, watch } from 'vue';
import type { GameEvent } from '../../src-shared/games/automobiles';
import { useGameStore } from '../stores/game';
import { useSettingsStore } from '../stores/settings';
import { useReplayStore } from '../replay/replay-store';
import { soundEngine } from './sound-engine';
import { useSoundStore } from './sound-store';

/**
 * Plays the sounds of the batches the board shows (the game's, or the replay's): the audio
 * context is unlocked by the first click or key press, never before.
 */
export function useGameSounds() {
  const game = useGameStore();
  const replay = useReplayStore();
  const settings = useSettingsStore();
  const sound = useSoundStore();

  function playEvents(events: readonly GameEvent[]) {
    // Spread the sounds of a batch roughly like the board's animation of it.
    const pace = 0.12 / Math.max(0.5, settings.effectiveSpeed() || 4);
    let cubes = 0;
    for (const e of events) {
      if (e.type === 'cubePlaced' && cubes < 6) sound.play('cube', { delay: cubes++ * pace });
      else if (e.type === 'carMoved') sound.play('engine', { delay: cubes * pace, size: e.path.length });
      else if (e.type === 'lapCompleted') sound.play('lap', { delay: cubes * pace + 0.4 });
      else if (e.type === 'raceFinished') sound.play('finish', { delay: cubes * pace + 0.6 });
    }
  }

  watch(
    () => game.current?.batchId,
    () => {
      if (!replay.isOpen && game.current) playEvents(game.current.events);
    },
  );
  watch(
    () => replay.batchId,
    () => {
      if (replay.isOpen) playEvents(replay.events);
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
