import { computed, inject, provide, reactive, ref, watch, type InjectionKey } from 'vue';
import type { ActionColor } from '../../../../../src-shared/games/automobiles';
import { botSeat, isThinkMs, type BotLevel, type Seat } from '../../../../../src-shared/session/types';
import type { NewGameSetup, SeasonSetup } from '../../../../../src-shared/games/automobiles/kit';
import { BOT_LEVEL_NAMES, MESSAGES } from '../../i18n/messages';
import { useGameStore } from '../../../../stores/game';
import { useAutomobilesGame } from '../../automobiles-game';
import { seatListEditing } from '../../../../ui/seat-list-editing';

/**
 * The start screen's setup as shared state: the screen creates it once (`provideStartSetup`),
 * its columns (players, race options, Racing Season, track, cards) read and change it
 * (`useStartSetup`). The last setup started is remembered in localStorage.
 */
export const ACTION_COLORS: ActionColor[] = ['yellow', 'purple', 'red', 'green', 'blue'];
const BOT_NAMES = MESSAGES.start.botNames;
export const LEVEL_TEXT: Record<BotLevel, string> = BOT_LEVEL_NAMES;
/** A random single-race track (drawn from the seed): off, or from the base, Racing Season or all tracks. */
export type RandomTrackChoice = '' | 'random' | 'random-base' | 'random-season';
export const RANDOM_TRACK_TEXT: Record<Exclude<RandomTrackChoice, ''>, string> = MESSAGES.start.track.randomFrom;
export const SEASON_ORDER_TEXT = MESSAGES.start.season.order;
export const editionLabel = (e: string) => MESSAGES.start.cards.editions[e] ?? e;
export type DriverMode = 'off' | 'limited' | 'all';

const SETUP_KEY = 'automobiles.lastSetup';
function savedSetup(): NewGameSetup | null {
  try {
    return JSON.parse(localStorage.getItem(SETUP_KEY) ?? 'null') as NewGameSetup | null;
  } catch {
    return null;
  }
}

