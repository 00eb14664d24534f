import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import { lookOfSeat, type ColorSet, type SeatLook } from '../ui/seat-look';

const KEY = 'automobiles.settings';
export const SPEEDS = [0.5, 1, 2, 4] as const;
/** The profile whose settings apply until the profiles store names one. */
export const DEFAULT_PROFILE = 'default';

/** 'system' follows the operating system's prefers-reduced-motion; the others override it. */
export type MotionChoice = 'system' | 'full' | 'reduced';
export type TextSize = 'standard' | 'large' | 'largest';
export const TEXT_SIZES: readonly TextSize[] = ['standard', 'large', 'largest'];
export const COLOR_SETS: readonly ColorSet[] = ['standard', 'colorBlind'];
export const MOTION_CHOICES: readonly MotionChoice[] = ['system', 'full', 'reduced'];

/**
 * How much bigger the board's cars, cubes and labels are drawn, and the interface text, per
 * text size. The large size makes a car at the default fit of a 1280×800 window clearly bigger
 * (about 1.4× its standard length, so its colour reads as a patch, not a speck).
 */
export const MARKER_SCALE: Record<TextSize, number> = { standard: 1, large: 1.4, largest: 1.8 };
export const TEXT_SCALE: Record<TextSize, number> = { standard: 1, large: 1.15, largest: 1.3 };

export interface ProfileSettings {
  speed: number;
  motion: MotionChoice;
  textSize: TextSize;
  colorSet: ColorSet;
}

export const DEFAULT_SETTINGS: ProfileSettings = {
  speed: 1,
  motion: 'system',
  textSize: 'standard',
  colorSet: 'standard',
};

/**
 * What is kept: the default profile's settings at the top level (the shape older versions and
 * the e2e helpers write: `{ speed, animations }`), every other profile's under `profiles`.
 */
interface Stored {
  speed?: unknown;
  animations?: unknown;
  motion?: unknown;
  textSize?: unknown;
  colorSet?: unknown;
  profiles?: Record<string, Record<string, unknown>>;
}

function oneOf<T extends string>(list: readonly T[], v: unknown, fallback: T): T {
  return list.includes(v as T) ? (v as T) : fallback;
}

/** Reads one profile's settings from its stored fields, falling back field by field. */
export function parseProfileSettings(raw: Record<string, unknown> | undefined): ProfileSettings {
  const r = raw ?? {};
  const speed = typeof r.speed === 'number' && r.speed >= 0.5 && r.speed <= 4 ? r.speed : DEFAULT_SETTINGS.speed;
  // `animations: false` (older versions, tests) means reduced motion; otherwise the system decides.
  const legacyMotion: MotionChoice = r.animations === false ? 'reduced' : 'system';
  return {
    speed,
    motion: oneOf(MOTION_CHOICES, r.motion, legacyMotion),
    textSize: oneOf(TEXT_SIZES, r.textSize, DEFAULT_SETTINGS.textSize),
    colorSet: oneOf(COLOR_SETS, r.colorSet, DEFAULT_SETTINGS.colorSet),
  };
}

function readStored(): Stored {
  try {
    const raw = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Stored | null;
    return raw && typeof raw === 'object' ? raw : {};
  } catch {
    return {};
  }
}

function settingsOf(stored: Stored, profileId: string): ProfileSettings {
  // A profile with no settings of its own yet starts from this computer's (the default profile's).
  if (profileId === DEFAULT_PROFILE || !stored.profiles?.[profileId])
    return parseProfileSettings(stored as Record<string, unknown>);
  return parseProfileSettings(stored.profiles[profileId]);
}

function writeStored(profileId: string, s: ProfileSettings): void {
  try {
    const stored = readStored();
    const fields = { ...s, animations: s.motion !== 'reduced' };
    const next: Stored =
      profileId === DEFAULT_PROFILE
        ? { ...fields, profiles: stored.profiles }
        : { ...stored, profiles: { ...stored.profiles, [profileId]: fields } };
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    /* settings stay for this session only */
  }
}

