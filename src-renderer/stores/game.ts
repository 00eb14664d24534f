import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { GoodSlot, MenuCommand } from '../../src-shared/ipc/contract';
import { GAME_IDS, type GameCatalog } from '../../src-shared/games/registry';
import {
  viewUpdate,
  type ActRefusal,
  type ActRequest,
  type ActResult,
  type AnySessionUpdate,
  type SessionAction,
  type SessionSetup,
} from '../../src-shared/session/types';
import { plainCopy } from '../../src-shared/ipc/plain-data';
import { createClient } from '../client/create-client';
import { unwrap, type GameClient } from '../client/game-client';
import type { RendererKit, ShellSeat, ShellView } from '../games/kit';
import { useSettingsStore } from './settings';
import { createBatchPacer } from './batch-pacer';
import { startBotWatchdog } from './bot-watchdog';
import { actRefusalText } from '../i18n/log-wording';
import { SAVE_MESSAGES } from '../i18n/save-wording';
import { navigation } from '../navigation';

/** The kit of a game id (the renderer registry's `rendererKitOf`, given to `init` by the app; a unit test hands its own). */
export type KitLookup = (game: string | undefined) => RendererKit;

/** An act or undo as a kit's screens get it back: done, or refused in the catalogue's words. */
export type PortResult = { ok: true } | { ok: false; error: string };

/** What a game's own store may ask of the session (this store stays the client's only caller). */
export interface SessionPort {
  act(request: { seat: number; version: number; action: { readonly type: string } }): Promise<PortResult>;
  undo(): Promise<PortResult>;
}

/** The seats of a view: its kit's reading, else the view's own `seats`. */
export function seatsOfView(kit: RendererKit | null, v: ShellView): readonly ShellSeat[] {
  return kit?.seatsOf?.(v) ?? (v as { seats?: readonly ShellSeat[] }).seats ?? [];
}

export type Screen = 'start' | 'game';

/**
 * The game store: the only caller of the client. It keeps the displayed view (through the
 * batch pacer, batch-pacer.ts), hot-seat hand-off and the UI's selection state.
 */
