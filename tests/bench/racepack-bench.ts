/**
 * Racepack engine throughput (`npm run bench` runs it after the Automobiles sections):
 * applyTrusted actions/s replaying recorded greedy races, legalActions/s and clone/s.
 * One core; numbers depend on the machine and on what else runs on it.
 */
import { availableParallelism, loadavg } from 'node:os';
import {
  createRacepackBot,
  racepack,
  RACEPACK_TRACKS,
  type RacepackAction,
  type RacepackOptions,
} from '../../src-shared/games/racepack';
import { playToEnd } from '../../src-shared/play/play-loop';

const quick = process.argv.includes('--quick');
const fmt = (x: number) => x.toLocaleString('en-US', { maximumFractionDigits: 0 });
const cpu = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

const races: { options: RacepackOptions; seed: number; actions: RacepackAction[] }[] = [];
for (let g = 0; g < (quick ? 4 : 12); g++) {
  const track = RACEPACK_TRACKS[g % RACEPACK_TRACKS.length];
  const players = track.tiles.length > 24 ? 8 : 2 + (g % 3);
  const options = racepack.normalizeOptions({ players, track: track.id });
  const bots = [...Array(players).keys()].map((seat) => createRacepackBot('greedy', seat));
  races.push({
    options,
    seed: g,
    actions: playToEnd(racepack, racepack.create(options, g), bots, { apply: 'trusted' }).actions,
  });
}
const starts = races.map((r) => racepack.create(r.options, r.seed));
const totalActions = races.reduce((n, r) => n + r.actions.length, 0);

/** The target for apply on one core (actions a second). */
const APPLY_TARGET = 1_000_000;

function measure(label: string, minMs: number, once: () => number, target?: number): void {
  let count = 0;
  // Warm up until the code is optimized (a fifth of the measuring time), then measure.
  const w0 = cpu();
  while (cpu() - w0 < minMs / 5) once();
  const t0 = cpu();
  while (cpu() - t0 < minMs) count += once();
  const rate = (count / (cpu() - t0)) * 1000;
  const verdict = target === undefined ? '' : `   target ≥ ${fmt(target)}   ${rate >= target ? 'ok' : 'UNDER TARGET'}`;
  console.log(`  ${label.padEnd(34)} ${fmt(rate)} /s${verdict}`);
}

console.log(
  `Racepack engine (${races.length} recorded greedy races, ${fmt(totalActions)} actions; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores)`,
);
measure(
  'apply (applyTrusted) actions',
  quick ? 500 : 2000,
  () => {
    for (let i = 0; i < races.length; i++) {
      const s = racepack.clone(starts[i]);
      for (const a of races[i].actions) racepack.applyTrusted(s, a);
    }
    return totalActions;
  },
  APPLY_TARGET,
);
measure('apply with check and events', quick ? 300 : 1000, () => {
  for (let i = 0; i < races.length; i++) {
    const s = racepack.clone(starts[i]);
    for (const a of races[i].actions) racepack.apply(s, a);
  }
  return totalActions;
});
measure('legalActions', quick ? 300 : 1000, () => {
  let n = 0;
  for (let i = 0; i < races.length; i++) {
    const s = racepack.clone(starts[i]);
    for (const a of races[i].actions) {
      racepack.legalActions(s);
      racepack.applyTrusted(s, a);
      n++;
    }
  }
  return n;
});
measure('clone', quick ? 200 : 500, () => {
  for (let k = 0; k < 1000; k++) racepack.clone(starts[k % starts.length]);
  return 1000;
});
