/**
 * Proof that Lineup scales out: N built servers behind HAProxy, on one PostgreSQL database,
 * one Redis and one S3-compatible bucket (s3rver), under a mixed workload. Checks, each
 * printed as PASS or FAIL (any FAIL exits non-zero):
 *
 *   a. a session made through the balancer works on every instance, and one signed out
 *      through it works on none;
 *   b. the sign-in rate limit is one count across the instances (kept in Redis);
 *   c. an event renamed through one instance shows its new title through every instance
 *      (list, event API, event page) within the public cache time;
 *   d. `kill -9` of one instance under a storm of RSVPs to a small event: every acknowledged
 *      answer is in the database, going never passes the capacity, the balancer takes the
 *      instance out and every request sent after that succeeds; the instance then rejoins;
 *   e. uploads (an avatar, an event cover) land in S3 and every instance serves them.
 *
 * Usage: npm run build && npm run scale-out -w @lineup/bench [-- --smoke] [-- --instances=4]
 * `--smoke` is CI's short run (2 instances, small counts, a few seconds of load).
 * Env: BENCH_DATABASE_URL, SCALE_OUT_REDIS_URL (redis://127.0.0.1:6379/9: a database number
 * nothing else uses; it is emptied before and after), PUBLIC_CACHE_SECONDS (5), HAPROXY_PATH.
 * Needs HAProxy (`apt-get install haproxy`), PostgreSQL and Redis.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrate, seedAreas, type Database } from '@lineup/db';
import { createEvent } from '@lineup/db/factories';
import { eventRsvps, venueAreas } from '@lineup/db/schema';
import { eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { requireHaproxy, startHaproxy, type RunningHaproxy } from './lib/haproxy';
import { gradientPng } from './lib/png';
import { createBenchPostgres, postgresAnswers } from './lib/postgres';
import { startLocalS3, type LocalS3 } from './lib/s3';
import { repoRoot, startServer } from './lib/server';
import {
  cookiesOf,
  failed,
  parse,
  request,
  sleep,
  startLoops,
  Tally,
  type Answer,
  type RequestOptions,
} from './lib/traffic';

const smoke = process.argv.includes('--smoke');
const instancesArg = process.argv.find((arg) => arg.startsWith('--instances='));
const INSTANCES = Number(instancesArg?.slice('--instances='.length) ?? (smoke ? 2 : 3));
const PLAN = smoke
  ? {
      events: 24,
      browsers: 6,
      browseMs: 3_000,
      members: 16,
      capacity: 6,
      stormMs: 5_000,
      readers: 4,
    }
  : {
      events: 120,
      browsers: 24,
      browseMs: 15_000,
      members: 60,
      capacity: 20,
      stormMs: 12_000,
      readers: 12,
    };
const CACHE_SECONDS = Number(process.env.PUBLIC_CACHE_SECONDS ?? 5);
/** Sign-in (and sign-up, ...) requests per address in 10 minutes: low, so check b is short. */
const AUTH_LIMIT = 10;
const REDIS_URL = process.env.SCALE_OUT_REDIS_URL ?? 'redis://127.0.0.1:6379/9';
// Of this run only: `createBenchPostgres` drops a database of the same name first.
const DATABASE_NAME = `lineup_bench_scale_out_${process.pid}`;
const BUCKET = 'lineup-uploads';
const PASSWORD = 'tide-pool-sunrise-bench';

if (!Number.isInteger(INSTANCES) || INSTANCES < 2) {
  console.error('--instances must be 2 or more: scaling out needs more than one.');
  process.exit(1);
}
requireHaproxy();
if (
  !existsSync(path.join(repoRoot, 'apps/server/dist/server.js')) ||
  !existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))
) {
  console.error('No build of the server and the web app: run `npm run build` first.');
  process.exit(1);
}
if (!(await postgresAnswers())) {
  console.error('PostgreSQL: nothing answers at BENCH_DATABASE_URL.');
  process.exit(1);
}

// ---- Results -------------------------------------------------------------------------------

const results: { check: string; pass: boolean; detail: string }[] = [];
const summary: string[] = [];

function report(check: string, pass: boolean, detail: string) {
  results.push({ check, pass, detail });
  console.log(`${pass ? 'PASS' : 'FAIL'} ${check}: ${detail}`);
}

