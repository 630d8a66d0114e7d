import { Hono } from 'hono';
import { UPLOADS_PATH, type Storage } from '../../lib/storage';
import type { AppEnv } from '../../types';

/**
 * `/uploads/*`: stored files, from the local folder or the bucket. Keys are never reused, so
 * a year of immutable caching is safe.
 */
export function uploadsRoutes({ storage }: { storage: Storage }) {
  const app = new Hono<AppEnv>();
  app.get(`${UPLOADS_PATH}/*`, async (c) => {
    const key = c.req.path.slice(UPLOADS_PATH.length + 1);
    const file = await storage.get(key);
    if (!file) return c.text('Not found.', 404);
    c.header('Content-Type', file.contentType);
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200);
  });
  return app;
}
