import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serialize } from '../../../src-shared/games/automobiles';
import { InlineBotRunner } from '../../../src-shared/bots/bot-runner';
import {
  CONTRACT,
  MESSAGE_NAMES,
  UPDATE_CHANNEL,
  channelOf,
  parseRequest,
  type MessageName,
} from '../../../src-shared/ipc/contract';
import { createDispatcher } from '../../../src-shared/ipc/dispatch';
import { GameSession } from '../../../src-shared/session/game-session';
import type { GameState } from '../../../src-shared/games/automobiles';

const goodSetup = {
  seats: [
    { kind: 'human', name: 'Ann' },
    { kind: 'bot', name: 'Gus', level: 'greedy' },
  ],
  track: 'beginner-oval',
  laps: 1,
  cards: { kind: 'set', id: 'first-game' },
  variants: { openBags: true, weaving: false, acceleratedPlay: false },
  seatOneStarts: true,
};

/** For every message, payloads its schema must refuse. */
const MALFORMED: Record<MessageName, unknown[]> = {
  gameCatalog: [undefined, {}, 1, 'x', null, [], { game: 'chess' }, { game: 'racepack', extra: 1 }],
  getView: [{}, true, 'view', null],
  undo: [{}, 1, null, { steps: 2 }],
  closeGame: [{}, 'now', null],
  listSaves: [{}, 1, null, 'all'],
  continueLast: [{}, 'autosave', null],
  replayRecord: [undefined, null, 'autosave', { id: '../x' }, { id: 'autosave', extra: 1 }],
  saveStatus: [{}, 1, null, 'now'],
  retrySave: [{}, true, null, { slot: 'x' }],
  openSavesFolder: [{}, true, null, { path: '/' }],
  hint: [{}, true, null, { bot: 'hard' }],
  listProfiles: [{}, 1, null, 'all'],
  saveProfile: [
    undefined,
    null,
    {},
    { name: '', color: 'red', look: 'star' },
    { name: 'Ann', color: 'mauve', look: 'star' },
    { name: 'Ann', color: 'red', look: 'hat' },
    { name: 'x'.repeat(41), color: 'red', look: 'star' },
    { name: 'Ann', color: 'red', look: 'star', extra: 1 },
  ],
  deleteProfile: [undefined, null, {}, { id: '' }, { id: 3 }],
  listRecords: [{}, 1, null, 'all'],
  getRecord: [undefined, null, {}, { id: '' }, { id: 'x', more: 1 }],
  exportRecord: [undefined, null, {}, { id: 7 }],
  importRecord: [null, 'text', { text: 3 }, { text: 'x', file: 'y' }],
  saveAs: [
    undefined,
    null,
    'name',
    {},
    { label: '' },
    { label: '   ' },
    { label: 'x'.repeat(61) },
    { label: 3 },
    { label: 'ok', id: 'save-1' },
  ],
  loadSlot: [
    undefined,
    null,
    'autosave',
    {},
    { id: '' },
    { id: '../etc/passwd' },
    { id: 'Save 1' },
    { id: 7 },
    { id: 'save-1', extra: 1 },
  ],
  deleteSlot: [undefined, null, {}, { id: '' }, { id: '..' }, { id: 'a/b' }, { id: 'x'.repeat(73) }],
  trashSlot: [undefined, null, {}, { id: '' }, { id: '../x' }, { id: 'Save 1' }, { id: 'x'.repeat(73) }],
  restoreSlot: [undefined, null, 'save-1', { id: 'a/b' }, { id: 'save-1', extra: 1 }],
  exportSave: [undefined, null, {}, { id: 'A' }, { id: 'save 1' }],
  importSave: [undefined, null, 'text', { text: 5 }, { text: 'x'.repeat(20_000_001) }, { file: '/etc/passwd' }],
  newGame: [
    { ...goodSetup, game: 'chess' },
    undefined,
    null,
    'start',
    {},
    { ...goodSetup, seats: [goodSetup.seats[0]] },
    { ...goodSetup, seats: Array(6).fill(goodSetup.seats[0]) },
    { ...goodSetup, seats: [{ kind: 'human', name: '' }, goodSetup.seats[1]] },
    { ...goodSetup, seats: [{ kind: 'human', name: 'x'.repeat(41) }, goodSetup.seats[1]] },
    { ...goodSetup, seats: [{ kind: 'bot', name: 'B', level: 'godlike' }, goodSetup.seats[1]] },
    { ...goodSetup, seats: [{ kind: 'alien', name: 'B' }, goodSetup.seats[1]] },
    { ...goodSetup, seats: [{ kind: 'human', name: 'A', level: 'easy' }, goodSetup.seats[1]] },
    // A thinking time: whole ms in 5..10000, for the searching levels only.
    { ...goodSetup, seats: [goodSetup.seats[0], { kind: 'bot', name: 'B', level: 'hard', thinkMs: 4 }] },
    { ...goodSetup, seats: [goodSetup.seats[0], { kind: 'bot', name: 'B', level: 'hard', thinkMs: 10_001 }] },
    { ...goodSetup, seats: [goodSetup.seats[0], { kind: 'bot', name: 'B', level: 'hard', thinkMs: 250.5 }] },
    { ...goodSetup, seats: [goodSetup.seats[0], { kind: 'bot', name: 'B', level: 'hard', thinkMs: '250' }] },
    { ...goodSetup, seats: [goodSetup.seats[0], { kind: 'bot', name: 'B', level: 'greedy', thinkMs: 250 }] },
    { ...goodSetup, seats: [{ kind: 'human', name: 'A', thinkMs: 250 }, goodSetup.seats[1]] },
    { ...goodSetup, laps: 0 },
    { ...goodSetup, laps: 8 },
    { ...goodSetup, laps: 2.5 },
    { ...goodSetup, laps: '3' },
    { ...goodSetup, track: '' },
    { ...goodSetup, track: 7 },
    { ...goodSetup, cards: 'first-game' },
    { ...goodSetup, cards: { kind: 'set' } },
    { ...goodSetup, cards: { kind: 'custom', cards: { yellow: 'manager' } } },
    { ...goodSetup, variants: { openBags: true } },
    { ...goodSetup, variants: { ...goodSetup.variants, openBags: 'yes' } },
    { ...goodSetup, seed: -1 },
    { ...goodSetup, seed: 1.5 },
    { ...goodSetup, extra: true },
    { ...goodSetup, __proto__: { polluted: true }, seats: 'x' },
  ],
  act: [
    undefined,
    null,
    'endBuy',
    {},
    // The seat and the version it was chosen on are required.
    { type: 'endBuy' },
    { action: { type: 'endBuy' } },
    { seat: 0, action: { type: 'endBuy' } },
    { version: 1, action: { type: 'endBuy' } },
    { seat: -1, version: 1, action: { type: 'endBuy' } },
    { seat: 8, version: 1, action: { type: 'endBuy' } },
    { seat: 0.5, version: 1, action: { type: 'endBuy' } },
    { seat: '0', version: 1, action: { type: 'endBuy' } },
    { seat: 0, version: -1, action: { type: 'endBuy' } },
    { seat: 0, version: 1.5, action: { type: 'endBuy' } },
    { seat: 0, version: 1, action: { type: 'endBuy' }, player: 1 },
    ...[
      { type: 'bogus' },
      { type: 'buy' },
      { type: 'buy', color: 'gold' },
      { type: 'play', color: 3 },
      { type: 'step' },
      { type: 'step', space: -1 },
      { type: 'step', space: 1.5 },
      { type: 'step', space: '4' },
      { type: 'pick', color: 'white' },
      { type: 'pick', color: 'white', from: 'pocket' },
      { type: 'choose' },
      { type: 'choose', option: '' },
      { type: 'endBuy', color: 'white' },
      [{ type: 'endBuy' }],
    ].map((action) => ({ seat: 0, version: 1, action })),
  ],
};

