import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Found from any working directory (a root `vitest run` too). */
const linguiConfig = fileURLToPath(new URL('./lingui.config.ts', import.meta.url));
/**
 * Lingui's macros, through Babel: its native transform needs a Node the system npm may not
 * run on, which then leaves out its binary.
 */
process.env.LINGUI_SUPPRESS_BABEL_WARNING ??= '1';
const linguiMacros = () =>
  linguiTransformerBabelPreset(
    { linguiConfig: getConfig({ configPath: linguiConfig }) },
    { configPath: linguiConfig },
  );

export default defineConfig({
  plugins: [babel({ presets: [linguiMacros()] }), react(), lingui({ configPath: linguiConfig })],
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
