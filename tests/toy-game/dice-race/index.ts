/** Dice Race, the toy game of the tests (issue #26's proof): its one entry point. */
export { diceRace, IllegalDiceRaceAction, DiceRaceOptionsError } from './rules';
export type { DiceRaceAction, DiceRaceEvent, DiceRaceOptions, DiceRaceState } from './rules';
export { RunnerBot, RandomRunner, diceRaceBot } from './bots';
export { diceRaceSession, type DiceRaceSetup, type DiceRaceStoredOptions, type DiceRaceView } from './session-plugin';
export { diceRaceKit, type DiceRaceCatalog } from './kit';
export { diceRaceBotKit, type DiceRaceBotSpec } from './bot-kit';
export { diceRaceSaveRules } from './save-rules';
export { diceRaceCli } from './cli';
