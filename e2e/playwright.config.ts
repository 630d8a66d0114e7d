import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Journeys run against the production build served by the real server on a fresh database.
const port = Number(process.env.E2E_PORT ?? 4317);
const baseURL = `http://localhost:${port}`;
const fakeOpenMeteo = `http://127.0.0.1:${port + 1}`;
const fakeMapStyle = `http://127.0.0.1:${port + 2}`;
const repoRoot = path.resolve(import.meta.dirname, '..');

const chromium = {
  // Debian's Chromium: Playwright's own browser download is not used.
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Two workers, the server and Chromium share two CPUs in CI: generous limits keep a busy
  // machine from failing a journey that is merely slow, while a real hang still fails.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      },
    },
  ],
  webServer: [
    {
      // Open-Meteo's forecasts, as the sea on event pages asks for them (docs/product.md §16).
      command: `node e2e/fakes/open-meteo.mjs`,
      cwd: repoRoot,
      url: `${fakeOpenMeteo}/health`,
      reuseExistingServer: false,
      env: { FAKE_OPEN_METEO_PORT: String(port + 1) },
    },
    {
      // The maps' style host (docs/decisions/0041-maps.md): a style without tiles.
      command: `node e2e/fakes/map-style.mjs`,
      cwd: repoRoot,
      url: `${fakeMapStyle}/health`,
      reuseExistingServer: false,
      env: { FAKE_MAP_STYLE_PORT: String(port + 2) },
    },
    {
      command: 'node --enable-source-maps apps/server/dist/server.js',
      cwd: repoRoot,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'lineup-e2e-')),
        SEED_DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        // Production refuses to start without a session secret and its public address.
        BETTER_AUTH_SECRET: 'a-session-secret-for-browser-journeys-only',
        PUBLIC_URL: baseURL,
        // Journeys read confirmation and sign-in links from the outbox, off in production.
        DEV_OUTBOX: 'true',
        // Every journey signs up and in from 127.0.0.1, more often than one person would.
        AUTH_RATE_LIMIT_PER_IP: '1000',
        // Whoever signs up with these is an admin (run-lineup-as-an-admin.spec.ts, one per project).
        ADMIN_EMAILS: 'admin-desktop@lineup.test,admin-mobile@lineup.test',
        OPEN_METEO_MARINE_URL: `${fakeOpenMeteo}/v1/marine`,
        OPEN_METEO_FORECAST_URL: `${fakeOpenMeteo}/v1/forecast`,
        MAP_STYLE_URL: `${fakeMapStyle}/styles/light.json`,
        MAP_DARK_STYLE_URL: `${fakeMapStyle}/styles/dark.json`,
      },
    },
  ],
});
