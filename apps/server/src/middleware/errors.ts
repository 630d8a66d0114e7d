import {
  errorMessages,
  type ErrorCode,
  type ErrorResponse,
  type ValidationTarget,
} from '@lineup/contracts';
import { SOURCE_LOCALE, type Locale } from '@lineup/contracts/locales';
import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { AppError, validationFailed } from '../lib/app-error';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { localizedError } from '../lib/i18n/error-texts';
import { readerLocale } from '../lib/reader-locale';
import { errorForLog } from '../lib/logger';
import type { AppEnv } from '../types';

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/**
 * The error JSON, its message and field messages in the reader's language (docs/product.md
 * §18; English as written).
 */
export function errorJson(
  c: Context,
  status: ContentfulStatusCode,
  code: ErrorCode,
  message: string,
  details?: unknown,
) {
  const locale = readerLocale(c as Context<AppEnv>);
  const localized = localizedError(locale, message);
  const localDetails = localizedIssues(locale, details);
  const body: ErrorResponse = {
    error:
      localDetails === undefined
        ? { code, message: localized }
        : { code, message: localized, details: localDetails },
  };
  return c.json(body, status);
}

/** `details.issues[].message` in the reader's language; other details as they are. */
function localizedIssues(locale: Locale, details: unknown): unknown {
  if (locale === SOURCE_LOCALE || typeof details !== 'object' || details === null) return details;
  const { issues } = details as { issues?: unknown };
  if (!Array.isArray(issues)) return details;
  return {
    ...details,
    issues: issues.map((issue: unknown) =>
      typeof issue === 'object' &&
      issue !== null &&
      typeof (issue as { message?: unknown }).message === 'string'
        ? { ...issue, message: localizedError(locale, (issue as { message: string }).message) }
        : issue,
    ),
  };
}

/** Issues as `{ path: 'venue.name', message }`, the form the web app maps onto fields. */
export function toValidationError(target: ValidationTarget, error: z.ZodError): AppError {
  return validationFailed(errorMessages.validationFailed, {
    target,
    issues: error.issues.map((issue) => ({
      path: issue.path.map(String).join('.'),
      message: issue.message,
    })),
  });
}

/**
 * The zod-openapi `defaultHook`: a request that fails its contract becomes a 400 with the
 * common error shape instead of the library's raw zod output.
 */
export const validationHook = (
  result: { success: true } | { success: false; error: z.ZodError; target: string },
) => {
  if (!result.success) {
    throw toValidationError(result.target as ValidationTarget, result.error);
  }
};

/** What a 503 tells a client to wait before trying again. */
const RETRY_AFTER_SECONDS = 5;

// Hono's validator reports unreadable JSON this way; anything else at 400 stays `bad_request`.
const MALFORMED_JSON = /malformed json/i;

const codeForStatus: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

const messageForStatus: Partial<Record<number, string>> = {
  401: 'Please sign in to continue.',
  403: 'You are not allowed to do that.',
  404: 'That was not found.',
  405: 'That method is not allowed here.',
  413: 'The request is too large.',
  415: 'The request body must be sent as JSON.',
  429: 'Too many requests. Please wait a moment and try again.',
};

/**
 * `app.onError`: the single place where a thrown error becomes a response. Known errors keep
 * their status and message; anything else is logged with its stack and answered with a generic
 * 500, so internals never reach the browser.
 */
export function createErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (err, c) => {
    if (err instanceof AppError) {
      if (err.status >= 500) {
        (c.var.logger ?? logger).warn({ err: errorForLog(err), path: c.req.path }, err.message);
      }
      return errorJson(c, err.status, err.code, err.message, err.details);
    }
    if (err instanceof HTTPException) {
      const status = err.status as ContentfulStatusCode;
      if (status === 400 && MALFORMED_JSON.test(err.message)) {
        return errorJson(c, 400, 'invalid_json', errorMessages.invalidJson);
      }
      const code = codeForStatus[status];
      if (code) {
        return errorJson(c, status, code, messageForStatus[status] ?? err.message);
      }
    }
    if (isDatabaseUnavailable(err)) {
      // Not a fault of the request or of the code: the client may try again shortly, and a
      // balancer or CDN sees a 503 it can route around or answer from its copy.
      (c.var.logger ?? logger).warn(
        { err: errorForLog(err), method: c.req.method, path: c.req.path },
        'database unavailable',
      );
      c.header('Retry-After', String(RETRY_AFTER_SECONDS));
      c.header('Cache-Control', 'no-store');
      return errorJson(c, 503, 'database_unavailable', errorMessages.databaseUnavailable);
    }
    // Never the body or the query string: only what failed, and where in the code.
    (c.var.logger ?? logger).error(
      { err: errorForLog(err), method: c.req.method, path: c.req.path },
      'unhandled error',
    );
    return errorJson(c, 500, 'internal', errorMessages.internal);
  };
}

/** Unknown API paths get the JSON error; other paths get plain text (the SPA handles its own). */
export const notFoundHandler: NotFoundHandler<AppEnv> = (c) => {
  if (isApiPath(c.req.path)) {
    return errorJson(
      c,
      404,
      'not_found',
      `There is no API endpoint at ${c.req.method} ${c.req.path}.`,
    );
  }
  return c.text('Not found.', 404);
};
