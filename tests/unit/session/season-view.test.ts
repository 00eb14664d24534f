import { describe, expect, it } from 'vitest';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import { parseRequest } from '../../../src-shared/ipc/contract';
import { GameSession } from '../../../src-shared/session/game-session';
import type { GameView } from '../../../src-shared/games/automobiles/session/view-types';
import { logText } from '../../../src-renderer/i18n/log-wording';
import { actionText } from '../../../src-renderer/games/automobiles/i18n/prompt-wording';
import { type NewGameSetup } from '../../../src-shared/games/automobiles/kit';

const now = () => Promise.resolve();

function session() {
  return new GameSession({ bots: new InlineBotRunner({ yieldNow: now }), pause: now, newId: () => 'season' });
}

function setup(over: Partial<NewGameSetup> = {}): NewGameSetup {
  return {
    seats: [
      { kind: 'human', name: 'Ann' },
      { kind: 'bot', name: 'Gus', level: 'greedy' },
    ],
    track: 'beginner-oval',
    laps: 1,
    cards: { kind: 'random' },
    variants: { openBags: true, weaving: false, acceleratedPlay: false },
    seed: 7,
    drivers: 'limited',
    expansionCards: true,
    season: { races: 3 },
    seatOneStarts: true,
    ...over,
  };
}

describe('newGame contract: Racing Season options', () => {
  it('accepts drivers, expansion cards and a season', () => {
    expect(parseRequest('newGame', setup()).ok).toBe(true);
    expect(parseRequest('newGame', setup({ season: { races: 4, random: true } })).ok).toBe(true);
    expect(
      parseRequest('newGame', setup({ season: { tracks: ['beginner-oval', 'road-course', 'beginner-oval'] } })).ok,
    ).toBe(true);
    expect(parseRequest('newGame', setup({ drivers: 'all', season: null })).ok).toBe(true);
  });

  it('refuses bad Racing Season options with a keyed error, and a readable diagnostic in the log', () => {
    const log: string[] = [];
    const noDrivers = parseRequest('newGame', setup({ drivers: 'off' }), (m) => log.push(m));
    expect(noDrivers.ok).toBe(false);
    if (!noDrivers.ok) expect(noDrivers.error).toMatchObject({ key: 'badMessage', name: 'newGame' });
    expect(log).toEqual([expect.stringMatching(/season.*drivers/)]);
    expect(parseRequest('newGame', { ...setup(), season: { races: 6 } }).ok).toBe(false);
    expect(parseRequest('newGame', { ...setup(), season: { tracks: ['a', 'b'] } }).ok).toBe(false);
    expect(parseRequest('newGame', { ...setup(), drivers: 'some' }).ok).toBe(false);
    // the table options: the starting player and a random track
    expect(parseRequest('newGame', setup({ seatOneStarts: false, track: 'random-season', season: null })).ok).toBe(
      true,
    );
    expect(parseRequest('newGame', { ...setup(), seatOneStarts: 'yes' }).ok).toBe(false);
    expect(parseRequest('newGame', { ...setup(), expansionCards: 'yes' }).ok).toBe(false);
  });
});

/** The human's policy: the first legal option that is not a stop (so every screen is exercised), else stop. */
function humanStep(s: GameSession, v: GameView): void {
  const opts = v.legal;
  const pick =
    opts.find((o) => o.action.type === 'choose') ??
    opts.find((o) => o.action.type === 'pick') ??
    opts.find((o) => o.action.type === 'step') ??
    opts.find(
      (o) => o.action.type === 'play' && ['black', 'darkGray', 'lightGray', 'white'].includes(o.action.color),
    ) ??
    opts.find((o) => ['endActions', 'endBuy', 'stop'].includes(o.action.type)) ??
    opts[0];
  const r = s.act(pick.action);
  expect(r.ok, JSON.stringify(pick.action)).toBe(true);
}

describe('GameSession: a season campaign in the view', () => {
  it('shows the draft, drivers, season standings, sponsors and the champion', async () => {
    const s = session();
    s.newGame(setup());
    await s.idle();
    let v = s.getView() as GameView;
    expect(v.driverMode).toBe('limited');
    expect(v.expansionCards).toBe(true);
    expect(v.season?.races).toBe(3);
    expect(v.season?.tracks[0].id).toBe('beginner-oval');
    expect(v.season?.tracks.map((t) => t.name).every((n) => n.length > 0)).toBe(true);
    // The last seat (the bot) drafted first: the human picks from the drivers left.
    expect(v.phase).toBe('draft');
    expect(v.draft?.picker).toBe(0);
    expect(v.draft?.pool.length).toBe(2);
    expect(v.draft?.pool[0].text.length).toBeGreaterThan(20);
    expect(v.players[1].driver).not.toBeNull();
    expect(v.legal.every((o) => o.action.type === 'choose' && /^driver:\d+$/.test(o.action.option))).toBe(true);
    expect(actionText(v.legal[0], v)).toMatch(/^Take Driver \d\d$/);

    const seen = new Set<string>();
    for (let i = 0; i < 5000 && !v.over; i++) {
      if (v.deciderKind === 'human') {
        if (v.phase === 'sponsors') seen.add(`sponsors:${v.season!.award!.stage}`);
        if (v.prompt) seen.add(`prompt:${v.prompt.card}`);
        humanStep(s, v);
      }
      await s.idle();
      v = s.getView() as GameView;
      if (v.phase === 'sponsors') {
        expect(v.season!.award).not.toBeNull();
        expect(v.finishOrder).not.toBeNull();
      }
    }
    expect(v.over).toBe(true);
    expect(v.players.every((p) => p.driver !== null)).toBe(true);
    expect(seen.has('sponsors:choose')).toBe(true);
    expect(seen.has('sponsors:standard')).toBe(true);
    const season = v.season!;
    expect(season.results.length).toBe(3);
    expect(season.racePoints.length).toBe(3);
    expect(season.champion).not.toBeNull();
    expect(season.points.reduce((a, b) => a + b, 0)).toBe(season.racePoints.flat().reduce((a, b) => a + b, 0));
    expect(v.log.some((l) => /Season over! Champion/.test(logText(l, [])))).toBe(true);
  }, 60_000);
});
