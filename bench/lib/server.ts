import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

export type RunningServer = { url: string; child: ChildProcess; stop(): Promise<void> };

/** Starts the built server (`npm run build` first) and resolves once /api/health answers 200. */
export async function startServer(options: {
  port: number;
  dataDir?: string;
  env?: Record<string, string>;
}): Promise<RunningServer & { startupMs: number }> {
  const url = `http://127.0.0.1:${options.port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'lineup-bench-')),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      BETTER_AUTH_SECRET: 'a-session-secret-for-benchmarks-only',
      PUBLIC_URL: url,
      ...options.env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, child, stop, startupMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await stop();
  throw new Error('server did not answer /api/health within 120 s');
}
