import {
  errorMessages,
  findUnsafeText,
  isUnsafeText,
  unsafeTextMessage,
  type ValidationTarget,
} from '@lineup/contracts';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AppError, validationFailed } from '../lib/app-error';
import type { AppEnv } from '../types';
import { isApiPath } from './errors';

/** The largest body an API route reads, uploads aside (they set their own limits). */
export const API_BODY_MAX_BYTES = 1024 * 1024;

/** The 400 for a form body whose parts cannot be told apart (a bogus multipart boundary). */
export const UNREADABLE_FORM = 'The form data could not be read; send it as multipart/form-data.';

/**
 * 413 for any API body above `maxBytes`, before the rest of it is read: a declared
 * Content-Length is refused at once, and a chunked body is counted as it arrives and dropped
 * at the first byte too many.
 */
export const apiBodyLimit = (maxBytes = API_BODY_MAX_BYTES): MiddlewareHandler<AppEnv> =>
  bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new AppError('payload_too_large', 413, 'The request is too large.');
    },
  });

const refused = (target: ValidationTarget, path: string) =>
  validationFailed(errorMessages.validationFailed, {
    target,
    issues: [{ path, message: unsafeTextMessage }],
  });

/**
 * No NUL character or lone surrogate in the address (see `findUnsafeText` in the contracts):
 * PostgreSQL refuses NUL in text, so such a value must never reach a query. API requests get
 * the validation error; a page address holding one names no page, so it is a 404 (and an
 * unusable query string a 400), answered before the page's data is looked up.
 */
export function refuseUnsafeAddress(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const api = isApiPath(c.req.path);
    if (hasUnsafePathSegment(c.req.url)) {
      if (api) throw refused('param', '');
      return c.text('Not found.', 404);
    }
    const query = findUnsafeText(c.req.queries());
    if (query) {
      // `q.0` (the first `q`) is reported as `q`, the name the caller knows.
      if (api) throw refused('query', query.path.split('.')[0] ?? '');
      return c.text('Bad request.', 400);
    }
    await next();
  };
}

/** Whether a path segment, percent-decoded as routes decode it, holds unsafe text (`%00`). */
const hasUnsafePathSegment = (url: string) =>
  new URL(url).pathname.split('/').some((segment) => isUnsafeText(decodeSegment(segment)));

// Like Hono's own decoding: when the whole segment is not valid percent-encoding (`%zz`), each
// valid run of escapes in it is still decoded, so `a%00%zz` holds a NUL for the route too.
const decodeSegment = (segment: string) =>
  segment.replace(/(?:%[0-9A-Fa-f]{2})+/g, (escapes) => {
    try {
      return decodeURIComponent(escapes);
    } catch {
      return escapes;
    }
  });

const JSON_TYPE = /^application\/([\w.+-]*\+)?json/i;
const FORM_TYPE = /^(application\/x-www-form-urlencoded|multipart\/form-data)/i;

/**
 * No NUL character or lone surrogate anywhere in a JSON or form body, keys included. Runs
 * after the body limit, and reads the body once into Hono's cache, so the route (or Better
 * Auth) later reads the same bytes. A body that is not valid JSON is left to the route, which
 * answers `invalid_json`; a form whose parts cannot be read is a 400 here.
 */
export function refuseUnsafeBody(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const contentType = c.req.header('content-type')?.trim() ?? '';
    const json = JSON_TYPE.test(contentType);
    if (!c.req.raw.body || !(json || FORM_TYPE.test(contentType))) return next();

    const bytes = await c.req.arrayBuffer();
    // Whoever reads the raw request after this (a route's own body limit, Better Auth) gets
    // the same bytes again instead of a used-up stream.
    c.req.raw = new Request(c.req.raw, { body: bytes });
    if (json) {
      const issue = findUnsafeText(parseJson(new TextDecoder().decode(bytes)));
      if (issue) throw refused('json', issue.path);
      return next();
    }

    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw new AppError('bad_request', 400, UNREADABLE_FORM);
    }
    for (const [key, value] of form) {
      // Files are bytes, not text; only their field names reach a route.
      if (isUnsafeText(key)) throw refused('form', '');
      if (typeof value === 'string' && isUnsafeText(value)) throw refused('form', key);
    }
    return next();
  };
}

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};