/** Runs a check; an exception is its failure, not the end of the run. */
async function check(name: string, body: () => Promise<void>) {
  try {
    await body();
  } catch (error) {
    report(name, false, error instanceof Error ? error.message : String(error));
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

// ---- Ports ---------------------------------------------------------------------------------

const taken = new Set<number>();

/** The next port from 4500 up that nothing listens on. */
async function freePort(): Promise<number> {
  for (let port = 4500; port < 4700; port++) {
    if (taken.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) {
      taken.add(port);
      return port;
    }
  }
  throw new Error('no free port from 4500 to 4699');
}

// ---- Set-up and clean-up -------------------------------------------------------------------

const cleanups: (() => Promise<unknown>)[] = [];
let cleaning: Promise<void> | undefined;

function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const step of cleanups.reverse()) {
      await step().catch((error: unknown) => console.error('clean-up:', error));
    }
  })();
  return cleaning;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: cleaning up`);
    void cleanUp().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

type Instance = {
  name: string;
  port: number;
  url: string;
  dataDir: string;
  kill(signal: NodeJS.Signals): void;
  stop(): Promise<void>;
};

async function startInstance(options: {
  name: string;
  port: number;
  dataDir: string;
  env: Record<string, string>;
}): Promise<Instance> {
  const server = await startServer({
    port: options.port,
    dataDir: options.dataDir,
    env: options.env,
    processGroup: true,
  });
  return { ...options, url: server.url, kill: server.kill, stop: server.stop };
}

// ---- The run -------------------------------------------------------------------------------

async function run() {
  const started = performance.now();
  console.log(
    `scale-out${smoke ? ' (smoke)' : ''}: ${INSTANCES} instances behind HAProxy, PostgreSQL, ` +
      `Redis, S3 (s3rver); public cache ${CACHE_SECONDS} s`,
  );

  // PostgreSQL: a fresh database with the six areas and some events to browse.
  const postgres = await createBenchPostgres(DATABASE_NAME);
  cleanups.push(() => postgres.drop());
  const { database } = postgres;
  await migrate(database);
  await seedAreas(database);
  const areas = await database.db.select().from(venueAreas).orderBy(venueAreas.displayOrder);
  const seeded = await seedEvents(database, areas);

  // Redis: a database number of our own, empty.
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
  } catch {
    throw new Error(`Redis does not answer at ${REDIS_URL}`);
  }
  await redis.flushdb();
  cleanups.push(async () => {
    await redis.flushdb();
    redis.disconnect();
  });

  // S3: a local server with an empty bucket.
  const s3 = await startLocalS3({
    port: await freePort(),
    directory: path.join(tmp, 's3'),
    bucket: BUCKET,
  });
  cleanups.push(() => s3.stop());

  // The instances, then the balancer in front of them.
  const balancerPort = await freePort();
  const publicUrl = `http://127.0.0.1:${balancerPort}`;
  const env = {
    DATABASE_URL: postgres.url,
    REDIS_URL,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: s3.endpoint,
    S3_ACCESS_KEY_ID: s3.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    S3_REGION: 'us-east-1',
    NODE_ENV: 'production',
    BETTER_AUTH_SECRET: 'one-session-secret-shared-by-every-instance',
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: '1',
    EMAIL_VERIFICATION: 'false',
    SEED_DEMO_DATA: 'false',
    WEB_CONCURRENCY: '1',
    PUBLIC_CACHE_SECONDS: String(CACHE_SECONDS),
    AUTH_RATE_LIMIT_PER_IP: String(AUTH_LIMIT),
  };
  const specs = [];
  for (let i = 0; i < INSTANCES; i++) {
    const dataDir = path.join(tmp, `instance-${i + 1}`);
    specs.push({ name: `lineup${i + 1}`, port: await freePort(), dataDir, env });
  }
  const instances: Instance[] = [];
  cleanups.push(() => Promise.all(instances.map((instance) => instance.stop())));
  // Settled, not raced: an instance that fails must not leave the others running unwatched.
  const starts = await Promise.allSettled(specs.map((spec) => startInstance(spec)));
  for (const start of starts) if (start.status === 'fulfilled') instances.push(start.value);
  const refused = starts.find((start) => start.status === 'rejected');
  if (refused) throw refused.reason;

  const haproxy = await startHaproxy({
    dir: tmp,
    port: balancerPort,
    backends: instances.map((instance) => ({ name: instance.name, port: instance.port })),
  });
  cleanups.push(async () => {
    // What the balancer said (servers going down and up) helps read a failure.
    if (results.some((result) => !result.pass)) console.error(haproxy.output().slice(-4000));
    await haproxy.stop();
  });
  await Promise.all(instances.map((instance) => haproxy.waitFor(instance.name, 'UP', 10_000)));
  console.log(
    `ready in ${seconds(performance.now() - started)}: balancer ${publicUrl}, instances on ` +
      `${instances.map((instance) => instance.port).join(', ')}, ${seeded.length} events`,
  );

  const ctx: Context = { database, redis, s3, haproxy, instances, publicUrl, areas, seeded, env };
  ctx.members = await signUpMembers(ctx, PLAN.members);

  await mixedWorkload(ctx);
  await failover(ctx);
  summary.push(`total time ${seconds(performance.now() - started)}`);
}

// ---- Shared state --------------------------------------------------------------------------

