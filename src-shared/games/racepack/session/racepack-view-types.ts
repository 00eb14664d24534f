import type { RacepackAction, RacepackState } from '..';
import type { BotLevel } from '../../../session/types';
import type { BotNotice, LogLine } from '../../../session/log-types';

/** The race as every seat sees it: the whole state but the dice to come (Racepack hides nothing else). */
export type RacepackPublicState = Omit<RacepackState, 'rng'>;

/** One legal action of the deciding human, as data (the renderer words it; no sentence crosses the contract). */
export interface RacepackOption {
  /** Index in the legal list (what the renderer sends back is `action` itself). */
  n: number;
  action: RacepackAction;
}

/** Everything the renderer may know of a Racepack game. Plain data. */
export interface RacepackView {
  game: 'racepack';
  id: string;
  version: number;
  seats: { index: number; name: string; kind: 'human' | 'bot'; level: BotLevel | null }[];
  race: RacepackPublicState;
  /** The seat that decides now (-1 when the race is over). */
  decider: number;
  deciderKind: 'human' | 'bot' | null;
  thinking: boolean;
  /** The human decider's legal actions (empty while a bot decides or the race is over). */
  legal: RacepackOption[];
  canUndo: boolean;
  notice: BotNotice | null;
  log: LogLine[];
  over: boolean;
  /** Seats, winner first, once over. */
  finishOrder: number[] | null;
  humans: number;
}

/** Is this view (of any game) a Racepack view? */
export function isRacepackView(v: unknown): v is RacepackView {
  return !!v && (v as { game?: string }).game === 'racepack';
}
