/**
 * Issue #31, text size: every font size in the renderer's styles follows the player's text-size
 * setting (`--font-scale`), so no text is left at a fixed pixel size when the player enlarges it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function styleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return styleFiles(path);
    return /\.(vue|css)$/.test(name) ? [path] : [];
  });
}

/** Lines that set a font size in pixels without the scale. */
export function fixedFontSizes(text: string): string[] {
  return text.split('\n').filter((line) => /font-size:\s*[0-9.]+px/.test(line) && !line.includes('var(--font-scale'));
}

describe('font sizes follow the text-size setting', () => {
  it('finds a fixed size when there is one', () => {
    expect(fixedFontSizes('.a {\n  font-size: 13px;\n}')).toHaveLength(1);
    expect(fixedFontSizes('.a {\n  font-size: calc(13px * var(--font-scale, 1));\n}')).toHaveLength(0);
  });

  it('no style in the renderer sets a font size in fixed pixels', () => {
    const fixed = styleFiles('src-renderer').flatMap((file) =>
      fixedFontSizes(readFileSync(file, 'utf8')).map((line) => `${file}: ${line.trim()}`),
    );
    expect(fixed).toEqual([]);
  });
});
