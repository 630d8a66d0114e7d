import { Hono, type Context } from 'hono';
import type { Database } from '@lineup/db';
import type { Env } from '../../env';
import type { PageHeadHook } from '../../middleware/web-app';
import type { AppEnv } from '../../types';
import { pageHeadFor } from './seo.service';
import { buildRobots, buildSitemap } from './sitemap.service';

/** Links in feeds and heads use PUBLIC_URL when set, else the address the request came to. */
const originOf = (c: Context, env: Env) => env.PUBLIC_URL ?? new URL(c.req.url).origin;

/** `/sitemap.xml` and `/robots.txt`, built from the database (outside `/api`, as crawlers expect). */
export function seoRoutes({ database, env }: { database: Database; env: Env }) {
  return new Hono<AppEnv>()
    .get('/sitemap.xml', async (c) => {
      const xml = await buildSitemap({ db: database.db, origin: originOf(c, env) });
      return c.body(xml, 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      });
    })
    .get('/robots.txt', (c) =>
      c.text(buildRobots(originOf(c, env)), 200, { 'Cache-Control': 'public, max-age=86400' }),
    );
}

/** The web app's head hook: event, area, country and city pages get their own head. */
export function seoPageHead({ database, env }: { database: Database; env: Env }): PageHeadHook {
  return (c, pathname) => pageHeadFor({ db: database.db, pathname, origin: originOf(c, env) });
}
