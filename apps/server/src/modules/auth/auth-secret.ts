import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Env } from '../../env';

/**
 * The key that signs session cookies. Production sets BETTER_AUTH_SECRET (env.ts refuses to
 * start without it). Elsewhere one is made on first start and kept beside the embedded
 * database, so members stay signed in across restarts; tests get a throw-away one.
 */
export function resolveAuthSecret(env: Env): string {
  if (env.BETTER_AUTH_SECRET) return env.BETTER_AUTH_SECRET;
  if (env.NODE_ENV === 'test') return randomBytes(32).toString('base64url');

  const file = path.join(env.DATA_DIR, 'auth-secret');
  try {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // Readable by the server's user only: whoever reads it can forge sessions.
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}
