import { z } from 'zod';

/**
 * Every error the API returns has this one shape, so the web app needs a single place that
 * turns a failed call into a message: `{ error: { code, message, details? } }`.
 */
export const errorCodes = [
  'bad_request',
  'validation_failed',
  'invalid_json',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'database_unavailable',
  'internal',
] as const;

export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;

/** Where a request value failed validation. */
export const ValidationTarget = z.enum(['json', 'form', 'query', 'param', 'header', 'cookie']);
export type ValidationTarget = z.infer<typeof ValidationTarget>;

/** One failed check; `path` is dotted (`venue.name`, `tags.2`), empty for the value itself. */
export const ValidationIssue = z.object({
  path: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof ValidationIssue>;

/** `details` of a `validation_failed` error; forms map `issues` onto their fields. */
export const ValidationErrorDetails = z
  .object({
    target: ValidationTarget,
    issues: z.array(ValidationIssue),
  })
  .meta({ id: 'ValidationErrorDetails' });
export type ValidationErrorDetails = z.infer<typeof ValidationErrorDetails>;

export const ErrorBody = z.object({
  code: ErrorCode,
  message: z.string(),
  details: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

export const ErrorResponse = z
  .object({ error: ErrorBody })
  .meta({ id: 'ErrorResponse', description: 'The error shape of every failed API call.' });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Messages the API sends when no more specific one applies; the web app may show them as-is. */
export const errorMessages = {
  internal: 'Something went wrong on our side.',
  databaseUnavailable: 'The database is not reachable right now.',
  invalidJson: 'The request body is not valid JSON.',
  validationFailed: 'Some of the values sent are not valid.',
} as const;
