import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Each test file opens a fresh database; PGlite start-up is the slow part.
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Test files share a worker's module cache instead of importing the app afresh each (half
    // the run's time); each still builds its own app and database with createTestApp().
    isolate: false,
  },
});
