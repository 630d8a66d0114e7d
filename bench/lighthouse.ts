/**
 * Lighthouse (mobile, default simulated throttling) on the built app: `/`, `/events`, an event
 * page and an area page, 3 runs each, printing the median of each category's score and of the
 * loading figures (first and largest contentful paint, total blocking time, layout shift).
 * Usage: npm run build && npm run bench:lighthouse -w @lineup/bench [-- --runs=5] [/path ...]
 */
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './lib/server';

const runs = Number(
  process.argv.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3,
);
const asked = process.argv.slice(2).filter((arg) => arg.startsWith('/'));

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const server = await startServer({ port: 4395 });
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});

/**
 * One Lighthouse run. Now and then Chromium loses the trace of a run (Lighthouse reports a
 * runtime error and no figures): that run is made again rather than counted as zero.
 */
async function audit(url: string, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const failure = result.lhr.runtimeError;
    if (!failure) return result.lhr;
    if (attempt === attempts) throw new Error(`Lighthouse failed on ${url}: ${failure.message}`);
    console.warn(`(run again: ${failure.code})`);
  }
}

try {
  // An upcoming event of the demo data, and the area it is in.
  const { events } = (await (await fetch(`${server.url}/api/events?limit=1`)).json()) as {
    events: { path: string; area: { slug: string } }[];
  };
  const paths =
    asked.length > 0 ? asked : ['/', '/events', events[0]!.path, `/${events[0]!.area.slug}`];

  console.log(`Lighthouse ${runs}× per page, mobile, simulated throttling (median)\n`);
  console.log(
    'page'.padEnd(64) +
      ['perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS']
        .map((h) => h.padStart(7))
        .join(''),
  );
  for (const path of paths) {
    const samples: Record<string, number[]> = {};
    const add = (key: string, value: number) => (samples[key] ??= []).push(value);
    for (let run = 0; run < runs; run++) {
      const lhr = await audit(`${server.url}${path}`);
      const { categories, audits } = lhr;
      add('perf', (categories.performance?.score ?? 0) * 100);
      add('a11y', (categories.accessibility?.score ?? 0) * 100);
      add('best', (categories['best-practices']?.score ?? 0) * 100);
      add('seo', (categories.seo?.score ?? 0) * 100);
      add('FCP', audits['first-contentful-paint']?.numericValue ?? 0);
      add('LCP', audits['largest-contentful-paint']?.numericValue ?? 0);
      add('TBT', audits['total-blocking-time']?.numericValue ?? 0);
      add('CLS', audits['cumulative-layout-shift']?.numericValue ?? 0);
    }
    const cell = (key: string) => {
      const value = median(samples[key]!);
      if (key === 'FCP' || key === 'LCP') return `${(value / 1000).toFixed(2)}s`;
      if (key === 'TBT') return `${Math.round(value)}ms`;
      if (key === 'CLS') return value.toFixed(3);
      return String(Math.round(value));
    };
    console.log(
      path.slice(0, 63).padEnd(64) +
        ['perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'TBT', 'CLS']
          .map((key) => cell(key).padStart(7))
          .join(''),
    );
  }
} finally {
  chrome.kill();
  await server.stop();
}
