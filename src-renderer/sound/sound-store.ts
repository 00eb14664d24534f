import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import { soundEngine, type SoundKind } from './sound-engine';

const KEY = 'automobiles.sound';

interface StoredSound {
  enabled: boolean;
  volume: number;
}

/** Sound is on for players and off under test automation (navigator.webdriver), unless chosen. */
function load(): StoredSound {
  const automated = typeof navigator !== 'undefined' && navigator.webdriver === true;
  const fallback = { enabled: !automated, volume: 0.6 };
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<StoredSound> | null;
    if (!raw) return fallback;
    const volume = typeof raw.volume === 'number' && raw.volume >= 0 && raw.volume <= 1 ? raw.volume : fallback.volume;
    return { enabled: typeof raw.enabled === 'boolean' ? raw.enabled : fallback.enabled, volume };
  } catch {
    return fallback;
  }
}

/** Sound preferences (on/off and volume), kept in localStorage, and the one way to play a sound. */
export const useSoundStore = defineStore('sound', () => {
  const initial = load();
  const enabled = ref(initial.enabled);
  const volume = ref(initial.volume);
  /** The last sound played (shown to tests as a data attribute; never used for game logic). */
  const last = ref<SoundKind | null>(null);
  soundEngine.setVolume(initial.volume);

  watch([enabled, volume], () => {
    soundEngine.setVolume(volume.value);
    try {
      localStorage.setItem(KEY, JSON.stringify({ enabled: enabled.value, volume: volume.value }));
    } catch {
      /* preferences stay for this session only */
    }
  });

  function play(kind: SoundKind, opts: { delay?: number; size?: number } = {}) {
    if (!enabled.value || volume.value <= 0 || !soundEngine.unlocked) return;
    soundEngine.play(kind, opts);
    last.value = kind;
  }
  function setVolume(v: number) {
    volume.value = Math.max(0, Math.min(1, v));
    if (volume.value > 0) enabled.value = true;
  }
  function toggle() {
    enabled.value = !enabled.value;
  }

  return { enabled, volume, last, play, setVolume, toggle };
});
