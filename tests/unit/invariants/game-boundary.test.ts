/**
 * The lint boundary: outside a game's folder, src-main, src-renderer and src-shared import a
 * game only through its index.ts (eslint.config.js); tests may look inside.
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

  it('allows the entry point, and the internals from tests and from inside the game', async () => {
    const entry = "import { automobiles } from '../games/automobiles';\nexport { automobiles };\n";
    expect(await boundaryErrors('src-shared/session/probe.ts', entry)).toEqual([]);
    const index = "import { racepack } from '../games/racepack/index';\nexport { racepack };\n";
    expect(await boundaryErrors('src-shared/session/probe.ts', index)).toEqual([]);
    const inside = "import { getCard } from '../cards/catalog';\nexport { getCard };\n";
    expect(await boundaryErrors('src-shared/games/automobiles/game/probe.ts', inside)).toEqual([]);
    const test =
      "import { getCard } from '../../../src-shared/games/automobiles/cards/catalog';\nexport { getCard };\n";
    expect(await boundaryErrors('tests/unit/games/probe.test.ts', test)).toEqual([]);
  });
});
