/**
 * The Automobiles log as players read it (issue #32): every event worded (no raw key such as
 * "fuelCardChosen"), names where the screen shows names (drivers, sponsors, spaces by colour and
 * lane, never "space 14" or "Driver 06"), one line per effect rather than one per cube, and the
 * whole log back after a saved game is loaded from its snapshot.
 */
import { describe, expect, it } from 'vitest';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { GameSession } from '../../../src-shared/session/game-session';
import { describeEvent, mergeLines } from '../../../src-shared/games/automobiles/session/game-log';
import type { LogEntry } from '../../../src-shared/session/game-plugin';
import type { GameView, LogLine } from '../../../src-shared/games/automobiles/session/view-types';
import type { SavedGame } from '../../../src-shared/session/types';
import { clone, createGame, type GameEvent } from '../../../src-shared/games/automobiles';
import { logText } from '../../../src-renderer/i18n/log-wording';
import { driverName, sponsorName } from '../../../src-renderer/games/automobiles/i18n/messages';
import { type NewGameSetup } from '../../../src-shared/games/automobiles/kit';

const now = () => Promise.resolve();
const NAMES = ['Ann', 'Bob', 'Cy', 'Di', 'Ed'];

/** A bot game in a session; `log()` is every line it logged (the view keeps a window). */
function play(over: Partial<NewGameSetup>, saves: SavedGame[] = []) {
  const session = new GameSession({
    bots: new InlineBotRunner({ yieldNow: now }),
    pause: now,
    newId: () => 'log',
    save: {
      save: (g) =>
        void saves.push({
          ...g.record(),
          snapshot: { actionCount: g.actionCount, state: clone(g.state), stats: g.stats },
        }),
    },
  });
  const seen = new Map<number, LogLine>();
  session.onUpdate((u) => {
    for (const l of (u.view as GameView).log) seen.set(l.seq, l);
  });
  session.newGame({
    seats: [
      { kind: 'bot', name: 'Ann', level: 'greedy' },
      { kind: 'bot', name: 'Bob', level: 'greedy' },
      { kind: 'bot', name: 'Cy', level: 'greedy' },
    ],
    track: 'beginner-oval',
    laps: 1,
    cards: { kind: 'set', id: 'first-game' },
    drivers: 'off',
    variants: { openBags: true, weaving: false, acceleratedPlay: false },
    seed: 21,
    ...over,
  });
  return { session, log: () => [...seen.values()].map((l) => logText(l, NAMES)) };
}

describe('the Automobiles log', () => {
  it('Fuel Mixture: the draft and each use are worded (never the raw key)', async () => {
    const { session, log } = play({ fuelMixture: true } as Partial<NewGameSetup>);
    await session.idle();
    const said = log();
    expect(said.join('\n')).not.toMatch(/fuelCardChosen|fuelUsed/);
    expect(said.filter((t) => / keeps the Fuel Mixture card [A-Z]/.test(t))).toHaveLength(3);
  }, 60_000);

  it('drivers, sponsors and spaces by the names the screen shows; a sponsor removal in one line', async () => {
    const { session, log } = play({ drivers: 'all', season: { races: 3 } } as Partial<NewGameSetup>);
    await session.idle();
    const text = log().join('\n');
    // no internal numbers: no "space 14", no bare "Driver 06" without the driver's name
    expect(text).not.toMatch(/\bspace \d+/);
    for (const m of text.matchAll(/Driver (\d\d)/g)) {
      const name = driverName(Number(m[1]));
      expect(text.slice(Math.max(0, m.index - name.length - 3), m.index)).toContain(name);
    }
    expect(text).toMatch(/ drafts [A-Z][a-z]+ [A-Z][a-z]+ \(Driver \d\d, \w+ power\)/);
    expect(text).toMatch(
      /car drives \d+ spaces? to a (white|light grey|dark grey|black)[^,]* space, (inner|middle|outer) lane/,
    );
    const sponsor = /takes sponsor (.+) \(([A-F][1-3])\)/.exec(text);
    expect(sponsor?.[1]).toBe(sponsorName(sponsor![2]));
    // a sponsor's removal of several cubes is one line
    expect(text).toMatch(/removes \d+ .* \(sponsor /);
  }, 120_000);

  it('one line per effect: consecutive cubes of one cause fold into one line', () => {
    const s = createGame({ players: 2, seed: 3 });
    const ev = (color: string): GameEvent =>
      ({ type: 'cubeRemoved', player: 1, color, from: 'discard', reason: 'Driver 08' }) as GameEvent;
    const lines: LogEntry[] = [];
    for (const e of [ev('brown'), ev('brown'), ev('brown')]) {
      const line = describeEvent(e, s)!;
      const merged = mergeLines(lines.at(-1), line);
      if (merged) lines[lines.length - 1] = merged;
      else lines.push(line);
    }
    expect(lines).toHaveLength(1);
    expect(logText(lines[0], NAMES)).toBe(`Bob removes 3 wear cubes from the discard pile (${driverName(8)})`);
    // another player, pile or cause starts a line of its own
    const other = describeEvent({ ...ev('white'), reason: 'sponsor B1' } as GameEvent, s)!;
    expect(mergeLines(lines[0], other)).toBeNull();
    const both = mergeLines(other, describeEvent({ ...ev('brown'), reason: 'sponsor B1' } as GameEvent, s)!)!;
    expect(logText(both, NAMES)).toBe(
      `Bob removes 2 cubes (1 white, 1 wear) from the discard pile (sponsor ${sponsorName('B1')} (B1))`,
    );
    // a pit stop says its wear once, in its own line
    expect(describeEvent({ ...ev('brown'), reason: 'pit stop' } as GameEvent, s)).toBeNull();
  });

  it('a game loaded from its snapshot shows the whole log again, as it was played', async () => {
    const saves: SavedGame[] = [];
    const { session } = play({ laps: 1 }, saves);
    await session.idle();
    const played = (session.getView() as GameView).log.map((l) => logText(l, NAMES));
    const last = saves.at(-1)!;
    expect(last.snapshot!.actionCount).toBe(last.actions.length);
    const other = new GameSession({ bots: new InlineBotRunner({ yieldNow: now }), pause: now });
    other.restore(JSON.parse(JSON.stringify(last)) as SavedGame);
    const loaded = (other.getView() as GameView).log.map((l) => logText(l, NAMES));
    expect(loaded.length).toBeGreaterThan(20);
    expect(loaded).toEqual(played);
  }, 60_000);
});
