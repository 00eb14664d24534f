/**
 * How often a level's search plays another action than its own greedy rules would (docs/ai.md
 * "Wave 3 session 13"): greedy bots with the campaign rules play the games; every EVERY-th Action
 * Phase decision of a seat other than the first (with a choice to make), each level is asked, on
 * its iteration budget, and so are its rules alone. A level whose search rarely overrides its rules
 * plays as its rules do, whatever its search sees.
 *
 *   npx tsx tests/bench/search-overrides.ts LEVELS [players 2|5] [every] [games]
 *   npx tsx tests/bench/search-overrides.ts expert#,hard# 5 9 2    # the solo series (RULINGS §9)
 *   npx tsx tests/bench/search-overrides.ts expert#,hard# 2 3 3    # 2-player single races
 */
import {
  applyTrusted,
  createGame,
  currentPlayer,
  isTerminal,
  legalActions,
  sameAction,
} from '../../src-shared/games/automobiles';
import { GreedyBot } from '../../src-shared/games/automobiles/bots/greedy-bot';
import { CAMPAIGN_BY_NAME } from '../../src-shared/games/automobiles/bots/greedy/campaign-policy';
import { rulesFor } from '../../src-shared/games/automobiles/bots/greedy/expert-rules';
import {
  createAutomobilesBot,
  parseAutomobilesBotSpec,
} from '../../src-shared/games/automobiles/bots/automobiles-bot-spec';
import { rulesOf } from '../../src-shared/games/automobiles/bots/mcts-bot';

const [names, playersText = '5', everyText = '9', gamesText = '2'] = process.argv.slice(2);
if (!names) throw new Error('usage: search-overrides.ts LEVELS [players 2|5] [every] [games]');
const solo = playersText === '5';
if (!solo && playersText !== '2') throw new Error('players: 2 (single races) or 5 (the solo series)');

for (const name of names.split(',')) {
  const spec = parseAutomobilesBotSpec(name);
  if (spec.kind !== 'mcts' || !spec.level) throw new Error(`${name}: a level (easy, medium, hard, expert) with knobs`);
  const config = { level: spec.level, ...spec.tuning };
  let asked = 0;
  let overridden = 0;
  for (let seed = 1; seed <= Number(gamesText); seed++) {
    const s = solo ? createGame({ players: 5, seed, solo: true }) : createGame({ players: 2, seed });
    const players = s.players.map(() => new GreedyBot({ campaign: CAMPAIGN_BY_NAME.smart }));
    let decision = 0;
    while (!isTerminal(s)) {
      const p = currentPlayer(s);
      const legal = legalActions(s);
      if (p !== 0 && s.phase === 'action' && legal.length > 1 && ++decision % Number(everyText) === 0) {
        const rules = new GreedyBot(rulesFor(rulesOf(config), s)).chooseAction(s, legal);
        const searched = createAutomobilesBot({ ...spec, seed: decision }).chooseAction(s, legal);
        asked++;
        if (!sameAction(searched, rules)) overridden++;
      }
      applyTrusted(s, players[p].chooseAction(s, legal));
    }
  }
  const share = ((100 * overridden) / Math.max(1, asked)).toFixed(1);
  console.log(
    `${name}, ${solo ? 'the solo series' : '2-player races'}: the search overrides its rules in ${overridden} of ${asked} decisions (${share} %)`,
  );
}
