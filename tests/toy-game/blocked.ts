/**
 * A step of issue #26's proof that a generic layer still refuses: the test is written all the
 * same and expected to fail (it.fails), and the reason, naming the file and line that blocks
 * it, is printed when the suite is collected, so the lead sees what remains. Once the layer
 * is generic the test passes, it.fails turns red, and the `blocked` wrapper comes off.
 */
import { it } from 'vitest';

export function blocked(name: string, blocker: string, test: () => unknown | Promise<unknown>): void {
  console.warn(`[toy game] BLOCKED: ${name}\n  by ${blocker}`);
  it.fails(`${name} (BLOCKED by ${blocker})`, test);
}
