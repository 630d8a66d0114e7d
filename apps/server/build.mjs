// Bundles the server into one file for `npm run serve`. Our workspace packages (@lineup/*) are
// TypeScript source, so they are bundled in; every other npm package stays an ordinary import
// from node_modules (native modules, WASM files and worker scripts then load as published).
import { build } from 'esbuild';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const here = path.dirname(fileURLToPath(import.meta.url));
const { values } = parseArgs({ options: { outfile: { type: 'string' } } });
const outfile = path.resolve(values.outfile ?? path.join(here, 'dist/server.js'));

/** @type {import('esbuild').Plugin} */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(pluginBuild) {
    // Bare specifiers that are not ours (`hono`, `pino`, `drizzle-orm/pglite`, ...) stay imports.
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@lineup/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [externalNpmPackages],
});

console.log(`built ${path.relative(process.cwd(), outfile)}`);
