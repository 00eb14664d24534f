/**
 * A bot worker in its own OS process, as the runner sees it (WorkerLike): the transport adapter
 * between WorkerBotRunner (game-neutral, the same for threads and processes) and either a Node
 * child process (child_process.fork: tests, CLI) or an Electron utility process
 * (utilityProcess.fork: the app). Both speak bot-worker-protocol, copied by structured clone.
 *
 * Why a process: V8 aborts the whole process (exit 134) on some huge allocations even in a
 * worker thread with resource limits; in a process of its own only that process dies. Its exit
 * is a fault like a thread's crash: the runner falls back to the inline bot and says so.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { WorkerLike } from '../../src-shared/bots/bot-runner';
import type { FromBotWorker, ToBotWorker } from '../../src-shared/bots/bot-worker-protocol';
import { WORKER_RESOURCE_LIMITS } from './spawn-worker';

/** What the adapter needs of a child process, whichever API started it. */
export interface BotProcessLike {
  postMessage(msg: ToBotWorker): void;
  onMessage(fn: (msg: FromBotWorker) => void): void;
  /** The process ended: its exit code, or the signal that ended it. */
  onExit(fn: (code: number | null, signal: string | null) => void): void;
  /** The process could not be started or could not be written to. */
  onError(fn: (message: string) => void): void;
  /** Its stderr, when piped (V8 writes why it aborted there). */
  stderr: NodeJS.ReadableStream | null;
  /** Electron only: V8's report of a fatal error in the child (its 'exit' follows). */
  onFatalReport?(fn: (text: string) => void): void;
  kill(): void;
}

/**
 * V8 flags of a bot process: the same heap as a bot worker thread's (WORKER_RESOURCE_LIMITS;
 * V8's young generation is three semi-spaces). The cap makes a runaway search stop early, at
 * a bounded cost in memory, instead of growing until the machine swaps.
 */
export function botProcessExecArgv(maxOldSpaceMb = WORKER_RESOURCE_LIMITS.maxOldGenerationSizeMb): string[] {
  return [
    `--max-old-space-size=${maxOldSpaceMb}`,
    `--max-semi-space-size=${Math.round(WORKER_RESOURCE_LIMITS.maxYoungGenerationSizeMb / 3)}`,
  ];
}

/** The last STDERR_TAIL characters of stderr are kept to tell an out-of-memory abort from other deaths. */
const STDERR_TAIL = 4096;

export function processWorkerLike(child: BotProcessLike): WorkerLike {
  let ended = false;
  let tail = '';
  child.onFatalReport?.((text) => (tail = (tail + text).slice(-STDERR_TAIL)));
  child.stderr?.on('data', (chunk: Buffer | string) => {
    const text = String(chunk);
    // Still the host's stderr too: an abort's report is worth reading.
    process.stderr.write(text);
    tail = (tail + text).slice(-STDERR_TAIL);
  });
  return {
    postMessage: (msg) => child.postMessage(msg),
    addMessageListener: (fn) => child.onMessage(fn),
    addFaultListener: (fn) => {
      child.onError((message) => {
        if (!ended) fn(`the bot worker crashed (${message})`);
      });
      child.onExit((code, signal) => {
        if (ended) return;
        if (/out of memory|invalid size error|Reached heap limit/i.test(tail)) fn('the bot worker ran out of memory');
        else fn(`the bot worker stopped (${signal ? `signal ${signal}` : `exit code ${code}`})`);
      });
    },
    terminate: () => {
      ended = true;
      child.kill();
    },
  };
}

/** A Node child process forked with an IPC channel ('advanced' serialization: structured clone). */
export function childProcessLike(child: ChildProcess): BotProcessLike {
  return {
    postMessage: (msg) => {
      if (!child.connected) throw new Error('the bot process is not connected');
      child.send(msg, (e) => {
        // An asynchronous send failure: the exit (or 'error') that follows is the fault.
        if (e) child.kill('SIGKILL');
      });
    },
    onMessage: (fn) => child.on('message', (msg) => fn(msg as FromBotWorker)),
    onExit: (fn) => child.on('exit', (code, signal) => fn(code, signal)),
    onError: (fn) => child.on('error', (e) => fn(e.message)),
    stderr: child.stderr,
    // SIGKILL: a search stuck in a loop never gets to handle a gentler signal.
    kill: () => void child.kill('SIGKILL'),
  };
}

/**
 * Forks a bot process from a module URL under plain Node. A .ts module (CLI and tests run
 * under tsx) gets tsx loaded first; built .js runs as is.
 */
export function forkBotProcess(url: URL, options: { args?: string[]; maxOldSpaceMb?: number } = {}): ChildProcess {
  const ts = url.pathname.endsWith('.ts');
  return fork(fileURLToPath(url), options.args ?? [], {
    execArgv: [...(ts ? ['--import', 'tsx'] : []), ...botProcessExecArgv(options.maxOldSpaceMb)],
    serialization: 'advanced',
    stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
  });
}

/** The part of Electron's UtilityProcess the adapter uses (an EventEmitter; tests pass a fake). */
export interface UtilityProcessLike {
  postMessage(message: unknown): void;
  on(event: 'message', fn: (message: unknown) => void): unknown;
  on(event: 'exit', fn: (code: number) => void): unknown;
  on(event: 'error', fn: (type: string, location: string, report: string) => void): unknown;
  stderr: NodeJS.ReadableStream | null;
  kill(): boolean;
}

/** An Electron utility process (utilityProcess.fork): messages are structured clones. */
export function utilityProcessLike(child: UtilityProcessLike): BotProcessLike {
  return {
    postMessage: (msg) => child.postMessage(msg),
    onMessage: (fn) => void child.on('message', (msg) => fn(msg as FromBotWorker)),
    onExit: (fn) => void child.on('exit', (code) => fn(code, null)),
    onError: () => {},
    stderr: child.stderr,
    // 'error' is a V8 fatal error in the child (e.g. out of memory); its 'exit' follows.
    onFatalReport: (fn) => void child.on('error', (type, location, report) => fn(`${type} ${location} ${report}`)),
    kill: () => void child.kill(),
  };
}