describe('IPC contract schemas', () => {
  it('defines a schema for every message', () => {
    expect(Object.keys(CONTRACT).sort()).toEqual([...MESSAGE_NAMES].sort());
    for (const name of MESSAGE_NAMES) expect(channelOf(name)).toMatch(/^automobiles:/);
    expect(UPDATE_CHANNEL).toBe('automobiles:update');
  });

  for (const name of MESSAGE_NAMES) {
    it(`${name}: rejects malformed payloads`, () => {
      for (const payload of MALFORMED[name]) {
        const r = parseRequest(name, payload);
        expect(r.ok, `${name} accepted ${JSON.stringify(payload)}`).toBe(false);
        if (!r.ok) expect(r.error).toMatchObject({ key: 'badMessage', name, path: expect.any(String) });
      }
    });
  }

  it('accepts well-formed payloads', () => {
    expect(parseRequest('gameCatalog', { game: 'automobiles' }).ok).toBe(true);
    expect(parseRequest('gameCatalog', { game: 'racepack' }).ok).toBe(true);
    expect(parseRequest('newGame', { game: 'racepack', seats: goodSetup.seats, track: 'indy-oval' }).ok).toBe(true);
    expect(parseRequest('act', { seat: 0, version: 1, action: { type: 'teleport' } }).ok).toBe(false);
    expect(parseRequest('getView', undefined).ok).toBe(true);
    expect(parseRequest('replayRecord', {}).ok).toBe(true);
    expect(parseRequest('replayRecord', { id: 'autosave' }).ok).toBe(true);
    expect(parseRequest('newGame', goodSetup).ok).toBe(true);
    expect(parseRequest('newGame', { ...goodSetup, seed: 12, cards: { kind: 'random' } }).ok).toBe(true);
    for (const [level, thinkMs] of [
      ['easy', 5],
      ['medium', 40],
      ['hard', 10_000],
      ['expert', 1000],
    ]) {
      expect(
        parseRequest('newGame', {
          ...goodSetup,
          seats: [goodSetup.seats[0], { kind: 'bot', name: 'B', level, thinkMs }],
        }).ok,
      ).toBe(true);
    }
    expect(parseRequest('act', { seat: 0, version: 3, action: { type: 'step', space: 4 } }).ok).toBe(true);
    expect(
      parseRequest('act', { seat: 4, version: 0, action: { type: 'pick', color: 'brown', from: 'discard' } }).ok,
    ).toBe(true);
  });
});

