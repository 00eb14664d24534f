/** Dice Race's part in the save format (src-shared/games/save-rules-shape.ts). */
import { z } from 'zod';
import type { GameSaveRules } from '../../../src-shared/games/save-rules-shape';
import { DiceRaceOptionsError, IllegalDiceRaceAction, diceRace, type DiceRaceState } from './rules';
import type { DiceRaceStoredOptions } from './session-plugin';

const int = z.number().int();

export const diceRaceActionSchema = z.union([
  z.strictObject({ type: z.literal('pickDie'), die: z.enum(['steady', 'wild']) }),
  z.strictObject({ type: z.literal('roll') }),
  z.strictObject({ type: z.literal('step'), spaces: int.min(1).max(6) }),
]);

export const diceRaceSaveRules: GameSaveRules<'dice-race'> = {
  id: 'dice-race',
  optionsSchema: z.looseObject({ players: int.min(2).max(4), length: int, seed: int }),
  actionSchema: diceRaceActionSchema,
  // Dice Race keeps no running statistics (empty objects).
  statsSchema: z.array(z.strictObject({})),
  maxSeats: 4,
  normalize: (o) => {
    const { seed, ...rest } = o as DiceRaceStoredOptions;
    return { ...diceRace.normalizeOptions(rest), seed };
  },
  normalizeNew: (o) => diceRaceSaveRules.normalize(o),
  // The CLI's new races: every seat a human (the app's bots are chosen when a save is loaded there).
  defaultSeats: (o) =>
    Array.from({ length: (o as DiceRaceStoredOptions).players }, (_, i) => ({
      kind: 'human' as const,
      name: `Player ${i + 1}`,
    })),
  isBadOptions: (e) => e instanceof DiceRaceOptionsError,
  players: (o) => (o as DiceRaceStoredOptions).players,
  create: (o) => {
    const { seed, ...rest } = o as DiceRaceStoredOptions;
    return diceRace.create(diceRace.normalizeOptions(rest), seed);
  },
  apply: (s, a) => void diceRace.apply(s as DiceRaceState, a as never),
  isIllegal: (e) => e instanceof IllegalDiceRaceAction,
  clone: (s) => diceRace.clone(s as DiceRaceState),
  serialize: (s) => diceRace.serialize(s as DiceRaceState),
  deserialize: (t) => diceRace.deserialize(t),
  optionsOfState: (s) => (s as DiceRaceState).options,
  // The seed is not kept in the state (its dice are).
  comparableOptions: (o) => {
    const { seed: _seed, ...rest } = o as DiceRaceStoredOptions;
    void _seed;
    return rest;
  },
  // A slot shows the board's length, the round and the runners, furthest first.
  summarize: (state, seats) => {
    const s = state as DiceRaceState;
    const order =
      diceRace.result(s)?.finishOrder ??
      s.positions.map((_, i) => i).sort((a, b) => s.positions[b] - s.positions[a] || a - b);
    return {
      track: `line-${s.options.length}`,
      trackName: `${s.options.length} spaces`,
      race: 1,
      races: 1,
      round: s.round,
      phase: s.phase,
      over: diceRace.isTerminal(s),
      actionCount: 0,
      standings: order.map((p, i) => ({
        player: p,
        name: seats[p]?.name ?? `Runner ${p + 1}`,
        place: i + 1,
        points: null,
        laps: 0,
      })),
    };
  },
};
