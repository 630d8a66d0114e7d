import path from 'node:path';
import { z } from 'zod';

/**
 * The one place that reads configuration. Everything else receives an `Env` object, so tests
 * build their own with `loadEnv({ ... })` instead of touching `process.env`.
 */

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const nodeEnvs = ['development', 'production', 'test'] as const;

// Shells and compose files often set a variable to an empty string to mean "not set".
const unsetIfEmpty = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());
// `prefault` runs the fallback through the schema, so defaults are written as the strings a
// user would set.
const withDefault = <O>(schema: z.ZodType<O, string>, fallback: string) =>
  z.preprocess(unsetIfEmpty, schema.prefault(fallback));

const port = z
  .string()
  .regex(/^\d+$/, {
    error: (issue) => `must be a whole number from 0 to 65535 (got "${String(issue.input)}")`,
  })
  .transform(Number)
  .refine((value) => value <= 65535, {
    error: (issue) => `must be a whole number from 0 to 65535 (got "${String(issue.input)}")`,
  });

const count = z
  .string()
  .regex(/^[1-9]\d*$/, {
    error: (issue) => `must be a whole number above 0 (got "${String(issue.input)}")`,
  })
  .transform(Number);

const seconds = z
  .string()
  .regex(/^\d+$/, {
    error: (issue) => `must be a whole number of seconds (got "${String(issue.input)}")`,
  })
  .transform(Number)
  .refine((value) => value <= 3600, { error: 'must be at most 3600 (an hour)' });

const boolean = z.string().transform((value, ctx) => {
  const normalised = value.trim().toLowerCase();
  if (normalised === 'true' || normalised === '1') return true;
  if (normalised === 'false' || normalised === '0') return false;
  ctx.addIssue({ code: 'custom', message: `must be true or false (got "${value}")` });
  return z.NEVER;
});

/**
 * How many reverse proxies in front of the server append to X-Forwarded-For: `false` (none, the
 * socket's peer is the client), `true` (one), or a whole number, like Express's `trust proxy`.
 */
const proxyHops = z.string().transform((value, ctx) => {
  const normalised = value.trim().toLowerCase();
  if (normalised === 'true') return 1;
  if (normalised === 'false') return 0;
  if (/^\d+$/.test(normalised) && Number(normalised) <= 100) return Number(normalised);
  ctx.addIssue({
    code: 'custom',
    message: `must be true, false or a number of proxy hops such as 2 (got "${value}")`,
  });
  return z.NEVER;
});

const enumOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) => `must be one of ${values.join(', ')} (got "${String(issue.input)}")`,
  });

const databaseUrl = z.string().refine(
  (value) => {
    try {
      const url = new URL(value);
      return (
        (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== ''
      );
    } catch {
      return false;
    }
  },
  {
    error: 'must be a PostgreSQL connection URL such as postgres://user:password@host:5432/lineup',
  },
);

const publicUrl = z
  .string()
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
      } catch {
        return false;
      }
    },
    {
      error: (issue) =>
        `must be an http(s) URL such as https://lineup.example (got "${String(issue.input)}")`,
    },
  )
  // Only the origin is used when building links; a trailing slash or path would double up.
  .transform((value) => new URL(value).origin);

const commaList = z.string().transform((value) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== ''),
);

const origins = commaList.pipe(
  z.array(publicUrl, { error: 'must be a comma-separated list of http(s) origins' }),
);

const emails = commaList.transform((list) => list.map((entry) => entry.toLowerCase()));

const urlOf = (protocols: string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { error: `must be a URL such as ${example}` },
  );

/** OpenFreeMap's styles: no key, no account, OpenStreetMap data with its attribution. */
export const DEFAULT_MAP_STYLE_URL = 'https://tiles.openfreemap.org/styles/liberty';
export const DEFAULT_MAP_DARK_STYLE_URL = 'https://tiles.openfreemap.org/styles/dark';

