/** What one request got: status 0 when no answer came (refused, reset, timed out). */
export type Answer = {
  status: number;
  body: string;
  headers: Headers;
  /** performance.now() when it was sent and when the answer (or the failure) came. */
  started: number;
  finished: number;
  error?: string;
};

export type RequestOptions = {
  method?: string;
  /** A Cookie header (`lineup.session_token=...`). */
  cookie?: string;
  /** Sent as Origin: changing requests need the public one. */
  origin?: string;
  /** Sent as X-Forwarded-For, as a proxy in front would (the servers run with TRUST_PROXY=1). */
  forwardedFor?: string;
  json?: unknown;
  form?: FormData;
  /** Follow redirects (default: hand the 3xx back). */
  follow?: boolean;
  timeoutMs?: number;
};

export async function request(url: string, options: RequestOptions = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.origin) headers.origin = options.origin;
  if (options.forwardedFor) headers['x-forwarded-for'] = options.forwardedFor;
  let body: string | FormData | undefined;
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    body = options.form;
  }
  const started = performance.now();
  const noAnswer = (error: string, headers = new Headers()): Answer => ({
    status: 0,
    body: '',
    headers,
    started,
    finished: performance.now(),
    error,
  });
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body,
      redirect: options.follow ? 'follow' : 'manual',
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
  } catch (error) {
    return noAnswer(messageOf(error));
  }
  try {
    const text = await response.text();
    return {
      status: response.status,
      body: text,
      headers: response.headers,
      started,
      finished: performance.now(),
    };
  } catch {
    // The status line came, the body did not: the server had decided, the client never heard.
    return noAnswer(`cut off after ${response.status}`, response.headers);
  }
}

const messageOf = (error: unknown) =>
  error instanceof Error
    ? ((error.cause as Error | undefined)?.message ?? error.message)
    : String(error);

/** An answer's Set-Cookie pairs as a Cookie header, without the ones being cleared. */
export function cookiesOf(answer: Answer): string {
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((pair) => pair !== '' && !pair.endsWith('='))
    .join('; ');
}

export function parse<T>(answer: Answer): T {
  try {
    return JSON.parse(answer.body) as T;
  } catch {
    throw new Error(`not JSON (${answer.status}): ${answer.body.slice(0, 200)}`);
  }
}

/** An answer the server did not give: no answer at all, or a 5xx. */
export const failed = (answer: Answer) => answer.status === 0 || answer.status >= 500;

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

type Row = { count: number; failures: number; statuses: Map<number, number>; ms: number[] };

/** Requests per label: how many, how many failed, statuses and latency percentiles. */
export class Tally {
  private readonly rows = new Map<string, Row>();
  readonly answers: { label: string; answer: Answer }[] = [];

  record(label: string, answer: Answer): Answer {
    let row = this.rows.get(label);
    if (!row) {
      row = { count: 0, failures: 0, statuses: new Map(), ms: [] };
      this.rows.set(label, row);
    }
    row.count++;
    if (failed(answer)) row.failures++;
    row.statuses.set(answer.status, (row.statuses.get(answer.status) ?? 0) + 1);
    row.ms.push(answer.finished - answer.started);
    this.answers.push({ label, answer });
    return answer;
  }

  get total(): number {
    return this.answers.length;
  }

  get failures(): number {
    return [...this.rows.values()].reduce((sum, row) => sum + row.failures, 0);
  }

  /** One line per label, widest first. */
  table(seconds: number): string {
    const lines = [...this.rows.entries()]
      .sort((a, b) => b[1].count - a[1].count)
      .map(([label, row]) => {
        const sorted = [...row.ms].sort((a, b) => a - b);
        const statuses = [...row.statuses.entries()]
          .sort((a, b) => a[0] - b[0])
          .map(([status, n]) => `${status === 0 ? 'no answer' : status}×${n}`)
          .join(' ');
        return [
          `  ${label.padEnd(34)}`,
          `${String(row.count).padStart(6)}`,
          `${(row.count / seconds).toFixed(0).padStart(6)}/s`,
          `  p50 ${percentile(sorted, 50).toFixed(0).padStart(4)} ms`,
          `  p95 ${percentile(sorted, 95).toFixed(0).padStart(4)} ms`,
          `  p99 ${percentile(sorted, 99).toFixed(0).padStart(5)} ms`,
          `  ${statuses}`,
        ].join('');
      });
    return [
      `  ${'request'.padEnd(34)}${'count'.padStart(6)}${'rate'.padStart(8)}  latency`,
      ...lines,
    ].join('\n');
  }
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `users` loops of `step` until `stop()` is called; each loop finishes the step in hand.
 * A step that throws ends every loop, and `stop()` throws it.
 */
export function startLoops(users: number, step: (user: number) => Promise<void>) {
  let running = true;
  let failure: unknown;
  const loops = Array.from({ length: users }, async (_, user) => {
    try {
      while (running) await step(user);
    } catch (error) {
      failure ??= error;
      running = false;
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      if (failure) throw failure;
    },
  };
}
