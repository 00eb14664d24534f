/**
 * The session says things as data: every log line and notice is a message key with typed
 * parameters, worded only by the renderer's catalogue. These tests fail when a line carries
 * English text, or when the session can emit a key the catalogue does not word.
 */
import { describe, expect, it } from 'vitest';
import { InlineBotRunner, type BotRunner } from '../../../src-shared/bots/bot-runner';
import { GameSession } from '../../../src-shared/session/game-session';
import { LOG_KEYS } from '../../../src-shared/games/registry';
import type { GameView, LogLine } from '../../../src-shared/games/automobiles/session/view-types';
import type { RacepackView } from '../../../src-shared/games/racepack/session/racepack-view-types';
import { LOG_WORDING, logText } from '../../../src-renderer/i18n/log-wording';
import { type NewGameSetup } from '../../../src-shared/games/automobiles/kit';

const now = () => Promise.resolve();

/** Fields a message may carry; free text (`text`, `label`, `title`...) is not among them. */
const FIELDS = new Set([
  ...['seq', 'round', 'player', 'kind', 'key', 'id', 'p', 'n'],
  ...['track', 'tracks', 'laps', 'cars', 'players', 'money', 'color', 'colors', 'card', 'count', 'from', 'to'],
  ...['cost', 'left', 'missing', 'spaces', 'lap', 'of', 'behind', 'removed', 'order', 'driver', 'race'],
  ...['points', 'total', 'sponsor', 'kept', 'grid', 'standings', 'moves', 'car', 'team', 'place', 'stopped'],
  ...['rolls', 'back', 'noStop'],
  // Racepack's movements, tokens and dice (issue #26: its screen shows this log).
  ...['lane', 'speed', 'value', 'roll', 'spinOn', 'spin', 'corner', 'movements'],
  ...['gained', 'mechanics', 'rating'],
  // The engine's own words for a cause (a card name, 'drafting'), an error's message, an unworded event type.
  ...['reason', 'why', 'type'],
]);

