#!/usr/bin/env node
/**
 * Re-points relative imports after files or folders moved (e.g. src-shared/engine ->
 * src-shared/games/automobiles). Idempotent: run it again after merging branches that still
 * import the old paths; it prints every change and changes nothing the second time.
 *
 *   node scripts/rewrite-moved-imports.mjs [scripts/moved-paths.json] [--dry-run]
 *
 * The mapping file: { "moves": { "<old path>": "<new path>" }, "entryPoints": ["<game folder>"] }
 * (paths relative to the repository root).
 * 1. Files still found under an old path (added by a branch merged later) are `git mv`ed.
 * 2. Every relative specifier in .ts/.vue/.mjs/.js files under the source roots (import,
 *    export from, import(), import('x').T, vi.mock/importActual) that no longer resolves is
 *    resolved as it was before the move (from the file's old place, to the target's new place).
 * 3. An import from outside an entry-point folder into its internals is re-pointed at the
 *    folder's index.ts when every name it imports is exported there.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const SOURCE_ROOTS = ['src-main', 'src-renderer', 'src-shared', 'src-cli', 'tests', 'scripts'];
const SOURCE_EXT = /\.(ts|tsx|mts|cts|vue|mjs|js)$/;
const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '.d.ts', '.vue', '.mjs', '.js', '.json', '/index.ts', '/index.js'];
const MOCK_CALLS = new Set(['mock', 'doMock', 'unmock', 'importActual', 'importMock']);

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const mappingFile = path.resolve(ROOT, args.find((a) => !a.startsWith('--')) ?? 'scripts/moved-paths.json');
const mapping = JSON.parse(readFileSync(mappingFile, 'utf8'));
const moves = Object.entries(mapping.moves ?? {}).map(([from, to]) => ({
  from: path.resolve(ROOT, from),
  to: path.resolve(ROOT, to),
}));
// The most specific move wins (a file moved out of a folder that moved elsewhere).
const forward = [...moves].sort((a, b) => b.from.length - a.from.length);
const backward = [...moves].sort((a, b) => b.to.length - a.to.length);
const entryFolders = (mapping.entryPoints ?? []).map((p) => path.resolve(ROOT, p));
const rel = (p) => path.relative(ROOT, p);

const within = (p, folder) => p === folder || p.startsWith(folder + path.sep);
/** A moved file matches its specifier without the extension too ('../rng' for rng.ts). */
const sameFile = (p, file) => p === file || p === file.replace(/\.(ts|tsx|vue|mjs|js)$/, '');
function mapForward(p) {
  for (const m of forward) {
    if (sameFile(p, m.from)) return m.to;
    if (within(p, m.from)) return m.to + p.slice(m.from.length);
  }
  return p;
}
function mapBackward(p) {
  for (const m of backward) {
    if (sameFile(p, m.to)) return m.from;
    if (within(p, m.to)) return m.from + p.slice(m.to.length);
  }
  return p;
}

function isFile(p) {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}

/** The file a specifier's absolute path stands for, or null. */
function resolveFile(abs) {
  for (const suffix of RESOLVE_SUFFIXES) if (isFile(abs + suffix)) return abs + suffix;
  if (abs.endsWith('.js') && isFile(abs.slice(0, -3) + '.ts')) return abs.slice(0, -3) + '.ts';
  return null;
}

