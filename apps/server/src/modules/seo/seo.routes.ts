import { Hono } from 'hono';
import type { Database } from '@lineup/db';
import type { Env } from '../../env';
import { publicOrigin } from '../../lib/public-origin';
import type { PageHeadHook } from '../../middleware/web-app';
import type { AppEnv } from '../../types';
import { localeOfPath } from '@lineup/contracts/locales';
import { pageHeadFor } from './seo.service';
import { buildRobots, buildSitemap, buildSitemapPart } from './sitemap.service';

const xmlHeaders = {
  'Content-Type': 'application/xml; charset=utf-8',
  'Cache-Control': 'public, max-age=3600',
};

/**
 * `/sitemap.xml` (and its parts, `/sitemap-1.xml`, ... once it is split) and `/robots.txt`,
 * built from the database (outside `/api`, as crawlers expect).
 */
export function seoRoutes({
  database,
  env,
  sitemapMaxUrls,
}: {
  database: Database;
  env: Env;
  /** Addresses per sitemap file; sitemaps.org's 50,000 unless a test asks for fewer. */
  sitemapMaxUrls?: number;
}) {
  const options = {
    db: database.db,
    origin: publicOrigin(env),
    ...(sitemapMaxUrls ? { maxUrls: sitemapMaxUrls } : {}),
  };
  return new Hono<AppEnv>()
    .get('/sitemap.xml', async (c) => c.body(await buildSitemap(options), 200, xmlHeaders))
    .get('/:file{sitemap-[1-9][0-9]{0,5}\\.xml}', async (c) => {
      const part = Number(/\d+/.exec(c.req.param('file'))![0]);
      const xml = await buildSitemapPart({ ...options, part });
      return xml === null ? c.notFound() : c.body(xml, 200, xmlHeaders);
    })
    .get('/robots.txt', (c) =>
      c.text(buildRobots(publicOrigin(env)), 200, { 'Cache-Control': 'public, max-age=86400' }),
    );
}

/** The web app's head hook: event, area, country and city pages get their own head. */
export function seoPageHead({ database, env }: { database: Database; env: Env }): PageHeadHook {
  return (c, pathname) =>
    pageHeadFor({
      db: database.db,
      pathname,
      origin: publicOrigin(env),
      locale: localeOfPath(c.req.path).locale,
    });
}
