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
  /**
   * Run the server in a process group of its own, so `kill()` reaches every process it forked
   * (a primary with its workers), as a crash of the machine would.
   */
  processGroup?: boolean;
}): Promise<RunningServer & { startupMs: number; kill(signal: NodeJS.Signals): void }> {
  const url = `http://127.0.0.1:${options.port}`;
  const started = performance.now();
  const child = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: options.processGroup ?? false,
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
  // The last of what it logged (warnings and worse), to say why it did not start.
  let logTail = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    logTail = (logTail + chunk.toString()).slice(-2000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    try {
      if (options.processGroup) process.kill(-child.pid, signal);
      else child.kill(signal);
    } catch {
      // already gone
    }
  };
  const stop = async () => {
    kill('SIGTERM');
    await exited;
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`server exited with ${child.exitCode ?? child.signalCode}: ${logTail}`);
    }
    try {
      const response = await fetch(`${url}/api/health`);
      if (response.ok) return { url, child, stop, kill, startupMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await stop();
  throw new Error('server did not answer /api/health within 120 s');
}