function walk(dir, out) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) walk(p, out);
    else if (SOURCE_EXT.test(name) && !name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

// 1. Files left under an old path (a branch merged after the move added them).
for (const m of moves) {
  if (!existsSync(m.from)) continue;
  const leftovers = statSync(m.from).isDirectory() ? walk(m.from, []) : [m.from];
  for (const file of leftovers) {
    const dest = mapForward(file);
    if (existsSync(dest)) {
      console.log(`CONFLICT ${rel(file)}: ${rel(dest)} exists already; merge them by hand`);
      continue;
    }
    console.log(`move     ${rel(file)} -> ${rel(dest)}`);
    if (dryRun) continue;
    mkdirSync(path.dirname(dest), { recursive: true });
    try {
      execFileSync('git', ['mv', file, dest], { cwd: ROOT, stdio: 'pipe' });
    } catch {
      execFileSync('mv', [file, dest]);
    }
  }
}

/**
 * Names exported by each entry point, each with the file that declares it (the TypeScript
 * checker follows `export ... from` and `export *`), so an import is re-pointed only when the
 * entry point exports the very same thing (two internal modules may share a name).
 */
const entryExports = new Map();
const program = (() => {
  const entries = entryFolders.map((f) => resolveFile(path.join(f, 'index'))).filter(Boolean);
  const internal = entryFolders.flatMap((f) => walk(f, [])).filter((f) => /\.tsx?$/.test(f));
  return ts.createProgram([...entries, ...internal], {
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    noEmit: true,
    skipLibCheck: true,
  });
})();
const checker = program.getTypeChecker();
/** name -> declaring file, for the exports of one module file. */
function exportOrigins(file) {
  const sf = program.getSourceFile(file);
  const symbol = sf && checker.getSymbolAtLocation(sf);
  const origins = new Map();
  if (!symbol) return origins;
  for (const exported of checker.getExportsOfModule(symbol)) {
    const real = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const decl = real.declarations?.[0];
    origins.set(exported.name, decl ? path.resolve(decl.getSourceFile().fileName) : null);
  }
  return origins;
}
for (const folder of entryFolders) {
  const entry = resolveFile(path.join(folder, 'index'));
  if (entry) entryExports.set(folder, { file: entry, origins: exportOrigins(entry) });
}

/** The entry folder that holds `file`, if any. */
const entryFolderOf = (file) => entryFolders.find((f) => within(file, f));

/** Specifier text for `target` as seen from `fromFile`, in the style of the old specifier. */
function specifierFor(fromFile, target, oldSpec, asFolder) {
  let p = path
    .relative(path.dirname(fromFile), asFolder ? path.dirname(target) : target)
    .split(path.sep)
    .join('/');
  if (!asFolder) {
    const oldExt = path.posix.extname(oldSpec);
    if (oldExt === '.js' && target.endsWith('.ts')) p = p.slice(0, -3) + '.js';
    else if (!['.vue', '.json', '.mjs', '.js', '.ts'].includes(oldExt)) p = p.replace(/\.(ts|tsx)$/, '');
  }
  if (p === '') p = '.';
  return p.startsWith('.') ? p : './' + p;
}

/** The specifiers of one script's text, with the names each import takes (null: not a named import). */
function specifiersOf(text, fileName) {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const found = [];
  const add = (lit, names) => {
    if (lit && ts.isStringLiteralLike(lit))
      found.push({ start: lit.getStart(sf) + 1, end: lit.getEnd() - 1, spec: lit.text, names });
  };
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      let names = null;
      if (clause && !clause.name && clause.namedBindings && ts.isNamedImports(clause.namedBindings))
        names = clause.namedBindings.elements.map((e) => (e.propertyName ?? e.name).text);
      add(node.moduleSpecifier, names);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier) {
      const names =
        node.exportClause && ts.isNamedExports(node.exportClause)
          ? node.exportClause.elements.map((e) => (e.propertyName ?? e.name).text)
          : null;
      add(node.moduleSpecifier, names);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      const q = node.qualifier;
      add(node.argument.literal, q && ts.isIdentifier(q) ? [q.text] : null);
    } else if (ts.isCallExpression(node) && node.arguments.length > 0) {
      const callee = node.expression;
      const isImport = callee.kind === ts.SyntaxKind.ImportKeyword;
      const isMock = ts.isPropertyAccessExpression(callee) && MOCK_CALLS.has(callee.name.text);
      if (isImport || isMock) add(node.arguments[0], null);
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

/** The new specifier for one import, or null to keep it. */
function rewrite(file, item) {
  const { spec, names } = item;
  if (!spec.startsWith('./') && !spec.startsWith('../') && spec !== '.' && spec !== '..') return null;
  const here = path.dirname(file);
  const before = path.dirname(mapBackward(file));
  let target = resolveFile(path.resolve(here, spec));
  for (const base of [here, before]) {
    if (target) break;
    const abs = path.resolve(base, spec);
    // moved as written, or moved again out of a folder that itself moved
    target = resolveFile(mapForward(abs)) ?? resolveFile(mapForward(mapBackward(abs)));
  }
  if (!target) {
    console.log(`UNRESOLVED ${rel(file)}: '${spec}'`);
    return null;
  }
  const namesIndex = /\/index(\.[jt]s)?$/.test(spec);
  let asFolder = /\/index\.(ts|js)$/.test(target) && !namesIndex;
  // Re-point at the entry point an import from outside a game folder into its internals.
  const folder = entryFolderOf(target);
  if (folder && !within(file, folder) && names && names.length > 0) {
    const entry = entryExports.get(folder);
    const own = entry && target !== entry.file ? exportOrigins(target) : null;
    const same = (n) => own.has(n) && entry.origins.has(n) && own.get(n) === entry.origins.get(n);
    if (own && names.every(same)) {
      target = entry.file;
      asFolder = true;
    }
  }
  const next = specifierFor(file, target, spec, asFolder);
  return next === spec ? null : next;
}

/** Script blocks of a file: the whole text, or each <script> of a .vue file. */
function scriptRanges(file, text) {
  if (!file.endsWith('.vue')) return [{ start: 0, text }];
  const ranges = [];
  const re = /<script\b[^>]*>([\s\S]*?)<\/script>/g;
  for (let m; (m = re.exec(text));) ranges.push({ start: m.index + m[0].indexOf('>') + 1, text: m[1] });
  return ranges;
}

/**
 * Merges named imports of one module into one declaration (re-pointing at an entry point
 * often leaves two or three). Returns the new text of one script block.
 */
function mergeImports(text, fileName) {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const bySpec = new Map();
  for (const node of sf.statements) {
    if (!ts.isImportDeclaration(node) || !ts.isStringLiteral(node.moduleSpecifier)) continue;
    const clause = node.importClause;
    if (!clause || clause.name || !clause.namedBindings || !ts.isNamedImports(clause.namedBindings)) continue;
    const list = bySpec.get(node.moduleSpecifier.text) ?? [];
    list.push(node);
    bySpec.set(node.moduleSpecifier.text, list);
  }
  const edits = [];
  for (const [spec, decls] of bySpec) {
    if (decls.length < 2) continue;
    const elements = [];
    for (const d of decls) {
      const allTypes = d.importClause.isTypeOnly;
      for (const e of d.importClause.namedBindings.elements) {
        const body = e.propertyName ? `${e.propertyName.text} as ${e.name.text}` : e.name.text;
        const el = (allTypes || e.isTypeOnly ? 'type ' : '') + body;
        if (!elements.includes(el)) elements.push(el);
      }
    }
    const onlyTypes = elements.every((e) => e.startsWith('type '));
    const list = onlyTypes ? elements.map((e) => e.slice(5)) : elements;
    const quote = text[decls[0].moduleSpecifier.getStart(sf)];
    const merged = `import ${onlyTypes ? 'type ' : ''}{ ${list.join(', ')} } from ${quote}${spec}${quote};`;
    edits.push({ start: decls[0].getStart(sf), end: decls[0].getEnd(), text: merged });
    for (const d of decls.slice(1)) {
      let end = d.getEnd();
      while (text[end] === ' ' || text[end] === '\t') end++;
      if (text[end] === '\n') end++;
      edits.push({ start: d.getStart(sf), end, text: '' });
    }
    console.log(`merge    ${rel(fileName)}: ${decls.length} imports of '${spec}'`);
  }
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

let changedFiles = 0;
let changedSpecs = 0;
const touched = [];
const files = SOURCE_ROOTS.flatMap((r) => walk(path.join(ROOT, r), []));
for (const f of readdirSync(ROOT)) if (SOURCE_EXT.test(f) && isFile(path.join(ROOT, f))) files.push(path.join(ROOT, f));
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const edits = [];
  for (const range of scriptRanges(file, text)) {
    for (const item of specifiersOf(range.text, file)) {
      const next = rewrite(file, item);
      if (next !== null)
        edits.push({ start: range.start + item.start, end: range.start + item.end, from: item.spec, to: next });
    }
  }
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.to + out.slice(e.end);
  for (const range of scriptRanges(file, out).reverse()) {
    const merged = mergeImports(range.text, file);
    if (merged !== range.text) out = out.slice(0, range.start) + merged + out.slice(range.start + range.text.length);
  }
  if (out === text) continue;
  changedFiles++;
  touched.push(file);
  changedSpecs += edits.length;
  for (const e of edits.reverse()) console.log(`rewrite  ${rel(file)}: '${e.from}' -> '${e.to}'`);
  if (!dryRun) writeFileSync(file, out);
}
console.log(`${dryRun ? '[dry run] ' : ''}${changedSpecs} specifiers re-pointed, ${changedFiles} files changed.`);
// Merged imports may be longer than a line: let Prettier lay them out as the project does.
if (!dryRun && touched.length > 0 && !args.includes('--no-format')) {
  execFileSync('npx', ['prettier', '--write', '--log-level', 'warn', ...touched], { cwd: ROOT, stdio: 'inherit' });
}
