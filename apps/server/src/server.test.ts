import { execFile, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { get } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The production entry point as `npm run serve` runs it: bundled, from the repository root.
const serverDir = path.resolve(fileURLToPath(import.meta.url), '../..');
const repoRoot = path.resolve(serverDir, '../..');
// A private copy, so this test neither needs nor overwrites the real `dist/server.js`.
const bundle = path.join(serverDir, 'dist', 'test', 'server.js');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

type Run = { code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string };

function start(env: Record<string, string>) {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    // Production refuses to start without one.
    BETTER_AUTH_SECRET: 'a-session-secret-for-the-built-server-test',
    ...env,
  };
  // The CI run points DATABASE_URL at a shared server; this test wants its own PGlite folder.
  if (!('DATABASE_URL' in env)) delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<Run>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, exited, output: () => stdout + stderr };
}

async function waitForHealth(url: string, exited: Promise<Run>, timeoutMs = 60_000) {
  let finished: Run | undefined;
  void exited.then((run) => (finished = run));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (finished) throw new Error(`server exited early: ${finished.stdout}${finished.stderr}`);
    try {
      const res = await fetch(url);
      if (res.ok) return res;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no healthy answer from ${url} within ${timeoutMs} ms`);
}

describe('the built server', () => {
  let dataDir: string;
  beforeAll(async () => {
    await promisify(execFile)(process.execPath, ['build.mjs', '--outfile', bundle], {
      cwd: serverDir,
    });
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'lineup-data-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starts, answers /api/health, and exits 0 on SIGTERM', { timeout: 120_000 }, async () => {
    const port = await freePort();
    const server = start({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO_DATA: 'false',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    });
    try {
      const res = await waitForHealth(`http://127.0.0.1:${port}/api/health`, server.exited);
      expect(await res.json()).toEqual({ status: 'ok', database: 'up' });
      expect(server.output()).toContain(`Lineup is running at http://127.0.0.1:${port}`);
      expect(server.output()).toContain(`PGlite in ${dataDir}`);
      expect(server.output()).toContain('demo data off');
      // Where mail goes, and that the outbox page is off in production.
      expect(server.output()).toContain(
        'no SMTP_URL: mails are not delivered; set SMTP_URL, or DEV_OUTBOX=true to read them at /dev/outbox',
      );
      const outbox = await fetch(`http://127.0.0.1:${port}/dev/outbox.json`);
      expect(outbox.status).toBe(404);
    } finally {
      server.child.kill('SIGTERM');
    }
    const run = await server.exited;
    expect(run.signal).toBeNull();
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('"msg":"stopped"');
  });

  it('refuses bad configuration with one clear line and exit code 1', async () => {
    const server = start({ PORT: 'eighty', DATA_DIR: dataDir });
    const run = await server.exited;
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Invalid configuration: PORT must be a whole number from 0 to 65535 (got "eighty").',
    );
    expect(run.stdout).toBe('');
  });

  it('needs PUBLIC_URL in production, so links never follow the Host header', async () => {
    const run = await start({ DATA_DIR: dataDir }).exited;
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      'Invalid configuration: PUBLIC_URL is required when NODE_ENV is production (the address people open, such as https://lineup.example).',
    );
  });

  // The PostgreSQL run of the tests (CI) has a server to fork against.
  it.skipIf(!process.env.DATABASE_URL)(
    'runs WEB_CONCURRENCY processes on PostgreSQL, replaces one that dies, and stops them all',
    { timeout: 120_000 },
    async () => {
      const name = `lineup_cluster_${process.pid}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists "${name}"`);
      await admin.query(`create database "${name}"`);
      const databaseUrl = new URL(process.env.DATABASE_URL!);
      databaseUrl.pathname = `/${name}`;
      const port = await freePort();
      const server = start({
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl.toString(),
        WEB_CONCURRENCY: '2',
        SEED_DEMO_DATA: 'false',
        EMAIL_VERIFICATION: 'false',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
      });
      const workers = async () =>
        (await promisify(execFile)('ps', ['-o', 'pid=', '--ppid', String(server.child.pid)])).stdout
          .split('\n')
          .map((line) => Number(line.trim()))
          .filter((pid) => pid > 0);
      try {
        await waitForHealth(`http://127.0.0.1:${port}/api/health`, server.exited);
        // Logged once every process listens.
        await expect.poll(() => server.output(), { timeout: 30_000 }).toContain('2 processes');
        const base = `http://127.0.0.1:${port}`;
        // Each process keeps its own cache of public reads; a change through one of them is
        // passed on to the others, so no visitor is answered from before it.
        const list = `${base}/api/events?area=portugal-peniche-area`;
        // A new connection each time: the cluster hands connections to its processes in turn.
        const titles = () =>
          new Promise<string[]>((resolve, reject) => {
            get(list, { agent: false }, (res) => {
              let body = '';
              res.on('data', (chunk: Buffer) => (body += chunk.toString()));
              res.on('end', () =>
                resolve(
                  (JSON.parse(body) as { events: { title: string }[] }).events.map((e) => e.title),
                ),
              );
            }).on('error', reject);
          });
        for (let i = 0; i < 6; i++) expect(await titles()).toEqual([]);
        const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify({
            email: 'cluster@example.com',
            password: 'a long pass phrase 42',
            name: 'cluster',
          }),
        });
        expect(signUp.status).toBe(200);
        const cookie = signUp.headers
          .getSetCookie()
          .map((value) => value.split(';')[0])
          .join('; ');
        const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
        const created = await fetch(`${base}/api/events`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base, cookie },
          body: JSON.stringify({
            title: 'Seen by every process',
            description: 'A change made through one process.',
            category: 'surf',
            area: 'portugal-peniche-area',
            startLocal: `${day}T18:30`,
            endLocal: `${day}T20:00`,
            status: 'published',
          }),
        });
        expect(created.status).toBe(201);
        await expect.poll(titles, { timeout: 2000 }).toEqual(['Seen by every process']);
        for (let i = 0; i < 6; i++) expect(await titles()).toEqual(['Seen by every process']);

        const [first, second] = await workers();
        expect(second).toBeDefined();

        process.kill(first!, 'SIGKILL');
        await expect
          .poll(() => server.output(), { timeout: 10_000 })
          .toContain('a server process died; starting another');
        await expect
          .poll(async () => (await workers()).filter((pid) => pid !== first).length, {
            timeout: 30_000,
          })
          .toBe(2);
        expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
        const running = await workers();

        server.child.kill('SIGTERM');
        const run = await server.exited;
        expect(run.code).toBe(0);
        expect(run.stdout).toContain('"msg":"stopped"');
        for (const pid of running) expect(() => process.kill(pid, 0)).toThrow();
      } finally {
        if (server.child.exitCode === null) server.child.kill('SIGKILL');
        await admin.query(`drop database if exists "${name}" with (force)`);
        await admin.end();
      }
    },
  );
});