type Area = typeof venueAreas.$inferSelect;
type SeededEvent = { id: string; path: string; title: string; area: string };
type Member = { id: string; email: string; cookie: string };

type Context = {
  database: Database;
  redis: Redis;
  s3: LocalS3;
  haproxy: RunningHaproxy;
  instances: Instance[];
  publicUrl: string;
  areas: Area[];
  seeded: SeededEvent[];
  env: Record<string, string>;
  members?: Member[];
  organiser?: Member;
};

const TITLES = [
  'Sunrise surf session',
  'Yoga on the cliffs',
  'Fish market morning',
  'Beach clean-up',
  'Longboard jam',
  'Sunset run along the dunes',
  'Open mic at the harbour',
  'Kite surf clinic',
];
const SEARCH_WORDS = ['surf', 'yoga', 'market', 'beach', 'sunset', 'harbour'];

async function seedEvents(database: Database, areas: Area[]): Promise<SeededEvent[]> {
  const seeded: SeededEvent[] = [];
  for (let n = 0; n < PLAN.events; n++) {
    const area = areas[n % areas.length]!;
    const title = `${TITLES[n % TITLES.length]} ${n + 1}`;
    const row = await createEvent(database, { areaId: area.id, title });
    seeded.push({
      id: row.id,
      path: `/${row.countrySlug}/${row.citySlug}/events/${row.slug}`,
      title,
      area: area.slug,
    });
  }
  return seeded;
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** `/api/events/by-path/...` of an event page path `/:country/:city/events/:slug`. */
const apiPathOf = (pagePath: string) => {
  const [, country, city, , slug] = pagePath.split('/');
  return `/api/events/by-path/${country}/${city}/${slug}`;
};

/** A changing request as the web app sends it: the session cookie and our own Origin. */
const change = (ctx: Context, member: Member, extra: RequestOptions = {}): RequestOptions => ({
  cookie: member.cookie,
  origin: ctx.publicUrl,
  ...extra,
});

async function signUp(
  ctx: Context,
  base: string,
  email: string,
  forwardedFor?: string,
): Promise<Member> {
  const answer = await request(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    origin: ctx.publicUrl,
    forwardedFor,
    json: { email, password: PASSWORD, name: '' },
  });
  if (answer.status !== 200) throw new Error(`sign-up ${email}: ${answer.status} ${answer.body}`);
  const cookie = cookiesOf(answer);
  if (!cookie.includes('lineup.session_token=')) throw new Error(`sign-up ${email}: no session`);
  return { id: parse<{ user: { id: string } }>(answer).user.id, email, cookie };
}

async function signIn(ctx: Context, base: string, email: string): Promise<Member> {
  const answer = await request(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    origin: ctx.publicUrl,
    json: { email, password: PASSWORD },
  });
  if (answer.status !== 200) throw new Error(`sign-in ${email}: ${answer.status} ${answer.body}`);
  return { id: parse<{ user: { id: string } }>(answer).user.id, email, cookie: cookiesOf(answer) };
}

/**
 * Members for the workload, signed up straight on the instances in turn. Each comes from an
 * address of its own (X-Forwarded-For, in the benchmarking range), as real sign-ups would:
 * through the balancer they would all be 127.0.0.1 and meet the per-address limit.
 */
async function signUpMembers(ctx: Context, count: number): Promise<Member[]> {
  const started = performance.now();
  const members: Member[] = [];
  const batch = 8;
  for (let from = 0; from < count; from += batch) {
    const made = await Promise.all(
      Array.from({ length: Math.min(batch, count - from) }, (_, offset) => {
        const n = from + offset;
        const instance = ctx.instances[n % ctx.instances.length]!;
        return signUp(
          ctx,
          instance.url,
          `member${n + 1}@scale-out.test`,
          `198.18.${Math.floor(n / 250)}.${(n % 250) + 1}`,
        );
      }),
    );
    members.push(...made);
  }
  console.log(
    `${count} members signed up across the instances in ${seconds(performance.now() - started)}`,
  );
  return members;
}

// ---- Phase 1: mixed workload with checks a, b, c, e ----------------------------------------

