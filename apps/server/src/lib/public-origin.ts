import type { Env } from '../env';

/**
 * The origin of every absolute link the server writes (mails, sign-in callbacks, feeds, `.ics`
 * files, the sitemap, canonical and `og:url` tags): PUBLIC_URL, which production requires, or
 * this machine in development. Never the request's Host header, which the client chooses and
 * which shared caches would then serve to everyone.
 */
export function publicOrigin(env: Pick<Env, 'PUBLIC_URL' | 'PORT'>): string {
  return env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
}
