/** Win-rate statistics for the arena. */

/** 95% Wilson score interval of `wins` successes in `n` trials. */
export function wilson(wins: number, n: number, z = 1.96): [number, number] {
  if (n === 0) return [0, 1];
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const centre = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}

export interface BotTally {
  bot: string;
  /** Seats this bot held over all games (a bot listed twice in the line-up holds two per game). */
  seats: number;
  wins: number;
  /** Sum of finish positions (1 = winner). */
  positionSum: number;
}

export interface BotRow extends BotTally {
  winRate: number;
  ci95: [number, number];
  avgPosition: number;
}

export function rows(tallies: BotTally[]): BotRow[] {
  return tallies.map((t) => ({
    ...t,
    winRate: t.seats ? t.wins / t.seats : 0,
    ci95: wilson(t.wins, t.seats),
    avgPosition: t.seats ? t.positionSum / t.seats : 0,
  }));
}

export function formatTable(list: BotRow[], games: number): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
  const lines = [`games: ${games}`, 'bot        seats   wins   win rate   95% CI            avg finish'];
  for (const r of list) {
    lines.push(
      `${r.bot.padEnd(10)} ${String(r.seats).padStart(5)} ${String(r.wins).padStart(6)}   ${pct(r.winRate).padStart(8)}   ` +
        `${`${pct(r.ci95[0])}–${pct(r.ci95[1])}`.padEnd(16)}  ${r.avgPosition.toFixed(2)}`,
    );
  }
  return lines.join('\n');
}
