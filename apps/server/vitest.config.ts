import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Each test file opens a fresh database; PGlite start-up is the slow part.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
