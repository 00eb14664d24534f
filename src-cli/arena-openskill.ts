/**
 * Ratings of the bots of many-player arena games (3 or more seats), with openskill (the
 * Weng–Lin Bayesian rating, Plackett–Luce model, as the issue asks for games of more than two):
 * every game is one match, each seat a team of one ranked by its finish. The two-player round
 * robin has its Bradley–Terry fit instead (arena-ratings.ts).
 *
 * A bot that fills several seats of one game (a line-up shorter than the seats) plays each of
 * them with its one rating, and its new rating is the mean of its seats' updates: its games
 * against itself cancel out, its places against the others count.
 */
import { ordinal, rate, rating, type Rating } from 'openskill';

/** One finished game: the bot in each seat, and the seats in finishing order. */
export interface RatedGame {
  seats: readonly string[];
  finishOrder: readonly number[];
}

export interface SkillRow {
  bot: string;
  /** Mean skill and its uncertainty (openskill's scale: a new bot starts at 25 ± 8.33). */
  mu: number;
  sigma: number;
  /** The conservative rating, mu − 3 sigma, by which the rows are sorted. */
  ordinal: number;
  games: number;
}

/** The bots' ratings after the games in the order given (the arena passes them in job order). */
export function openSkillRatings(games: readonly RatedGame[]): SkillRow[] {
  const ratings = new Map<string, Rating>();
  const played = new Map<string, number>();
  for (const g of games) {
    if (g.seats.length < 2 || new Set(g.finishOrder).size !== g.seats.length) continue;
    const current = (bot: string) => ratings.get(bot) ?? rating();
    // Teams of one, listed best first (openskill reads the list's order as the ranks).
    const teams = g.finishOrder.map((seat) => [current(g.seats[seat])]);
    const updated = rate(teams);
    const sums = new Map<string, { mu: number; sigma: number; n: number }>();
    g.finishOrder.forEach((seat, place) => {
      const bot = g.seats[seat];
      const s = sums.get(bot) ?? { mu: 0, sigma: 0, n: 0 };
      s.mu += updated[place][0].mu;
      s.sigma += updated[place][0].sigma;
      s.n++;
      sums.set(bot, s);
    });
    for (const [bot, s] of sums) {
      ratings.set(bot, rating({ mu: s.mu / s.n, sigma: s.sigma / s.n }));
      played.set(bot, (played.get(bot) ?? 0) + 1);
    }
  }
  return [...ratings]
    .map(([bot, r]) => ({ bot, mu: r.mu, sigma: r.sigma, ordinal: ordinal(r), games: played.get(bot) ?? 0 }))
    .sort((a, b) => b.ordinal - a.ordinal || a.bot.localeCompare(b.bot));
}

/** The ratings as a text table (or markdown), best first. */
export function formatSkillTable(list: readonly SkillRow[], markdown = false): string {
  const head = ['bot', 'openskill (mu − 3 sigma)', 'mu', 'sigma', 'games'];
  const body = list.map((r) => [r.bot, r.ordinal.toFixed(2), r.mu.toFixed(2), r.sigma.toFixed(2), String(r.games)]);
  if (markdown)
    return [
      `| ${head.join(' | ')} |`,
      `|${head.map(() => '---').join('|')}|`,
      ...body.map((r) => `| ${r.join(' | ')} |`),
    ].join('\n');
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => c.padEnd(widths[i])).join('  ');
  return [line(head), ...body.map(line)].join('\n');
}
