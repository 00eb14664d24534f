import { saveOfGame } from '../../helpers/save-games';
import { describe, expect, it } from 'vitest';
import { createGame, serialize, type Action } from '../../../src-shared/games/automobiles';
import { GreedyBot } from '../../../src-shared/games/automobiles/bots/greedy-bot';
import { playGame } from '../../../src-shared/games/automobiles/sim/play-game';
import { SaveFormatError, loadSave, parseSave, stringifySave, type SaveFile } from '../../../src-shared/save';

const options = { players: 3, seed: 42, track: 'road-course', cards: 'expert-invitational' };

/** The first 400 actions of a greedy game: setup, buys, moves, card prompts. */
function partialGame(): { actions: Action[]; final: string } {
  const played = playGame(options, [new GreedyBot(), new GreedyBot(), new GreedyBot()], { maxActions: 400 });
  return { actions: played.actions, final: serialize(played.state) };
}

const errorOf = (fn: () => unknown): SaveFormatError => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(SaveFormatError);
    return e as SaveFormatError;
  }
  throw new Error('expected a SaveFormatError');
};

/** Save text with one part changed, to build broken files. */
function edited(save: SaveFile, change: (raw: Record<string, any>) => void): string {
  const raw = JSON.parse(stringifySave(save));
  change(raw);
  return JSON.stringify(raw);
}

