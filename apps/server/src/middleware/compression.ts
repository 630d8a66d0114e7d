import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { preferredEncoding } from './public-cache';

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
      if (isPageOfUnknownLength(res) && c.req.method !== 'HEAD') {
        const encoding = preferredEncoding(c.req.header('Accept-Encoding'));
        if (!encoding) return;
        const headers = new Headers(res.headers);
        headers.set('Content-Encoding', encoding);
        headers.append('Vary', 'Accept-Encoding');
        c.res = undefined;
        c.res = new Response(compressAsItComes(res.body!, encoding), {
          status: res.status,
          statusText: res.statusText,
          headers,
        });
        return;
      }
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

/**
 * HTML whose length is not known yet and that is not compressed: a page rendered as it is sent
 * (web-app/page-render.ts), or one filled in for the request (`c.html`), which goes out in one piece.
 */
const isPageOfUnknownLength = (res: Response) =>
  res.body !== null &&
  !res.headers.has('Content-Length') &&
  !res.headers.has('Content-Encoding') &&
  res.headers.get('Content-Type')?.startsWith('text/html') === true;

/**
 * Compresses a streamed page, sending what it has each time the page's render pauses: first the
 * head, so the browser starts on the style sheet, the fonts and the scripts while the page
 * renders, then the header before slow data. (A compression stream holds its input until it has
 * a block's worth, and would send a whole page in one go.) Brotli at quality 5 costs a little
 * more than gzip and makes a page some 15% smaller: enough for the home page to fit in the
 * first round trip of a new connection (about 14 KB), a round trip sooner on a phone.
 */
function compressAsItComes(
  body: ReadableStream<Uint8Array>,
  encoding: 'br' | 'gzip',
): ReadableStream<Uint8Array> {
  const zip =
    encoding === 'br'
      ? createBrotliCompress({
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            // A 256 KB window holds a whole page. The default, 4 MB, is memory that each of
            // fifty pages being sent at once asks for and touches: it halved the renders served.
            [constants.BROTLI_PARAM_LGWIN]: 18,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        })
      : createGzip();
  // Gzip's default flush starts its dictionary afresh, and a page would come out three times
  // the size; a sync flush keeps it.
  const flushKind = encoding === 'br' ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
  const reader = body.getReader();
  // Until the client goes away (then nothing more may be handed to the stream).
  let open = true;
  // What the render gives in one turn of the event loop is compressed together, then sent.
  let flushing = false;
  const flushSoon = () => {
    if (flushing) return;
    flushing = true;
    setImmediate(() => {
      flushing = false;
      if (open && !zip.writableEnded) zip.flush(flushKind);
    });
  };
  return new ReadableStream<Uint8Array>({
    start(controller) {
      zip.on('data', (chunk: Buffer) => open && controller.enqueue(new Uint8Array(chunk)));
      zip.once('end', () => open && controller.close());
      zip.once('error', (error) => open && controller.error(error));
      void (async () => {
        try {
          for (;;) {
            const { done, value } = await reader.read();
            if (done || !open) break;
            zip.write(value);
            flushSoon();
          }
          if (open) zip.end();
        } catch (error) {
          zip.destroy(error as Error);
        }
      })();
    },
    async cancel(reason) {
      open = false;
      zip.destroy();
      await reader.cancel(reason);
    },
  });
}
