import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import type { AppConfig } from './app-config';

/**
 * SESSION_SECRET, or outside production a secret generated once and kept in the data folder, so
 * that sessions survive restarts of a development install without any setup.
 */
export function resolveSessionSecret(config: AppConfig): string {
  if (config.auth.sessionSecret) return config.auth.sessionSecret;
  const file = join(config.database.dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.database.dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
