/**
 * Measures what each Racing Season driver is worth to a bot, for the draft table
 * (DRIVER_RANK in games/automobiles/bots/greedy/campaign-policy.ts): two greedy bots with the
 * campaign rules race; one seat is given driver D, the other each of the nine others in
 * turn; seats and the five shipped tracks rotate. Deterministic (greedy bots, seeded games).
 *
 *   npx tsx tests/bench/measure-drivers.ts [games per driver] [seed] [campaign patch json]
 *
 * A patch such as '{"powers":false}' measures the drivers under other campaign rules.
 */
import {
  DRIVERS,
  applyTrusted,
  createGame,
  currentPlayer,
  isTerminal,
  legalActions,
  listTracks,
} from '../../src-shared/games/automobiles';
import { GreedyBot } from '../../src-shared/games/automobiles/bots/greedy-bot';
import { CAMPAIGN_RULES } from '../../src-shared/games/automobiles/bots/greedy/campaign-policy';
import { wilson } from '../../src-cli/arena-stats';

const [gamesText = '180', seedText = '1', patchText = '{}'] = process.argv.slice(2);
const rules = { ...CAMPAIGN_RULES, ...(JSON.parse(patchText) as Partial<typeof CAMPAIGN_RULES>) };
const games = Number(gamesText);
const tracks = listTracks().map((t) => t.id);
const numbers = DRIVERS.map((d) => d.number);

const rows = numbers.map((driver) => {
  const others = numbers.filter((d) => d !== driver);
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % 2;
    const other = others[Math.floor(g / 2) % others.length];
    const s = createGame({
      players: 2,
      seed: Number(seedText) + g,
      track: tracks[Math.floor(g / 18) % tracks.length],
      drivers: 'all',
    });
    // The draft: each seat takes the driver this measurement gives it.
    while (s.phase === 'draft') {
      const want = currentPlayer(s) === seat ? driver : other;
      applyTrusted(s, { type: 'choose', option: `driver:${want}` });
    }
    const bots = [new GreedyBot({ campaign: rules }), new GreedyBot({ campaign: rules })];
    while (!isTerminal(s)) applyTrusted(s, bots[currentPlayer(s)].chooseAction(s, legalActions(s)));
    if (s.finishOrder![0] === seat) wins++;
  }
  const [lo, hi] = wilson(wins, games);
  return { driver, wins, rate: wins / games, lo, hi };
});

rows.sort((a, b) => b.rate - a.rate);
for (const r of rows) {
  console.log(
    `driver ${String(r.driver).padStart(2, '0')}: wins ${(100 * r.rate).toFixed(1)}% (${(100 * r.lo).toFixed(1)}–${(100 * r.hi).toFixed(1)}%) of ${games} against the other nine`,
  );
}
console.log(`DRIVER_RANK = [${rows.map((r) => r.driver).join(', ')}]`);
