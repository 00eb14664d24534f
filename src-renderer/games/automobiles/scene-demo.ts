/**
 * Automobiles' board scene gallery for development, e2e tests and benchmarks (web build: scene-demo.html, src-renderer/scene-demo.ts starts it).
 *   ?track=<id>   which track (default: the first)
 *   ?speed=<n>    animation speed multiplier (default 1)
 * Test hooks: window.__lastSpaceClick, window.__animDone, window.__demo (runBusy, spacePoint, …),
 * document.body.dataset.sceneReady = '1' once the board is drawn.
 */
import { createApp, defineComponent, h, markRaw, ref, shallowRef } from 'vue';
import { type GameEvent, findTrack, listTracks } from '../../../src-shared/games/automobiles';
import BoardCanvas from './components/BoardCanvas.vue';
import type { BoardScene } from './scene/board-scene';
import type { BoardSnapshot } from './scene/board-types';
import { busyBatch, demoStart } from './scene/demo-fixtures';

declare global {
  interface Window {
    __lastSpaceClick: number | null;
    __animDone: boolean;
    __animCount: number;
    __demo: {
      runBusy(): Promise<void>;
      finishFlash(): Promise<void>;
      badges(): Promise<void>;
      spacePoint(space: number): { x: number; y: number } | null;
      highlights(): number[];
      scene(): BoardScene | null;
    };
  }
}

const params = new URLSearchParams(location.search);
const tracks = listTracks();
const track = markRaw(findTrack(params.get('track') ?? '') ?? tracks[0]);
const start = demoStart(track);
// Rendering knobs for experiments: ?renderer=webgl|canvas|auto, ?aa=1 (MSAA), ?dpr=2.
const flag = (k: string) => (params.has(k) ? params.get(k) !== '0' : undefined);
const sceneOptions = {
  antialias: flag('aa'),
  resolution: params.has('dpr') ? Number(params.get('dpr')) : undefined,
  renderer: (params.get('renderer') ?? undefined) as 'auto' | 'webgl' | 'canvas' | undefined,
};

window.__lastSpaceClick = null;
window.__animDone = false;
window.__animCount = 0;

const Demo = defineComponent({
  setup() {
    const snapshot = shallowRef<BoardSnapshot>(start.snapshot);
    const highlights = ref<number[]>(start.highlights);
    const events = shallowRef<GameEvent[]>([]);
    const batchId = ref(0);
    const speed = ref(Number(params.get('speed') ?? 1));
    const status = ref('');
    const canvas = ref<{ scene(): BoardScene | null; skip(): void } | null>(null);
    let round = 0;
    let resolveBatch: (() => void) | null = null;

    function runBatch(evs: GameEvent[], next: BoardSnapshot): Promise<void> {
      window.__animDone = false;
      status.value = `animating ${evs.length} events…`;
      return new Promise<void>((resolve) => {
        resolveBatch = resolve;
        events.value = evs;
        snapshot.value = next;
        batchId.value++;
      });
    }

    function runBusy(): Promise<void> {
      const { events: evs, snapshot: next } = busyBatch(track, snapshot.value, round++);
      highlights.value = [];
      return runBatch(evs, next);
    }

    function finishFlash(): Promise<void> {
      const order = [...snapshot.value.cars.map((c) => c.player)];
      return runBatch([{ type: 'raceFinished', finishOrder: order }], snapshot.value);
    }

    /** Lap flashes, badges and wear on the cars where they are (nothing moves). */
    function badges(): Promise<void> {
      const cars = snapshot.value.cars;
      const of = snapshot.value.totalLaps ?? 3;
      const evs: GameEvent[] = [
        { type: 'lapCompleted', player: cars[0].player, lap: 1, of },
        { type: 'lapCompleted', player: cars[1 % cars.length].player, lap: 1, of },
        { type: 'drafting', player: cars[2 % cars.length].player, behind: cars[0].player, reason: 'drafting' },
        { type: 'pitStop', player: cars[3 % cars.length].player, wearRemoved: 2 },
        { type: 'drafting', player: cars[4 % cars.length].player, behind: null, reason: 'aerodynamics' },
        { type: 'wearGained', player: cars[1 % cars.length].player, count: 3, missing: 0, reason: 'decline' },
        { type: 'finalRound', player: cars[0].player },
      ];
      const laps = [...snapshot.value.laps];
      laps[cars[0].player] = 1;
      laps[cars[1 % cars.length].player] = 1;
      return runBatch(evs, { ...snapshot.value, laps });
    }

    function reset(): void {
      round = 0;
      snapshot.value = start.snapshot;
      highlights.value = start.highlights;
      status.value = 'reset';
    }

    window.__demo = {
      runBusy,
      finishFlash,
      badges,
      spacePoint: (space) => canvas.value?.scene()?.spaceScreenPoint(space) ?? null,
      highlights: () => [...highlights.value],
      scene: () => canvas.value?.scene() ?? null,
    };

    const button = (label: string, testid: string, onClick: () => void) =>
      h('button', { 'data-testid': testid, onClick, style: btn }, label);

    return () =>
      h('div', { style: 'position:relative;width:100%;height:100%' }, [
        h(BoardCanvas, {
          ref: canvas,
          track,
          snapshot: snapshot.value,
          highlights: highlights.value,
          events: events.value,
          batchId: batchId.value,
          speed: speed.value,
          options: sceneOptions,
          onReady: () => {
            document.body.dataset.sceneReady = '1';
          },
          'onSpace-click': (space: number) => {
            window.__lastSpaceClick = space;
            status.value = `clicked space ${space}`;
          },
          'onAnimation-done': (id: number) => {
            window.__animDone = true;
            window.__animCount++;
            status.value = `batch ${id} done`;
            resolveBatch?.();
            resolveBatch = null;
          },
        }),
        h('div', { style: bar }, [
          h(
            'select',
            {
              'data-testid': 'track-select',
              style: btn,
              value: track.id,
              onChange: (e: Event) => {
                location.search = `?track=${(e.target as HTMLSelectElement).value}`;
              },
            },
            tracks.map((t) => h('option', { value: t.id }, t.name)),
          ),
          h(
            'select',
            {
              'data-testid': 'speed-select',
              style: btn,
              value: String(speed.value),
              onChange: (e: Event) => {
                speed.value = Number((e.target as HTMLSelectElement).value);
              },
            },
            ['0', '0.25', '0.5', '1', '2', '4'].map((v) =>
              h('option', { value: v }, v === '0' ? 'no animation' : `speed ×${v}`),
            ),
          ),
          button('Busy animation', 'run-busy', () => void runBusy()),
          button('Skip', 'skip', () => canvas.value?.skip()),
          button('Laps & badges', 'badges', () => void badges()),
          button('Finish flash', 'finish-flash', () => void finishFlash()),
          button('Reset', 'reset', reset),
          h('span', { 'data-testid': 'status', style: 'font-size:12px;min-width:140px' }, status.value),
        ]),
      ]);
  },
});

const bar =
  'position:absolute;top:8px;right:8px;display:flex;gap:6px;align-items:center;padding:6px 8px;' +
  'background:rgba(17,21,26,.78);border-radius:8px;color:#e8e6e3';
const btn =
  'font:12px system-ui,sans-serif;padding:3px 8px;border-radius:5px;border:1px solid #555;background:#2a3038;color:#eee;cursor:pointer';

/** Starts the gallery in #demo (src-renderer/scene-demo.ts calls it). */
export function startDemo(): void {
  createApp(Demo).mount('#demo');
}
