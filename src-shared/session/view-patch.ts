/**
 * Views sent once, then as changes. The session builds the whole view after every change;
 * what crosses to the renderer is the first view of a game whole (its static parts — track,
 * cards, seats — are never sent again) and then, per update, only the operations that turn
 * the previous view into the new one (the log grows by appended lines). The renderer's
 * client rebuilds the same view; a patch that does not start from the view it holds (a
 * message lost or out of order) makes it ask for the whole view again (a resync).
 */
import type { AnySessionUpdate, SessionView, UpdateReason } from './types';

type Key = string | number;
/** One change: set a value, delete a key, append to an array, cut an array to a length, or drop its first `s` items. */
export type PatchOp =
  | { p: Key[]; v: unknown }
  | { p: Key[]; d: 1 }
  | { p: Key[]; a: unknown[] }
  | { p: Key[]; n: number }
  | { p: Key[]; s: number };

/** An update as it crosses the process boundary: a whole view, or a patch of the previous one. */
export interface WireUpdate {
  reason: UpdateReason;
  batchId: number;
  actor: number;
  events: unknown[];
  /** The whole view (a new or restored game, or the first update a channel sends). */
  view?: SessionView;
  /** The changes from the view of version `base` of the same game `id`. */
  patch?: { id: string; base: number; ops: PatchOp[] };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;

/** Key-by-key changes rebuild `b` with its own key order (kept keys in order, new ones last)? */
function keyOrderKept(a: object, b: object): boolean {
  const kb = Object.keys(b);
  const after = [...Object.keys(a).filter((k) => k in b), ...kb.filter((k) => !(k in a))];
  return after.length === kb.length && after.every((k, i) => k === kb[i]);
}

const same = (x: unknown, y: unknown) => x === y || JSON.stringify(x) === JSON.stringify(y);

/** How many items `b` dropped from the front of `a` (a log window moving on), or 0. */
function shiftOf(a: unknown[], b: unknown[]): number {
  if (!a.length || !b.length || same(a[0], b[0])) return 0;
  for (let k = 1; k < a.length; k++) {
    const overlap = Math.min(a.length - k, b.length);
    if (same(a[k], b[0]) && same(a[k + overlap - 1], b[overlap - 1])) return k;
  }
  return 0;
}

/** The operations that turn `prev` into `next` (plain JSON data). */
export function diffView(prev: unknown, next: unknown): PatchOp[] {
  const ops: PatchOp[] = [];
  diff(prev, next, [], ops);
  return ops;
}

function diff(a: unknown, b: unknown, path: Key[], ops: PatchOp[]): void {
  if (a === b) return;
  if (Array.isArray(a) && Array.isArray(b)) {
    const shift = shiftOf(a, b);
    if (shift) ops.push({ p: path, s: shift });
    const from = shift ? a.slice(shift) : a;
    const common = Math.min(from.length, b.length);
    for (let i = 0; i < common; i++) diff(from[i], b[i], [...path, i], ops);
    if (b.length > from.length) ops.push({ p: path, a: b.slice(from.length) });
    else if (b.length < from.length) ops.push({ p: path, n: b.length });
    return;
  }
  // Objects whose keys change order (log lines of other keys, prompts of another kind) are
  // replaced whole: smaller than key-by-key changes, and the rebuilt view keeps the key order.
  if (isObject(a) && isObject(b) && !Array.isArray(a) && !Array.isArray(b) && keyOrderKept(a, b)) {
    for (const k of Object.keys(a)) if (!(k in b)) ops.push({ p: [...path, k], d: 1 });
    for (const k of Object.keys(b)) {
      if (k in a) diff(a[k], b[k], [...path, k], ops);
      else ops.push({ p: [...path, k], v: b[k] });
    }
    return;
  }
  ops.push({ p: path, v: b });
}

/**
 * `base` with the operations applied, as a new value: every container on a changed path is
 * copied (the renderer may still hold the older view), everything else is shared.
 */
export function applyPatch<T>(base: T, ops: readonly PatchOp[]): T {
  const copied = new Set<unknown>();
  const own = (x: unknown): Record<Key, unknown> => {
    if (copied.has(x)) return x as Record<Key, unknown>;
    const c = Array.isArray(x) ? [...x] : { ...(x as object) };
    copied.add(c);
    return c as Record<Key, unknown>;
  };
  let root: unknown = base;
  for (const op of ops) {
    if (op.p.length === 0 && 'v' in op) {
      root = op.v;
      continue;
    }
    root = own(root);
    let parent = root as Record<Key, unknown>;
    const last = op.p.length - ('a' in op || 'n' in op || 's' in op ? 0 : 1);
    for (let i = 0; i < last; i++) {
      const child = own(parent[op.p[i]]);
      parent[op.p[i]] = child;
      parent = child;
    }
    if ('a' in op) (parent as unknown as unknown[]).push(...op.a);
    else if ('n' in op) (parent as unknown as unknown[]).length = op.n;
    else if ('s' in op) (parent as unknown as unknown[]).splice(0, op.s);
    else if ('d' in op) delete parent[op.p[last]];
    else parent[op.p[last]] = op.v;
  }
  return root as T;
}

/** The sending side (one per channel): keeps the last view sent and encodes the next one. */
export class ViewEncoder {
  private last: SessionView | null = null;

  encode(u: AnySessionUpdate): WireUpdate {
    const prev = this.last;
    this.last = u.view;
    const head = { reason: u.reason, batchId: u.batchId, actor: u.actor, events: u.events as unknown[] };
    if (!prev || prev.id !== u.view.id || u.reason === 'new' || u.reason === 'restore')
      return { ...head, view: u.view };
    return { ...head, patch: { id: prev.id, base: prev.version, ops: diffView(prev, u.view) } };
  }
}

/** The receiving side (the renderer's client): rebuilds each view from the one it holds. */
export class ViewDecoder {
  private last: SessionView | null = null;

  /** A whole view received another way (a reply to getView or newGame) becomes the base when newer. */
  seen(view: SessionView | null): void {
    if (view && (!this.last || this.last.id !== view.id || view.version >= this.last.version)) this.last = view;
  }

  /** The full update, or 'resync' when the patch does not start from the view held. */
  decode(w: WireUpdate): AnySessionUpdate | 'resync' {
    let view: SessionView;
    if (w.view) view = w.view;
    else if (w.patch && this.last && this.last.id === w.patch.id && this.last.version === w.patch.base)
      view = applyPatch(this.last, w.patch.ops);
    else return 'resync';
    this.last = view;
    return { reason: w.reason, batchId: w.batchId, actor: w.actor, events: w.events, view } as AnySessionUpdate;
  }
}

/** Bytes of a message as JSON (what the benchmark counts per update). */
export const jsonBytes = (x: unknown): number => new TextEncoder().encode(JSON.stringify(x)).length;
