// `npm test`: the fast unit suite, then the slow one (vitest projects, see vitest.config.ts),
// then e2e tests (playwright) if tests/e2e has any specs, then the toy game's shell e2e. Each stage stops the run when it fails.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import process from 'node:process';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(args) {
  const r = spawnSync(npx, args, { stdio: 'inherit' });
  if (r.error) console.error(r.error.message);
  return r.status ?? 1;
}

function hasSpecs(dir) {
  if (!existsSync(dir)) return false;
  return readdirSync(dir, { recursive: true }).some((f) => /\.(spec|test)\.[cm]?[jt]s$/.test(String(f)));
}

// The fast suite is three vitest projects: `fast` (one module graph per worker), `fast-isolated`
// and `fast-toy` (the toy game's test build, tests/toy-game).
const suites = { fast: ['fast', 'fast-isolated', 'fast-toy'], slow: ['slow'] };
for (const [suite, projects] of Object.entries(suites)) {
  console.log(`== unit tests: ${suite} suite`);
  const unit = run(['vitest', 'run', ...projects.flatMap((p) => ['--project', p])]);
  if (unit !== 0) process.exit(unit);
}

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (hasSpecs('tests/e2e') && !existsSync(chromium) && !process.env.CI) {
  console.log(`Skipping the end-to-end tests: no Chromium at ${chromium} (install it: apt-get install -y chromium).`);
} else if (hasSpecs('tests/e2e')) {
  const e2e = run(['playwright', 'test']);
  if (e2e !== 0) process.exit(e2e);
  // The toy game opened in the renderer shell (issue #26's proof), in its own web build.
  console.log('== e2e: the toy game in the renderer shell');
  process.exit(run(['playwright', 'test', '--config', 'tests/toy-game/playwright.toy.config.ts']));
} else {
  console.log('No e2e specs in tests/e2e; skipping playwright.');
}
