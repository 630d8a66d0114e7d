import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Accessibility: jsx-a11y's recommended rules for every web component.
  { ...jsxA11y.flatConfigs.recommended, files: ['apps/web/**/*.tsx'] },
  // The web's import floors (as bulletproof-react keeps them): ui and lib at the bottom, features
  // above them, app/ on top; a feature never imports a sibling, and the database stays out of the
  // browser. Paths are from the repository root, so the rule holds whichever folder runs ESLint.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: `${import.meta.dirname}/apps/web/tsconfig.json`,
        }),
      ],
    },
    rules: {
      // Lazy imports count too: a chunk that imports back the module that loads it is still a
      // circle to read, and the bundler has to split around it.
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...webFeatures().map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'A feature never imports a sibling: move the shared part to components/ui or lib, or compose the two in app/.',
            })),
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features sit below app/: app/ composes them, not the other way round.',
            },
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message:
                'components/ui and lib are the bottom layer: they import no feature and nothing from app/.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@lineup/db', '@lineup/db/*'],
              message:
                'The database package stays out of the browser: shared value lists live in @lineup/contracts.',
            },
          ],
          paths: [
            {
              name: '@lingui/core/macro',
              importNames: ['t', 'plural', 'select', 'selectOrdinal'],
              message:
                "The server renders several languages at once: take `t` from useLingui (@lingui/react/macro), or `msg` here and render it with the page's i18n (docs/decisions/0042-languages.md).",
            },
            {
              name: '@lingui/react',
              message: 'Lineup gives Lingui its own provider and hook: @/lib/lingui.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          // The macro passes only `${…}` values: `count` in `{count, plural, …}` would be NaN.
          selector:
            "TaggedTemplateExpression[tag.name='t'] > TemplateLiteral > TemplateElement[value.raw=/\\{\\w+, ?(plural|select|selectordinal),/]",
          message:
            'An ICU plural inside t`…` gets no value: use i18n._({ ...msg`{count, plural, …}`, values: { count } }) or <Plural>.',
        },
      ],
    },
  },
  // The server's import floors: lib/ and types.ts at the bottom, modules above them, app wiring
  // (app.ts, server.ts, cli/) on top. A module uses another only through its public face
  // (`modules/<x>/index.ts`), services never read middleware, and test helpers stay in tests.
  {
    files: ['apps/server/src/**/*.ts', 'packages/*/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // So no-cycle parses the .ts files it follows (the plugin's TypeScript preset).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            `${import.meta.dirname}/apps/server/tsconfig.json`,
            `${import.meta.dirname}/packages/*/tsconfig.json`,
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Type-only imports are outside this rule's reach; the zones below keep types.ts and lib/
      // from importing upwards, which is where the one type cycle was.
      'import-x/no-cycle': 'error',
    },
  },
  // A file holds one concern: a server source past 600 lines is two, to be split the way the
  // events module is (card, viewer, slug, lists). Tests are exempt: they read as a list of cases.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 600 }] },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            ...serverModules().map((module) => ({
              target: `./apps/server/src/modules/${module}`,
              from: './apps/server/src/modules',
              except: [
                `./${module}`,
                ...serverModules()
                  .filter((other) => other !== module)
                  .map((other) => `./${other}/index.ts`),
              ],
              message:
                'Use another module through its public face (modules/<x>/index.ts), never its internals; a helper both need belongs in lib/.',
            })),
            {
              target: ['./apps/server/src/lib', './apps/server/src/types.ts'],
              from: ['./apps/server/src/modules', './apps/server/src/middleware'],
              message:
                'lib/ and types.ts are the bottom layer: they import no module and no middleware.',
            },
            {
              target: './apps/server/src/modules/*/*.service.ts',
              from: './apps/server/src/middleware/**',
              message:
                'Services know nothing of HTTP middleware: take what they need as an argument, or move the shared type to types.ts or lib/.',
            },
            {
              target: [
                './apps/server/src/!(*.test).ts',
                './apps/server/src/!(testing)/**/!(*.test).ts',
              ],
              from: './apps/server/src/testing/**',
              message: 'Test helpers are for tests only.',
            },
          ],
        },
      ],
    },
  },
);

/** The folders of apps/web/src/features, each one product area. */
function webFeatures() {
  return readdirSync(`${import.meta.dirname}/apps/web/src/features`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** The folders of apps/server/src/modules, each one API module. */
function serverModules() {
  return readdirSync(`${import.meta.dirname}/apps/server/src/modules`, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}