function createStartSetup() {
  const game = useGameStore();
  const auto = useAutomobilesGame();
  const prev = savedSetup();

  const seats = ref<Seat[]>(
    prev?.seats?.length
      ? prev.seats.map((s) => ({ ...s }))
      : [
          { kind: 'human', name: MESSAGES.start.defaultHuman },
          { kind: 'bot', name: BOT_NAMES[0]!, level: 'medium' },
        ],
  );
  const prevTrack = prev?.track ?? 'beginner-oval';
  const randomTrack = ref<RandomTrackChoice>(prevTrack in RANDOM_TRACK_TEXT ? (prevTrack as RandomTrackChoice) : '');
  const trackId = ref(randomTrack.value ? 'beginner-oval' : prevTrack);
  const seatOneStarts = ref(prev?.seatOneStarts ?? false);
  const laps = ref(prev?.laps ?? 3);
  const fuelMixture = ref(prev?.fuelMixture ?? false);
  const variants = reactive({ openBags: true, weaving: false, acceleratedPlay: false, ...(prev?.variants ?? {}) });
  const cardMode = ref<'set' | 'random' | 'custom'>(prev?.cards.kind ?? 'set');
  const setId = ref(prev?.cards.kind === 'set' ? prev.cards.id : 'first-game');
  const custom = reactive<Record<ActionColor, string>>(
    prev?.cards.kind === 'custom'
      ? { ...prev.cards.cards }
      : { yellow: 'manager', purple: 'crew-chief', red: 'suspension', green: 'gearbox', blue: 'hybrid-engine' },
  );

  // Racing Season: drivers, a season campaign (needs drivers) and expansion cards in random picks.
  const drivers = ref<DriverMode>(prev?.drivers ?? 'off');
  const expansionCards = ref(prev?.expansionCards ?? false);
  const seasonRaces = ref<0 | 3 | 4 | 5>(
    prev?.season ? ('tracks' in prev.season ? (prev.season.tracks.length as 3 | 4 | 5) : prev.season.races) : 0,
  );
  const seasonOrder = ref<'seed' | 'random' | 'choose'>(
    prev?.season ? ('tracks' in prev.season ? 'choose' : prev.season.random ? 'random' : 'seed') : 'seed',
  );
  const seasonTracks = ref<string[]>(prev?.season && 'tracks' in prev.season ? [...prev.season.tracks] : []);
  function setDrivers(m: DriverMode) {
    drivers.value = m;
    // A season needs drivers: no drivers, no season.
    if (m === 'off') seasonRaces.value = 0;
  }
  function setSeason(n: 0 | 3 | 4 | 5) {
    if (n && drivers.value === 'off') return;
    seasonRaces.value = n;
  }
  const tracks = computed(() => auto.tracks);
  const track = computed(() => tracks.value.find((t) => t.id === trackId.value) ?? tracks.value[0] ?? null);
  watch(tracks, (list) => {
    if (list.length && !list.some((t) => t.id === trackId.value)) trackId.value = list[0].id;
  });
  /** Race k's track in "choose" mode (race 1 is the track chosen above). */
  function seasonTrack(k: number): string {
    if (k === 0) return trackId.value;
    return seasonTracks.value[k] ?? tracks.value[k % Math.max(1, tracks.value.length)]?.id ?? trackId.value;
  }
  function setSeasonTrack(k: number, id: string) {
    if (k === 0) trackId.value = id;
    const list = Array.from({ length: seasonRaces.value }, (_, i) => seasonTrack(i));
    list[k] = id;
    seasonTracks.value = list;
  }
  const seasonSetup = computed<SeasonSetup | null>(() => {
    const n = seasonRaces.value;
    if (!n || drivers.value === 'off') return null;
    if (seasonOrder.value === 'choose') return { tracks: Array.from({ length: n }, (_, i) => seasonTrack(i)) };
    return seasonOrder.value === 'random' ? { races: n, random: true } : { races: n };
  });

  const seedText = ref('');
  const seedValue = computed(() =>
    /^\d{1,9}$/.test(seedText.value.trim()) ? Number(seedText.value.trim()) : undefined,
  );
  const nameProblem = computed(() => seats.value.some((s) => s.name.trim() === '' || s.name.length > 40));
  const thinkProblem = computed(() =>
    seats.value.some((s) => s.kind === 'bot' && s.thinkMs !== undefined && !isThinkMs(s.thinkMs)),
  );
  const setupProblem = computed(() => nameProblem.value || thinkProblem.value);

  const { addSeat, removeSeat, setKind } = seatListEditing(seats, {
    max: 5,
    botNames: BOT_NAMES,
    human: (name) => ({ kind: 'human', name }),
    bot: (name) => ({ kind: 'bot', name, level: 'medium' as const }),
  });
  function setLevel(i: number, level: string) {
    const s = seats.value[i];
    if (s.kind === 'bot') seats.value[i] = botSeat(s.name, level as BotLevel, s.thinkMs);
  }
  /** A searching bot's own thinking time; empty = the level's. */
  function setThink(i: number, text: string) {
    const s = seats.value[i];
    if (s.kind === 'bot') seats.value[i] = botSeat(s.name, s.level, text.trim() === '' ? undefined : Number(text));
  }

  function setup(): NewGameSetup {
    const cards =
      cardMode.value === 'set'
        ? { kind: 'set' as const, id: setId.value }
        : cardMode.value === 'random'
          ? { kind: 'random' as const }
          : { kind: 'custom' as const, cards: { ...custom } };
    return {
      seats: seats.value.map((s) =>
        s.kind === 'bot'
          ? botSeat(s.name.trim(), s.level, s.thinkMs)
          : { kind: 'human', name: s.name.trim(), ...(s.profile ? { profile: s.profile } : {}) },
      ),
      // A season draws its own tracks; a random track is for a single race.
      track: randomTrack.value && !seasonSetup.value ? randomTrack.value : trackId.value,
      laps: laps.value,
      cards,
      variants: { ...variants },
      ...(seedValue.value !== undefined ? { seed: seedValue.value } : {}),
      drivers: drivers.value,
      expansionCards: expansionCards.value,
      season: seasonSetup.value,
      seatOneStarts: seatOneStarts.value,
      fuelMixture: fuelMixture.value,
    };
  }

  async function start() {
    if (setupProblem.value) return;
    const s = setup();
    try {
      localStorage.setItem(SETUP_KEY, JSON.stringify(s));
    } catch {
      /* ignore */
    }
    await game.newGame(s);
  }

  return {
    seats,
    randomTrack,
    trackId,
    seatOneStarts,
    laps,
    fuelMixture,
    variants,
    cardMode,
    setId,
    custom,
    drivers,
    expansionCards,
    seasonRaces,
    seasonOrder,
    setDrivers,
    setSeason,
    seasonTrack,
    setSeasonTrack,
    seasonSetup,
    tracks,
    track,
    seedText,
    nameProblem,
    thinkProblem,
    setupProblem,
    addSeat,
    removeSeat,
    setKind,
    setLevel,
    setThink,
    setup,
    start,
  };
}

export type StartSetup = ReturnType<typeof createStartSetup>;
const START_SETUP: InjectionKey<StartSetup> = Symbol('start-setup');

/** Creates the setup for the start screen and hands it to its columns. */
export function provideStartSetup(): StartSetup {
  const s = createStartSetup();
  provide(START_SETUP, s);
  return s;
}

/** The start screen's setup, inside one of its columns. */
export function useStartSetup(): StartSetup {
  const s = inject(START_SETUP);
  if (!s) throw new Error('useStartSetup outside the start screen');
  return s;
}
