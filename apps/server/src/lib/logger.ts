import { createRequire } from 'node:module';
import pino, { type Logger, type LoggerOptions } from 'pino';
import type { Env } from '../env';

/**
 * The server's one logger. JSON lines by default (what log collectors read); readable colours
 * only when a person watches a terminal during development and pino-pretty is installed.
 */
export function createLogger(env: Pick<Env, 'LOG_LEVEL' | 'NODE_ENV'>): Logger {
  const options: LoggerOptions = {
    level: env.LOG_LEVEL,
    // Nothing logs headers today; this keeps a future `log.info({ headers })` from leaking.
    redact: {
      paths: [
        'headers.cookie',
        'headers.authorization',
        'req.headers.cookie',
        'req.headers.authorization',
      ],
      censor: '[redacted]',
    },
    // Whoever logs `{ err }`, only the error's type, message, code and stack are written.
    serializers: { err: errorForLog },
  };
  const pretty =
    process.stdout.isTTY && env.NODE_ENV !== 'production' && isInstalled('pino-pretty');
  if (pretty) {
    return pino({
      ...options,
      transport: {
        target: 'pino-pretty',
        options: { ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' },
      },
    });
  }
  // Written off the request's path: lines that come while a write is under way go out together
  // in the next one (a write per request line cost a busy server about half its throughput),
  // and a quiet server still writes each line at once. What is still pending is written before
  // the process exits, so a failed start or a shutdown loses no line.
  const destination = pino.destination({ dest: 1, sync: false });
  process.once('exit', () => destination.flushSync());
  return pino(options, destination);
}

function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}

/** An error as it is logged: what failed and where, never the values a request sent. */
export type LoggedError = {
  type: string;
  name: string;
  message: string;
  code?: string;
  stack?: string;
  cause?: LoggedError;
};

const MAX_CAUSES = 3;

/**
 * `err` for the logs without the submitted values errors carry: Drizzle puts a failed query's
 * parameters in its message (`params: ...`) and in `params`, the database driver adds `params`,
 * `detail` (`Key (email)=(...)`) and quotes the refused value at the end of its message
 * (`invalid input syntax for type uuid: "..."`). Only the type, the message without those
 * values, the error code (a SQLSTATE such as `22021`) and the stack are kept, for the error and
 * its causes.
 */
export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) {
    // Already made safe (a logger's serializer runs on what errorForLog returned), or a thrown
    // non-error, whose content is unknown and is therefore left out.
    if (isLoggedError(error)) return error;
    const type = typeof error;
    return { type, name: type, message: '(a thrown value that is not an Error)' };
  }
  const type = error.constructor.name || error.name;
  const message = withoutValues(error.message);
  // No prototype: pino's default `err` serializer (a logger made without ours) then takes the
  // type from `name` instead of reporting every logged error as an `Object`.
  const logged: LoggedError = Object.assign(Object.create(null) as LoggedError, {
    type,
    name: type,
    message,
  });
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') logged.code = String(code);
  if (error.stack) {
    // The stack starts with the unsafe message; only its frames are kept after the safe one.
    const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
    logged.stack = [`${type}: ${message}`, ...frames].join('\n');
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) {
    logged.cause = errorForLog(error.cause, depth + 1);
  }
  return logged;
}

const withoutValues = (message: string) =>
  message
    .replace(/\nparams: [\s\S]*$/, '\nparams: [not logged]')
    .replace(/: "[\s\S]*"$/, ': "[not logged]"')
    .slice(0, 2000);

const isLoggedError = (value: unknown): value is LoggedError =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as LoggedError).type === 'string' &&
  typeof (value as LoggedError).message === 'string' &&
  !(value instanceof Error);
