/**
 * Why a recorded Racepack move cannot be replayed under the current rules (a `movesLeftOut` save
 * note's `cause`, src-shared/games/racepack/legacy.ts), by cause; `action` is the recorded
 * action's type. The shell's save wording reads it through Racepack's words (`replayCauses`).
 */
export const RACEPACK_REPLAY_CAUSES: Record<string, (action: string) => string> = {
  laneChange: () =>
    'a lane change the current rules do not allow there: into or out of the pit lane without a stop, or against a corner',
  movement: () =>
    'a movement the current rules do not allow there: out of the pit lane without a stop, or against a corner',
  question: () => 'an answer to a question the current rules no longer ask',
  other: (action) => `a ${action} the current rules do not allow there`,
};
