/** Dice Race's part in the save format (src-shared/save/save-rules.ts's SaveRules). */
import { z } from 'zod';
import type { SaveGameId, SaveRules } from '../../../src-shared/save/save-rules';
import { DiceRaceOptionsError, IllegalDiceRaceAction, diceRace, type DiceRaceState } from './rules';
import type { DiceRaceStoredOptions } from './session-plugin';

const int = z.number().int();

export const diceRaceSaveRules: SaveRules = {
  // BLOCKER src-shared/save/save-rules.ts:29-30: SaveGameId is the closed union of SAVE_GAMES.
  id: 'dice-race' as unknown as SaveGameId,
  optionsSchema: z.looseObject({ players: int.min(2).max(4), length: int, seed: int }),
  actionSchema: z.union([
    z.strictObject({ type: z.literal('pickDie'), die: z.enum(['steady', 'wild']) }),
    z.strictObject({ type: z.literal('roll') }),
    z.strictObject({ type: z.literal('step'), spaces: int.min(1).max(6) }),
  ]),
  maxSeats: 4,
  normalize: (o) => {
    const { seed, ...rest } = o as DiceRaceStoredOptions;
    return { ...diceRace.normalizeOptions(rest), seed };
  },
  isBadOptions: (e) => e instanceof DiceRaceOptionsError,
  players: (o) => (o as DiceRaceStoredOptions).players,
  create: (o) => {
    const { seed, ...rest } = o as DiceRaceStoredOptions;
    return diceRace.create(diceRace.normalizeOptions(rest), seed);
  },
  apply: (s, a) => void diceRace.apply(s as DiceRaceState, a as never),
  isIllegal: (e) => e instanceof IllegalDiceRaceAction,
  serialize: (s) => diceRace.serialize(s as DiceRaceState),
  deserialize: (t) => diceRace.deserialize(t),
  optionsOfState: (s) => (s as DiceRaceState).options,
  // The seed is not kept in the state (its dice are).
  comparableOptions: (o) => {
    const { seed: _seed, ...rest } = o as DiceRaceStoredOptions;
    void _seed;
    return rest;
  },
};