describe('dispatcher', () => {
  const make = () => {
    const session = new GameSession({
      bots: new InlineBotRunner({ yieldNow: () => Promise.resolve() }),
      pause: () => Promise.resolve(),
    });
    return { session, dispatch: createDispatcher(session) };
  };

  it("serves each game's catalogue from its kit and starts a game", async () => {
    const { dispatch, session } = make();
    const cat = await dispatch('gameCatalog', { game: 'automobiles' });
    if (!cat.ok) throw new Error('no catalogue');
    const auto = cat.data as { game: string; tracks: { id: string }[]; cardSets: { sets: unknown[] } };
    expect(auto.game).toBe('automobiles');
    expect(auto.tracks.some((t) => t.id === 'beginner-oval')).toBe(true);
    expect(auto.cardSets.sets.length).toBeGreaterThan(6);
    const rp = await dispatch('gameCatalog', { game: 'racepack' });
    if (!rp.ok) throw new Error('no catalogue');
    expect((rp.data as { game: string; tracks: { id: string }[] }).tracks.map((t) => t.id)).toContain('indy-oval');
    const v = await dispatch('newGame', goodSetup);
    expect(v.ok).toBe(true);
    expect(session.hasGame()).toBe(true);
  });

  it('answers bad messages with an error and changes nothing', async () => {
    const { dispatch, session } = make();
    await dispatch('newGame', goodSetup);
    const before = serialize(session.state as GameState);
    for (const [name, payloads] of Object.entries(MALFORMED)) {
      for (const p of payloads) {
        const r = await dispatch(name, p);
        expect(r.ok, `${name} ${JSON.stringify(p)}`).toBe(false);
      }
    }
    for (const bad of ['', 'eval', 'constructor', '__proto__', 42, null]) {
      const r = await dispatch(bad, undefined);
      expect(r.ok).toBe(false);
    }
    expect(serialize(session.state as GameState)).toBe(before);
    // An unknown track passes the schema but the engine refuses it: still an error reply.
    const r = await dispatch('newGame', { ...goodSetup, track: 'nowhere' });
    expect(r.ok).toBe(false);
    expect(serialize(session.state as GameState)).toBe(before);
  });

  it('an illegal action comes back as a game error, state unchanged', async () => {
    const { dispatch, session } = make();
    await dispatch('newGame', goodSetup);
    const before = serialize(session.state as GameState);
    const version = session.getView()!.version;
    const r = await dispatch('act', { seat: 0, version, action: { type: 'play', color: 'white' } });
    expect(r.ok).toBe(true);
    expect(r.ok && (r.data as { ok: boolean }).ok).toBe(false);
    expect(serialize(session.state as GameState)).toBe(before);
  });
});

