import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { processPreloads } from '../../../src-main/workers/spawn-worker';

describe("a worker thread's preloads (spawnWorker)", () => {
  it("are the process's --import modules but tsx, paths made file URLs from its directory", () => {
    const cwd = path.resolve('/repo');
    const argv = [
      '--import',
      'tsx',
      '--import=./hooks/a.mjs',
      '--no-warnings',
      '--import',
      '/abs/b.mjs',
      '--import',
      'pkg/c',
    ];
    expect(processPreloads(argv, cwd)).toEqual([
      pathToFileURL(path.resolve(cwd, 'hooks/a.mjs')).href,
      pathToFileURL('/abs/b.mjs').href,
      'pkg/c',
    ]);
  });

  it('are none for a plain run', () => {
    expect(processPreloads(['--enable-source-maps'], '/repo')).toEqual([]);
    expect(processPreloads(['--import', 'tsx/esm'], '/repo')).toEqual([]);
  });
});
