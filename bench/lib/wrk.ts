import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * wrk, a C load generator: on a 2-core machine a Node one (autocannon) takes a core of its own
 * and reports about half of what the server can do.
 */

export type WrkFigures = {
  rps: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p95: number;
  p99: number;
  /** Answers other than 2xx/3xx, and socket errors and timeouts. */
  non2xx: number;
  errors: number;
};

/** Stops the bench early when wrk is missing. */
export function requireWrk(): void {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
  } catch (error) {
    // wrk prints its version and exits 1; only a missing binary is a problem.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      console.error('wrk is not installed: apt-get install wrk');
      process.exit(1);
    }
  }
}

// wrk's `done` hook prints the figures as one JSON line, latencies in microseconds.
const REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'LINEUP-WRK {"requests":%d,"durationUs":%d,"p50":%d,"p95":%d,"p99":%d,"status":%d,"errors":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95),
    latency:percentile(99), e.status, e.connect + e.read + e.write + e.timeout))
end
`;

// Another address for every request (`v=<n>`, or the parameter named): nothing answered
// before can be reused.
const fresh = (parameter: string) => `
counter = 0
request = function()
  counter = counter + 1
  local separator = string.find(wrk.path, "?", 1, true) and "&" or "?"
  return wrk.format(nil, wrk.path .. separator .. "${parameter}=" .. counter .. math.random(1e9))
end
`;

// The next member's cookie for every request; each thread starts somewhere else in the list.
const inTurn = (file: string) => `
cookies = {}
for line in io.lines("${file}") do cookies[#cookies + 1] = line end
index = math.random(#cookies)
request = function()
  index = index % #cookies + 1
  wrk.headers["Cookie"] = cookies[index]
  return wrk.format()
end
`;

/** What every browser and CDN asks with: answers then travel compressed, as they do for real. */
export const BROWSER_HEADERS = ['Accept-Encoding: br, gzip'];

/** One wrk run of `seconds` at `connections` (2 threads) against `url`. */
export function wrk(
  url: string,
  options: {
    connections: number;
    seconds: number;
    /** Another address for every request: `true` adds `v=<n>`, a name adds that parameter. */
    fresh?: boolean | string;
    headers?: string[];
    /** Each request with the next of these `Cookie` headers: a crowd of signed-in members. */
    cookies?: readonly string[];
  },
): WrkFigures {
  const dir = mkdtempSync(path.join(tmpdir(), 'lineup-bench-wrk-'));
  const script = path.join(dir, 'bench.lua');
  const freshParameter = options.fresh === true ? 'v' : options.fresh;
  let requests = freshParameter ? fresh(freshParameter) : '';
  if (options.cookies) {
    if (freshParameter) throw new Error('wrk: fresh addresses and cookies do not go together');
    const file = path.join(dir, 'cookies.txt');
    writeFileSync(file, options.cookies.join('\n') + '\n');
    requests = inTurn(file);
  }
  writeFileSync(script, requests + REPORT);
  try {
    const out = execFileSync(
      'wrk',
      [
        `-t${Math.min(2, options.connections)}`,
        `-c${options.connections}`,
        `-d${options.seconds}s`,
        '--timeout',
        '5s',
        ...(options.headers ?? []).flatMap((header) => ['-H', header]),
        '-s',
        script,
        url,
      ],
      { encoding: 'utf8' },
    );
    const line = out.split('\n').find((text) => text.startsWith('LINEUP-WRK '));
    if (!line) throw new Error(`wrk printed no figures:\n${out}`);
    const report = JSON.parse(line.slice('LINEUP-WRK '.length)) as {
      requests: number;
      durationUs: number;
      p50: number;
      p95: number;
      p99: number;
      status: number;
      errors: number;
    };
    return {
      rps: report.requests / (report.durationUs / 1e6),
      p50: report.p50 / 1000,
      p95: report.p95 / 1000,
      p99: report.p99 / 1000,
      non2xx: report.status,
      errors: report.errors,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
