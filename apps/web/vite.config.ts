import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type BuildOptions, type Plugin, type Rolldown } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { cspStyles } from './csp-styles';
import { fontPreload } from './font-preload';

const serverProxy = Object.fromEntries(
  ['/api', '/uploads', '/dev/outbox'].map((path) => [path, 'http://localhost:3000']),
);

/**
 * Two builds: the browser's (`dist/`, served as files) and, with `--ssr`, the server's render of
 * public pages (`dist-ssr/entry-server.js`, one self-contained module the server imports;
 * docs/decisions/0020-server-rendering.md). The second needs none of the browser's file plugins.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // Libraries' run-time <style> elements, kept within the CSP (csp-styles.ts).
    cspStyles(),
    ...(isSsrBuild ? [] : browserFilePlugins()),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // Scroll locks through a constructed stylesheet, not a <style> element (csp-styles.ts).
      'react-style-singleton': fileURLToPath(
        new URL('./src/lib/style-singleton.ts', import.meta.url),
      ),
    },
  },
  // The API, uploaded images and the development outbox all live on the server (port 3000).
  server: { proxy: serverProxy },
  preview: { proxy: serverProxy },
  // Everything bundled in: the server loads one file and needs none of the web's packages.
  ssr: { noExternal: true },
  build: isSsrBuild ? ssrBuild : browserBuild,
}));

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
    // A dynamic import runs inside the chunk that asks for it, so that chunk's static imports
    // (and theirs) are loaded already: preloading them again only adds links for the page to
    // insert, one by one, while it hydrates.
    resolveDependencies: (_file, deps, { hostId, hostType }) =>
      hostType === 'js' ? deps.filter((dep) => !loadedWith(hostId).has(dep)) : deps,
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
          },
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
    keepBundle,
    // Preload links for the two Latin font files in index.html (font-preload.ts).
    fontPreload(),
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
        // Not for offline reading: the manifest Vite writes for the server and the password
        // checker's dictionaries (1.7 MB, only for choosing a password).
        globIgnores: ['.vite/**', 'sw.js', 'assets/password-strength-*.js'],
      },
    }),
  ];
}
