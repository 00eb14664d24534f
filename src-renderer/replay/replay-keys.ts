import { onBeforeUnmount, onMounted } from 'vue';
import { useSettingsStore } from '../stores/settings';
import { useReplayStore } from './replay-store';

/** Starts or stops playing, one move about every 700 ms at speed 1 (faster as the animation speed rises). */
export function useReplayPlayToggle(): () => void {
  const replay = useReplayStore();
  const settings = useSettingsStore();
  return () => {
    if (replay.playing) replay.stop();
    else replay.play(Math.round(700 / Math.max(0.5, settings.effectiveSpeed() || 4)));
  };
}

/**
 * The replay viewers' keys while mounted: Esc closes, arrows step (Shift: by turn), Home/End jump,
 * Space plays or pauses. Every other key is kept from the screens below the replay.
 */
export function useReplayKeys(togglePlay: () => void): void {
  const replay = useReplayStore();
  function onKey(e: KeyboardEvent) {
    const t = e.target as HTMLElement | null;
    const typing = t && t.tagName === 'INPUT' && (t as HTMLInputElement).type !== 'range';
    if (e.key === 'Escape') replay.close();
    else if (typing) return;
    else if (e.key === 'ArrowRight') void (e.shiftKey ? replay.turn(1) : replay.step(1));
    else if (e.key === 'ArrowLeft') void (e.shiftKey ? replay.turn(-1) : replay.step(-1));
    else if (e.key === 'Home') replay.go(0);
    else if (e.key === 'End') replay.go(replay.length);
    else if (e.key === ' ') togglePlay();
    else {
      e.stopPropagation();
      return;
    }
    e.preventDefault();
    e.stopPropagation();
  }
  onMounted(() => window.addEventListener('keydown', onKey, true));
  onBeforeUnmount(() => {
    window.removeEventListener('keydown', onKey, true);
    replay.stop();
  });
}