export const useGameStore = defineStore('game', () => {
  const settings = useSettingsStore();
  let client: GameClient | null = null;

  const clientKind = ref<'electron' | 'browser' | null>(null);
  const ready = ref(false);
  /** The navigation's place, as the older screens read it ('game': a game's play screen). */
  const screen = computed<Screen>({
    get: () => (navigation.current.value.screen === 'play' ? 'game' : 'start'),
    set: (s) => (s === 'game' ? navigation.toPlay() : navigation.toStart()),
  });
  /** The catalogs (tracks, card sets...) of the games whose kit asks for them at start, by game id. */
  const catalogs = shallowRef<Partial<Record<string, GameCatalog>>>({});
  /** The kits, by game id (set by `init`). */
  let kitOf: KitLookup | null = null;
  const error = ref<string | null>(null);
  const busy = ref(false);
  /** Hot-seat: the human who confirmed the hand-off screen last. */
  const confirmedHuman = ref(-1);
  /** Selection state: the legal option under the pointer (its space is emphasised on the board). */
  const hoverOption = ref<number | null>(null);
  /** The prompt dialog folded away to look at the board. */
  const promptFolded = ref(false);
  const helpOpen = ref(false);
  /** The autosave to continue when the session has no game in memory (after a restart or reload). */
  const autosave = shallowRef<GoodSlot | null>(null);
  /** Set by the game screen when a real animated board is mounted (otherwise a timer paces batches). */
  const boardAnimates = ref(false);
  /** The batches a skip jumped over (their events never animated): the tutorial still reads them. */
  const skippedBatches = shallowRef<readonly AnySessionUpdate[]>([]);
  /** When the last update arrived (the bot watchdog asks the session after a silence). */
  let lastHeard = Date.now();
  let stopWatchdog: (() => void) | null = null;

  const pacer = createBatchPacer({
    speed: () => settings.effectiveSpeed(),
    boardAnimates: () => boardAnimates.value,
    onShow: () => {
      promptFolded.value = false;
      hoverOption.value = null;
    },
    onSkipped: (batches) => {
      skippedBatches.value = batches;
    },
  });
  const { queue, animating } = pacer;
  /** The batch on screen, of any game (a game's own store narrows it to its views). */
  const shown = pacer.current;
  const show = pacer.show;

  /** The view on screen, of any game, as the shell reads it (ShellView). */
  const view = computed<ShellView | null>(() => (shown.value?.view as ShellView | undefined) ?? null);
  /** The renderer kit of the game on screen (null before `init` or with no game shown). */
  const kit = computed<RendererKit | null>(() => (view.value && kitOf ? kitOf(view.value.game) : null));
  /** Its seats, names and kinds (its kit's reading). */
  const seats = computed<readonly ShellSeat[]>(() => (view.value ? seatsOfView(kit.value, view.value) : []));
  /** Who decides now: a human, a bot, or nobody (over). */
  const deciderKind = computed(() => (view.value ? (seats.value[view.value.decider]?.kind ?? null) : null));
  /** How many humans sit at the table (more than one: hot seat). */
  const humans = computed(() => seats.value.filter((x) => x.kind === 'human').length);
  const settled = computed(() => queue.value.length === 0);
  const needsHandoff = computed(() => {
    const v = view.value;
    return (
      !!v &&
      settled.value &&
      !v.over &&
      humans.value > 1 &&
      deciderKind.value === 'human' &&
      v.decider !== confirmedHuman.value
    );
  });
  /**
   * The human may act: the newest view is shown and its animation has ended (controls never
   * run ahead of the board), it is a human's decision, no hand-off pending.
   */
  const canAct = computed(() => {
    const v = view.value;
    return (
      !!v &&
      settled.value &&
      !animating.value &&
      !busy.value &&
      !needsHandoff.value &&
      deciderKind.value === 'human' &&
      v.legal.length > 0
    );
  });
  /** A human decides once the running animation ends (a click on the board or Space skips it). */
  const waitsForBoard = computed(() => {
    const v = view.value;
    return !!v && animating.value && settled.value && deciderKind.value === 'human' && !v.over && v.legal.length > 0;
  });
  const showResults = computed(() => !!view.value?.over && settled.value && !animating.value);

  /**
   * Connects to the session. `kits`: the renderer registry's lookup (App.vue passes it). A game
   * still open in the session (the window was reloaded) reopens at once on its play screen when
   * its kit says so (`resumesOnReload`; else Continue offers it); the kits that ask for their
   * catalog at start get it fetched.
   */
  async function init(kits: KitLookup | null = null) {
    if (client) return;
    kitOf = kits;
    client = createClient();
    clientKind.value = client.kind;
    client.onUpdate(receive);
    client.onMenu?.((command) => menuListener?.(command));
    stopWatchdog ??= startBotWatchdog({
      client: () => client,
      view: () => view.value,
      lastHeard: () => lastHeard,
      heard: () => (lastHeard = Date.now()),
      fresh: (fresh) => {
        if (shown.value && fresh.id === shown.value.view.id && fresh.version > shown.value.batchId && settled.value)
          show(viewUpdate('restore', fresh));
      },
    });
    const wanted = GAME_IDS.filter((id) => kitOf?.(id).catalogAtStart);
    const [cs, v] = await Promise.all([
      Promise.all(wanted.map((game) => unwrap<'gameCatalog'>(client!.gameCatalog({ game })))),
      unwrap<'getView'>(client.getView()),
    ]);
    catalogs.value = Object.fromEntries(cs.map((c) => [c.game, c]));
    await refreshAutosave();
    if (v && (!shown.value || shown.value.view.id !== v.id)) show(viewUpdate('restore', v));
    if (v && !v.over && kitOf?.((v as ShellView).game).resumesOnReload) navigation.toPlay();
    ready.value = true;
  }

  function receive(u: AnySessionUpdate) {
    lastHeard = Date.now();
    // Every update is queued once, in the one pacer, whatever its game.
    pacer.receive(u);
  }

  /** A refused act or undo in the catalogue's words, with the players' names of the game shown. */
  function refusalText(r: ActRefusal): string {
    return actRefusalText(
      r,
      seats.value.map((x) => x.name),
    );
  }

  /** A refusal or a lost connection, as a game's own store gets it back. */
  async function portCall(fn: (c: GameClient) => Promise<ActResult>): Promise<PortResult> {
    if (!client) return { ok: false as const, error: SAVE_MESSAGES.notConnected };
    try {
      const r = await fn(client);
      return r.ok ? { ok: true as const } : { ok: false as const, error: refusalText(r.refusal) };
    } catch (e) {
      return { ok: false as const, error: (e as Error).message };
    }
  }

  /** What a game's own store (its screens' act and undo) may ask of the session. */
  const sessionPort: SessionPort = {
    act: (request) => portCall((c) => unwrap<'act'>(c.act(request as ActRequest))),
    undo: () => portCall((c) => unwrap<'undo'>(c.undo())),
  };

  /** Shows a game of the session (new, loaded or continued) on its play screen. */
  function openGame(v: AnySessionUpdate['view'], reason: 'new' | 'restore' = 'restore') {
    confirmedHuman.value = -1;
    if (!shown.value || shown.value.view.id !== v.id || shown.value.batchId < v.version) show(viewUpdate(reason, v));
    navigation.toPlay();
  }

  function animationDone(batchId: number) {
    pacer.animationDone(batchId);
  }

  /** Space (or a click on the board): jump to the newest view without animating the rest. */
  function skipAnimations() {
    pacer.skip();
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
  async function act(action: { readonly type: string }) {
    const v = view.value;
    if (!client || !canAct.value || !v) return;
    error.value = null;
    const request = { seat: v.decider, version: v.version, action: action as SessionAction };
    const r = await run(() => unwrap<'act'>(client!.act(request)));
    if (r && !r.ok) error.value = refusalText(r.refusal);
  }

  /** The n-th legal option (keyboard 1–9 and every option button). */
  async function choose(n: number) {
    const opt = view.value?.legal[n];
    if (opt) await act(opt.action);
  }

  /** The first legal option of an action type (a game's own buttons: "pass", "buy"...). */
  async function actType(type: string) {
    const opt = view.value?.legal.find((o) => o.action.type === type);
    if (opt) await act(opt.action);
  }

  async function undo() {
    if (!client || !view.value?.canUndo || !settled.value) return;
    error.value = null;
    const r = await run(() => unwrap<'undo'>(client!.undo()));
    if (r && !r.ok) error.value = refusalText(r.refusal);
  }

  async function newGame(setup: SessionSetup) {
    if (!client) return;
    error.value = null;
    const v = await run(() => unwrap<'newGame'>(client!.newGame(setup)));
    if (!v) return false;
    openGame(v, 'new');
    return true;
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

  /** Continue: the game in memory while the host still plays it (not deleted), or else the autosave. */
  async function continueLast() {
    if (!client) return;
    if (view.value && !view.value.over) {
      const live = await unwrap<'getView'>(client.getView()).catch(() => null);
      if (live && live.id === view.value.id) return continueGame();
    }
    error.value = null;
    const v = await run(() => unwrap<'continueLast'>(client!.continueLast()));
    if (v) openGame(v);
  }

  /**
   * Races the finished game again (a fresh seed; its seats, track, season as before): the setup
   * comes with the session's view of it, so a game continued after a reload races again too.
   */
  async function raceAgain(): Promise<boolean> {
    const again = view.value?.over ? view.value.again : undefined;
    if (again) return !!(await newGame(plainCopy(again)));
    screen.value = 'start';
    return false;
  }

  function continueGame() {
    if (view.value) {
      confirmedHuman.value = -1;
      navigation.toPlay();
    }
  }

  /** Who carries out the desktop menu's commands (App.vue: it owns the screens and dialogs). */
  let menuListener: ((command: MenuCommand) => void) | null = null;
  function onMenuCommand(listener: ((command: MenuCommand) => void) | null) {
    menuListener = listener;
  }

  function toMenu() {
    skipAnimations();
    navigation.toStart();
    void refreshAutosave();
  }

  function confirmHandoff() {
    if (view.value) confirmedHuman.value = view.value.decider;
  }

  /** The renderer kit of a game id (the stores that cannot import the registry ask here); null before init. */
  function kitFor(game: string | undefined): RendererKit | null {
    return kitOf?.(game) ?? null;
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
    catalogs,
    shown,
    skippedBatches,
    queue,
    animating,
    error,
    busy,
    confirmedHuman,
    hoverOption,
    promptFolded,
    helpOpen,
    onMenuCommand,
    autosave,
    boardAnimates,
    view,
    kit,
    seats,
    deciderKind,
    humans,
    settled,
    needsHandoff,
    canAct,
    waitsForBoard,
    showResults,
    init,
    receive,
    animationDone,
    skipAnimations,
    act,
    choose,
    actType,
    undo,
    newGame,
    raceAgain,
    continueGame,
    continueLast,
    toMenu,
    confirmHandoff,
    clearError,
    getClient,
    kitFor,
    sessionPort,
    openGame,
  };
});