/** Fails on any line that carries text, an unknown field or a key the catalogue lacks. */
function expectData(lines: readonly (LogLine | (NonNullable<GameView['notice']> & object))[]) {
  for (const line of lines) {
    expect(line).not.toHaveProperty('text');
    expect(
      Object.keys(line).filter((k) => !FIELDS.has(k)),
      JSON.stringify(line),
    ).toEqual([]);
    expect(Object.keys(LOG_WORDING), line.key).toContain(line.key);
    const said = logText(line, ['Ann', 'Bob', 'Cy', 'Di']);
    expect(said.length, line.key).toBeGreaterThan(3);
    expect(said).not.toMatch(/undefined|NaN|\[object/);
  }
}

function automobiles(over: Partial<NewGameSetup>, bots: BotRunner = new InlineBotRunner({ yieldNow: now })) {
  const session = new GameSession({ bots, pause: now, newId: () => 'msg' });
  const notices: NonNullable<GameView['notice']>[] = [];
  // The view keeps the newest 150 lines: every line of the game, from the updates.
  const seen = new Map<number, LogLine>();
  session.onUpdate((u) => {
    const n = (u.view as GameView).notice;
    if (n && !notices.some((x) => x.id === n.id)) notices.push(n);
    for (const l of (u.view as GameView).log) seen.set(l.seq, l);
  });
  const log = () => [...seen.values()];
  session.newGame({
    seats: [
      { kind: 'bot', name: 'Ann', level: 'greedy' },
      { kind: 'bot', name: 'Bob', level: 'random' },
      { kind: 'bot', name: 'Cy', level: 'random' },
    ],
    track: 'beginner-oval',
    laps: 1,
    cards: { kind: 'random' },
    expansionCards: true,
    drivers: 'all',
    variants: { openBags: true, weaving: false, acceleratedPlay: false },
    seed: 11,
    ...over,
  });
  return { session, notices, log };
}

describe('session messages: keys and parameters, never text', () => {
  it('the catalogue words every key the session can emit, and no other', () => {
    expect(Object.keys(LOG_WORDING).sort()).toEqual([...LOG_KEYS].sort());
  });

  it('a whole Automobiles race with drivers and expansion cards logs data only, worded by the catalogue', async () => {
    const { session, log } = automobiles({});
    await session.idle();
    const v = session.getView() as GameView;
    expect(v.over).toBe(true);
    expectData(log());
    const keys = new Set(log().map((l) => l.key));
    for (const k of [
      'raceStart',
      'turn',
      'setupBuy',
      'cubePlayed',
      'cubesDrawn',
      'carMoved',
      'driverChosen',
      'raceOver',
    ])
      expect(keys, k).toContain(k);
    expect(keys).not.toContain('event');
    // Worded as before, colours in the player's words.
    const said = log().map((l) => logText(l, ['Ann', 'Bob', 'Cy']));
    expect(said[0]).toBe('Race at Sunset Oval: 1 lap, 3 cars');
    expect(said.some((t) => /^Round 1: (Ann|Bob|Cy)'s turn$/.test(t))).toBe(true);
    expect(said.join('\n')).not.toMatch(/lightGray|darkGray/);
  }, 60_000);

  it('a season logs its start, race points and champion as data', async () => {
    const { session, log } = automobiles({ season: { races: 3 }, drivers: 'limited', seed: 5 });
    await session.idle();
    expect((session.getView() as GameView).over).toBe(true);
    expectData(log());
    const keys = new Set(log().map((l) => l.key));
    for (const k of ['seasonStart', 'racePoints', 'raceStarted', 'seasonOver']) expect(keys, k).toContain(k);
  }, 90_000);

  it('a failing bot: the notice and its log line are a key with the seat, worded by the catalogue', async () => {
    const real = new InlineBotRunner({ yieldNow: now });
    let calls = 0;
    const faulty: BotRunner = {
      decide(state, player, spec) {
        if (++calls === 2) return { promise: Promise.reject(new Error('worker crashed')), cancel() {} };
        return real.decide(state, player, spec);
      },
      reset: () => real.reset(),
      dispose: () => real.dispose(),
    };
    const { session, notices, log } = automobiles({ drivers: 'off', cards: { kind: 'set', id: 'first-game' } }, faulty);
    await session.idle();
    expect(notices).toHaveLength(1);
    expectData(notices);
    expect(notices[0]).toMatchObject({ key: 'botFailed', why: 'worker crashed' });
    expect(logText(notices[0], ['Ann', 'Bob', 'Cy'])).toMatch(
      /^(Ann|Bob|Cy)'s bot failed \(worker crashed\); the greedy bot made this move instead\.$/,
    );
    expectData(log());
    expect(log().filter((l) => l.key === 'botFailed')).toHaveLength(1);
  }, 60_000);

  it('a Racepack race logs data only (cars of a team named by number)', async () => {
    const session = new GameSession({ bots: new InlineBotRunner({ yieldNow: now }), pause: now });
    session.newGame({
      game: 'racepack',
      seats: [
        { kind: 'bot', name: 'Ann', level: 'greedy' },
        { kind: 'bot', name: 'Bob', level: 'greedy' },
      ],
      track: 'indy-oval',
      laps: 1,
      seed: 3,
    });
    await session.idle();
    const v = session.getView() as unknown as RacepackView;
    expect(v.over).toBe(true);
    expectData(v.log);
    const said = v.log.map((l) => logText(l, ['Ann', 'Bob']));
    expect(said[0]).toMatch(/^Racepack at .+: 1 lap, 2 players$/);
    // RULINGS §11: every player sees the grid dice.
    expect(said[1]).toMatch(/^Grid dice: (Ann|Bob) (null|ace|\d)\+(null|ace|\d)\+(null|ace|\d) = \d+, .*; grid: 1\. /);
    expect(said.some((t) => /^Car [1-4] \((Ann|Bob)\) finishes [1-4](st|nd|rd|th)!$/.test(t))).toBe(true);
    expect(said.at(-1)).toMatch(/^The race is (over|stopped: no car can move)$/);
  }, 60_000);
});
