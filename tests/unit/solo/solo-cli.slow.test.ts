/** `sim --solo` and `sim --fuel` through the real CLI (tsx), as `npm run cli` runs it. */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const ROOT = new URL('../../../', import.meta.url).pathname;
const cli = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src-cli/cli.ts', ...args], { cwd: ROOT, encoding: 'utf8' });

describe('cli: solo series and Fuel Mixture', { timeout: 180_000 }, () => {
  it('sim --solo --json: one series, five races scored, points summed, a rating', () => {
    const r = cli('sim', '--solo', '--seed', '3', '--json');
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    const g = JSON.parse(r.stdout.trim());
    expect(g.finished).toBe(true);
    expect(g.races.length).toBe(5);
    expect(g.points).toBe(g.races.reduce((n: number, x: { total: number }) => n + x.total, 0));
    expect(['Did Not Qualify', 'Rookie', 'Up and Comer', 'Top 10 Racer', 'Top 5 Racer', 'Series Champion']).toContain(
      g.rating,
    );
  });

  it('sim --solo refuses other seat counts (exit 2)', () => {
    const r = cli('sim', '--solo', '--seed', '3', '--players', '3');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/four bots/);
  });

  it('sim --fuel plays races with the cards', () => {
    const r = cli('sim', '--players', '2', '--seed', '5', '--laps', '1', '--fuel', '--json');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout.trim()).finished).toBe(true);
  });
});