const EnvSchema = z.object({
  PORT: withDefault(port, '3000'),
  HOST: withDefault(z.string(), '0.0.0.0'),
  DATABASE_URL: optional(databaseUrl),
  DATA_DIR: withDefault(z.string(), './data'),
  SEED_DEMO_DATA: withDefault(boolean, 'true'),
  LOG_LEVEL: withDefault(enumOf(logLevels), 'info'),
  NODE_ENV: withDefault(enumOf(nodeEnvs), 'development'),
  PUBLIC_URL: optional(publicUrl),
  TRUST_PROXY: withDefault(proxyHops, 'false'),
  BETTER_AUTH_SECRET: optional(
    z.string().min(32, { error: 'must be at least 32 characters (openssl rand -base64 32)' }),
  ),
  TRUSTED_ORIGINS: withDefault(origins, ''),
  EMAIL_VERIFICATION: withDefault(boolean, 'true'),
  GOOGLE_CLIENT_ID: optional(z.string()),
  GOOGLE_CLIENT_SECRET: optional(z.string()),
  FACEBOOK_CLIENT_ID: optional(z.string()),
  FACEBOOK_CLIENT_SECRET: optional(z.string()),
  ADMIN_EMAILS: withDefault(emails, ''),
  SMTP_URL: optional(urlOf(['smtp:', 'smtps:'], 'smtps://user:password@smtp.example:465')),
  DEV_OUTBOX: optional(boolean),
  MAIL_FROM: withDefault(z.string(), 'Lineup <hello@lineup.example>'),
  REDIS_URL: optional(urlOf(['redis:', 'rediss:'], 'redis://localhost:6379')),
  PUBLIC_CACHE_SECONDS: withDefault(seconds, '5'),
  SESSION_CACHE_SECONDS: withDefault(seconds, '30'),
  WEB_CONCURRENCY: optional(count),
  DATABASE_POOL_SIZE: withDefault(count, '10'),
  DATABASE_STATEMENT_TIMEOUT_MS: withDefault(count, '10000'),
  DATABASE_LOCK_TIMEOUT_MS: withDefault(count, '3000'),
  DATABASE_ACQUIRE_TIMEOUT_MS: withDefault(count, '3000'),
  AUTH_RATE_LIMIT_PER_IP: withDefault(count, '20'),
  S3_BUCKET: optional(z.string()),
  S3_ENDPOINT: optional(urlOf(['http:', 'https:'], 'https://s3.eu-west-1.amazonaws.com')),
  S3_REGION: withDefault(z.string(), 'auto'),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  VAPID_PUBLIC_KEY: optional(
    z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'must be a base64url key'),
  ),
  VAPID_PRIVATE_KEY: optional(
    z.string().regex(/^[A-Za-z0-9_-]{40,50}$/, 'must be a base64url key'),
  ),
  VAPID_SUBJECT: optional(urlOf(['mailto:', 'https:'], 'mailto:hello@lineup.example')),
  OPEN_METEO_MARINE_URL: withDefault(
    urlOf(['http:', 'https:'], 'https://marine-api.open-meteo.com/v1/marine'),
    'https://marine-api.open-meteo.com/v1/marine',
  ),
  OPEN_METEO_FORECAST_URL: withDefault(
    urlOf(['http:', 'https:'], 'https://api.open-meteo.com/v1/forecast'),
    'https://api.open-meteo.com/v1/forecast',
  ),
  OPEN_METEO_API_KEY: optional(z.string().min(1)),
  // The maps' vector style (docs/decisions/0041-maps.md): OpenFreeMap's, which needs no key.
  MAP_STYLE_URL: withDefault(
    urlOf(['https:', 'http:'], DEFAULT_MAP_STYLE_URL),
    DEFAULT_MAP_STYLE_URL,
  ),
  MAP_DARK_STYLE_URL: optional(urlOf(['https:', 'http:'], DEFAULT_MAP_DARK_STYLE_URL)),
});

