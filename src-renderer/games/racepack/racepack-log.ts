/** A Racepack car's name as the screens show it (the log's lines are the session's: log-wording.ts). */
import { RACEPACK_MESSAGES as M } from './i18n/racepack-messages';
import type { RacepackPublicState, RacepackSetupData } from './racepack-table';

/** "Car 3 (Anna)": the number painted on the car and its driver's name. */
export function carName(s: RacepackPublicState, setup: RacepackSetupData, car: number): string {
  const seat = s.cars[car]?.seat ?? 0;
  return `${M.screen.carLabel(car + 1)} (${setup.seats[seat]?.name ?? `Player ${seat + 1}`})`;
}
