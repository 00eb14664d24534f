/** Bad input (unknown command or flag, bad value, unreadable save): exit code 2. */
export class UsageError extends Error {
  readonly exitCode = 2;
}

/** A well-formed request the rules refuse (an illegal action): exit code 1. */
export class RefusedError extends Error {
  readonly exitCode = 1;
}
