import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import rules of the server's modules (decision 019), shared by the two blocks that apply them. */
const serverModulePatterns = {
  seed: {
    group: ['**/seed/**'],
    message: 'Modules hold the domain; seed is one of their clients and never the other way round.',
  },
  routes: {
    group: ['drizzle-orm', 'drizzle-orm/*', 'zod', '**/db/**', '**/*-repository.ts'],
    message: 'A route parses with the shared schemas, calls one service function and shapes the reply.',
  },
};

/**
 * Lint, including the import direction of CONTRIBUTING.md point 2: shared → features → app. The shared
 * package imports neither Node nor DOM APIs; lower layers never import higher ones; a web feature
 * never reaches into another feature's folder.
 */
export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Type-aware rules, only those that catch bugs: a promise nobody awaits loses its rejection
    // (an unhandled rejection ends the server) and its ordering; a promise passed where a plain
    // callback is expected (a Fastify hook, an event handler) is never awaited either. The project
    // service reads each package's own tsconfig, so the types are the ones tsc checks (decision 063).
    files: ['**/*.{ts,tsx}'],
    ignores: ['vitest.config.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // Under the declarative router (BrowserRouter, StaticRouter) navigate returns nothing; its
          // type says `void | Promise<void>` only for the data routers, which the app does not use.
          allowForKnownSafeCalls: [{ from: 'package', name: 'NavigateFunction', package: 'react-router' }],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['packages/shared/src/**/*.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'react', 'react-*', '@tabib/*', '**/apps/**'],
              message: 'packages/shared imports neither Node, DOM, React nor the apps.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'process', 'Buffer', 'localStorage'],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Issue 9, decision 022: the web app's layers, checked on every import (a feature's root files
    // included). A feature imports only itself, components, lib and the shared package; routes
    // compose features; components and lib never reach up.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app' },
        { type: 'routes', pattern: 'apps/web/src/routes' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'components', pattern: 'apps/web/src/components' },
        { type: 'lib', pattern: 'apps/web/src/lib' },
        { type: 'styles', pattern: 'apps/web/src/styles' },
        // Last: what is left directly under src/ is the entry points: boot.ts, main.tsx, entry-server.tsx.
        { type: 'app', pattern: 'apps/web/src' },
      ],
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: '{{ from.element.type }} may not import {{ to.element.type }} ({{ to.element.captured.feature }})',
          policies: [
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            { allow: { to: { module: { source: '@tabib/shared' } } } },
            {
              from: { element: { type: 'app' } },
              allow: { to: { element: { type: ['app', 'routes', 'feature', 'components', 'lib', 'styles'] } } },
            },
            {
              from: { element: { type: 'routes' } },
              allow: { to: { element: { type: ['routes', 'feature', 'components', 'lib'] } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: [
                  { element: { type: 'feature', captured: { feature: '{{ from.element.captured.feature }}' } } },
                  { element: { type: ['components', 'lib'] } },
                ],
              },
            },
            { from: { element: { type: 'components' } }, allow: { to: { element: { type: ['components', 'lib'] } } } },
            { from: { element: { type: 'lib' } }, allow: { to: { element: { type: 'lib' } } } },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverModulePatterns.seed] }],
    },
  },
  {
    files: ['apps/server/src/modules/**/*-routes.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [serverModulePatterns.seed, serverModulePatterns.routes] }],
    },
  },
  {
    files: ['apps/server/src/db/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules/**', '**/plugins/**', '**/app.ts', '**/seed/**'],
              message: 'The database layer sits below modules, plugins and the app.',
            },
          ],
        },
      ],
    },
  },
);