async function mixedWorkload(ctx: Context) {
  const lb = ctx.publicUrl;
  const tally = new Tally();
  const members = ctx.members!;
  const memberPool = members.slice(0, Math.max(4, Math.floor(members.length / 2)));

  // The organiser signs up through the balancer, like anyone opening the site.
  const organiser = await signUp(ctx, lb, 'organiser@scale-out.test');
  ctx.organiser = organiser;

  const visitor: [string, () => string][] = [
    ['GET / (page)', () => '/'],
    ['GET /events (page)', () => '/events'],
    ['GET event page', () => pick(ctx.seeded).path],
    ['GET /api/events', () => '/api/events?limit=20'],
    ['GET /api/events?area', () => `/api/events?limit=20&area=${pick(ctx.areas).slug}`],
    ['GET /api/search', () => `/api/search?q=${pick(SEARCH_WORDS)}`],
    ['GET /api/events/by-path', () => apiPathOf(pick(ctx.seeded).path)],
    ['GET /api/areas', () => '/api/areas'],
  ];
  // A few sign-ups and sign-ins through the balancer, well under the per-address limit.
  let authBudget = 3;

  const loops = startLoops(PLAN.browsers, async (user) => {
    if (user % 3 !== 0) {
      const [label, target] = pick(visitor);
      tally.record(label, await request(`${lb}${target()}`));
      return;
    }
    const member = pick(memberPool);
    const roll = Math.random();
    if (roll < 0.4) {
      const event = pick(ctx.seeded);
      tally.record(
        'PUT rsvp interested/none',
        await request(
          `${lb}/api/events/${event.id}/rsvp`,
          change(ctx, member, {
            method: 'PUT',
            json: { status: Math.random() < 0.6 ? 'interested' : 'none' },
          }),
        ),
      );
    } else if (roll < 0.7) {
      tally.record('GET /api/profiles/me', await request(`${lb}/api/profiles/me`, member));
    } else if (roll < 0.98 || authBudget <= 0) {
      tally.record(
        'GET /api/auth/get-session',
        await request(`${lb}/api/auth/get-session`, member),
      );
    } else {
      authBudget--;
      const fresh = `visitor${authBudget}-${Date.now()}@scale-out.test`;
      const answer = await request(`${lb}/api/auth/sign-up/email`, {
        method: 'POST',
        origin: ctx.publicUrl,
        json: { email: fresh, password: PASSWORD, name: '' },
      });
      tally.record('POST sign-up', answer);
      if (answer.status === 200) {
        tally.record(
          'POST sign-in',
          await request(`${lb}/api/auth/sign-in/email`, {
            method: 'POST',
            origin: ctx.publicUrl,
            json: { email: fresh, password: PASSWORD },
          }),
        );
      }
    }
  });

  const loadStarted = performance.now();
  try {
    await check('a. sessions on every instance', () => checkSessions(ctx));
    await check('b. shared rate limit', () => checkRateLimit(ctx));
    const event = await createEventThroughBalancer(ctx, { title: 'Harbour swim at dawn' });
    await check('c. a change shows on every instance', () => checkPropagation(ctx, event));
    await check('e. uploads in S3, served by every instance', () => checkUploads(ctx, event.id));
    const left = PLAN.browseMs - (performance.now() - loadStarted);
    if (left > 0) await sleep(left);
  } finally {
    await loops.stop();
  }
  const elapsed = (performance.now() - loadStarted) / 1000;
  const stats = await ctx.haproxy.stats();
  const line =
    `mixed workload: ${tally.total} requests in ${elapsed.toFixed(1)} s ` +
    `(${(tally.total / elapsed).toFixed(0)}/s) through the balancer by ${PLAN.browsers} clients, ` +
    `${tally.failures} failed; per instance so far: ` +
    stats.map((stat) => `${stat.name} ${stat.total}`).join(', ');
  console.log(`\n${line}\n${tally.table(elapsed)}\n`);
  summary.push(line);
  report(
    'mixed workload without failures',
    tally.failures === 0 && tally.total > 0,
    `${tally.total} requests, ${tally.failures} without an answer or with a 5xx`,
  );
}

/** a. The organiser's session from the balancer, and a sign-in's, on each instance directly. */
async function checkSessions(ctx: Context) {
  const organiser = ctx.organiser!;
  const problems: string[] = [];
  const sessionOn = async (instance: Instance, member: Member) => {
    const answer = await request(`${instance.url}/api/auth/get-session`, member);
    if (answer.status !== 200) return `${answer.status}`;
    const body = parse<{ user?: { id: string } } | null>(answer);
    return body?.user?.id ?? null;
  };
  for (const instance of ctx.instances) {
    const id = await sessionOn(instance, organiser);
    if (id !== organiser.id) problems.push(`${instance.name} get-session: ${id}`);
    const me = await request(`${instance.url}/api/profiles/me`, organiser);
    if (me.status !== 200) problems.push(`${instance.name} /api/profiles/me: ${me.status}`);
  }

  // A second session by signing in through the balancer, then signing out through it.
  const member = ctx.members![0]!;
  const signedIn = await signIn(ctx, ctx.publicUrl, member.email);
  for (const instance of ctx.instances) {
    const id = await sessionOn(instance, signedIn);
    if (id !== member.id) problems.push(`${instance.name} after sign-in: ${id}`);
  }
  const out = await request(
    `${ctx.publicUrl}/api/auth/sign-out`,
    change(ctx, signedIn, { method: 'POST', json: {} }),
  );
  if (out.status !== 200) problems.push(`sign-out: ${out.status} ${out.body}`);
  for (const instance of ctx.instances) {
    const id = await sessionOn(instance, signedIn);
    if (id !== null) problems.push(`${instance.name} still knows the signed-out session`);
  }
  report(
    'a. sessions on every instance',
    problems.length === 0,
    problems.length === 0
      ? `a sign-up's and a sign-in's session from the balancer answered by all ${ctx.instances.length} instances directly; after sign-out, by none`
      : problems.join('; '),
  );
}

