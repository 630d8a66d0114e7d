import { Hono } from 'hono';
import type { Database } from '@lineup/db';
import type { Env } from '../../env';
import { publicOrigin } from '../../lib/public-origin';
import type { PageHeadHook } from '../../middleware/web-app';
import type { AppEnv } from '../../types';
import { pageHeadFor } from './seo.service';
import { buildRobots, buildSitemap } from './sitemap.service';

/** `/sitemap.xml` and `/robots.txt`, built from the database (outside `/api`, as crawlers expect). */
export function seoRoutes({ database, env }: { database: Database; env: Env }) {
  return new Hono<AppEnv>()
    .get('/sitemap.xml', async (c) => {
      const xml = await buildSitemap({ db: database.db, origin: publicOrigin(env) });
      return c.body(xml, 200, {
        'Content-Type': 'application/xml; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      });
    })
    .get('/robots.txt', (c) =>
      c.text(buildRobots(publicOrigin(env)), 200, { 'Cache-Control': 'public, max-age=86400' }),
    );
}

/** The web app's head hook: event, area, country and city pages get their own head. */
export function seoPageHead({ database, env }: { database: Database; env: Env }): PageHeadHook {
  return (_c, pathname) => pageHeadFor({ db: database.db, pathname, origin: publicOrigin(env) });
}
