/**
 * The levels over 3-race seasons (docs/ai.md "Wave 3 session 10"): docs/ai.md's table states the
 * season record (docs/ai/automobiles-seasons.jsonl, one arena chunk's --json a line), and the
 * steps it shows hold.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { aiDocTableRows } from '../../helpers/doc-table';

interface Chunk {
  seeds: [number, number];
  season: number;
  lineup: [string, string];
  games: number;
  bots: { bot: string; wins: number }[];
}

const STEPS: Record<string, [upper: string, lower: string]> = {
  'Easy over Beginner': ['easy#', 'beginner'],
  'Medium over Easy': ['medium#', 'easy#'],
  'Hard over Medium': ['hard#', 'medium#'],
  'Expert over Hard': ['expert#', 'hard#'],
};

function seasonRecord(): Map<string, { seasons: number; wins: number }> {
  const text = readFileSync(new URL('../../../docs/ai/automobiles-seasons.jsonl', import.meta.url), 'utf8');
  const totals = new Map<string, { seasons: number; wins: number }>();
  for (const line of text.split('\n').filter(Boolean)) {
    const chunk = JSON.parse(line) as Chunk;
    expect(chunk.season, 'every chunk is of 3-race seasons').toBe(3);
    const key = chunk.lineup.join(',');
    const t = totals.get(key) ?? { seasons: 0, wins: 0 };
    t.seasons += chunk.games;
    t.wins += chunk.bots.find((b) => b.bot === chunk.lineup[0])!.wins;
    totals.set(key, t);
  }
  return totals;
}

describe('the Automobiles levels over 3-race seasons', () => {
  const record = seasonRecord();
  const rows = aiDocTableRows('### The levels over 3-race seasons: the season record', 'step');

  it('docs/ai.md states each step’s seasons and wins as the season record holds them', () => {
    expect(rows.map((r) => r[0])).toEqual(Object.keys(STEPS));
    for (const [step, seasons, wins] of rows) {
      const t = record.get(STEPS[step].join(','));
      expect(t, `${step} is in the season record`).toBeDefined();
      expect(Number(seasons.split(' ')[0]), step).toBe(t!.seasons);
      expect(Number(wins.split(' ')[0]), step).toBe(t!.wins);
    }
  });

  it('every level wins ≥ 60 % of ≥ 100 seasons against the level below', () => {
    for (const step of Object.keys(STEPS)) {
      const t = record.get(STEPS[step].join(','))!;
      expect(t.seasons, step).toBeGreaterThanOrEqual(100);
      expect(t.wins / t.seasons, step).toBeGreaterThanOrEqual(0.6);
    }
  });
});
