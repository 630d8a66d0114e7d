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
    // Each test file gets its own modules and document. Sharing them (`isolate: false`) runs
    // the project in a quarter of the time, but lazy components then resolve at once and the
    // header search's hand-over raced a fast typist in one test; isolation keeps it honest.
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
  },
});
