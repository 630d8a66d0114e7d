import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { cspStyles } from './csp-styles';

const serverProxy = Object.fromEntries(
  ['/api', '/uploads', '/dev/outbox'].map((path) => [path, 'http://localhost:3000']),
);

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Libraries' run-time <style> elements, kept within the CSP (csp-styles.ts).
    cspStyles(),
    // Pre-compressed siblings (`app-3f2a.js.br`, `.gz`) let the server answer without
    // compressing on every request; files that do not shrink are left alone.
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
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
  build: {
    // Maps each page to its files, for the server and the first-load benchmark.
    manifest: true,
    target: 'es2022',
    // Every browser Lineup supports preloads modules natively; the polyfill would cost bytes.
    modulePreload: { polyfill: false },
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
        moduleSideEffects: [
          { test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
        ],
      },
    },
  },
});
