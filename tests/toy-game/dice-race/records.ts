/** What the records need of a Dice Race (src-shared/records/game-records.ts GameRecords). */
import type { Finish, GameRecords } from '../../../src-shared/records/game-records';
import type { SessionSetup } from '../../../src-shared/session/types';
import { diceRace, type DiceRaceEvent, type DiceRaceState } from './rules';
import type { DiceRaceSetup, DiceRaceStoredOptions } from './session-plugin';

export const diceRaceRecords: GameRecords = {
  finishes(events, state) {
    const s = state as DiceRaceState;
    return (events as DiceRaceEvent[])
      .filter((e) => e.type === 'finished')
      .map((): Finish => ({
        kind: 'race',
        race: 0,
        track: `line-${s.options.length}`,
        finish: [...(diceRace.result(s)?.finishOrder ?? [])],
        rounds: s.round + 1,
      }));
  },
  optionsOf: (options) => ({ length: (options as DiceRaceStoredOptions).length }),
  seedOf: (options) => (options as DiceRaceStoredOptions).seed,
  setupOf(options, seats) {
    const o = options as DiceRaceStoredOptions;
    const setup: DiceRaceSetup = {
      game: 'dice-race',
      seats: seats.map((s) => ({ ...s })),
      length: o.length,
      seed: o.seed,
    };
    // The setup union is the house registry's (see README.md): the toy's is cast.
    return setup as unknown as SessionSetup;
  },
  // No plots of its races.
  summary: () => null,
};
