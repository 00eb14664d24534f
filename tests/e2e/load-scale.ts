import { cpus, loadavg } from 'node:os';

/**
 * How much slower than an idle machine this one runs now: the load average per core (at
 * least 1, at most 8). On a loaded CI machine (load about 20 on 2 cores) fixed limits cut
 * tests short ("Target page, context or browser has been closed"): every limit of the e2e
 * suite is scaled by this factor, and tests wait on states, never on fixed times.
 */
export function loadScale(load = loadavg()[0], cores = cpus().length): number {
  return Math.min(8, Math.max(1, load / Math.max(1, cores)));
}

/** A time limit for work that takes `ms` on an idle machine, scaled to the machine's load now. */
export function scaled(ms: number, scale = loadScale()): number {
  return Math.round(ms * scale);
}
