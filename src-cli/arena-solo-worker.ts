/** Worker thread of the solo arena: plays the series it is sent, one at a time. */
import { playSoloArenaSeries } from './arena-solo-game';
import { serveJobs } from './worker-fan-out';

serveJobs(playSoloArenaSeries);
