import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { Action, TrackDef } from '../../src-shared/games/automobiles';
import type { CardCatalog, GoodSlot, SessionUpdate } from '../../src-shared/ipc/contract';
import {
  isRacepackView,
  viewUpdate,
  type AnySessionUpdate,
  type RacepackUpdate,
  type SessionSetup,
} from '../../src-shared/session/types';
import type { RacepackView } from '../../src-shared/session/racepack-view-types';
import type { GameView } from '../../src-shared/session/view-types';
import { plainCopy } from '../../src-shared/ipc/plain-data';
import { createClient } from '../client/create-client';
import { unwrap, type GameClient } from '../client/game-client';
import { useSettingsStore } from './settings';

export type Screen = 'start' | 'game';

/** Silence (ms) while a bot is to move after which the store asks the session for the view. */
const WATCHDOG_SILENCE_MS = 6000;

/** Events that move something on the board (worth waiting for an animation). */
const BOARD_EVENTS = new Set(['cubePlaced', 'carMoved', 'momentum', 'lapCompleted']);

/**
 * The game store: the only caller of the client. It keeps the displayed view, the queue of
 * update batches still to animate, hot-seat hand-off and the UI's selection state.
 */
export const useGameStore = defineStore('game', () => {
  const settings = useSettingsStore();
  let client: GameClient | null = null;

  const clientKind = ref<'electron' | 'browser' | null>(null);
  const ready = ref(false);
  const screen = ref<Screen>('start');
  const tracks = shallowRef<TrackDef[]>([]);
  const catalog = shallowRef<CardCatalog | null>(null);
  /** The batch on screen now, of either game (its view is what the UI shows; its events are animating). */
  const shown = shallowRef<AnySessionUpdate | null>(null);
  /** The batch on screen of an Automobiles game (null while a Racepack game is shown). */
  const current = computed<SessionUpdate | null>(() =>
    shown.value && !isRacepackView(shown.value.view) ? (shown.value as SessionUpdate) : null,
  );
  /** The batch on screen of a Racepack game (the Racepack board reads this one). */
  const racepackCurrent = computed<RacepackUpdate | null>(() =>
    shown.value && isRacepackView(shown.value.view) ? (shown.value as RacepackUpdate) : null,
  );
  /** Batches received but not shown yet. */
  const queue = shallowRef<AnySessionUpdate[]>([]);
  const animating = ref(false);
  const error = ref<string | null>(null);
  const busy = ref(false);
  /** Hot-seat: the human who confirmed the hand-off screen last. */
  const confirmedHuman = ref(-1);
  /** Selection state: the legal option under the pointer (its space is emphasised on the board). */
  const hoverOption = ref<number | null>(null);
  /** The prompt dialog folded away to look at the board. */
  const promptFolded = ref(false);
  const helpOpen = ref(false);
  /** The setup of the last race started, as plain data (it is sent again by "Race again"). */
  const lastSetup = shallowRef<SessionSetup | null>(null);
  /** The autosave to continue when the session has no game in memory (after a restart or reload). */
  const autosave = shallowRef<GoodSlot | null>(null);
  /** Set by the game screen when a real animated board is mounted (otherwise a timer paces batches). */
  const boardAnimates = ref(false);
  let fallbackTimer: ReturnType<typeof setTimeout> | null = null;
  /** When the last update arrived (the bot watchdog asks the session after a silence). */
  let lastHeard = Date.now();
  let watchdog: ReturnType<typeof setInterval> | null = null;

  const view = computed<GameView | null>(() => current.value?.view ?? null);
  const racepackView = computed<RacepackView | null>(() => racepackCurrent.value?.view ?? null);
  const settled = computed(() => queue.value.length === 0);
  const track = computed(() => tracks.value.find((t) => t.id === view.value?.trackId) ?? null);
  const needsHandoff = computed(() => {
    const v = view.value;
    return (
      !!v && settled.value && !v.over && v.humans > 1 && v.deciderKind === 'human' && v.decider !== confirmedHuman.value
    );
  });
  /** The human may act: the newest view is shown, it is a human's decision, no hand-off pending. */
  const canAct = computed(() => {
    const v = view.value;
    return (
      !!v && settled.value && !busy.value && !needsHandoff.value && v.deciderKind === 'human' && v.legal.length > 0
    );
  });
  const showResults = computed(() => !!view.value?.over && settled.value && !animating.value);

  async function init() {
    if (client) return;
    client = createClient();
    clientKind.value = client.kind;
    client.onUpdate(receive);
    startWatchdog();
    const [t, c, v] = await Promise.all([
      unwrap<'listTracks'>(client.listTracks()),
      unwrap<'listCardSets'>(client.listCardSets()),
      unwrap<'getView'>(client.getView()),
    ]);
    tracks.value = t;
    catalog.value = c;
    await refreshAutosave();
    if (v && (!shown.value || shown.value.view.id !== v.id)) show(viewUpdate('restore', v));
    ready.value = true;
  }

  function show(u: AnySessionUpdate) {
    shown.value = u;
    promptFolded.value = false;
    hoverOption.value = null;
  }

  /**
   * While a bot is to move and nothing has arrived for a while, ask for the view: the session
   * restarts a bot loop that stopped (its getView is a watchdog), and a newer view is shown.
   */
  function startWatchdog() {
    if (watchdog) return;
    watchdog = setInterval(() => {
      const v = view.value;
      if (!client || !v || v.over || !v.thinking || Date.now() - lastHeard < WATCHDOG_SILENCE_MS) return;
      lastHeard = Date.now();
      client
        .getView()
        .then((r) => {
          const fresh = r.ok ? r.data : null;
          if (
            fresh &&
            shown.value &&
            fresh.id === shown.value.view.id &&
            fresh.version > shown.value.batchId &&
            settled.value
          ) {
            show(viewUpdate('restore', fresh));
          }
        })
        .catch(() => {});
    }, WATCHDOG_SILENCE_MS / 2);
  }

  function receive(u: AnySessionUpdate) {
    lastHeard = Date.now();
    const cur = shown.value;
    const sameGame = cur && cur.view.id === u.view.id;
    if (sameGame && u.batchId <= Math.max(cur.batchId, ...queue.value.map((q) => q.batchId))) return; // stale
    if (!sameGame || u.reason === 'new' || u.reason === 'restore' || u.reason === 'undo') {
      queue.value = [];
      stopAnimation();
      show({ ...u, events: [] } as AnySessionUpdate);
      return;
    }
    queue.value = [...queue.value, u];
    if (!animating.value) advance();
  }

  function stopAnimation() {
    animating.value = false;
    if (fallbackTimer) clearTimeout(fallbackTimer);
    fallbackTimer = null;
  }

  /** Shows the next queued batch and waits for its animation (or a timer without a real board). */
  function advance() {
    stopAnimation();
    const [next, ...rest] = queue.value;
    if (!next) return;
    queue.value = rest;
    show(next);
    const speed = settings.effectiveSpeed();
    const moves = (next.events as { type: string }[]).some((e) => BOARD_EVENTS.has(e.type));
    if (speed === 0) {
      fallbackTimer = setTimeout(advance, 0);
      animating.value = true;
      return;
    }
    animating.value = true;
    // A real board reports 'animation-done'; the timer is the pace without one, and a safety net with one.
    const ms = boardAnimates.value ? 10000 / speed : moves ? 450 / speed : next.reason === 'bot' ? 160 / speed : 0;
    fallbackTimer = setTimeout(advance, ms);
  }

  function animationDone(batchId: number) {
    if (shown.value?.batchId === batchId && animating.value) advance();
  }

  /** Space: jump to the newest view without animating the rest. */
  function skipAnimations() {
    const last = queue.value[queue.value.length - 1];
    stopAnimation();
    if (last) {
      queue.value = [];
      show({ ...last, events: [] } as AnySessionUpdate);
    } else if (shown.value && shown.value.events.length) {
      show({ ...shown.value, events: [] } as AnySessionUpdate);
    }
  }

  async function run<T>(fn: () => Promise<T>): Promise<T | undefined> {
    if (!client) return undefined;
    busy.value = true;
    try {
      return await fn();
    } catch (e) {
      error.value = (e as Error).message;
      return undefined;
    } finally {
      busy.value = false;
    }
  }

  /** Sends a human's action with the seat and the view version it was chosen on (a repeat is refused). */
  async function act(action: Action) {
    const v = view.value;
    if (!client || !canAct.value || !v) return;
    error.value = null;
    const r = await run(() => unwrap<'act'>(client!.act({ seat: v.decider, version: v.version, action })));
    if (r && !r.ok) error.value = r.error;
  }

  /** The n-th legal option (keyboard 1–9 and every option button). */
  async function choose(n: number) {
    const opt = view.value?.legal[n];
    if (opt) await act(opt.action);
  }

  async function actType(type: Action['type']) {
    const opt = view.value?.legal.find((o) => o.action.type === type);
    if (opt) await act(opt.action);
  }

  async function stepTo(space: number) {
    const opt = view.value?.legal.find((o) => o.action.type === 'step' && o.action.space === space);
    if (opt) await act(opt.action);
  }

  async function undo() {
    if (!client || !view.value?.canUndo || !settled.value) return;
    error.value = null;
    const r = await run(() => unwrap<'undo'>(client!.undo()));
    if (r && !r.ok) error.value = r.error;
  }

  async function newGame(setup: SessionSetup) {
    if (!client) return;
    error.value = null;
    const v = await run(() => unwrap<'newGame'>(client!.newGame(setup)));
    if (!v) return;
    lastSetup.value = plainCopy(setup);
    confirmedHuman.value = -1;
    if (!shown.value || shown.value.view.id !== v.id) show(viewUpdate('new', v));
    screen.value = 'game';
  }

  async function refreshAutosave() {
    if (!client) return;
    try {
      const slots = await unwrap<'listSaves'>(client.listSaves());
      const a = slots.find(
        (x): x is GoodSlot => (x.kind === 'game' || x.kind === 'autosave') && x.ok && !x.summary.over,
      );
      autosave.value = a ?? null;
    } catch {
      autosave.value = null; // a host without saves
    }
  }

  /** Continue: the game in memory, or else the autosave. */
  async function continueLast() {
    if (view.value && !view.value.over) return continueGame();
    if (!client) return;
    error.value = null;
    const v = await run(() => unwrap<'continueLast'>(client!.continueLast()));
    if (!v) return;
    confirmedHuman.value = -1;
    if (!shown.value || shown.value.view.id !== v.id || shown.value.batchId < v.version) show(viewUpdate('restore', v));
    screen.value = 'game';
  }

  async function raceAgain() {
    // A fresh seed; the rest of the setup (seats, track, season) as before.
    if (lastSetup.value) {
      const { seed: _seed, ...again } = plainCopy(lastSetup.value);
      await newGame(again);
    } else screen.value = 'start';
  }

  function continueGame() {
    if (view.value) {
      confirmedHuman.value = -1;
      screen.value = 'game';
    }
  }

  function toMenu() {
    skipAnimations();
    screen.value = 'start';
    void refreshAutosave();
  }

  function confirmHandoff() {
    if (view.value) confirmedHuman.value = view.value.decider;
  }

  /** The client, for the other stores (saves); null before init. */
  function getClient(): GameClient | null {
    return client;
  }

  function clearError() {
    error.value = null;
  }

  return {
    clientKind,
    ready,
    screen,
    tracks,
    catalog,
    current,
    racepackCurrent,
    racepackView,
    queue,
    animating,
    error,
    busy,
    confirmedHuman,
    hoverOption,
    promptFolded,
    helpOpen,
    lastSetup,
    autosave,
    boardAnimates,
    view,
    settled,
    track,
    needsHandoff,
    canAct,
    showResults,
    init,
    receive,
    animationDone,
    skipAnimations,
    act,
    choose,
    actType,
    stepTo,
    undo,
    newGame,
    raceAgain,
    continueGame,
    continueLast,
    toMenu,
    confirmHandoff,
    clearError,
    getClient,
  };
});
