/**
 * The lint boundaries (eslint.config.js): outside a game's folder, src-main, src-renderer and
 * src-shared import a game only through its entry points (index.ts: its rules; kit.ts: its
 * kit); tests may look inside. And the generic rooms (session, saves, IPC, play loop, sim, the
 * bot runner's generic files, src-main, src-cli) name no game at all: only games/{registry,kit,game}.ts.
 */
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the game boundary', () => {
  it.each([
    [
      'src-shared/session/probe.ts',
      "import { getCard } from '../games/automobiles/cards/catalog';\nexport { getCard };\n",
    ],
    ['src-main/probe.ts', "import { x } from '../src-shared/games/racepack/rules';\nexport { x };\n"],
    ['src-renderer/probe.ts', "import { y } from '../src-shared/games/automobiles/game/state';\nexport { y };\n"],
  ])('forbids reaching into a game from %s', async (file, code) => {
    const errors = await boundaryErrors(file, code);
    expect(errors.join('\n')).toMatch(/entry point/);
  });

  it("refuses a game's entry point in the renderer shell (its stores)", async () => {
    const index = "import { racepack } from '../../src-shared/games/racepack/index';\nexport { racepack };\n";
    expect((await boundaryErrors('src-renderer/stores/probe.ts', index)).join('\n')).toMatch(/names no game/);
  });

  it('allows the entry points, and the internals from tests and from inside the game', async () => {
    // A game's bots (its kit's folder) use its entry point; the generic bot rooms may not (below).
    const entry = "import { automobiles } from '../index';\nexport { automobiles };\n";
    expect(await boundaryErrors('src-shared/games/automobiles/bots/probe.ts', entry)).toEqual([]);
    // A game's own renderer folder may use its shared entry points (the shell may not: below).
    const index = "import { racepack } from '../../../src-shared/games/racepack/index';\nexport { racepack };\n";
    expect(await boundaryErrors('src-renderer/games/racepack/probe.ts', index)).toEqual([]);
    const kit = "import { racepackKit } from '../../../src-shared/games/racepack/kit';\nexport { racepackKit };\n";
    expect(await boundaryErrors('src-renderer/games/racepack/probe.ts', kit)).toEqual([]);
    const inside = "import { getCard } from '../cards/catalog';\nexport { getCard };\n";
    expect(await boundaryErrors('src-shared/games/automobiles/game/probe.ts', inside)).toEqual([]);
    const test =
      "import { getCard } from '../../../src-shared/games/automobiles/cards/catalog';\nexport { getCard };\n";
    expect(await boundaryErrors('tests/unit/games/probe.test.ts', test)).toEqual([]);
  });

  const ROOMS = [
    'src-shared/session/probe.ts',
    'src-shared/save/probe.ts',
    'src-shared/ipc/probe.ts',
    'src-shared/play/probe.ts',
    'src-shared/sim/probe.ts',
    'src-shared/bots/probe.ts',
    'src-shared/bots/generic/probe.ts',
  ];
  it.each(ROOMS)('%s names no game, not even through its entry points', async (file) => {
    for (const spec of ['../games/automobiles', '../games/racepack/index', '../games/racepack/kit']) {
      const code = `import { x } from '${spec}';\nexport { x };\n`;
      expect((await boundaryErrors(file, code)).join('\n'), spec).toMatch(/names no game/);
    }
    for (const spec of ['../games/registry', '../games/kit', '../games/game']) {
      const code = `import { x } from '${spec}';\nexport { x };\n`;
      expect(await boundaryErrors(file, code), spec).toEqual([]);
    }
  });

  it('src-main names no game either', async () => {
    const game = "import { racepack } from '../src-shared/games/racepack';\nexport { racepack };\n";
    expect((await boundaryErrors('src-main/probe.ts', game)).join('\n')).toMatch(/names no game/);
    const registry = "import { KITS } from '../src-shared/games/registry';\nexport { KITS };\n";
    expect(await boundaryErrors('src-main/probe.ts', registry)).toEqual([]);
  });

  it("the command line names no game (a game's CLI plugin is its kit's), and a kit's plugin is pure", async () => {
    for (const spec of ['../src-shared/games/racepack', '../src-shared/games/automobiles/kit']) {
      const code = `import { x } from '${spec}';\nexport { x };\n`;
      expect((await boundaryErrors('src-cli/probe.ts', code)).join('\n'), spec).toMatch(/names no game/);
    }
    const registry = "import { kitOf } from '../src-shared/games/registry';\nexport { kitOf };\n";
    expect(await boundaryErrors('src-cli/probe.ts', registry)).toEqual([]);
    const node = "import { readFileSync } from 'node:fs';\nexport { readFileSync };\n";
    expect((await boundaryErrors('src-shared/games/racepack/cli-probe.ts', node)).join('\n')).toMatch(/pure/);
  });
});
