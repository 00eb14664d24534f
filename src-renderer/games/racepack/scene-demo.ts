/**
 * The Racepack board with 8 cars, for the UI bench (web build: scene-demo.html?game=racepack):
 * an 8-car race on the 48-tile track is played ahead by greedy bots; runBusy() then animates
 * a whole round's movements with all eight cars driving at once, at the board's normal pace
 * (the rounds are worked out before, so the bots' thinking is not in the frame times). Hooks: window.__rpDemo.runBusy(), document.body.dataset.sceneReady = '1'.
 */
import {
  GreedyDriver,
  racepack,
  trackFor,
  type RacepackAction,
  type RacepackState,
} from '../../../src-shared/games/racepack';
import { RacepackScene } from './scene/racepack-scene';

declare global {
  interface Window {
    __rpDemo: { runBusy(): Promise<void>; cars(): number };
  }
}

const options = racepack.normalizeOptions({ players: 8, track: 'long-circuit', laps: 2 });
const state = racepack.create(options, 11);
const bot = new GreedyDriver();

/** One round ahead: each car's movement paths, and the state after the round. */
function nextRound(s: RacepackState): { paths: Map<number, number[][]>; after: RacepackState } {
  const after = racepack.clone(s);
  const paths = new Map<number, number[][]>();
  const round = after.round;
  for (let guard = 0; guard < 400 && after.round === round && !racepack.isTerminal(after); guard++) {
    const legal = racepack.legalActions(after);
    const a: RacepackAction = bot.chooseAction(after, legal);
    for (const e of racepack.apply(after, a))
      if (e.type === 'moved') paths.set(e.car, [...(paths.get(e.car) ?? []), e.path]);
  }
  return { paths, after };
}

/** Starts the demo in #demo (src-renderer/scene-demo.ts calls it for ?game=racepack). */
export async function startDemo(): Promise<void> {
  const host = document.getElementById('demo')!;
  const asked = new URLSearchParams(location.search).get('renderer');
  const scene = await RacepackScene.create(host, asked === 'webgl' || asked === 'canvas' ? asked : 'auto');
  scene.setTrack(trackFor(options));
  scene.resize(host.clientWidth, host.clientHeight);
  // The first rounds start the cars from the grid one row at a time; play a few to spread them.
  let s = state;
  for (let k = 0; k < 3; k++) s = nextRound(s).after;
  scene.setState(s);
  scene.fit();
  // Enough rounds for several runs, worked out now.
  const rounds: ReturnType<typeof nextRound>[] = [];
  for (let k = 0, at = s; k < 8 && !racepack.isTerminal(at); k++) {
    rounds.push(nextRound(at));
    at = rounds[k].after;
  }
  let next = 0;
  window.__rpDemo = {
    async runBusy() {
      for (let r = 0; r < 2 && next < rounds.length; r++) {
        const { paths, after } = rounds[next++];
        // Every car drives its round's movements at the same time (110 ms a space, the board's pace).
        await Promise.all(
          [...paths].map(async ([car, list]) => {
            for (const path of list) await scene.animateMove(car, path, 110);
          }),
        );
        scene.setState(after);
      }
    },
    cars: () => state.cars.length,
  };
  document.body.dataset.sceneReady = '1';
}
