/**
 * Bad input: malformed or illegal actions, bad game options, corrupt saved states. Every
 * refusal names the problem and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import {
  GameOptionsError,
  IllegalActionError,
  applyAction,
  createGame,
  deserialize,
  serialize,
} from '../../../src-shared/games/automobiles/index';
import { StateFormatError } from '../../../src-shared/games/automobiles';
import { canonical, makeTrack, play, position } from '../../helpers/rules-position';

const T = makeTrack('bi-basic', [
  [
    ['w', 10],
    ['lg', 10],
  ],
  [
    ['w', 10],
    ['lg', 10],
  ],
]);
const game = () =>
  position({
    track: T,
    cars: [{ space: T.sp(0, 0) }, { space: T.sp(1, 0) }],
    piles: [{ active: { lightGray: 1, yellow: 2 }, bag: { yellow: 7 } }, {}],
  });

function refused(s: ReturnType<typeof game>, action: unknown, message: RegExp): void {
  const before = serialize(s);
  let error: unknown;
  try {
    applyAction(s, action as never);
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(IllegalActionError);
  expect((error as Error).message).toMatch(message);
  expect(serialize(s)).toBe(before);
}

describe('malformed and illegal actions', () => {
  it.each([
    ['null', null, /malformed action null/],
    ['undefined', undefined, /malformed action/],
    ['an empty object', {}, /malformed action \{\}.*"type"/],
    ['a string', 'endActions', /malformed action "endActions"/],
    ['a number type', { type: 7 }, /malformed action/],
    ['an array', [], /malformed action/],
  ])('%s is refused as malformed', (_what, action, message) => {
    refused(game(), action, message);
  });

  it.each([
    ['an unknown type', { type: 'fly' }, /illegal action \{"type":"fly"\} now; legal: /],
    ['an unknown colour', { type: 'play', color: 'pink' }, /illegal action \{"type":"play","color":"pink"\}/],
    ['a play without a colour', { type: 'play' }, /illegal action/],
    ['a colour not in the active pile', { type: 'play', color: 'black' }, /illegal action/],
    ['a buy in the Action Phase', { type: 'buy', color: 'white' }, /illegal action/],
    ['a step with no cube moving', { type: 'step', space: T.sp(0, 1) }, /illegal action/],
    ['a pick with no prompt', { type: 'pick', color: 'white', from: 'active' }, /illegal action/],
  ])('%s is refused, naming the legal actions', (_what, action, message) => {
    refused(game(), action, message);
  });

  it('the message lists what is legal now', () => {
    const s = game();
    expect(() => applyAction(s, { type: 'fly' } as never)).toThrowError(/"type":"endActions"/);
  });

  it('a step to a non-adjacent space, a space behind, or a made-up space is refused', () => {
    const s = game();
    applyAction(s, play('lightGray'));
    refused(
      s,
      { type: 'step', space: T.filler(0) },
      /illegal action \{"type":"step","space":\d+\}.*legal: \{"type":"step"/,
    );
    refused(s, { type: 'step', space: T.grid(0) }, /illegal action/);
    refused(s, { type: 'step', space: 9999 }, /illegal action/);
    refused(s, { type: 'step', space: -1 }, /illegal action/);
    refused(s, { type: 'step', space: '5' }, /illegal action/);
    refused(s, { type: 'endActions' }, /illegal action/);
  });

  it('after the race is over every action is refused', () => {
    const s = game();
    s.phase = 'over';
    refused(s, { type: 'endActions' }, /none \(the race is over\)/);
  });
});

describe('bad game options', () => {
  const bad = (options: unknown, message: RegExp) => {
    let error: unknown;
    try {
      createGame(options as never);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GameOptionsError);
    expect((error as Error).message).toMatch(message);
  };

  it('player count', () => {
    bad({ players: 1 }, /players: 2 to 5 seats are needed, got 1/);
    bad({ players: 6 }, /players: 2 to 5 seats are needed, got 6/);
    bad({ players: ['a'] }, /got 1/);
    bad({}, /players/);
    bad(null, /options must be an object/);
  });

  it('laps', () => {
    bad({ players: 2, laps: 0 }, /laps must be a whole number from 1 to 7, got 0/);
    bad({ players: 2, laps: 8 }, /laps .* got 8/);
    bad({ players: 2, laps: 2.5 }, /laps .* got 2.5/);
  });

  it('unknown track', () => {
    bad({ players: 2, track: 'nowhere' }, /unknown track "nowhere"; known: .*beginner-oval/);
  });

  it('unknown card set, unknown card, custom set with a card of the wrong colour', () => {
    bad({ players: 2, cards: 'no-such-set' }, /unknown card set "no-such-set"/);
    bad({ players: 2, cards: { kind: 'set', id: 'nope' } }, /unknown card set "nope"/);
    bad({ players: 2, cards: 'manager,crew-chief,suspension,gearbox,warp-drive' }, /unknown action card "warp-drive"/);
    bad({ players: 2, cards: 'manager,crew-chief,suspension,gearbox,3rd-gear' }, /unknown action card "3rd-gear"/);
    // two garage cards: no engine card
    bad({ players: 2, cards: 'manager,crew-chief,suspension,gearbox,engineer' }, /blue \(engine\) card is missing/);
    bad(
      {
        players: 2,
        cards: {
          kind: 'custom',
          cards: {
            yellow: 'crew-chief',
            purple: 'crew-chief',
            red: 'steering',
            green: 'gearbox',
            blue: 'rotary-engine',
          },
        },
      },
      /the yellow \(garage\) card is missing or not a yellow card \(got "crew-chief"\)/,
    );
    bad({ players: 2, cards: { kind: 'weird' } }, /cards must be/);
  });

  it('unknown variant or a non-boolean value', () => {
    bad({ players: 2, variants: { turbo: true } }, /unknown variant "turbo"/);
    bad({ players: 2, variants: { weaving: 'yes' } }, /variant weaving must be true or false/);
  });

  it('a player name that is empty or too long', () => {
    bad({ players: ['Ann', '  '] }, /players\[1\]\.name must be 1-40 characters/);
    bad({ players: ['Ann', 'x'.repeat(41)] }, /players\[1\]\.name/);
  });
});

describe('corrupt saved states', () => {
  const bad = (json: string, message: RegExp) => {
    let error: unknown;
    try {
      deserialize(json);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(StateFormatError);
    expect((error as Error).message).toMatch(message);
  };
  const good = () => JSON.parse(serialize(createGame({ players: 3, seed: 4 })));

  it('not JSON', () => {
    bad('{not json', /not valid JSON/);
    bad('', /not valid JSON/);
  });

  it('JSON of the wrong shape, naming the first problems', () => {
    bad('{"a":1}', /not a valid game state: .*schema/);
    bad('[]', /not a valid game state/);
    bad('null', /not a valid game state/);
    const s = good();
    s.players[0].bag = [1, 2, 3];
    bad(JSON.stringify(s), /players\.0\.bag/);
    const t = good();
    t.stock[0] = -1;
    bad(JSON.stringify(t), /stock\.0/);
  });

  it('a newer schema', () => {
    const s = good();
    s.schema = 2;
    bad(JSON.stringify(s), /state schema 2 is newer than this version understands \(1\)/);
  });

  it('cross-references: unknown track, player count, a car off the track', () => {
    const a = good();
    a.track = 'nowhere';
    bad(JSON.stringify(a), /unknown track "nowhere"/);
    const b = good();
    b.players.pop();
    bad(JSON.stringify(b), /player count does not match/);
    const c = good();
    c.players[1].car = { space: 99999, segment: 0 };
    bad(JSON.stringify(c), /player 1's car is off the track/);
  });

  it('a good state parses back to the same state (same content; key order may differ)', () => {
    const s = createGame({ players: 3, seed: 4 });
    expect(canonical(deserialize(serialize(s)))).toBe(canonical(s));
  });
});
