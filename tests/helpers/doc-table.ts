import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

/**
 * The rows of the first table under `heading` in docs/ai.md whose first column is `firstColumn`,
 * cells trimmed and bold marks removed.
 */
export function aiDocTableRows(heading: string, firstColumn = 'level'): string[][] {
  const doc = readFileSync(new URL('../../docs/ai.md', import.meta.url), 'utf8');
  const start = doc.indexOf(heading);
  expect(start, `docs/ai.md has the section "${heading}"`).toBeGreaterThan(-1);
  const lines = doc.slice(start).split('\n');
  const first = lines.findIndex((l) => l.startsWith(`| ${firstColumn} `));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .split('|')
        .slice(1, -1)
        .map((c) => c.trim().replace(/\*\*/g, '')),
    );
  }
  return rows;
}
