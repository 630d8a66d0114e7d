import type { ErrorCode, ValidationErrorDetails } from '@lineup/contracts';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The error services throw. The error middleware turns it into `status` and
 * `{ error: { code, message, details } }`; `message` is shown to people, so write it for them.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details?: unknown,
    /** Not sent to the client; logged for errors with a 5xx status. */
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AppError';
  }
}

export const notFound = (message: string) => new AppError('not_found', 404, message);
export const forbidden = (message: string) => new AppError('forbidden', 403, message);
export const conflict = (message: string, details?: unknown) =>
  new AppError('conflict', 409, message, details);
export const validationFailed = (message: string, details: ValidationErrorDetails) =>
  new AppError('validation_failed', 400, message, details);
