import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildOptions, type Plugin, type Rolldown } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { cspStyles } from './csp-styles';
import { fontPreload } from './font-preload';
import { sourceMessages } from './source-messages';
import { splitMessages } from './split-messages';

const serverProxy = Object.fromEntries(
  ['/api', '/uploads', '/dev/outbox'].map((path) => [path, 'http://localhost:3000']),
);

/** Found from any working directory (a root `vitest run` too). */
const linguiConfig = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
/**
 * Lingui's macros, through Babel (its native transform needs a Node the system npm may not run
 * on, which then leaves out its binary), keeping each message's English source, compiled
 * (source-messages.ts): English pages need no catalog.
 */
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';
const linguiMacros = () => {
  const macros = {
    linguiConfig: getConfig({ configPath: linguiConfig }),
    descriptorFields: 'message' as const,
  };
  // Lingui's own preset, for the files it looks at (those that import a macro).
  const { rolldown } = linguiTransformerBabelPreset(macros, { configPath: linguiConfig });
  return {
    preset: { plugins: [['@lingui/babel-plugin-lingui-macro', macros], sourceMessages] },
    rolldown,
  };
};

/**
 * Two builds: the browser's (`dist/`, served as files) and, with `--ssr`, the server's render of
 * public pages (`dist-ssr/entry-server.js`, one self-contained module the server imports;
 * docs/decisions/0020-server-rendering.md). The second needs none of the browser's file plugins.
 */
