/**
 * Dice Race as one kit (src-shared/games/kit.ts): its rules, its session plugin, its seats,
 * setup and action schemas and what a start screen lists. The test build's registry copy
 * (registries/games-registry.ts) names it once, as the house registry names each house game.
 */
import { z } from 'zod';
import type { GameKit } from '../../../src-shared/games/kit';
import { seatSchema } from '../../../src-shared/session/seat-schema';
import { diceRaceBotKit } from './bot-kit';
import { diceRaceRecords } from './records';
import { diceRace, type DiceRaceAction, type DiceRaceEvent, type DiceRaceState } from './rules';
import { diceRaceActionSchema, diceRaceSaveRules } from './save-rules';
import {
  diceRaceSession,
  type DiceRaceLog,
  type DiceRaceSetup,
  type DiceRaceStoredOptions,
  type DiceRaceView,
} from './session-plugin';

/** Seats at a Dice Race: the rules' limits. */
export const DICE_RACE_SEATS = { min: 2, max: 4 } as const;

export const diceRaceSetupSchema = z.strictObject({
  game: z.literal('dice-race'),
  seats: z.array(seatSchema).min(DICE_RACE_SEATS.min).max(DICE_RACE_SEATS.max),
  length: z.number().int().min(10).max(60).optional(),
  seed: z.number().int().min(0).max(0xffffffff).optional(),
});

/** What a start screen lists for Dice Race: its board lengths. */
export interface DiceRaceCatalog {
  game: 'dice-race';
  lengths: number[];
}

export interface DiceRaceTypes {
  state: DiceRaceState;
  action: DiceRaceAction;
  event: DiceRaceEvent;
  options: DiceRaceStoredOptions;
  setup: DiceRaceSetup;
  stats: Record<string, never>;
  view: DiceRaceView;
  log: DiceRaceLog;
  catalog: DiceRaceCatalog;
}

export const diceRaceKit: GameKit<DiceRaceTypes> = {
  id: 'dice-race',
  game: diceRace,
  session: diceRaceSession,
  seats: DICE_RACE_SEATS,
  setupSchema: diceRaceSetupSchema as z.ZodType<DiceRaceSetup>,
  actionSchema: diceRaceActionSchema as z.ZodType<DiceRaceAction>,
  logKeys: [],
  catalog: () => ({ game: 'dice-race', lengths: [20, 30, 40] }),
  saveRules: diceRaceSaveRules,
  bots: diceRaceBotKit,
  records: diceRaceRecords,
  cli: {
    arena: {
      flags: [],
      where: 'a board of 20 spaces',
      options: (o) => diceRace.normalizeOptions({ players: o.players }),
      rounds: (s) => (s as DiceRaceState).round,
      finishOrder: (s) => [...diceRace.result(s as DiceRaceState)!.finishOrder],
    },
    commands: () => import('./cli').then((m) => m.diceRaceCli),
  },
};