// ---- the Electron side: ipcMain handlers with a sender check ---------------------------------
const handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
vi.mock('electron', () => ({
  ipcMain: {
    handle: (channel: string, fn: (event: unknown, ...args: unknown[]) => unknown) => handlers.set(channel, fn),
    removeHandler: (channel: string) => handlers.delete(channel),
  },
}));

describe('ipc handlers (main process)', () => {
  const mainFrame = { url: 'file:///app/out/renderer/index.html' };
  const sent: unknown[] = [];
  const wc = { isDestroyed: () => false, mainFrame, send: (ch: string, u: unknown) => sent.push([ch, u]) };
  const trusted = { sender: wc, senderFrame: mainFrame };
  let session: GameSession;
  let unregister: () => void;

  beforeEach(async () => {
    handlers.clear();
    sent.length = 0;
    const { registerIpcHandlers } = await import('../../../src-main/ipc-handlers');
    session = new GameSession({
      bots: new InlineBotRunner({ yieldNow: () => Promise.resolve() }),
      pause: () => Promise.resolve(),
    });
    unregister = registerIpcHandlers({
      session,
      target: () => wc as never,
      isAppUrl: (url) => url === 'file:///app/out/renderer/index.html',
    });
  });

  it('registers one handler per message and removes them', () => {
    expect([...handlers.keys()].sort()).toEqual(MESSAGE_NAMES.map(channelOf).sort());
    unregister();
    expect(handlers.size).toBe(0);
  });

  it('serves the trusted window and pushes updates to it', async () => {
    const r = (await handlers.get(channelOf('newGame'))!(trusted, goodSetup)) as { ok: boolean };
    expect(r.ok).toBe(true);
    expect(sent.length).toBeGreaterThan(0);
    expect((sent[0] as [string])[0]).toBe(UPDATE_CHANNEL);
  });

  it('rejects other senders, frames and pages, and bad payloads, changing nothing', async () => {
    const call = (event: unknown, ...args: unknown[]) =>
      handlers.get(channelOf('newGame'))!(event, ...args) as Promise<{ ok: boolean; error?: unknown }>;
    const otherWc = { ...wc };
    const subFrame = { url: 'file:///app/out/renderer/index.html' };
    const cases: unknown[] = [
      { sender: otherWc, senderFrame: otherWc.mainFrame },
      { sender: wc, senderFrame: subFrame },
      { sender: wc, senderFrame: null },
    ];
    for (const ev of cases) {
      const r = await call(ev, goodSetup);
      expect(r.ok).toBe(false);
      expect(r.error).toEqual({ key: 'untrustedSender' });
    }
    // Our window, but navigated away from our page.
    mainFrame.url = 'https://evil.example/';
    const r1 = await call(trusted, goodSetup);
    mainFrame.url = 'file:///app/out/renderer/index.html';
    expect(r1.ok).toBe(false);
    const r2 = await call(trusted, { ...goodSetup, laps: 99 });
    expect(r2.ok).toBe(false);
    const r3 = await call(trusted, goodSetup, 'extra');
    expect(r3.ok).toBe(false);
    expect(session.hasGame()).toBe(false);
    expect(sent).toHaveLength(0);
  });
});