/** b. Sign-ins from one address, spread over the instances, meet one limit. */
async function checkRateLimit(ctx: Context) {
  const address = `203.0.113.${1 + Math.floor(Math.random() * 254)}`;
  const statuses: number[] = [];
  const perInstance = ctx.instances.map(() => 0);
  const attempt = (i: number, n: number) => {
    perInstance[i]!++;
    return request(`${ctx.instances[i]!.url}/api/auth/sign-in/email`, {
      method: 'POST',
      origin: ctx.publicUrl,
      forwardedFor: address,
      // A new address each time: the per-e-mail limit (5) must not be what answers.
      json: { email: `nobody${n}@scale-out.test`, password: 'not-the-password-at-all' },
    });
  };
  for (let n = 0; n < AUTH_LIMIT; n++) {
    statuses.push((await attempt(n % ctx.instances.length, n)).status);
  }
  const refused: number[] = [];
  for (let i = 0; i < ctx.instances.length; i++) {
    refused.push((await attempt(i, AUTH_LIMIT + i)).status);
  }
  const keys = await ctx.redis.keys(`*${address}*`);
  const withinLimit = statuses.every((status) => status !== 429);
  const allRefused = refused.every((status) => status === 429);
  report(
    'b. shared rate limit',
    withinLimit && allRefused && keys.length > 0,
    `${AUTH_LIMIT} sign-ins from ${address} spread ${perInstance
      .map((n) => n - 1)
      .join('/')} over the instances answered ${[...new Set(statuses)].join(', ')}; ` +
      `the next one on each instance answered ${refused.join(', ')} ` +
      `(expected 429 everywhere); ${keys.length} counter keys for the address in Redis`,
  );
}

type CreatedEvent = { id: string; path: string; title: string };

