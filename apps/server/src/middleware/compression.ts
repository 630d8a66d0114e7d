import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';

/** Bodies smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses dynamic answers (static files carry their precompressed encoding already), except
 * small ones. Hono's `compress` judges the size by `Content-Length`, which a JSON answer built
 * by `c.json` does not carry yet, so it compressed every one: a 31-byte health check went out
 * gzipped and chunked, and compression was most of what such a request cost. A JSON answer is
 * always one string (never a stream), so it is measured here first and given its length.
 */
export function compressLargeBodies(): MiddlewareHandler {
  const compression = compress({ threshold: COMPRESSION_THRESHOLD_BYTES });
  return (c, next) =>
    compression(c, async () => {
      await next();
      const res = c.res;
      if (
        !res.body ||
        res.headers.has('Content-Length') ||
        res.headers.has('Content-Encoding') ||
        !res.headers.get('Content-Type')?.startsWith('application/json')
      ) {
        return;
      }
      const body = new Uint8Array(await res.arrayBuffer());
      const headers = new Headers(res.headers);
      headers.set('Content-Length', String(body.byteLength));
      c.res = undefined;
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
    });
}
