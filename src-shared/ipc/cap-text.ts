/** The longest text a worker's error or a refusal may carry back (characters). */
export const MAX_ECHO_CHARS = 500;

/**
 * Text that came from elsewhere (a worker's error, an engine refusal quoting an action) cut
 * to a size a notice, a log line or a reply can carry: a 10 MB action is not echoed back.
 */
export function capText(text: unknown, max = MAX_ECHO_CHARS): string {
  const s = typeof text === 'string' ? text : String(text);
  return s.length <= max ? s : `${s.slice(0, max)}… (${s.length - max} more characters)`;
}
