import { spawn, spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';

export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';

/** Exits with a hint when HAProxy is not installed. */
export function requireHaproxy(): void {
  if (existsSync(HAPROXY) && spawnSync(HAPROXY, ['-v']).status === 0) return;
  console.error(`HAProxy not found at ${HAPROXY}: apt-get install haproxy (or set HAPROXY_PATH).`);
  process.exit(1);
}

export type Backend = { name: string; port: number };

/**
 * The balancer in front of Lineup's instances, as docs/deploy.md shows it:
 *
 * - round robin over instances that pass `GET /api/health` (which also asks the database);
 *   checked every 500 ms and 250 ms once one fails, two failures take an instance out, so a
 *   dead one stops getting requests within about a second;
 * - a request whose connection to an instance failed before anything was sent (the instance is
 *   gone) is tried on another one (`conn-failure` with `redispatch`): that is safe for any
 *   method, since the instance never saw the request;
 * - a request that reached an instance which then closed without answering (`empty-response`,
 *   a crash mid-request) is tried again only when it is a GET or HEAD. A POST, PUT, PATCH or
 *   DELETE may already have changed something, so its client gets the 502 and decides;
 * - X-Forwarded-For carries the client's address (the servers run with TRUST_PROXY=1).
 */
export function haproxyConfig(options: {
  port: number;
  backends: readonly Backend[];
  statsSocket: string;
}): string {
  return `global
  maxconn 4096
  stats socket ${options.statsSocket} mode 600 level admin

defaults
  mode http
  option forwardfor
  option http-keep-alive
  timeout connect 1s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  timeout http-keep-alive 10s
  timeout queue 10s
  timeout check 1s
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response

frontend lineup
  bind 127.0.0.1:${options.port}
  default_backend instances

backend instances
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/health ver HTTP/1.1 hdr Host lineup
  http-check expect status 200
  # Only a safe method is sent again after it may have reached an instance (METH_GET is GET
  # and HEAD); connection failures are still retried for every method.
  http-request disable-l7-retry unless METH_GET
  default-server check inter 500ms fastinter 250ms downinter 1s fall 2 rise 2
${options.backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port}`).join('\n')}
`;
}

export type ServerStat = {
  name: string;
  /** UP, DOWN, `UP 1/2` (going down), `DOWN 1/2` (coming back), MAINT, ... */
  status: string;
  /** Requests (sessions) sent to the server so far. */
  total: number;
  /** Responses with a 5xx status. */
  errors5xx: number;
  /** Requests the balancer sent again, and to another server. */
  retries: number;
  redispatches: number;
};

export type RunningHaproxy = {
  url: string;
  /** The backend servers as `show stat` reports them. */
  stats(): Promise<ServerStat[]>;
  /** Waits until `server` has a status starting with `status`; resolves with the time it did. */
  waitFor(server: string, status: 'UP' | 'DOWN', timeoutMs: number): Promise<number>;
  stop(): Promise<void>;
  /** What HAProxy printed (warnings, state changes), for a failure report. */
  output(): string;
};

function query(socketPath: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath);
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.end(`${command}\n`));
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

function parseStats(csv: string): ServerStat[] {
  const [header, ...lines] = csv.trim().split('\n');
  const columns = (header ?? '').replace(/^# /, '').split(',');
  const index = (name: string) => columns.indexOf(name);
  return lines
    .map((line) => line.split(','))
    .filter((fields) => fields[index('pxname')] === 'instances')
    .filter((fields) => !['FRONTEND', 'BACKEND'].includes(fields[index('svname')] ?? ''))
    .map((fields) => ({
      name: fields[index('svname')] ?? '',
      status: fields[index('status')] ?? '',
      total: Number(fields[index('stot')] ?? 0),
      errors5xx: Number(fields[index('hrsp_5xx')] ?? 0),
      retries: Number(fields[index('wretr')] ?? 0),
      redispatches: Number(fields[index('wredis')] ?? 0),
    }));
}

/** Writes the config into `dir` and runs HAProxy in the foreground as a child process. */
export async function startHaproxy(options: {
  dir: string;
  port: number;
  backends: readonly Backend[];
}): Promise<RunningHaproxy> {
  const statsSocket = path.join(options.dir, 'haproxy.sock');
  const configFile = path.join(options.dir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ ...options, statsSocket }));

  const check = spawnSync(HAPROXY, ['-c', '-f', configFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`HAProxy refused its config:\n${check.stderr}`);

  const child = spawn(HAPROXY, ['-f', configFile, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stats = async () => parseStats(await query(statsSocket, 'show stat'));
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`HAProxy exited:\n${printed}`);
    try {
      await stats();
      break;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  return {
    url: `http://127.0.0.1:${options.port}`,
    stats,
    async waitFor(server, status, timeoutMs) {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const stat = (await stats()).find((entry) => entry.name === server);
        // `DOWN 1/2` is a down server's first good check: not up yet.
        if (stat && stat.status.split(' ')[0] === status && !stat.status.includes('/')) {
          return performance.now();
        }
        if (Date.now() > until) {
          throw new Error(`${server} not ${status} after ${timeoutMs} ms (${stat?.status})`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
    output: () => printed,
  };
}
