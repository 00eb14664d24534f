/**
 * Ratings from a round robin of 2-player games: a Bradley–Terry fit (P(i beats j) =
 * r_i / (r_i + r_j)) by the classic minorise–maximise iteration, reported on the Elo scale
 * (400·log10 r), the first bot anchored at 0. A pseudo-game of one win each against a
 * virtual average opponent keeps a bot that won or lost everything finite.
 */
export interface PairResult {
  a: string;
  b: string;
  games: number;
  /** Games won by `a` (the rest were won by `b`). */
  winsA: number;
}

export interface Rating {
  bot: string;
  /** Elo-scale rating, the first bot of the line-up at 0. */
  elo: number;
  games: number;
  wins: number;
}

export function bradleyTerry(bots: readonly string[], pairs: readonly PairResult[], iterations = 2000): Rating[] {
  const n = bots.length;
  const idx = new Map(bots.map((b, i) => [b, i]));
  const wins = new Array<number>(n).fill(0);
  const games: number[][] = bots.map(() => new Array<number>(n).fill(0));
  for (const p of pairs) {
    const i = idx.get(p.a)!;
    const j = idx.get(p.b)!;
    wins[i] += p.winsA;
    wins[j] += p.games - p.winsA;
    games[i][j] += p.games;
    games[j][i] += p.games;
  }
  // The prior: one win and one loss against a virtual opponent of strength 1.
  let r = new Array<number>(n).fill(1);
  for (let it = 0; it < iterations; it++) {
    const next = r.map((ri, i) => {
      let denom = 2 / (ri + 1);
      for (let j = 0; j < n; j++) if (games[i][j]) denom += games[i][j] / (ri + r[j]);
      return (wins[i] + 1) / denom;
    });
    const change = Math.max(...next.map((x, i) => Math.abs(Math.log(x / r[i]))));
    r = next;
    if (change < 1e-10) break;
  }
  return bots.map((bot, i) => ({
    bot,
    elo: 400 * Math.log10(r[i] / r[0]),
    games: games[i].reduce((a, b) => a + b, 0),
    wins: wins[i],
  }));
}

/** The expected score of a bot rated `a` against one rated `b` (Elo scale). */
export function expectedScore(a: number, b: number): number {
  return 1 / (1 + 10 ** ((b - a) / 400));
}
