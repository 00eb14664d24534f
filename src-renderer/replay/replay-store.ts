import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef } from 'vue';
import { unwrap } from '../client/game-client';
import { useGameStore } from '../stores/game';
import { MESSAGES } from '../i18n/messages';
import { slotLabelText } from '../i18n/save-wording';
import { ReplayTimeline } from './replay-timeline';
import type { GameView } from '../../src-shared/games/automobiles/kit';
import type { GameEvent } from '../../src-shared/games/automobiles';
import { RacepackHistory } from '../games/racepack/racepack-history';
import type { ReplayRecord } from '../../src-shared/ipc/replay-messages';

/**
 * The replay viewer's state: which race (a save slot, or the race in the session now), the
 * rebuilt timeline, the moment shown, and auto-play. The timeline is plain data (markRaw):
 * engine states never become reactive.
 */
export const useReplayStore = defineStore('replay', () => {
  const game = useGameStore();
  const isOpen = ref(false);
  const loading = ref(false);
  const error = ref<string | null>(null);
  const label = ref('');
  const timeline = shallowRef<ReplayTimeline | null>(null);
  /** A Racepack race's history (its own viewer, RacepackReplay.vue), instead of `timeline`. */
  const racepack = shallowRef<RacepackHistory | null>(null);
  /** The game of the record shown (its kit's replay screen shows it; unknown while loading). */
  const recordGame = ref<string | undefined>(undefined);
  const moment = ref(0);
  /** Bumped on every move shown; the board animates a single step forward, jumps otherwise. */
  const batchId = ref(0);
  /** The Automobiles board animates a step forward; the Racepack replay jumps. */
  const events = shallowRef<GameEvent[]>([]);
  const playing = ref(false);
  let timer: ReturnType<typeof setInterval> | null = null;

  const length = computed(() => timeline.value?.length ?? racepack.value?.length ?? 0);
  const view = computed<GameView | null>(() => timeline.value?.viewAt(moment.value) ?? null);
  /** The move that led to the moment shown (null before the first). */
  const lastMove = computed(() => (moment.value > 0 ? (timeline.value?.moves[moment.value - 1] ?? null) : null));

  /** Opens the replay of a save slot (`id`), of a record in hand (a shared race), or of the race in the session now. */
  async function open(source: { id?: string; record?: ReplayRecord } = {}) {
    stop();
    isOpen.value = true;
    loading.value = true;
    error.value = null;
    timeline.value = null;
    racepack.value = null;
    recordGame.value = undefined;
    moment.value = 0;
    try {
      const client = game.getClient();
      if (!client) throw new Error('the game session is not connected');
      const record =
        source.record ??
        (await unwrap<'replayRecord'>(client.replayRecord(source.id === undefined ? {} : { id: source.id })));
      // Let the "rebuilding" line paint before the replay pass takes the thread.
      await new Promise((r) => setTimeout(r, 0));
      label.value = record.label !== undefined ? slotLabelText(record.label) : MESSAGES.replay.thisRace;
      recordGame.value = record.game;
      if (record.game === 'racepack') {
        const h = markRaw(new RacepackHistory(record));
        racepack.value = h;
        moment.value = h.length;
      } else {
        const t = markRaw(new ReplayTimeline(record));
        timeline.value = t;
        moment.value = t.length;
      }
      batchId.value++;
    } catch (e) {
      error.value = MESSAGES.replay.failed((e as Error).message);
    } finally {
      loading.value = false;
    }
  }

  function close() {
    stop();
    isOpen.value = false;
    timeline.value = null;
    racepack.value = null;
  }

  /** Shows moment n; a single step forward brings its events for the board to animate. */
  function go(n: number) {
    const t = timeline.value ?? racepack.value;
    if (!t) return;
    const to = Math.max(0, Math.min(t.length, Math.round(n)));
    if (to === moment.value) return;
    events.value = timeline.value && to === moment.value + 1 ? timeline.value.moves[to - 1].events : [];
    moment.value = to;
    batchId.value++;
    if (to >= t.length) stop();
  }
  const step = (d: 1 | -1) => go(moment.value + d);
  const turn = (d: 1 | -1) => {
    if (timeline.value) go(timeline.value.turnStep(moment.value, d));
    else if (racepack.value) go(racepack.value.turnStep(moment.value, d));
  };

  function play(intervalMs = 650) {
    if (!timeline.value && !racepack.value) return;
    if (moment.value >= length.value) go(0);
    stop();
    playing.value = true;
    timer = setInterval(() => step(1), intervalMs);
  }
  function stop() {
    playing.value = false;
    if (timer) clearInterval(timer);
    timer = null;
  }
  const togglePlay = () => (playing.value ? stop() : play());

  return {
    isOpen,
    loading,
    error,
    label,
    timeline,
    racepack,
    recordGame,
    moment,
    length,
    view,
    lastMove,
    batchId,
    events,
    playing,
    open,
    close,
    go,
    step,
    turn,
    play,
    stop,
    togglePlay,
  };
});
