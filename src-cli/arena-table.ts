/**
 * `npm run cli -- arena --table <record> [--bots A,B,...] [--markdown]`
 *
 * The round robin's table from its record alone (arena-record.ts), however many runs and
 * sessions filled it: each pair's games, the wins of the first with their 95 % Wilson interval,
 * and each bot's Bradley–Terry rating on the Elo scale (the first bot at 0). `--bots` chooses
 * and orders the bots (default: as they first appear in the record); `--markdown` prints the
 * tables as docs/ai.md holds them (a unit test checks the docs against the records).
 */
import { parseArgs } from 'node:util';
import { bradleyTerry } from './arena-ratings';
import { readRecord, recordBots, RecordError, tallyPairs, type RecordLine } from './arena-record';
import { wilson } from './arena-stats';

const USAGE = 'usage: npm run cli -- arena --table <record.jsonl> [--bots A,B[,...]] [--markdown]';

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** The record's conditions in words. */
function conditionsLine(l: RecordLine): string {
  const parts = [
    `${l.game}`,
    `${l.players}-player games`,
    l.pitLane ? 'pit lane' : null,
    l.track ? `track ${l.track}` : null,
    l.laps ? `${l.laps} laps` : null,
    l.thinkMs !== null ? `${l.thinkMs} ms a turn` : null,
  ];
  return parts.filter(Boolean).join(', ');
}

/** The table of the record's games between `bots` (default: all of them), plain or as markdown. */
export function formatRecordTable(
  lines: readonly RecordLine[],
  opts: { bots?: string[]; markdown?: boolean } = {},
): string {
  if (!lines.length) return 'the record holds no games';
  const bots = opts.bots ?? recordBots(lines);
  const pairs = tallyPairs(lines, bots);
  const played = bots.filter((b) => pairs.some((p) => p.a === b || p.b === b));
  const ratings = bradleyTerry(played, pairs).sort((x, y) => y.elo - x.elo);
  const games = pairs.reduce((n, p) => n + p.games, 0);
  const head = `Round robin: ${conditionsLine(lines[0])}, seats rotated; ${games} games, rating anchor ${played[0]} = 0`;
  const out: string[] = [];
  if (opts.markdown) {
    out.push(head, '', '| pair | games | wins of the first | 95 % CI |', '|---|---|---|---|');
    for (const p of pairs) {
      const [lo, hi] = wilson(p.winsA, p.games);
      out.push(`| ${p.a}–${p.b} | ${p.games} | ${p.winsA} (${pct(p.winsA / p.games)}) | ${pct(lo)}–${pct(hi)} |`);
    }
    out.push('', '| bot | Elo (Bradley–Terry) | games | wins |', '|---|---|---|---|');
    for (const r of ratings) out.push(`| ${r.bot} | ${r.elo.toFixed(0)} | ${r.games} | ${r.wins} |`);
    return out.join('\n');
  }
  out.push(head, 'pair                      games   wins of the first   95% CI');
  for (const p of pairs) {
    const [lo, hi] = wilson(p.winsA, p.games);
    out.push(
      `${`${p.a} vs ${p.b}`.padEnd(24)}  ${String(p.games).padStart(5)}   ${`${p.winsA} (${pct(p.winsA / p.games)})`.padEnd(17)}   ${pct(lo)}–${pct(hi)}`,
    );
  }
  out.push('bot         Elo (Bradley–Terry)   games   wins');
  for (const r of ratings)
    out.push(
      `${r.bot.padEnd(10)}  ${r.elo.toFixed(0).padStart(6)}                ${String(r.games).padStart(5)}  ${String(r.wins).padStart(5)}`,
    );
  return out.join('\n');
}

export function runTable(argv: string[]): number {
  try {
    const { values: v } = parseArgs({
      args: argv,
      options: { table: { type: 'string' }, bots: { type: 'string' }, markdown: { type: 'boolean' } },
      strict: true,
    });
    if (!v.table) throw new RecordError('--table needs a record file');
    const lines = readRecord(v.table);
    const bots = v.bots?.split(',').map((b) => b.trim().toLowerCase());
    const unknown = bots?.filter((b) => !lines.some((l) => l.seats.includes(b)));
    if (unknown?.length) throw new RecordError(`${v.table} has no games of ${unknown.join(', ')}`);
    console.log(formatRecordTable(lines, { bots, markdown: v.markdown }));
    return 0;
  } catch (e) {
    console.error(`arena: ${(e as Error).message}\n${USAGE}`);
    return 2;
  }
}