describe('save files', () => {
  it('round-trips a game in progress: loading replays to the same state', () => {
    const { actions, final } = partialGame();
    const save = saveOfGame(options, actions, { savedAt: '2025-01-02T03:04:05.000Z', label: 'test' });
    const text = stringifySave(save);
    const loaded = loadSave(text);
    expect(serialize(loaded.state)).toBe(final);
    expect(loaded.save.actions).toEqual(actions);
    expect(loaded.save.meta).toEqual({ savedAt: '2025-01-02T03:04:05.000Z', label: 'test' });
    expect(loaded.save.options.cards).toEqual({ kind: 'set', id: 'expert-invitational' });
    // Saving what was loaded gives the same text (options are stored normalized).
    expect(stringifySave(saveOfGame(loaded.save.options, loaded.save.actions, loaded.save.meta))).toBe(text);
  });

  it('round-trips options beyond the base game (drivers, a season, expansion cards)', () => {
    const season = {
      players: 3,
      seed: 9,
      drivers: 'limited' as const,
      season: { races: 3 },
      expansionCards: true,
      cards: 'random',
    };
    const played = playGame(season, [new GreedyBot(), new GreedyBot(), new GreedyBot()], { maxActions: 600 });
    const save = saveOfGame(season, played.actions, {}, played.state);
    expect(save.options.season?.tracks).toHaveLength(3);
    const loaded = loadSave(stringifySave(save));
    expect(loaded.save.options).toEqual(save.options);
    expect(serialize(loaded.state)).toBe(serialize(played.state));
  });

  it("keeps the seats, with a bot's own thinking time", () => {
    const seats = [
      { kind: 'human' as const, name: 'Ann' },
      { kind: 'bot' as const, name: 'Quick', level: 'hard' as const, thinkMs: 400 },
      { kind: 'bot' as const, name: 'Gus', level: 'greedy' as const },
    ];
    const save = saveOfGame(options, [], {}, undefined, { seats });
    expect(loadSave(stringifySave(save)).save.seats).toEqual(seats);
    // A thinking time only makes sense for a searching level, in range.
    for (const bad of [
      { level: 'greedy', thinkMs: 400 },
      { level: 'hard', thinkMs: 1 },
      { level: 'hard', thinkMs: 'slow' },
    ]) {
      const text = edited(save, (raw) => Object.assign(raw.seats[1], bad));
      expect(errorOf(() => parseSave(text)).message).toMatch(/^damaged save file: seats\[1\]/);
    }
  });

  it('a new save loads as a fresh game', () => {
    const save = saveOfGame(options);
    expect(save).toMatchObject({
      format: 'automobiles-save',
      version: 4,
      actions: [],
      meta: {},
      seats: [{ kind: 'human' }, { kind: 'human' }, { kind: 'human' }],
    });
    expect(serialize(loadSave(stringifySave(save)).state)).toBe(serialize(createGame(options)));
  });

  it('checks a snapshot against the replay', () => {
    const { actions, final } = partialGame();
    const state = loadSave(stringifySave(saveOfGame(options, actions))).state;
    const save = saveOfGame(options, actions, {}, state);
    expect(save.snapshot?.actionCount).toBe(actions.length);
    expect(serialize(loadSave(stringifySave(save)).state)).toBe(final);

    const tampered = edited(save, (raw) => {
      raw.snapshot.state.stock[0] -= 1;
      raw.snapshot.state.players[0].bag[0] += 1;
    });
    expect(errorOf(() => loadSave(tampered)).message).toMatch(/snapshot does not match the replay after action #400/);
    const broken = edited(save, (raw) => delete raw.snapshot.state.rng);
    expect(errorOf(() => loadSave(broken)).message).toMatch(/^snapshot: .*rng/);
    const tooLate = edited(save, (raw) => (raw.snapshot.actionCount = 401));
    expect(errorOf(() => loadSave(tooLate)).message).toMatch(/snapshot is after action #401 but the save has only 400/);
    // A snapshot may also sit earlier in the log (state after action 0 = the new game).
    const early = edited(
      saveOfGame(options),
      (raw) => (raw.snapshot = { actionCount: 0, state: JSON.parse(serialize(createGame(options))) }),
    );
    expect(() => loadSave(early)).not.toThrow();
  });

  it('reports an action that is illegal in the replay, by number', () => {
    // Three setup buys end, then a step with nothing to move.
    const log: Action[] = [
      { type: 'endBuy' },
      { type: 'endBuy' },
      { type: 'endBuy' },
      { type: 'step', space: 12 },
      { type: 'endActions' },
    ];
    const e = errorOf(() => loadSave(stringifySave(saveOfGame(options, log))));
    expect(e.message).toMatch(
      /^move 4 of 5 cannot be replayed: .*older version of the rules or tracks \(\{"type":"step","space":12\} is not legal: illegal action .*; legal: .*"endActions"/,
    );
    // A real log with one action changed fails at that action.
    const { actions } = partialGame();
    const changed = [...actions];
    const i = changed.findIndex((a, k) => k > 100 && a.type === 'play');
    changed[i] = { type: 'buy', color: 'black' };
    expect(errorOf(() => loadSave(stringifySave(saveOfGame(options, changed)))).message).toMatch(
      new RegExp(`^move ${i + 1} of 400 cannot be replayed`),
    );
  });

  describe('bad files', () => {
    const good = saveOfGame(options);
    it('not JSON', () => {
      expect(errorOf(() => parseSave('{"format": "automobiles-save", ')).message).toMatch(
        /^not a save file: the text is not valid JSON/,
      );
      expect(errorOf(() => parseSave('')).message).toMatch(/not valid JSON/);
    });
    it('a foreign file', () => {
      expect(errorOf(() => parseSave('{"name":"package","version":1}')).message).toBe(
        'not an Automobiles save file: it has no "format" field',
      );
      expect(errorOf(() => parseSave('{"format":"other-game","version":1}')).message).toBe(
        'not an Automobiles save file: its format is "other-game"',
      );
      expect(errorOf(() => parseSave('[1,2,3]')).message).toMatch(/expected a JSON object/);
      expect(errorOf(() => parseSave('null')).message).toMatch(/expected a JSON object/);
      expect(errorOf(() => parseSave(serialize(createGame(options)))).message).toMatch(/bare game state, not a save/);
    });
    it('a newer version', () => {
      const text = edited(good, (raw) => (raw.version = 5));
      expect(errorOf(() => parseSave(text)).message).toBe(
        'save version 5 is newer than this version of the game supports (4); please update the game',
      );
      expect(errorOf(() => parseSave(edited(good, (raw) => (raw.version = '1')))).message).toMatch(
        /version must be a whole number/,
      );
      expect(errorOf(() => parseSave(edited(good, (raw) => delete raw.version))).message).toMatch(
        /version must be a whole number/,
      );
    });
    it('a wrong shape names the path', () => {
      const withActions = saveOfGame(options, [{ type: 'endBuy' }, { type: 'endBuy' }]);
      const cases: [(raw: Record<string, any>) => void, RegExp][] = [
        [(raw) => (raw.actions[1].color = 'pink'), /^damaged save file: actions\[1\]/],
        [(raw) => (raw.actions[0] = { type: 'buy', color: 'mauve' }), /^damaged save file: actions\[0\]\.color: /],
        [(raw) => (raw.actions[0] = { type: 'teleport' }), /^damaged save file: actions\[0\]\.type: /],
        [(raw) => (raw.actions[0] = { type: 'endBuy', extra: 1 }), /^damaged save file: actions\[0\]: .*extra/],
        [(raw) => (raw.actions = {}), /^damaged save file: actions: /],
        [(raw) => delete raw.options, /^damaged save file: options: /],
        [(raw) => (raw.options.players = [{ name: 'solo' }]), /^damaged save file: options\.players: /],
        [(raw) => (raw.snapshot = { actionCount: -1, state: {} }), /^damaged save file: snapshot\.actionCount: /],
      ];
      for (const [change, message] of cases)
        expect(errorOf(() => parseSave(edited(withActions, change))).message).toMatch(message);
    });
    it('options the engine refuses', () => {
      expect(errorOf(() => parseSave(edited(good, (raw) => (raw.options.track = 'moon-base')))).message).toMatch(
        /^options: unknown track "moon-base"/,
      );
      expect(errorOf(() => parseSave(edited(good, (raw) => (raw.options.laps = 9)))).message).toMatch(/^options: laps/);
      expect(
        errorOf(() => parseSave(edited(good, (raw) => (raw.options.cards = { kind: 'set', id: 'nope' })))).message,
      ).toMatch(/^options: unknown card set/);
    });
  });
});