export default defineConfig(({ isSsrBuild, mode }) => ({
  plugins: [
    // Lingui's macros become message lookups, and the PO catalogs compiled modules
    // (lingui.config.ts, docs/decisions/0042-languages.md).
    babel({ presets: [linguiMacros()] }),
    react(),
    lingui({ configPath: linguiConfig, failOnCompileError: true }),
    tailwindcss(),
    // Libraries' run-time <style> elements, kept within the CSP (csp-styles.ts).
    cspStyles(),
    ...(isSsrBuild ? [] : browserFilePlugins()),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Scroll locks through a constructed stylesheet, not a <style> element (csp-styles.ts).
      {
        find: 'react-style-singleton',
        replacement: fileURLToPath(new URL('./src/lib/style-singleton.ts', import.meta.url)),
      },
      ...(mode === 'production' ? reactRouterProductionBuild() : []),
    ],
  },
  // The API, uploaded images and the development outbox all live on the server (port 3000).
  server: { proxy: serverProxy },
  preview: { proxy: serverProxy },
  // Everything bundled in: the server loads one file and needs none of the web's packages.
  ssr: { noExternal: true },
  // Bundled, React and TanStack Query would choose their development or production build when
  // the server starts, by its NODE_ENV; `npm start` sets none, and rendered with React's
  // development build. A production build renders with theirs.
  ...(isSsrBuild &&
    mode === 'production' && { define: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  build: isSsrBuild ? ssrBuild : browserBuild,
}));

/**
 * React Router's package points every condition at its development build, whose warnings are
 * switched on by a constant (remix-run/react-router#14102): in the browser's bundle they cost
 * bytes, and the server's render logs them. Its production build sits beside it.
 */
function reactRouterProductionBuild() {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

const ssrBuild = {
  outDir: 'dist-ssr',
  target: 'node24',
  emptyOutDir: true,
  copyPublicDir: false,
} satisfies BuildOptions;

const browserBuild = {
  // Maps each page to its files, for the server and the first-load benchmark.
  manifest: true,
  target: 'es2022',
  // Every browser Lineup supports preloads modules natively; the polyfill would cost bytes.
  modulePreload: {
    polyfill: false,
    // Only the app's start is preloaded (the entry's import of it: the framework and the shell
    // come in one go). A page's code is left to the browser, which asks for each module's
    // imports as it arrives. Each preload link the page inserts costs the phone a moment of
    // its main thread, some twenty of them a long task just before hydration; the imports the
    // browser finds itself are fetched in tasks of their own. A page's code is usually in hand
    // before it is needed anyway: links ask for it when they come into view (RoutePrefetch).
    resolveDependencies: (_file, deps, { hostId, hostType }) => {
      if (hostType !== 'js') return deps;
      if (browserBundle?.[hostId]?.type !== 'chunk' || !browserBundle[hostId].isEntry) return [];
      // A dynamic import runs inside the chunk that asks for it, so that chunk's static
      // imports (and theirs) are loaded already.
      return deps.filter((dep) => !loadedWith(hostId).has(dep));
    },
  },
  rolldownOptions: {
    output: {
      codeSplitting: {
        // React, the router and the query cache change rarely: one long-cached chunk that
        // every page shares, instead of many small ones.
        groups: [
          {
            name: 'framework',
            test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query|clsx)[\\/]/,
            priority: 2,
          },
          // Everything the app's start needs besides the framework: one chunk. Left alone, the
          // bundler makes a chunk of each module that the lazy pages share with the shell (an
          // icon, a button, the API client), each of a few hundred bytes and a request of its
          // own.
          { name: 'shell', test: (id) => shellModules.has(id) && inShell.test(id), priority: 1 },
          // The entry's one import (the helper that preloads the app's chunks) stays on its
          // own, not in the shell, which the entry must not load before the page is shown.
          { name: 'preload-helper', test: /^\0vite[\\/]preload-helper/, priority: 3 },
          // What an event or plan card is made of: every list of cards needs all of it, and
          // left alone the bundler made a small chunk of each part, a request apiece.
          { name: 'cards', test: (id) => cardParts.test(id) },
        ],
      },
    },
    treeshake: {
      // The shared contracts are schemas and types only. Declaring them free of side effects
      // lets the shell import the redirect table without pulling zod into the first load.
      moduleSideEffects: [{ test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false }],
    },
  },
} satisfies BuildOptions;

/** The parts of an event's and a plan's card (the `cards` group above). */
const cardParts =
  /[\\/]src[\\/](features[\\/]events[\\/](components[\\/](event-card|event-grid|event-cover|event-preview-list|list-states|light-badge|repeats-line|category-icon)|lib[\\/]category-style)|features[\\/]plans[\\/]components[\\/]plan-card|components[\\/]ui[\\/](badge|avatar))\.tsx?$/;

/** The modules `start-app.tsx` imports statically, directly or not (found by `findShell`). */
const shellModules = new Set<string>();
// Of those, the shell chunk takes the app's own modules and its icons. The shared contracts
// stay with automatic chunking, which keeps only the parts a chunk uses (they are declared
// free of side effects below); a group takes its modules whole.
const inShell = /[\\/](apps[\\/]web[\\/]src|node_modules[\\/]lucide-react)[\\/]/;
const findShell: Plugin = {
  name: 'lineup:find-shell',
  buildEnd() {
    shellModules.clear();
    const start = [...this.getModuleIds()].find((id) => /[\\/]src[\\/]start-app\.tsx$/.test(id));
    const visit = (id: string) => {
      if (shellModules.has(id)) return;
      shellModules.add(id);
      for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
    };
    for (const imported of (start && this.getModuleInfo(start)?.importedIds) ?? []) visit(imported);
  },
};

/** The browser build's chunks, kept for `resolveDependencies` (Vite asks it after bundling). */
let browserBundle: Rolldown.OutputBundle | undefined;
const keepBundle: Plugin = {
  name: 'lineup:keep-bundle',
  enforce: 'pre',
  generateBundle(_options, bundle) {
    browserBundle = bundle;
  },
};

/** A chunk and everything it imports statically, directly or not. */
function loadedWith(fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName)) return seen;
  seen.add(fileName);
  const chunk = browserBundle?.[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) loadedWith(imported, seen);
  return seen;
}

function browserFilePlugins() {
  return [
    findShell,
    keepBundle,
    // Preload links for the two Latin font files in index.html (font-preload.ts).
    fontPreload(),
    // Each language's messages, a file for the frame and one per page (split-messages.ts).
    splitMessages(getConfig({ configPath: linguiConfig })),
    // Pre-compressed siblings (`app-3f2a.js.br`, `.gz`) let the server answer without
    // compressing on every request; files that do not shrink are left alone.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
    // Installable (docs/product.md §10 "Phone"): the manifest, and src/sw.ts built with the
    // list of files to precache. main.tsx registers it in production builds.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: null,
      manifest: {
        name: 'Lineup',
        short_name: 'Lineup',
        lang: 'en',
        description: 'Events, casual plans and friends in coastal surf towns.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#175e61',
        background_color: '#fdfaf4',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // Not for offline reading: the manifest Vite writes for the server, the password
        // checker's dictionaries (1.7 MB, only for choosing a password), MapLibre (1 MB, only
        // for a map someone looks at; offline, its tiles would not come anyway) and the faces
        // only pages in Sinhala and Tamil use. A language's messages are kept as they are read
        // (src/sw.ts).
        globIgnores: [
          '.vite/**',
          'sw.js',
          'assets/password-strength-*.js',
          'assets/map-canvas-*',
          'assets/noto-sans-*.woff2',
        ],
      },
    }),
  ];
}
