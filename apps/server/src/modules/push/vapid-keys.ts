import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webPush from 'web-push';
import type { Env } from '../../env';

export type VapidKeys = { publicKey: string; privateKey: string };

/**
 * The server's web push keys (VAPID): from configuration, or made once and kept beside the
 * embedded database like the session secret, so browsers' subscriptions survive restarts.
 * Tests get a throw-away pair.
 */
export function resolveVapidKeys(env: Env): VapidKeys {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  }
  if (env.NODE_ENV === 'test') return webPush.generateVAPIDKeys();

  const file = path.join(env.DATA_DIR, 'vapid-keys.json');
  try {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey) {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(env.DATA_DIR, { recursive: true });
  const keys = webPush.generateVAPIDKeys();
  // Readable by the server's user only: whoever holds the private key can push as Lineup.
  writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return keys;
}

/** `mailto:` of the sender address, unless VAPID_SUBJECT says otherwise. */
export function vapidSubject(env: Pick<Env, 'VAPID_SUBJECT' | 'MAIL_FROM'>): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const address = /<([^>]+)>/.exec(env.MAIL_FROM)?.[1] ?? env.MAIL_FROM.trim();
  return `mailto:${address}`;
}