/** The system's reduced-motion wish, kept up to date while the app runs. */
function systemReducedMotion() {
  const wish = ref(false);
  if (typeof window !== 'undefined' && typeof window.matchMedia === 'function') {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    wish.value = query.matches;
    query.addEventListener?.('change', (e) => (wish.value = e.matches));
  }
  return wish;
}

/**
 * Player preferences, per profile and remembered: animation speed, reduced motion (the system's
 * by default), text and marker size, the colour set of cars and seats. Sound volume lives in the
 * sound store, per profile as well (it follows `profileId` here).
 */
export const useSettingsStore = defineStore('settings', () => {
  const profileId = ref(DEFAULT_PROFILE);
  const current = ref<ProfileSettings>(settingsOf(readStored(), DEFAULT_PROFILE));
  const systemReduced = systemReducedMotion();
  /** The settings panel is open (from the start screen, either game's screen, or the , key). */
  const panelOpen = ref(false);

  let loading = false;
  watch(
    current,
    (s) => {
      if (!loading) writeStored(profileId.value, s);
    },
    { deep: true },
  );

  /** Switches to a profile's settings (the profiles store calls it with its currentProfileId). */
  function useProfile(id: string | null | undefined) {
    const next = id || DEFAULT_PROFILE;
    if (next === profileId.value) return;
    loading = true;
    profileId.value = next;
    current.value = settingsOf(readStored(), next);
    // The watcher runs after this tick: it must not write the profile just read back.
    queueMicrotask(() => (loading = false));
  }

  const speed = computed(() => current.value.speed);
  const motion = computed(() => current.value.motion);
  const textSize = computed(() => current.value.textSize);
  const colorSet = computed(() => current.value.colorSet);
  /** Reduced motion in effect: chosen, or the system's wish when the choice is 'system'. */
  const reducedMotion = computed(() =>
    current.value.motion === 'system' ? systemReduced.value : current.value.motion === 'reduced',
  );
  /** Animations on (the A key and the speed bar's ⏸ toggle them). */
  const animations = computed(() => !reducedMotion.value);
  const markerScale = computed(() => MARKER_SCALE[current.value.textSize]);
  const textScale = computed(() => TEXT_SCALE[current.value.textSize]);

  /** The speed handed to the board: 0 = no animation. */
  const effectiveSpeed = () => (animations.value ? speed.value : 0);

  function setSpeed(v: number) {
    current.value.speed = Math.min(4, Math.max(0.5, v));
    if (reducedMotion.value) current.value.motion = 'full';
  }
  function toggleAnimations() {
    current.value.motion = reducedMotion.value ? 'full' : 'reduced';
  }
  function cycleSpeed() {
    const i = SPEEDS.indexOf(speed.value as (typeof SPEEDS)[number]);
    setSpeed(SPEEDS[(i + 1) % SPEEDS.length]);
  }
  function setMotion(m: MotionChoice) {
    current.value.motion = m;
  }
  function setTextSize(t: TextSize) {
    current.value.textSize = t;
  }
  function setColorSet(c: ColorSet) {
    current.value.colorSet = c;
  }
  /** A seat's colour and symbol as shown (the chosen colour, or the colour-blind-safe set's). */
  function seatLook(seat: number, chosen: string): SeatLook {
    return lookOfSeat(seat, chosen, current.value.colorSet);
  }

  return {
    profileId,
    panelOpen,
    systemReduced,
    speed,
    motion,
    textSize,
    colorSet,
    reducedMotion,
    animations,
    markerScale,
    textScale,
    effectiveSpeed,
    useProfile,
    setSpeed,
    toggleAnimations,
    cycleSpeed,
    setMotion,
    setTextSize,
    setColorSet,
    seatLook,
  };
});
