/**
 * The child's side of a bot worker that runs in its own OS process: an Electron utility
 * process (process.parentPort) or a Node child process forked with an IPC channel
 * (process.send, 'advanced' serialization = structured clone). Both carry the same
 * bot-worker-protocol messages as a worker thread's parentPort.
 */
import type { FromBotWorker, ToBotWorker } from '../../src-shared/bots/bot-worker-protocol';

interface ElectronParentPort {
  postMessage(msg: unknown): void;
  on(event: 'message', fn: (e: { data: unknown }) => void): void;
}

export interface ProcessPort {
  post(msg: FromBotWorker): void;
  onMessage(fn: (msg: ToBotWorker) => void): void;
}

export function processPort(): ProcessPort {
  const electronPort = (process as { parentPort?: ElectronParentPort }).parentPort;
  if (electronPort)
    return {
      post: (msg) => electronPort.postMessage(msg),
      onMessage: (fn) => electronPort.on('message', (e) => fn(e.data as ToBotWorker)),
    };
  const send = process.send?.bind(process);
  if (!send) throw new Error('a bot process must be started by utilityProcess.fork or child_process.fork');
  // The host is gone (it exited or dropped us): nothing is left to answer to.
  process.on('disconnect', () => process.exit(0));
  return {
    post: (msg) => void send(msg),
    onMessage: (fn) => process.on('message', (msg) => fn(msg as ToBotWorker)),
  };
}
