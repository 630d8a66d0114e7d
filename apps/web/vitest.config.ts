import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  test: {
    name: 'web',
    environment: 'happy-dom',
    // A page origin where nothing listens: a request a test forgot to stub fails at once
    // instead of reaching a Lineup server someone is running on localhost:3000.
    environmentOptions: { happyDOM: { url: 'http://127.0.0.1:9' } },
    setupFiles: ['./src/test/setup.ts'],
    // Test files share a worker's modules and document instead of loading React, the router
    // and a fresh DOM each (three quarters of the run); setup.ts cleans up after every test.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
