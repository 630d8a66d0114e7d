import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env';

const problems = (source: Record<string, string>) => {
  try {
    loadEnv(source);
  } catch (error) {
    if (error instanceof EnvError) return error.message;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
};

describe('loadEnv', () => {
  it('runs with no configuration at all', () => {
    expect(loadEnv({}, '/srv/lineup')).toEqual({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATABASE_URL: undefined,
      DATA_DIR: path.resolve('/srv/lineup', 'data'),
      SEED_DEMO_DATA: true,
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
      PUBLIC_URL: undefined,
      TRUST_PROXY: 0,
      BETTER_AUTH_SECRET: undefined,
      TRUSTED_ORIGINS: [],
      EMAIL_VERIFICATION: true,
      GOOGLE_CLIENT_ID: undefined,
      GOOGLE_CLIENT_SECRET: undefined,
      FACEBOOK_CLIENT_ID: undefined,
      FACEBOOK_CLIENT_SECRET: undefined,
      ADMIN_EMAILS: [],
      SMTP_URL: undefined,
      DEV_OUTBOX: true,
      MAIL_FROM: 'Lineup <hello@lineup.example>',
      REDIS_URL: undefined,
      PUBLIC_CACHE_SECONDS: 5,
      SESSION_CACHE_SECONDS: 30,
      WEB_CONCURRENCY: undefined,
      DATABASE_POOL_SIZE: 10,
      DATABASE_STATEMENT_TIMEOUT_MS: 10_000,
      DATABASE_LOCK_TIMEOUT_MS: 3_000,
      DATABASE_ACQUIRE_TIMEOUT_MS: 3_000,
      AUTH_RATE_LIMIT_PER_IP: 20,
      S3_BUCKET: undefined,
      S3_ENDPOINT: undefined,
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: undefined,
      S3_SECRET_ACCESS_KEY: undefined,
      OPEN_METEO_MARINE_URL: 'https://marine-api.open-meteo.com/v1/marine',
      OPEN_METEO_FORECAST_URL: 'https://api.open-meteo.com/v1/forecast',
      OPEN_METEO_API_KEY: undefined,
      MAP_STYLE_URL: 'https://tiles.openfreemap.org/styles/liberty',
      MAP_DARK_STYLE_URL: undefined,
    });
  });

  it('reads every setting', () => {
    const env = loadEnv(
      {
        PORT: '8080',
        HOST: '127.0.0.1',
        DATABASE_URL: 'postgres://lineup:pw@db.internal:5432/lineup',
        DATA_DIR: '/var/lib/lineup',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://lineup.example/',
        TRUST_PROXY: 'TRUE',
        BETTER_AUTH_SECRET: 'k'.repeat(40),
        TRUSTED_ORIGINS: 'https://www.lineup.example, https://app.lineup.example/',
        EMAIL_VERIFICATION: 'false',
        GOOGLE_CLIENT_ID: 'google-id',
        GOOGLE_CLIENT_SECRET: 'google-secret',
        FACEBOOK_CLIENT_ID: 'facebook-id',
        FACEBOOK_CLIENT_SECRET: 'facebook-secret',
        ADMIN_EMAILS: 'Ana@Lineup.example, ops@lineup.example',
        SMTP_URL: 'smtps://mailer:pw@smtp.lineup.example:465',
        DEV_OUTBOX: 'true',
        MAIL_FROM: 'Lineup <no-reply@lineup.example>',
        REDIS_URL: 'redis://cache.internal:6379',
        PUBLIC_CACHE_SECONDS: '30',
        SESSION_CACHE_SECONDS: '10',
        WEB_CONCURRENCY: '4',
        DATABASE_POOL_SIZE: '5',
        DATABASE_STATEMENT_TIMEOUT_MS: '20000',
        DATABASE_LOCK_TIMEOUT_MS: '1000',
        DATABASE_ACQUIRE_TIMEOUT_MS: '2000',
        AUTH_RATE_LIMIT_PER_IP: '50',
        S3_BUCKET: 'lineup-uploads',
        S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'AKIA',
        S3_SECRET_ACCESS_KEY: 's3-secret',
        OPEN_METEO_MARINE_URL: 'https://customer-marine-api.open-meteo.com/v1/marine',
        OPEN_METEO_FORECAST_URL: 'https://customer-api.open-meteo.com/v1/forecast',
        OPEN_METEO_API_KEY: 'open-meteo-key',
        MAP_STYLE_URL: 'https://maps.lineup.example/styles/light.json',
        MAP_DARK_STYLE_URL: 'https://maps.lineup.example/styles/dark.json',
      },
      '/srv/lineup',
    );
    expect(env).toEqual({
      PORT: 8080,
      HOST: '127.0.0.1',
      DATABASE_URL: 'postgres://lineup:pw@db.internal:5432/lineup',
      DATA_DIR: '/var/lib/lineup',
      SEED_DEMO_DATA: false,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://lineup.example',
      TRUST_PROXY: 1,
      BETTER_AUTH_SECRET: 'k'.repeat(40),
      TRUSTED_ORIGINS: ['https://www.lineup.example', 'https://app.lineup.example'],
      EMAIL_VERIFICATION: false,
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      FACEBOOK_CLIENT_ID: 'facebook-id',
      FACEBOOK_CLIENT_SECRET: 'facebook-secret',
      ADMIN_EMAILS: ['ana@lineup.example', 'ops@lineup.example'],
      SMTP_URL: 'smtps://mailer:pw@smtp.lineup.example:465',
      DEV_OUTBOX: true,
      MAIL_FROM: 'Lineup <no-reply@lineup.example>',
      REDIS_URL: 'redis://cache.internal:6379',
      PUBLIC_CACHE_SECONDS: 30,
      SESSION_CACHE_SECONDS: 10,
      WEB_CONCURRENCY: 4,
      DATABASE_POOL_SIZE: 5,
      DATABASE_STATEMENT_TIMEOUT_MS: 20_000,
      DATABASE_LOCK_TIMEOUT_MS: 1_000,
      DATABASE_ACQUIRE_TIMEOUT_MS: 2_000,
      AUTH_RATE_LIMIT_PER_IP: 50,
      S3_BUCKET: 'lineup-uploads',
      S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 's3-secret',
      OPEN_METEO_MARINE_URL: 'https://customer-marine-api.open-meteo.com/v1/marine',
      OPEN_METEO_FORECAST_URL: 'https://customer-api.open-meteo.com/v1/forecast',
      OPEN_METEO_API_KEY: 'open-meteo-key',
      MAP_STYLE_URL: 'https://maps.lineup.example/styles/light.json',
      MAP_DARK_STYLE_URL: 'https://maps.lineup.example/styles/dark.json',
    });
  });

  it("refuses openstreetmap.org's own servers as the map style", () => {
    expect(problems({ MAP_STYLE_URL: 'https://tile.openstreetmap.org/style.json' })).toContain(
      "MAP_STYLE_URL must not point at openstreetmap.org's servers (their policy forbids it)",
    );
  });

  it('needs a session secret and the public address in production, and all four S3 settings or none', () => {
    expect(problems({ NODE_ENV: 'production' })).toContain(
      'BETTER_AUTH_SECRET is required when NODE_ENV is production',
    );
    // Without it, absolute links in the sitemap and shared pages would follow the Host header.
    expect(problems({ NODE_ENV: 'production', BETTER_AUTH_SECRET: 'k'.repeat(40) })).toBe(
      'Invalid configuration: PUBLIC_URL is required when NODE_ENV is production (the address people open, such as https://lineup.example).',
    );
    expect(
      loadEnv({
        NODE_ENV: 'production',
        BETTER_AUTH_SECRET: 'k'.repeat(40),
        PUBLIC_URL: 'https://lineup.example',
      }).PUBLIC_URL,
    ).toBe('https://lineup.example');
    expect(problems({ BETTER_AUTH_SECRET: 'short' })).toContain('at least 32 characters');
    expect(problems({ S3_BUCKET: 'lineup' })).toContain('must be set together');
    expect(problems({ TRUSTED_ORIGINS: 'not a url' })).toContain('TRUSTED_ORIGINS');
  });

  it('runs several processes only on PostgreSQL, and keeps public reads an hour at most', () => {
    expect(problems({ WEB_CONCURRENCY: '2' })).toBe(
      'Invalid configuration: WEB_CONCURRENCY above 1 needs DATABASE_URL: the embedded database allows one process.',
    );
    expect(loadEnv({ WEB_CONCURRENCY: '1' }).WEB_CONCURRENCY).toBe(1);
    expect(problems({ WEB_CONCURRENCY: '0' })).toContain(
      'WEB_CONCURRENCY must be a whole number above 0',
    );
    expect(loadEnv({ PUBLIC_CACHE_SECONDS: '0' }).PUBLIC_CACHE_SECONDS).toBe(0);
    expect(problems({ PUBLIC_CACHE_SECONDS: '7200' })).toContain('must be at most 3600');
    expect(problems({ PUBLIC_CACHE_SECONDS: '-1' })).toContain('PUBLIC_CACHE_SECONDS');
  });

  it('resolves a relative data folder against the working directory', () => {
    expect(loadEnv({ DATA_DIR: 'var/data' }, '/srv/lineup').DATA_DIR).toBe(
      path.resolve('/srv/lineup/var/data'),
    );
  });

  it('treats empty values as unset', () => {
    const env = loadEnv({ PORT: '', DATABASE_URL: '', SEED_DEMO_DATA: ' ', PUBLIC_URL: '' });
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO_DATA).toBe(true);
    expect(env.PUBLIC_URL).toBeUndefined();
  });

  it('accepts 1 and 0 for switches', () => {
    expect(loadEnv({ SEED_DEMO_DATA: '0', TRUST_PROXY: '1' })).toMatchObject({
      SEED_DEMO_DATA: false,
      TRUST_PROXY: 1,
    });
  });

  it('reads TRUST_PROXY as a number of proxy hops', () => {
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(loadEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(0);
  });

  it('serves the outbox over HTTP outside production, and in production only when asked', () => {
    const production = {
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'k'.repeat(40),
      PUBLIC_URL: 'https://lineup.example',
    };
    expect(loadEnv({}).DEV_OUTBOX).toBe(true);
    expect(loadEnv({ NODE_ENV: 'test' }).DEV_OUTBOX).toBe(true);
    expect(loadEnv(production).DEV_OUTBOX).toBe(false);
    expect(loadEnv({ ...production, DEV_OUTBOX: 'true' }).DEV_OUTBOX).toBe(true);
    expect(loadEnv({ DEV_OUTBOX: 'false' }).DEV_OUTBOX).toBe(false);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535 (got "70000")'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA must be true or false (got "maybe")'],
    [
      { TRUST_PROXY: 'yes please' },
      'TRUST_PROXY must be true, false or a number of proxy hops such as 2 (got "yes please")',
    ],
    [
      { TRUST_PROXY: '-1' },
      'TRUST_PROXY must be true, false or a number of proxy hops such as 2 (got "-1")',
    ],
    [{ DEV_OUTBOX: 'sure' }, 'DEV_OUTBOX must be true or false (got "sure")'],
    [
      { LOG_LEVEL: 'loud' },
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
    ],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV must be one of development, production, test (got "prod")'],
    [
      { DATABASE_URL: 'mysql://root@localhost/lineup' },
      'DATABASE_URL must be a PostgreSQL connection URL such as postgres://user:password@host:5432/lineup',
    ],
    [
      { PUBLIC_URL: 'lineup.example' },
      'PUBLIC_URL must be an http(s) URL such as https://lineup.example (got "lineup.example")',
    ],
  ])('refuses %o with a clear message', (source, message) => {
    expect(problems(source)).toBe(`Invalid configuration: ${message}.`);
  });

  it('lists every problem at once and never echoes a database password', () => {
    const message = problems({ PORT: 'x', DATABASE_URL: 'mysql://root:hunter2@db/lineup' });
    expect(message).toMatch(/^Invalid configuration: PORT .*; DATABASE_URL .*\.$/);
    expect(message).not.toContain('hunter2');
  });
});
