/**
 * No import cycles in any src-* folder (the rules, the session, the main process, the CLI, the
 * renderer with its .vue files): a cycle makes module load order matter (a value read before
 * its module ran is undefined) and ties the parts together so none can be read alone.
 * Type-only imports are erased at build time and do not count.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Every source folder of the app: src-shared, src-main, src-renderer, src-cli (and any new src-*). */
const SOURCE_DIRS = readdirSync(ROOT)
  .filter((name) => name.startsWith('src-') && statSync(path.join(ROOT, name)).isDirectory())
  .map((name) => path.join(ROOT, name));

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) sourceFiles(p, out);
    else if ((name.endsWith('.ts') && !name.endsWith('.d.ts')) || name.endsWith('.vue')) out.push(p);
  }
  return out;
}

/** The TypeScript of a file: a .vue file's <script> blocks, a .ts file whole. */
function scriptOf(file: string): string {
  const text = readFileSync(file, 'utf8');
  if (!file.endsWith('.vue')) return text;
  return [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');
}

function resolve(from: string, spec: string): string | null {
  const abs = path.resolve(path.dirname(from), spec);
  for (const candidate of [abs, abs + '.ts', path.join(abs, 'index.ts'), abs.replace(/\.js$/, '.ts')]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not this one
    }
  }
  return null;
}

/** The files a module needs at run time (value imports and re-exports, not `import type`). */
function runtimeImports(file: string): string[] {
  const sf = ts.createSourceFile(file, scriptOf(file), ts.ScriptTarget.ES2022, false);
  const out: string[] = [];
  for (const st of sf.statements) {
    let spec: ts.Expression | undefined;
    if (ts.isImportDeclaration(st)) {
      const c = st.importClause;
      const typeOnly =
        c?.isTypeOnly ||
        (c &&
          !c.name &&
          c.namedBindings &&
          ts.isNamedImports(c.namedBindings) &&
          c.namedBindings.elements.length > 0 &&
          c.namedBindings.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) spec = st.moduleSpecifier;
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && !st.isTypeOnly) {
      const onlyTypes =
        st.exportClause &&
        ts.isNamedExports(st.exportClause) &&
        st.exportClause.elements.length > 0 &&
        st.exportClause.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) spec = st.moduleSpecifier;
    }
    if (spec && ts.isStringLiteral(spec) && spec.text.startsWith('.')) {
      const target = resolve(file, spec.text);
      if (target) out.push(target);
    }
  }
  return out;
}

/** Every cycle found by a depth-first walk over a graph (file -> files it imports). */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (f: string) => {
    state.set(f, 'open');
    stack.push(f);
    for (const g of graph.get(f) ?? []) {
      if (state.get(g) === 'open') cycles.push(stack.slice(stack.indexOf(g)).concat(g));
      else if (!state.has(g)) visit(g);
    }
    stack.pop();
    state.set(f, 'done');
  };
  for (const f of graph.keys()) if (!state.has(f)) visit(f);
  return cycles;
}

/** Cycles known and accepted (none: the one navigation broke the stores' cycle, #26). */
const KNOWN_CYCLES: string[] = [];

describe('import graph of every src-* folder', () => {
  it('covers every source folder, .vue files included', () => {
    const names = SOURCE_DIRS.map((d) => path.basename(d));
    expect(names).toEqual(expect.arrayContaining(['src-shared', 'src-main', 'src-renderer', 'src-cli']));
    const files = SOURCE_DIRS.flatMap((d) => sourceFiles(d));
    expect(files.filter((f) => f.endsWith('.vue')).length).toBeGreaterThan(20);
    // A .vue file's own imports are read (App.vue imports components and stores).
    const app = files.find((f) => f.endsWith(path.join('src-renderer', 'App.vue')))!;
    expect(runtimeImports(app).length).toBeGreaterThan(0);
  });

  it('every relative import names a file that exists (vue-tsc takes any .vue path on trust)', () => {
    const files = SOURCE_DIRS.flatMap((d) => sourceFiles(d));
    const missing: string[] = [];
    for (const file of files) {
      const sf = ts.createSourceFile(file, scriptOf(file), ts.ScriptTarget.ES2022, false);
      for (const st of sf.statements) {
        const spec =
          (ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier
            ? st.moduleSpecifier
            : undefined;
        if (
          spec &&
          ts.isStringLiteral(spec) &&
          spec.text.startsWith('.') &&
          !/\.(css|svg|png|html)(\?.*)?$/.test(spec.text) &&
          !spec.text.includes('?')
        )
          if (!resolve(file, spec.text)) missing.push(`${path.relative(ROOT, file)}: ${spec.text}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('has no cycle (type-only imports aside)', () => {
    const files = SOURCE_DIRS.flatMap((d) => sourceFiles(d));
    expect(files.length).toBeGreaterThan(50);
    const graph = new Map(files.map((f) => [f, runtimeImports(f)]));
    const cycles = cyclesOf(graph).map((c) =>
      c.map((f) => path.relative(ROOT, f).split(path.sep).join('/')).join(' -> '),
    );
    expect(cycles.filter((c) => !KNOWN_CYCLES.includes(c))).toEqual([]);
  });

  it("the renderer's one registry loads no .vue file and no store (its kits load their screens lazily, #26)", () => {
    const files = SOURCE_DIRS.flatMap((d) => sourceFiles(d));
    const graph = new Map(files.map((f) => [f, runtimeImports(f)]));
    const loaded = (entry: string) => {
      const seen = new Set<string>();
      const walk = (f: string) => {
        if (seen.has(f)) return;
        seen.add(f);
        for (const g of graph.get(f) ?? []) walk(g);
      };
      walk(path.join(ROOT, entry));
      return [...seen].map((f) => path.relative(ROOT, f).split(path.sep).join('/'));
    };
    const heavy = (f: string) => f.endsWith('.vue') || f.startsWith('src-renderer/stores/');
    // The log wording, the records' names and the rules index read the games' words through it.
    for (const entry of [
      'src-renderer/games/registry.ts',
      'src-renderer/i18n/log-wording.ts',
      'src-renderer/home/record-words.ts',
      'src-renderer/rules/rules-index.ts',
    ]) {
      const reached = loaded(entry);
      expect(reached).toEqual(
        expect.arrayContaining(['src-renderer/games/automobiles/words.ts', 'src-renderer/games/racepack/words.ts']),
      );
      expect(reached.filter(heavy)).toEqual([]);
    }
    // The same walk from the app reaches its screens and stores.
    expect(loaded('src-renderer/App.vue').filter(heavy).length).toBeGreaterThan(5);
  });

  it('the walk finds a cycle when there is one', () => {
    const fake = cyclesOf(new Map(Object.entries({ a: ['b'], b: ['c'], c: ['a'], d: ['a'] })));
    expect(fake).toEqual([['a', 'b', 'c', 'a']]);
  });
});
