/**
 * Prints the JavaScript and CSS a browser downloads on the first load of each page,
 * measured from a real page load in Chromium against the production build.
 * Usage: npm run build && npm run bench -- [/path ...] [--check]   (default: /)
 * With `--check` it exits 1 when a page's JavaScript is over the budget, as CI runs it.
 */
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from './lib/server';

// The framework alone is about 106 KB (docs/decisions/0008-first-load-budget.md): the budget
// keeps what is built on it from creeping.
const JS_BUDGET_GZIP_KB = 150;
const check = process.argv.includes('--check');
const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (paths.length === 0) paths.push('/');

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const server = await startServer({ port: 4391 });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});

let overBudget = false;
try {
  for (const pagePath of paths) {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    const files: { name: string; type: 'js' | 'css' | 'msg'; raw: number; gzip: number }[] = [];
    page.on('response', async (response) => {
      const resource = response.request().resourceType();
      const name = new URL(response.url()).pathname;
      // A page in another language than English also downloads its messages (split-messages.ts).
      const type =
        resource === 'script'
          ? 'js'
          : resource === 'stylesheet'
            ? 'css'
            : name.startsWith('/assets/messages/')
              ? 'msg'
              : null;
      if (!type) return;
      const body = await response.body();
      files.push({
        name,
        type,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
    });
    await page.goto(server.url + pagePath, { waitUntil: 'networkidle' });
    await context.close();

    console.log(`\nFirst load of ${pagePath}`);
    for (const file of files.sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${file.type.padEnd(3)} ${kb(file.gzip).padStart(7)} KB gzip ${kb(file.raw).padStart(8)} KB raw  ${file.name}`,
      );
    }
    for (const type of ['js', 'css', 'msg'] as const) {
      const ofType = files.filter((file) => file.type === type);
      if (type === 'msg' && ofType.length === 0) continue;
      const gzip = ofType.reduce((sum, file) => sum + file.gzip, 0);
      const raw = ofType.reduce((sum, file) => sum + file.raw, 0);
      console.log(
        `  total ${type}: ${kb(gzip)} KB gzip (${kb(raw)} KB raw) in ${ofType.length} files`,
      );
      if (type === 'js' && gzip / 1024 > JS_BUDGET_GZIP_KB) overBudget = true;
      // The framework alone is more than this: a page whose app never started would pass any
      // budget, so the check says so instead.
      if (type === 'js' && check && gzip / 1024 < 50) {
        console.error(`  the app did not start on ${pagePath}: too little JavaScript to be true`);
        process.exitCode = 1;
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  `\nBudget: at most ${JS_BUDGET_GZIP_KB} KB of JavaScript gzipped per first load: ${overBudget ? 'OVER' : 'within'}`,
);
if (check && overBudget) process.exitCode = 1;