async function createEventThroughBalancer(
  ctx: Context,
  options: { title: string; capacity?: number },
): Promise<CreatedEvent> {
  const day = (days: number, time: string) =>
    `${new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;
  const answer = await request(
    `${ctx.publicUrl}/api/events`,
    change(ctx, ctx.organiser!, {
      method: 'POST',
      json: {
        title: options.title,
        description: 'Meet at the slipway; bring a towel.',
        category: 'surf',
        tags: ['swim'],
        area: ctx.areas[0]!.slug,
        specificVenue: 'The slipway',
        startLocal: day(2, '07:00'),
        endLocal: day(2, '09:00'),
        capacity: options.capacity ?? null,
        status: 'published',
      },
    }),
  );
  if (answer.status !== 201) throw new Error(`create event: ${answer.status} ${answer.body}`);
  const { event } = parse<{ event: CreatedEvent }>(answer);
  return event;
}

/** e. An avatar and an event cover uploaded through the balancer, read back from everywhere. */
async function checkUploads(ctx: Context, eventId: string) {
  const organiser = ctx.organiser!;
  const form = () => {
    const data = new FormData();
    const png = gradientPng(800, 450);
    data.append(
      'file',
      new File([png as Uint8Array<ArrayBuffer>], 'photo.png', { type: 'image/png' }),
    );
    return data;
  };
  const avatar = await request(
    `${ctx.publicUrl}/api/profiles/me/avatar`,
    change(ctx, organiser, { method: 'POST', form: form() }),
  );
  if (avatar.status !== 200) throw new Error(`avatar upload: ${avatar.status} ${avatar.body}`);
  const avatarUrl = parse<{ profile: { avatarUrl: string[] } }>(avatar).profile.avatarUrl[0]!;
  const cover = await request(
    `${ctx.publicUrl}/api/events/${eventId}/image`,
    change(ctx, organiser, { method: 'POST', form: form() }),
  );
  if (cover.status !== 200) throw new Error(`cover upload: ${cover.status} ${cover.body}`);
  const coverUrl = parse<{ event: { imageUrl: string } }>(cover).event.imageUrl;

  const problems: string[] = [];
  let reads = 0;
  for (const url of [avatarUrl, coverUrl]) {
    const key = url.replace(/^\/uploads\//, '');
    const stored = await ctx.s3.get(key);
    if (!stored) {
      problems.push(`${key} is not in the bucket`);
      continue;
    }
    const sources = [
      ...ctx.instances.map((instance) => [instance.name, instance.url] as const),
      ...ctx.instances.map(() => ['balancer', ctx.publicUrl] as const),
    ];
    for (const [name, base] of sources) {
      const response = await fetch(`${base}${url}`);
      const body = new Uint8Array(await response.arrayBuffer());
      reads++;
      if (response.status !== 200 || !Buffer.from(body).equals(Buffer.from(stored))) {
        problems.push(`${name} ${url}: ${response.status}, ${body.byteLength} bytes`);
      } else if (!response.headers.get('cache-control')?.includes('immutable')) {
        problems.push(`${name} ${url}: not cacheable (${response.headers.get('cache-control')})`);
      }
    }
  }
  // Nothing may have gone to an instance's own disk.
  for (const instance of ctx.instances) {
    const uploads = path.join(instance.dataDir, 'uploads');
    if (existsSync(uploads) && readdirSync(uploads).length > 0) {
      problems.push(`${instance.name} kept files in its data folder`);
    }
  }
  report(
    'e. uploads in S3, served by every instance',
    problems.length === 0,
    problems.length === 0
      ? `an avatar and an event cover uploaded through the balancer are in the bucket and came back byte for byte in ${reads} reads from every instance and the balancer; no instance kept a file`
      : problems.join('; '),
  );
}

/**
 * c. Renamed through the first instance; every instance is read (anonymously, as the public
 * cache sees it) until the list, the event API and the event page show the new title.
 */
async function checkPropagation(ctx: Context, event: CreatedEvent) {
  const area = ctx.areas[0]!.slug;
  const titleOn = async (instance: Instance, pagePath: string) => {
    const list = parse<{ events: { id: string; title: string }[] }>(
      await request(`${instance.url}/api/events?limit=50&area=${area}`),
    );
    const listed = list.events.find((entry) => entry.id === event.id)?.title;
    let detail = await request(`${instance.url}${apiPathOf(pagePath)}`);
    let body = parse<{ kind: string; path?: string; event?: { title: string } }>(detail);
    if (body.kind === 'redirect' && body.path) {
      detail = await request(`${instance.url}${apiPathOf(body.path)}`);
      body = parse(detail);
    }
    let page = await request(`${instance.url}${pagePath}`);
    const location = page.headers.get('location');
    if (page.status === 301 && location) {
      page = await request(`${instance.url}${new URL(location, instance.url).pathname}`);
    }
    return { listed, detail: body.event?.title, page: page.body };
  };

  // Every instance reads the event first, so whatever each one caches holds the old title.
  for (const instance of ctx.instances) {
    const seen = await titleOn(instance, event.path);
    if (seen.listed !== event.title || seen.detail !== event.title) {
      throw new Error(`${instance.name} does not show the new event: ${JSON.stringify(seen)}`);
    }
  }

  const newTitle = `Harbour swim moved to the north beach ${Date.now() % 1000}`;
  const [first] = ctx.instances;
  const changed = await request(
    `${first!.url}/api/events/${event.id}`,
    change(ctx, ctx.organiser!, { method: 'PATCH', json: { title: newTitle } }),
  );
  if (changed.status !== 200) throw new Error(`rename: ${changed.status} ${changed.body}`);
  const changedAt = performance.now();
  const deadlineMs = (CACHE_SECONDS + 2) * 1000;

  const times = await Promise.all(
    ctx.instances.map(async (instance) => {
      for (;;) {
        const seen = await titleOn(instance, event.path);
        if (seen.listed === newTitle && seen.detail === newTitle && seen.page.includes(newTitle)) {
          return performance.now() - changedAt;
        }
        if (performance.now() - changedAt > deadlineMs) return null;
        await sleep(100);
      }
    }),
  );
  const pass = times.every((time) => time !== null);
  report(
    'c. a change shows on every instance',
    pass,
    `renamed through ${first!.name}; list, event API and event page showed the new title after ` +
      ctx.instances
        .map(
          (instance, i) => `${instance.name} ${times[i] === null ? 'never' : seconds(times[i]!)}`,
        )
        .join(', ') +
      ` (limit ${CACHE_SECONDS} s cache + 2 s)`,
  );
}

// ---- Phase 2: kill -9 under load (check d) --------------------------------------------------

type Rsvp = 'going' | 'waitlisted' | 'none';
type RsvpAnswer = { status: Rsvp; goingCount: number; capacity: number | null };

async function failover(ctx: Context) {
  const lb = ctx.publicUrl;
  const capacity = PLAN.capacity;
  const event = await createEventThroughBalancer(ctx, {
    title: 'Full moon paddle, few boards',
    capacity,
  });
  const members = ctx.members!;
  const tally = new Tally();
  /** Each member's answer as last acknowledged, or `unknown` while a request went unanswered. */
  const acknowledged = new Map<string, Rsvp | 'unknown'>();
  let acknowledgedWrites = 0;
  let overCapacityAnswers = 0;
  let gaveUp = 0;

  /** An RSVP, sent again (it is idempotent) while no answer or a 5xx comes back. */
  const put = async (member: Member, status: Rsvp): Promise<Answer | null> => {
    for (let attempt = 0; attempt < 40; attempt++) {
      const answer = tally.record(
        `PUT rsvp ${status}`,
        await request(
          `${lb}/api/events/${event.id}/rsvp`,
          change(ctx, member, { method: 'PUT', json: { status } }),
        ),
      );
      if (!failed(answer)) return answer;
      acknowledged.set(member.id, 'unknown');
      await sleep(50);
    }
    gaveUp++;
    return null;
  };
  const acknowledge = (member: Member, answer: Answer) => {
    const body = parse<RsvpAnswer>(answer);
    acknowledged.set(member.id, body.status);
    acknowledgedWrites++;
    if (body.goingCount > capacity) overCapacityAnswers++;
  };

  const memberLoops = startLoops(members.length, async (i) => {
    const member = members[i]!;
    const current = acknowledged.get(member.id) ?? 'none';
    if (current === 'none' || Math.random() < 0.2) {
      const answer = await put(member, 'going');
      if (answer?.status === 200) acknowledge(member, answer);
      else if (answer?.status === 409 && answer.body.includes('event_full')) {
        const waiting = await put(member, 'waitlisted');
        if (waiting?.status === 200) acknowledge(member, waiting);
      } else if (answer) throw new Error(`rsvp going: ${answer.status} ${answer.body}`);
    } else if (Math.random() < 0.5) {
      const answer = await put(member, 'none');
      if (answer?.status === 200) acknowledge(member, answer);
      else if (answer) throw new Error(`rsvp none: ${answer.status} ${answer.body}`);
    } else {
      tally.record(
        'GET event as member',
        await request(`${lb}${apiPathOf(event.path)}`, { cookie: member.cookie }),
      );
    }
    await sleep(10 + Math.random() * 60);
  });
  const readers = startLoops(PLAN.readers, async () => {
    const roll = Math.random();
    const [label, target] =
      roll < 0.4
        ? ['GET /api/events/by-path', apiPathOf(event.path)]
        : roll < 0.7
          ? ['GET /api/events', `/api/events?limit=20&area=${ctx.areas[0]!.slug}`]
          : roll < 0.85
            ? ['GET event page', event.path]
            : ['GET /api/search', `/api/search?q=${pick(SEARCH_WORDS)}`];
    tally.record(label, await request(`${lb}${target}`));
  });

  // Going, as the database sees it, sampled all along.
  let maxGoing = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const [row] = (
        await ctx.database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from event_rsvps where event_id = ${event.id} and status = 'going'`,
        )
      ).rows;
      maxGoing = Math.max(maxGoing, Number(row?.n ?? 0));
      await sleep(25);
    }
  })();

  const victim = ctx.instances[ctx.instances.length - 1]!;
  const loadStarted = performance.now();
  let killedAt = 0;
  let downAt = 0;
  let loadError: unknown;
  try {
    await sleep(PLAN.stormMs * 0.4);
    killedAt = performance.now();
    victim.kill('SIGKILL');
    downAt = await ctx.haproxy.waitFor(victim.name, 'DOWN', 10_000);
    const left = PLAN.stormMs - (performance.now() - loadStarted);
    if (left > 0) await sleep(left);
  } catch (error) {
    loadError = error;
  } finally {
    await Promise.all([memberLoops.stop(), readers.stop()]).catch((error: unknown) => {
      loadError ??= error;
    });
    sampling = false;
    await sampler;
  }
  if (loadError) throw loadError;
  const elapsed = (performance.now() - loadStarted) / 1000;

  // What the database holds against what each member was told last.
  const rows = await ctx.database.db
    .select({ userId: eventRsvps.userId, status: eventRsvps.status })
    .from(eventRsvps)
    .where(eq(eventRsvps.eventId, event.id));
  const stored = new Map(rows.map((row) => [row.userId, row.status]));
  const going = rows.filter((row) => row.status === 'going').length;
  const waitlisted = rows.filter((row) => row.status === 'waitlisted').length;
  const lost: string[] = [];
  let unknown = 0;
  for (const member of members) {
    const told = acknowledged.get(member.id) ?? 'none';
    const now = stored.get(member.id) ?? 'none';
    if (told === 'unknown') unknown++;
    // A member told "waitlisted" may since have been given a spot another member gave up.
    else if (told !== now && !(told === 'waitlisted' && now === 'going')) {
      lost.push(`${member.email} was told ${told}, the database says ${now}`);
    }
  }

  const during = (answer: Answer) => answer.finished >= killedAt && answer.started < downAt;
  const failures = tally.answers.filter(({ answer }) => failed(answer));
  const beforeKill = failures.filter(({ answer }) => answer.finished < killedAt).length;
  const inWindow = failures.filter(({ answer }) => during(answer));
  const afterDetection = failures.filter(({ answer }) => answer.started >= downAt);
  const sentAfter = tally.answers.filter(({ answer }) => answer.started >= downAt).length;
  const windowKinds = new Map<string, number>();
  for (const { label, answer } of inWindow) {
    const key = `${label} → ${answer.status === 0 ? `no answer (${answer.error})` : answer.status}`;
    windowKinds.set(key, (windowKinds.get(key) ?? 0) + 1);
  }

  // The instance comes back and the balancer sends it requests again.
  const restartedAt = performance.now();
  const restarted = await startInstance({
    name: victim.name,
    port: victim.port,
    dataDir: victim.dataDir,
    env: ctx.env,
  });
  ctx.instances[ctx.instances.length - 1] = restarted;
  const upAt = await ctx.haproxy.waitFor(victim.name, 'UP', 15_000);
  const servedBefore = (await ctx.haproxy.stats()).find((s) => s.name === victim.name)!.total;
  for (let i = 0; i < ctx.instances.length * 3; i++) await request(`${lb}/api/areas`);
  const servedAfter = (await ctx.haproxy.stats()).find((s) => s.name === victim.name)!.total;
  const stats = await ctx.haproxy.stats();

  const detail = [
    `${members.length} members and ${PLAN.readers} readers for ${elapsed.toFixed(1)} s ` +
      `(${tally.total} requests, ${(tally.total / elapsed).toFixed(0)}/s); ` +
      `${victim.name} killed at ${seconds(killedAt - loadStarted)}, taken out by the balancer ` +
      `${seconds(downAt - killedAt)} later`,
    `failed requests: ${beforeKill} before the kill, ${inWindow.length} around it` +
      (inWindow.length > 0
        ? ` (${[...windowKinds.entries()].map(([kind, n]) => `${kind} ×${n}`).join(', ')})`
        : '') +
      `, ${afterDetection.length} of ${sentAfter} sent after the balancer noticed`,
    `${acknowledgedWrites} acknowledged RSVPs; final: ${going} going (capacity ${capacity}, ` +
      `most ever ${maxGoing}), ${waitlisted} waitlisted; ${lost.length} acknowledged answers ` +
      `missing, ${unknown} members left without an answer, ${gaveUp} gave up`,
    `balancer retries ${stats.reduce((n, s) => n + s.retries, 0)}, redispatches ` +
      `${stats.reduce((n, s) => n + s.redispatches, 0)}; ${victim.name} restarted and back in ` +
      `after ${seconds(upAt - restartedAt)}, then served ${servedAfter - servedBefore} of ` +
      `${ctx.instances.length * 3} requests`,
  ];
  console.log(`\nkill -9 under load:\n  ${detail.join('\n  ')}\n${tally.table(elapsed)}\n`);
  summary.push(`kill -9 under load:\n    ${detail.join('\n    ')}`);

  const checks = {
    'no acknowledged RSVP lost': lost.length === 0,
    'going never above the capacity':
      maxGoing <= capacity && going <= capacity && overCapacityAnswers === 0,
    'nobody waits while a spot is free': waitlisted === 0 || going === capacity,
    'the balancer noticed within 2 s': downAt - killedAt <= 2_000,
    'every request after that succeeded': afterDetection.length === 0 && sentAfter > 0,
    'no failures before the kill': beforeKill === 0,
    'the instance rejoined': servedAfter > servedBefore,
  };
  const broken = Object.entries(checks).filter(([, ok]) => !ok);
  report(
    'd. kill -9 under load',
    broken.length === 0,
    broken.length === 0
      ? Object.keys(checks).join('; ')
      : `not met: ${broken.map(([name]) => name).join('; ')}${lost.length > 0 ? ` (${lost.slice(0, 3).join('; ')})` : ''}`,
  );
}

// ---- Main ----------------------------------------------------------------------------------

const tmp = mkdtempSync(path.join(tmpdir(), 'lineup-scale-out-'));
cleanups.push(async () => rmSync(tmp, { recursive: true, force: true }));

try {
  await run();
} catch (error) {
  report('run', false, error instanceof Error ? (error.stack ?? error.message) : String(error));
} finally {
  await cleanUp();
}

const passed = results.filter((result) => result.pass).length;
console.log(
  [
    `\nsummary (${INSTANCES} instances${smoke ? ', smoke' : ''}):`,
    ...summary.map((line) => `  ${line}`),
    ...results.map((result) => `  ${result.pass ? 'PASS' : 'FAIL'} ${result.check}`),
  ].join('\n'),
);
console.log(`\nchecks: ${passed} passed, ${results.length - passed} failed`);
process.exit(passed === results.length && results.length > 0 ? 0 : 1);
