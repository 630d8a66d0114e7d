import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

const REDIS_SERVER = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((file) =>
  existsSync(file),
);

/** Whether this machine can start a Redis of a test's own (the CI machine can). */
export const canStartRedis = REDIS_SERVER !== undefined;

/**
 * A Redis server of one test file's own, on a free port, so a test can freeze it (SIGSTOP, like
 * a network partition that leaves connections open), thaw it or empty it without disturbing
 * the shared one other test files use.
 */
export async function startPrivateRedis() {
  if (!REDIS_SERVER) throw new Error('redis-server is not installed');
  const port = await freePort();
  const child: ChildProcess = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  // Queued until the server has started and the connection is made.
  const admin = new Redis(url, { maxRetriesPerRequest: null, retryStrategy: () => 50 });
  admin.on('error', () => {});
  await admin.ping();
  return {
    url,
    /** Commands to the test's own Redis, for looking at what the app kept. */
    admin,
    pause: () => child.kill('SIGSTOP'),
    resume: () => child.kill('SIGCONT'),
    async stop() {
      child.kill('SIGCONT');
      admin.disconnect();
      child.kill('SIGKILL');
    },
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
