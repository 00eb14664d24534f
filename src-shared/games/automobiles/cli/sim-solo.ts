// `sim --solo`: solo series (RULINGS §9) with a bot in the human's seat; kept apart from
// automobiles-cli.ts so that the game-race commands stay small.
import { BOT_KINDS, isBotKind, type BotKind } from '../bots/create-bot';
import { UsageError, type CliHost, type Flags } from '../../cli-shape';
import { simulateSolo } from '../sim/simulate-solo';

function whole(f: Flags, key: string, fallback: number): number {
  const v = f[key];
  if (v === undefined) return fallback;
  if (typeof v !== 'string' || !/^-?\d+$/.test(v))
    throw new UsageError(`--${key} must be a whole number, got "${String(v)}"`);
  return Number(v);
}

/** Plays --games series from --seed; --bots HUMAN[,OPPONENTS] (default greedy). */
export function cmdSimSolo(f: Flags, host: CliHost): number {
  if (f.seed === undefined) throw new UsageError('--seed is required');
  if (f.players !== undefined && f.players !== '5')
    throw new UsageError('--solo is one seat against four bots: leave --players out (or 5)');
  const seed = whole(f, 'seed', 0);
  const games = whole(f, 'games', 1);
  if (games < 1) throw new UsageError(`--games must be at least 1, got ${games}`);
  const kinds = String(f.bots ?? 'greedy')
    .split(',')
    .map((k) => k.trim());
  if (kinds.length > 2) throw new UsageError('--bots with --solo is HUMAN or HUMAN,OPPONENTS');
  for (const k of kinds) if (!isBotKind(k)) throw new UsageError(`unknown bot "${k}"; bots: ${BOT_KINDS.join(', ')}`);
  let unfinished = 0;
  const totals: number[] = [];
  simulateSolo(
    {
      seed,
      games,
      human: kinds[0] as BotKind,
      opponents: (kinds[1] ?? kinds[0]) as BotKind,
      laps: whole(f, 'laps', 3),
      cards: f.cards as string | undefined,
      fuelMixture: f.fuel === true,
    },
    (g) => {
      if (!g.finished) unfinished++;
      else totals.push(g.points);
      if (f.json) return void host.out(JSON.stringify(g));
      const races = g.races
        .map((r) => {
          const bag = r.bag.noWear + r.bag.noBlue + r.bag.noBlack + r.bag.threeWhite;
          return `race ${r.race + 1} ${r.track}: P${r.place} finish ${r.finish} lapped ${r.lapped} bag ${bag} (${r.mechanic || '-'}) = ${r.total}`;
        })
        .join('\n    ');
      host.out(
        `seed ${g.seed}  solo series  points ${g.points}  rating ${g.rating ?? 'UNFINISHED'}  actions ${g.actions}\n    ${races}`,
      );
    },
  );
  if (!f.json && totals.length > 1)
    host.out(
      `average ${(totals.reduce((a, b) => a + b, 0) / totals.length).toFixed(1)} points over ${totals.length} series`,
    );
  return unfinished > 0 ? 1 : 0;
}
