/** Worker thread of the arena: plays the games it is sent, one at a time. */
import { playArenaGame } from './arena-game';
import { serveJobs } from './worker-fan-out';

serveJobs(playArenaGame);
