import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The shell's tag for the theme and language script (frontends/shell/src/index.html). */
export const PREFERENCES_SCRIPT_TAG = '<script src="/preferences.js"></script>';

export interface InlinePreferences {
  /** The script's text, to put in the page instead of a request that blocks the first paint. */
  source: string;
  /** Its CSP source expression, `'sha256-...'`, for script-src. */
  hash: string;
}

const cache = new Map<string, InlinePreferences | null>();

/**
 * The shell's preferences.js, read once per process: the content security policy (set up at
 * start-up) allows exactly this text, so pages inline the same copy. Null when not built.
 */
export function inlinePreferences(frontendsDir: string): InlinePreferences | null {
  const cached = cache.get(frontendsDir);
  if (cached !== undefined) return cached;
  let value: InlinePreferences | null = null;
  try {
    const source = readFileSync(join(frontendsDir, 'shell', 'preferences.js'), 'utf8');
    if (!source.includes('</script')) {
      value = { source, hash: `'sha256-${createHash('sha256').update(source).digest('base64')}'` };
    }
  } catch {
    // The shell has not been built: pages keep the script tag.
  }
  cache.set(frontendsDir, value);
  return value;
}
