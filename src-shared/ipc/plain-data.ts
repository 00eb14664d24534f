/**
 * Messages between processes and workers are copied with the structured-clone algorithm,
 * which refuses Vue's reactive proxies ("Failed to execute 'structuredClone'", "An object
 * could not be cloned") and silently strips class instances to bare objects. Every request
 * the renderer sends first becomes plain data here: a deep copy of plain objects, arrays and
 * primitives that reads through proxies, and a clear error for anything else.
 */
export class NotPlainDataError extends TypeError {
  constructor(path: string, what: string) {
    super(`not plain data at ${path || '(root)'}: ${what}`);
    this.name = 'NotPlainDataError';
  }
}

export function plainCopy<T>(value: T): T {
  return copy(value, '', new Set()) as T;
}

function copy(value: unknown, path: string, open: Set<object>): unknown {
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint')
    throw new NotPlainDataError(path, `a ${typeof value}`);
  if (value === null || typeof value !== 'object') return value;
  if (open.has(value)) throw new NotPlainDataError(path, 'a cycle');
  open.add(value);
  let out: unknown;
  if (Array.isArray(value)) {
    out = value.map((v, i) => copy(v, `${path}[${i}]`, open));
  } else {
    const proto = Object.getPrototypeOf(value) as object | null;
    if (proto !== Object.prototype && proto !== null)
      throw new NotPlainDataError(
        path,
        `an instance of ${(proto.constructor as { name?: string } | undefined)?.name ?? 'a class'}`,
      );
    const obj: Record<string, unknown> = {};
    for (const key of Object.keys(value))
      obj[key] = copy((value as Record<string, unknown>)[key], path ? `${path}.${key}` : key, open);
    out = obj;
  }
  open.delete(value);
  return out;
}
