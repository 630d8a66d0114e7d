/**
 * Time from starting the built server (database already created) to the first successful
 * /api/health. The first run creates and seeds the database and is reported separately.
 * Usage: npm run build && npm run bench:startup -w @lineup/bench
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './lib/server';

const runs = 7;
const dataDir = mkdtempSync(path.join(tmpdir(), 'lineup-startup-'));

const first = await startServer({ port: 4392, dataDir });
await first.stop();
console.log(
  `first start (creates, migrates and seeds the database): ${first.startupMs.toFixed(0)} ms`,
);

const timings: number[] = [];
for (let run = 0; run < runs; run++) {
  const server = await startServer({ port: 4392, dataDir });
  timings.push(server.startupMs);
  await server.stop();
}
timings.sort((a, b) => a - b);
const median = timings[Math.floor(runs / 2)]!;
console.log(
  `start with an existing database, ${runs} runs: median ${median.toFixed(0)} ms, ` +
    `min ${timings[0]!.toFixed(0)} ms, max ${timings.at(-1)!.toFixed(0)} ms`,
);
