import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'db',
    include: ['src/**/*.test.ts'],
    // Each test file opens its own database; PGlite start-up is the slow part.
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
