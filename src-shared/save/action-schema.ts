/** The games' action schemas (each defined in its game's save rules), for the IPC contract. */
export { automobilesActionSchema as actionSchema } from '../games/automobiles';
export { racepackActionSchema } from '../games/racepack';
