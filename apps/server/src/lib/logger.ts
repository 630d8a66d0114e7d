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
  // Synchronous writes keep lines in order and lose none when the process exits right after
  // logging (shutdown, a failed start); one line per request is far below where that costs.
  return pino(options, pino.destination({ dest: 1, sync: true }));
}

function isInstalled(name: string): boolean {
  try {
    createRequire(import.meta.url).resolve(name);
    return true;
  } catch {
    return false;
  }
}
