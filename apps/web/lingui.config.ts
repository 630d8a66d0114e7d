import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The interface's messages (docs/decisions/0042-languages.md): written in English in the code
// with Lingui's macros, extracted to one PO catalog per language (`npm run i18n:extract`), which
// translators' tools read and write, and compiled when the app is built. `pseudo` is the check
// that no text escapes the catalogs (pseudo-locale.test.tsx).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'pt-PT', 'nl', 'si', 'ta', 'pseudo'],
  pseudoLocale: 'pseudo',
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src'],
      exclude: ['**/*.test.*', '**/test/**'],
    },
  ],
  format: formatter({ lineNumbers: false }),
  // The macros' output uses Lineup's own context (src/lib/lingui.tsx) and `<Trans>`
  // (src/lib/lingui-trans.tsx).
  runtimeConfigModule: {
    useLingui: ['@/lib/lingui', 'useLingui'],
    Trans: ['@/lib/lingui-trans', 'Trans'],
  },
});
