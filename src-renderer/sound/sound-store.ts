import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import { soundEngine, type SoundKind } from './sound-engine';
import { DEFAULT_PROFILE, useSettingsStore } from '../stores/settings';

const KEY = 'automobiles.sound';

interface StoredSound {
  enabled: boolean;
  volume: number;
}
/** The default profile's choice at the top level (as older versions kept it), the others' by profile id. */
type StoredSounds = Partial<StoredSound> & { profiles?: Record<string, Partial<StoredSound>> };

function readAll(): StoredSounds | null {
  try {
    return JSON.parse(localStorage.getItem(KEY) ?? 'null') as StoredSounds | null;
  } catch {
    return null;
  }
}

/** Sound is on for players and off under test automation (navigator.webdriver), unless chosen. */
function load(profileId: string): StoredSound {
  const automated = typeof navigator !== 'undefined' && navigator.webdriver === true;
  const fallback = { enabled: !automated, volume: 0.6 };
  try {
    const all = readAll();
    // A profile with no sound settings of its own starts from this computer's.
    const raw = profileId === DEFAULT_PROFILE ? all : (all?.profiles?.[profileId] ?? all);
    if (!raw) return fallback;
    const volume = typeof raw.volume === 'number' && raw.volume >= 0 && raw.volume <= 1 ? raw.volume : fallback.volume;
    return { enabled: typeof raw.enabled === 'boolean' ? raw.enabled : fallback.enabled, volume };
  } catch {
    return fallback;
  }
}

/**
 * Sound preferences (on/off and volume) per profile (the settings store's profileId), kept in
 * localStorage, and the one way to play a sound.
 */
export const useSoundStore = defineStore('sound', () => {
  const settings = useSettingsStore();
  let profileId = settings.profileId;
  const initial = load(profileId);
  const enabled = ref(initial.enabled);
  const volume = ref(initial.volume);
  /** The last sound played (shown to tests as a data attribute; never used for game logic). */
  const last = ref<SoundKind | null>(null);
  soundEngine.setVolume(initial.volume);
  let switching = false;

  watch(
    () => settings.profileId,
    (id) => {
      switching = true;
      profileId = id;
      const s = load(id);
      enabled.value = s.enabled;
      volume.value = s.volume;
      soundEngine.setVolume(s.volume);
      queueMicrotask(() => (switching = false));
    },
  );

  watch([enabled, volume], () => {
    soundEngine.setVolume(volume.value);
    if (switching) return;
    try {
      const all = readAll() ?? {};
      const mine = { enabled: enabled.value, volume: volume.value };
      const next =
        profileId === DEFAULT_PROFILE
          ? { ...mine, profiles: all.profiles }
          : { ...all, profiles: { ...all.profiles, [profileId]: mine } };
      localStorage.setItem(KEY, JSON.stringify(next));
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