export type Env = {
  PORT: number;
  HOST: string;
  DATABASE_URL: string | undefined;
  /** Absolute path of the embedded database and uploads folder. */
  DATA_DIR: string;
  SEED_DEMO_DATA: boolean;
  LOG_LEVEL: (typeof logLevels)[number];
  NODE_ENV: (typeof nodeEnvs)[number];
  /**
   * Origin (`https://lineup.example`) of every absolute link (mails, feeds, sitemap, canonical
   * tags); required in production, `http://localhost:$PORT` elsewhere (see `publicOrigin`).
   */
  PUBLIC_URL: string | undefined;
  /**
   * Reverse proxies in front of the server (0: none). Each appends the address it received the
   * request from to X-Forwarded-For, so the client is the entry this many places from the right;
   * entries further left were written by the client and are never believed.
   */
  TRUST_PROXY: number;
  /** Signs session cookies; required in production, else kept in `DATA_DIR/auth-secret`. */
  BETTER_AUTH_SECRET: string | undefined;
  /** Origins besides the public one allowed to send sign-in requests (a separate web host). */
  TRUSTED_ORIGINS: string[];
  /** New members confirm their e-mail address before they can sign in with a password. */
  EMAIL_VERIFICATION: boolean;
  GOOGLE_CLIENT_ID: string | undefined;
  GOOGLE_CLIENT_SECRET: string | undefined;
  FACEBOOK_CLIENT_ID: string | undefined;
  FACEBOOK_CLIENT_SECRET: string | undefined;
  /** Lower-cased addresses that are made admins at sign-up and at start-up. */
  ADMIN_EMAILS: string[];
  /** Mail goes out through this SMTP server; unset keeps every mail in the outbox table. */
  SMTP_URL: string | undefined;
  /**
   * Without SMTP_URL, the outbox can be read at /dev/outbox (from the server machine). On by
   * default outside production; in production only when set to true, since it shows sign-in links.
   */
  DEV_OUTBOX: boolean;
  MAIL_FROM: string;
  /**
   * Shared rate-limit counters and cache of public reads; unset keeps the counters in the
   * database and the cache in each process's memory.
   */
  REDIS_URL: string | undefined;
  /** How long anonymous public reads are answered from the cache; 0 turns it off. */
  /** How long a process remembers whose a session cookie is; 0 asks the database each time. */
  SESSION_CACHE_SECONDS: number;
  PUBLIC_CACHE_SECONDS: number;
  /**
   * Server processes on this machine; unset means one per core with DATABASE_URL, and one with
   * the embedded database, which allows a single process.
   */
  WEB_CONCURRENCY: number | undefined;
  /** Connections each server process keeps to PostgreSQL at most. */
  DATABASE_POOL_SIZE: number;
  /** A PostgreSQL statement running longer is cancelled (the request answers 503). */
  DATABASE_STATEMENT_TIMEOUT_MS: number;
  /** A statement waiting longer for a lock fails (the request answers 503). */
  DATABASE_LOCK_TIMEOUT_MS: number;
  /** A request waiting longer for a free connection is refused with 503: load is shed. */
  DATABASE_ACQUIRE_TIMEOUT_MS: number;
  /** Sign-in, sign-up, magic-link, reset and resend requests per IP per 10 minutes, each. */
  AUTH_RATE_LIMIT_PER_IP: number;
  /** Uploads go to this S3-compatible bucket when it and the endpoint and keys are set. */
  S3_BUCKET: string | undefined;
  S3_ENDPOINT: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID: string | undefined;
  S3_SECRET_ACCESS_KEY: string | undefined;
  /**
   * Web push keys (VAPID, `npx web-push generate-vapid-keys`); unset, a pair is generated once
   * into `DATA_DIR/vapid-keys.json`.
   */
  VAPID_PUBLIC_KEY: string | undefined;
  VAPID_PRIVATE_KEY: string | undefined;
  /** Who push services may contact about this server: `mailto:` or an https page. */
  VAPID_SUBJECT: string | undefined;
  /**
   * The sea's forecast (docs/product.md §16): Open-Meteo's marine and weather APIs, asked from
   * the server only. Their commercial plan has its own addresses (`customer-…`) and a key.
   */
  OPEN_METEO_MARINE_URL: string;
  OPEN_METEO_FORECAST_URL: string;
  OPEN_METEO_API_KEY: string | undefined;
  /** The map style for light pages (a MapLibre style JSON URL). */
  MAP_STYLE_URL: string;
  /**
   * The one for dark mode; when unset, OpenFreeMap's dark style with the default light one,
   * or the light style itself with a style of one's own.
   */
  MAP_DARK_STYLE_URL: string | undefined;
};

