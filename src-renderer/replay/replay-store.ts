import { defineStore } from 'pinia';
import { computed, markRaw, ref, shallowRef } from 'vue';
import { unwrap } from '../client/game-client';
import { useGameStore } from '../stores/game';
import { MESSAGES } from '../i18n/messages';
import { slotLabelText } from '../i18n/save-wording';
import type { ReplayHistory } from '../games/kit';
import type { ReplayRecord } from '../../src-shared/ipc/replay-messages';

/**
 * The replay viewer's state, for any game: which race (a save slot, or the race in the session
 * now), its history rebuilt by its kit (RendererKit.openReplay; the kit's replay screen reads
 * the rest of it), the moment shown, and auto-play. The history is plain data (markRaw):
 * engine states never become reactive.
 */
export const useReplayStore = defineStore('replay', () => {
  const game = useGameStore();
  const isOpen = ref(false);
  const loading = ref(false);
  const error = ref<string | null>(null);
  const label = ref('');
  /** The race rebuilt by its kit (its replay screen narrows it to its own type). */
  const history = shallowRef<ReplayHistory | null>(null);
  /** The game of the record shown (its kit's replay screen shows it; unknown while loading). */
  const recordGame = ref<string | undefined>(undefined);
  const moment = ref(0);
  /** Bumped on every move shown; the board animates a single step forward, jumps otherwise. */
  const batchId = ref(0);
  /** The events of a single step forward (the board animates them; a history without them jumps). */
  const events = shallowRef<readonly { type: string }[]>([]);
  const playing = ref(false);
  let timer: ReturnType<typeof setInterval> | null = null;

  const length = computed(() => history.value?.length ?? 0);

  /** Opens the replay of a save slot (`id`), of a record in hand (a shared race), or of the race in the session now. */
  async function open(source: { id?: string; record?: ReplayRecord } = {}) {
    stop();
    isOpen.value = true;
    loading.value = true;
    error.value = null;
    history.value = null;
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
      const kit = game.kitFor(record.game);
      if (!kit?.openReplay) throw new Error('this game has no replay');
      const h = markRaw(await kit.openReplay(record));
      recordGame.value = record.game;
      history.value = h;
      // A replay is watched from the start (the grid), with Play ready: the end is one key away.
      moment.value = 0;
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
    history.value = null;
  }

  /** Shows moment n; a single step forward brings its events for the board to animate. */
  function go(n: number) {
    const t = history.value;
    if (!t) return;
    const to = Math.max(0, Math.min(t.length, Math.round(n)));
    if (to === moment.value) return;
    events.value = to === moment.value + 1 ? (t.eventsTo?.(to) ?? []) : [];
    moment.value = to;
    batchId.value++;
    if (to >= t.length) stop();
  }
  const step = (d: 1 | -1) => go(moment.value + d);
  const turn = (d: 1 | -1) => {
    if (history.value) go(history.value.turnStep(moment.value, d));
  };

  function play(intervalMs = 650) {
    if (!history.value) return;
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
    history,
    recordGame,
    moment,
    length,
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
