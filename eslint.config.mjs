// Lint rules that keep the arrows one way: remotes -> shared, host -> shared, host -> remotes only at
// run time (Module Federation), api never imports front-end code.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const remotes = ['remote-auth', 'remote-leads', 'remote-projects', 'remote-settings', 'remote-team'];
const frontEnd = ['host', 'shared', ...remotes];

/** Zones for import-x/no-restricted-paths: `target` may not import from `from`. */
const zones = [
  ...remotes.map((remote) => ({
    target: `./${remote}`,
    from: ['./host', './api', ...remotes.filter((other) => other !== remote).map((other) => `./${other}`)],
    message: 'A remote never imports another remote, the host or the api: share through @signalboard/shared.',
  })),
  {
    target: './host',
    from: ['./api', ...remotes.map((remote) => `./${remote}`)],
    message: 'The host reaches remotes only at run time through Module Federation.',
  },
  {
    target: './shared',
    from: ['./host', './api', ...remotes.map((remote) => `./${remote}`)],
    message: '@signalboard/shared is the bottom layer: it imports no app.',
  },
  {
    target: './api',
    from: frontEnd.map((pkg) => `./${pkg}`),
    message: 'The api never imports front-end code.',
  },
];

/** Subpaths of @signalboard/shared that must never reach a production bundle's app code. */
const notInAppCode = [
  {
    group: ['@signalboard/shared/testing', '@signalboard/shared/testing/*'],
    message: 'Test helpers are for tests only.',
  },
  {
    group: ['@signalboard/shared/dev'],
    message: 'The dev shell is for a remote’s standalone entry (src/bootstrap.ts) only.',
  },
];

/**
 * React Router only through the facade: it is bundled inside @signalboard/shared/router (the
 * federation singleton, tree-shaken to what the suite uses), so a direct import would ship a second
 * copy with its own router contexts. Tests may import it (MemoryRouter...): they are not bundled.
 */
const routerOnlyThroughFacade = [
  {
    group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
    message:
      'Import routing from @signalboard/shared/router (add what you need there); react-router is bundled only inside that facade.',
  },
];

/**
 * TanStack Query comes through @signalboard/shared/query, the singleton that bundles it (tree-shaken
 * to the hooks the suite uses): a remote importing it directly would bundle its own copy, with its
 * own QueryClient context. Tests may import it: they are not bundled.
 */
const queryOnlyThroughFacade = [
  {
    group: ['@tanstack/react-query', '@tanstack/query-core'],
    message:
      'Import TanStack Query from @signalboard/shared/query (add what you need there); it is bundled only inside that singleton.',
  },
];

const forbiddenPackages = (self) =>
  ['@signalboard/host', '@signalboard/api', ...remotes.map((remote) => `@signalboard/${remote}`)]
    .filter((name) => name !== self)
    .map((name) => ({ group: [name, `${name}/*`], message: 'Imports run one way: see eslint.config.mjs.' }));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      // The default release store (npm run release): built files, like dist/.
      '.releases/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'shared/src/api/schema.gen.ts',
      'api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          alwaysTryTypes: true,
          noWarnOnMultipleProjects: true,
          project: ['*/tsconfig.json'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  ...frontEnd.map((pkg) => ({
    files: [`${pkg}/**/*.{ts,tsx}`],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbiddenPackages(`@signalboard/${pkg}`),
            ...notInAppCode,
            ...routerOnlyThroughFacade,
            ...queryOnlyThroughFacade,
          ],
        },
      ],
    },
  })),
  // The router facade is the one place that imports React Router, the query singleton the one that
  // imports TanStack Query.
  {
    files: ['shared/src/router/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [...forbiddenPackages('@signalboard/shared'), ...notInAppCode, ...queryOnlyThroughFacade],
        },
      ],
    },
  },
  {
    files: ['shared/src/query/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbiddenPackages('@signalboard/shared'),
            ...notInAppCode,
            ...routerOnlyThroughFacade,
          ],
        },
      ],
    },
  },
  // The standalone dev entries may use the dev-only subpaths; they are bundled, so routing still
  // goes through the facade.
  ...frontEnd.map((pkg) => ({
    files: [`${pkg}/src/bootstrap.{ts,tsx}`, 'shared/src/dev/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbiddenPackages(`@signalboard/${pkg}`),
            ...routerOnlyThroughFacade,
            ...queryOnlyThroughFacade,
          ],
        },
      ],
    },
  })),
  // Tests and test helpers may use the test-only and dev-only subpaths, and React Router itself.
  ...frontEnd.map((pkg) => ({
    files: [
      `${pkg}/**/__tests__/**`,
      `${pkg}/src/testing/**`,
      `${pkg}/vitest.config.ts`,
      `${pkg}/**/*.test.{ts,tsx}`,
      'shared/src/testing/**',
    ],
    rules: {
      'no-restricted-imports': ['error', { patterns: forbiddenPackages(`@signalboard/${pkg}`) }],
    },
  })),
  {
    files: [
      'api/**/*.ts',
      'e2e/**/*.ts',
      'scripts/**/*.mjs',
      'tools/**/*.cjs',
      '**/*.config.{cjs,mjs,ts}',
      '**/scripts/**/*.{mjs,ts}',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/__tests__/**', '**/test/**', '**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
