/**
 * A discussion's live stream under load: 200 members with one event's page open, one of them
 * posts, and the bench times how long the new message takes to reach every reader's stream.
 *
 * Two set-ups: the app as `npm start` runs it (one process, the embedded database, demo data),
 * and, when PostgreSQL and Redis answer, two worker processes (WEB_CONCURRENCY=2) sharing Redis,
 * the readers spread over both, so each message crosses from one process to the other.
 * Prints, per message, the POST's own time and when the first, the median, the 95th percentile
 * and the last reader had it on their stream, words and all, as the page shows it (from just
 * before the POST was sent).
 *
 * Usage: npm run build && npm run bench:discussion-live -w @lineup/bench
 * Env: BENCH_READERS (200), BENCH_MESSAGES (5), BENCH_REDIS_URL (redis://127.0.0.1:6379).
 * Flags: --only=embedded|cluster.
 */
import { Redis } from 'ioredis';
import { signInMembers } from './lib/members';
import { createBenchPostgres, postgresAnswers } from './lib/postgres';
import { startServer } from './lib/server';

const READERS = Number(process.env.BENCH_READERS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 5);
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PORT = 4396;
const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);

type Reader = {
  /** Resolves with the time (performance.now) the next `change` event arrives, and its data. */
  next(): Promise<{ at: number; data: string }>;
  close(): void;
};

/** Opens the thread's stream as a member and resolves once the server's first ping arrived. */
async function openReader(url: string, cookie: string): Promise<Reader> {
  const controller = new AbortController();
  const response = await fetch(url, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!response.ok || !response.body) {
    throw new Error(`live stream: ${response.status} ${await response.text()}`);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  type Heard = { at: number; data: string };
  const waiting: { resolve: ((heard: Heard) => void) | null } = { resolve: null };
  let heard: Heard[] = [];
  let connected: () => void = () => {};
  const ready = new Promise<void>((resolve) => (connected = resolve));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const at = performance.now();
        buffer += decoder.decode(value, { stream: true });
        connected();
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          if (!lines.includes('event: change')) continue;
          const data = lines.find((line) => line.startsWith('data: '))?.slice(6) ?? '';
          if (waiting.resolve) {
            waiting.resolve({ at, data });
            waiting.resolve = null;
          } else heard.push({ at, data });
        }
      }
    } catch {
      // closed by the bench
    }
  })();
  await ready;
  return {
    next: () =>
      new Promise<Heard>((resolve) => {
        const first = heard.shift();
        if (first !== undefined) resolve(first);
        else waiting.resolve = resolve;
      }),
    close: () => {
      heard = [];
      controller.abort();
    },
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function measure(label: string, env: Record<string, string>) {
  const server = await startServer({
    port: PORT,
    env: {
      EMAIL_VERIFICATION: 'false',
      // Redis keeps sign-in counts between runs: room for several runs within its window.
      AUTH_RATE_LIMIT_PER_IP: String(READERS * 20),
      ...env,
    },
  });
  const readers: Reader[] = [];
  try {
    const { events } = (await (await fetch(`${server.url}/api/events?limit=1`)).json()) as {
      events: { id: string }[];
    };
    const eventId = events[0]!.id;
    const cookies = await signInMembers(server.url, READERS, [eventId]);
    const live = `${server.url}/api/events/${eventId}/messages/live`;
    // A few at a time, as pages open over a moment rather than in one instant.
    for (let start = 0; start < READERS; start += 20) {
      readers.push(
        ...(await Promise.all(
          cookies.slice(start, start + 20).map((cookie) => openReader(live, cookie)),
        )),
      );
    }
    console.log(`${label}: ${readers.length} readers on one event's page`);
    console.log('  message   POST ms   first ms   median ms   p95 ms   last ms');
    for (let n = 1; n <= MESSAGES; n++) {
      const body = `Message ${n}: car park by the lighthouse is full.`;
      // The change carries the message's words: when it arrives, the page shows it.
      const heard = readers.map(async (reader, index) => {
        const { at, data } = await reader.next();
        if (!data.includes(body)) throw new Error(`reader ${index} heard a change without it`);
        return at;
      });
      const sent = performance.now();
      const response = await fetch(`${server.url}/api/events/${eventId}/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url, cookie: cookies[0]! },
        body: JSON.stringify({ body }),
      });
      const answered = performance.now();
      if (response.status !== 201) throw new Error(`post: ${response.status}`);
      await response.arrayBuffer();
      const times = (await Promise.all(heard)).map((at) => at - sent).sort((a, b) => a - b);
      const ms = (value: number, width: number) => value.toFixed(0).padStart(width);
      console.log(
        `  ${String(n).padStart(7)} ${ms(answered - sent, 9)} ${ms(times[0]!, 10)} ` +
          `${ms(percentile(times, 50), 11)} ${ms(percentile(times, 95), 8)} ${ms(times.at(-1)!, 9)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } finally {
    for (const reader of readers) reader.close();
    await server.stop();
  }
}

async function redisAnswers(): Promise<boolean> {
  const client = new Redis(REDIS_URL, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

if (only !== 'cluster') {
  await measure('one process, embedded database (as npm start)', {});
}
if (only !== 'embedded') {
  if (!(await postgresAnswers()) || !(await redisAnswers())) {
    console.log('cluster: skipped (PostgreSQL or Redis does not answer)');
  } else {
    const pg = await createBenchPostgres('lineup_bench_live');
    await pg.database.close();
    try {
      await measure('two processes sharing Redis, PostgreSQL', {
        DATABASE_URL: pg.url,
        REDIS_URL,
        WEB_CONCURRENCY: '2',
      });
    } finally {
      await pg.drop();
    }
  }
}
