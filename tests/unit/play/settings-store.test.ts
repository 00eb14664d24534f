/**
 * The settings store: defaults, reduced motion following the system until chosen, settings kept
 * per profile and remembered across a restart (a new Pinia reading the same localStorage), and
 * the older `{ speed, animations }` shape the e2e helpers still write.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPinia, setActivePinia } from 'pinia';
import { nextTick } from 'vue';
import { DEFAULT_SETTINGS, MARKER_SCALE, useSettingsStore } from '../../../src-renderer/stores/settings';
import { COLOR_BLIND_SAFE, SEAT_SYMBOLS } from '../../../src-renderer/ui/seat-look';

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

/** A system that wishes reduced motion (or not), and can change its mind while the app runs. */
function systemMotion(reduce: boolean) {
  const listeners: ((e: { matches: boolean }) => void)[] = [];
  const query = {
    matches: reduce,
    addEventListener: (_: string, f: (e: { matches: boolean }) => void) => listeners.push(f),
  };
  vi.stubGlobal('window', { matchMedia: (q: string) => (q.includes('reduced-motion') ? query : null) });
  return (next: boolean) => {
    query.matches = next;
    for (const f of listeners) f({ matches: next });
  };
}

/** A fresh app start: a new Pinia, the store read from what localStorage holds. */
function restart() {
  setActivePinia(createPinia());
  return useSettingsStore();
}

/** The store writes from a watcher: wait for it, and for the profile switch's guard. */
async function settle() {
  await nextTick();
  await Promise.resolve();
}

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
});
afterEach(() => vi.unstubAllGlobals());

describe('settings store', () => {
  it('starts from the defaults: 1× speed, the system’s motion, standard size and colours', () => {
    systemMotion(false);
    const s = restart();
    expect(s.profileId).toBe('default');
    expect(s.speed).toBe(DEFAULT_SETTINGS.speed);
    expect(s.motion).toBe('system');
    expect(s.textSize).toBe('standard');
    expect(s.colorSet).toBe('standard');
    expect(s.markerScale).toBe(1);
    expect(s.animations).toBe(true);
    expect(s.effectiveSpeed()).toBe(1);
    expect(s.seatLook(2, '#f04fb4')).toEqual({ color: '#f04fb4', symbol: '' });
  });

  it('follows the system’s prefers-reduced-motion by default, also when it changes', () => {
    const setSystem = systemMotion(true);
    const s = restart();
    expect(s.reducedMotion).toBe(true);
    expect(s.effectiveSpeed()).toBe(0);
    setSystem(false);
    expect(s.reducedMotion).toBe(false);
    expect(s.effectiveSpeed()).toBe(1);
  });

  it('a choice overrides the system, both ways', () => {
    systemMotion(true);
    const s = restart();
    s.setMotion('full');
    expect(s.reducedMotion).toBe(false);
    s.setMotion('reduced');
    expect(s.reducedMotion).toBe(true);
    // The A key: animations back on, chosen explicitly (not "the system", which wants them off).
    s.toggleAnimations();
    expect(s.motion).toBe('full');
    expect(s.animations).toBe(true);
  });

  it('is remembered across a restart', async () => {
    systemMotion(false);
    const s = restart();
    s.setSpeed(2);
    s.setTextSize('large');
    s.setColorSet('colorBlind');
    s.setMotion('reduced');
    await settle();
    const again = restart();
    expect(again.speed).toBe(2);
    expect(again.textSize).toBe('large');
    expect(again.markerScale).toBe(MARKER_SCALE.large);
    expect(again.colorSet).toBe('colorBlind');
    expect(again.motion).toBe('reduced');
  });

  it('keeps settings per profile: one profile’s choices never leak into another’s', async () => {
    systemMotion(false);
    const s = restart();
    s.setTextSize('largest');
    s.setColorSet('colorBlind');
    await settle();
    s.useProfile('p-ada');
    await settle();
    expect(s.profileId).toBe('p-ada');
    // A profile with no settings of its own starts from this computer's.
    expect(s.textSize).toBe('largest');
    expect(s.colorSet).toBe('colorBlind');
    s.setTextSize('standard');
    s.setColorSet('standard');
    s.setSpeed(4);
    await settle();
    s.useProfile('default');
    await settle();
    expect(s.textSize).toBe('largest');
    expect(s.speed).toBe(1);
    // After a restart each profile still has its own.
    const again = restart();
    expect(again.textSize).toBe('largest');
    again.useProfile('p-ada');
    await settle();
    expect(again.speed).toBe(4);
    expect(again.textSize).toBe('standard');
    // No profile id (profiles not set up) is the default profile.
    again.useProfile(null);
    expect(again.profileId).toBe('default');
  });

  it('reads the older { speed, animations } shape as the default profile’s', () => {
    systemMotion(false);
    localStorage.setItem('automobiles.settings', JSON.stringify({ speed: 4, animations: false }));
    const s = restart();
    expect(s.speed).toBe(4);
    expect(s.reducedMotion).toBe(true);
    expect(s.effectiveSpeed()).toBe(0);
    localStorage.setItem('automobiles.settings', JSON.stringify({ speed: 99, textSize: 'huge', colorSet: 7 }));
    const odd = restart();
    expect(odd.speed).toBe(1);
    expect(odd.textSize).toBe('standard');
    expect(odd.colorSet).toBe('standard');
  });

  it('the colour-blind set gives every seat an Okabe–Ito colour and its own symbol', () => {
    systemMotion(false);
    const s = restart();
    s.setColorSet('colorBlind');
    const looks = [0, 1, 2, 3, 4, 5, 6, 7].map((seat) => s.seatLook(seat, '#ff7a1a'));
    expect(looks.map((l) => l.color)).toEqual(COLOR_BLIND_SAFE);
    expect(new Set(looks.map((l) => l.symbol)).size).toBe(8);
    expect(looks.map((l) => l.symbol)).toEqual(SEAT_SYMBOLS);
  });
});