/** Thrown by `loadEnv` with every problem in one readable line. */
export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}.`);
    this.name = 'EnvError';
  }
}

export function loadEnv(
  source: Record<string, string | undefined> = process.env,
  cwd: string = process.cwd(),
): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(
      result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`),
    );
  }
  const env = result.data;
  const problems: string[] = [];
  if (env.NODE_ENV === 'production' && !env.BETTER_AUTH_SECRET) {
    problems.push('BETTER_AUTH_SECRET is required when NODE_ENV is production');
  }
  // Links in the sitemap, feeds and shared pages are cached by others: they must not follow
  // whatever Host header a request (or a misconfigured proxy) carried.
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    problems.push(
      'PUBLIC_URL is required when NODE_ENV is production (the address people open, such as https://lineup.example)',
    );
  }
  // The OpenStreetMap Foundation's own servers forbid an app's traffic (their tile policy).
  for (const name of ['MAP_STYLE_URL', 'MAP_DARK_STYLE_URL'] as const) {
    const value = env[name];
    if (value && /(^|\.)openstreetmap\.org$/i.test(new URL(value).hostname)) {
      problems.push(
        `${name} must not point at openstreetmap.org's servers (their policy forbids it)`,
      );
    }
  }
  const s3 = [env.S3_BUCKET, env.S3_ENDPOINT, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    problems.push(
      'S3_BUCKET, S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  if (!env.DATABASE_URL && env.WEB_CONCURRENCY !== undefined && env.WEB_CONCURRENCY > 1) {
    problems.push(
      'WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database allows one process',
    );
  }
  if (!env.VAPID_PUBLIC_KEY !== !env.VAPID_PRIVATE_KEY) {
    problems.push('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  if (problems.length > 0) throw new EnvError(problems);
  return {
    ...env,
    DATABASE_URL: env.DATABASE_URL,
    PUBLIC_URL: env.PUBLIC_URL,
    BETTER_AUTH_SECRET: env.BETTER_AUTH_SECRET,
    GOOGLE_CLIENT_ID: env.GOOGLE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: env.GOOGLE_CLIENT_SECRET,
    FACEBOOK_CLIENT_ID: env.FACEBOOK_CLIENT_ID,
    FACEBOOK_CLIENT_SECRET: env.FACEBOOK_CLIENT_SECRET,
    SMTP_URL: env.SMTP_URL,
    DEV_OUTBOX: env.DEV_OUTBOX ?? env.NODE_ENV !== 'production',
    REDIS_URL: env.REDIS_URL,
    WEB_CONCURRENCY: env.WEB_CONCURRENCY,
    S3_BUCKET: env.S3_BUCKET,
    S3_ENDPOINT: env.S3_ENDPOINT,
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
    VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY,
    VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY,
    VAPID_SUBJECT: env.VAPID_SUBJECT,
    OPEN_METEO_API_KEY: env.OPEN_METEO_API_KEY,
    MAP_DARK_STYLE_URL: env.MAP_DARK_STYLE_URL,
    DATA_DIR: path.resolve(cwd, env.DATA_DIR),
  };
}
