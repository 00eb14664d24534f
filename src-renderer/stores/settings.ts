import { defineStore } from 'pinia';
import { ref, watch } from 'vue';

const KEY = 'automobiles.settings';
export const SPEEDS = [0.5, 1, 2, 4] as const;

interface Stored {
  speed: number;
  animations: boolean;
}

function load(): Stored {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Partial<Stored>;
    const speed = typeof raw.speed === 'number' && raw.speed >= 0.5 && raw.speed <= 4 ? raw.speed : 1;
    return { speed, animations: raw.animations !== false };
  } catch {
    return { speed: 1, animations: true };
  }
}

/** Player preferences: animation speed and whether to animate at all. */
export const useSettingsStore = defineStore('settings', () => {
  const initial = load();
  const speed = ref(initial.speed);
  const animations = ref(initial.animations);

  watch([speed, animations], () => {
    try {
      localStorage.setItem(KEY, JSON.stringify({ speed: speed.value, animations: animations.value }));
    } catch {
      /* ignore */
    }
  });

  /** The speed handed to the board: 0 = no animation. */
  const effectiveSpeed = () => (animations.value ? speed.value : 0);

  function setSpeed(v: number) {
    speed.value = Math.min(4, Math.max(0.5, v));
    animations.value = true;
  }
  function toggleAnimations() {
    animations.value = !animations.value;
  }
  function cycleSpeed() {
    const i = SPEEDS.indexOf(speed.value as (typeof SPEEDS)[number]);
    setSpeed(SPEEDS[(i + 1) % SPEEDS.length]);
  }

  return { speed, animations, effectiveSpeed, setSpeed, toggleAnimations, cycleSpeed };
});
