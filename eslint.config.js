import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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
 * Imports of another module's internals (never a repository) left from before the boundary was
 * linted (decisions 063, 065), as importer -> imported file under apps/server/src: shared helpers
 * (the reference catalogue, rich-text sanitising, the doctor's type and presenter) that belong in a
 * module's index once each is given one without making an import cycle. Any other import of another
 * module's repository or internals fails.
 */
const moduleBoundaryDebt = [
  'modules/accounts/account-presenter.ts -> modules/content/sanitize-rich-text.ts',
  'modules/accounts/account-presenter.ts -> modules/doctors/doctor-descriptions.ts',
  'modules/accounts/account-presenter.ts -> modules/doctors/doctor-presenter.ts',
  'modules/accounts/account-service.ts -> modules/doctors/doctor-counts.ts',
  'modules/accounts/account-service.ts -> modules/reference/reference-catalog.ts',
  'modules/accounts/personal-data-service.ts -> modules/doctors/doctor-presenter.ts',
  'modules/accounts/personal-data-service.ts -> modules/doctors/doctor-type.ts',
  'modules/accounts/personal-data-service.ts -> modules/reference/reference-catalog.ts',
  'modules/accounts/profile-service.ts -> modules/doctors/doctor-counts.ts',
  'modules/accounts/profile-service.ts -> modules/reference/reference-catalog.ts',
  'modules/blogs/blog-content.ts -> modules/content/detect-language.ts',
  'modules/blogs/blog-content.ts -> modules/content/sanitize-rich-text.ts',
  'modules/blogs/blog-presenter.ts -> modules/content/sanitize-rich-text.ts',
  'modules/blogs/blog-presenter.ts -> modules/reference/reference-catalog.ts',
  'modules/blogs/blog-service.ts -> modules/reference/reference-catalog.ts',
  'modules/booking/agenda-service.ts -> modules/reference/reference-catalog.ts',
  'modules/booking/appointment-context.ts -> modules/reference/reference-catalog.ts',
  'modules/booking/appointment-presenter.ts -> modules/reference/reference-catalog.ts',
  'modules/booking/appointment-service.ts -> modules/accounts/attempt-limiter.ts',
  'modules/booking/appointment-service.ts -> modules/reference/reference-catalog.ts',
  'modules/booking/booking-service.ts -> modules/accounts/attempt-limiter.ts',
  'modules/booking/schedule-service.ts -> modules/reference/reference-catalog.ts',
  'modules/doctors/doctor-descriptions.ts -> modules/content/detect-language.ts',
  'modules/doctors/doctor-descriptions.ts -> modules/content/sanitize-rich-text.ts',
  'modules/doctors/doctor-directory.ts -> modules/reference/reference-catalog.ts',
  'modules/doctors/doctor-directory.ts -> modules/reference/reference-matcher.ts',
  'modules/doctors/doctor-presenter.ts -> modules/content/sanitize-rich-text.ts',
  'modules/doctors/doctor-presenter.ts -> modules/reference/reference-catalog.ts',
  'modules/doctors/doctor-presenter.ts -> modules/reference/reference-matcher.ts',
  'modules/doctors/doctor-search.ts -> modules/reference/reference-catalog.ts',
  'modules/doctors/doctor-search.ts -> modules/reference/reference-matcher.ts',
  'modules/doctors/doctor-service.ts -> modules/reference/reference-catalog.ts',
  'modules/doctors/doctor-service.ts -> modules/reference/reference-matcher.ts',
  'modules/doctors/name-vocabulary.ts -> modules/reference/reference-matcher.ts',
  'modules/doctors/owned-doctor.ts -> modules/content/sanitize-rich-text.ts',
  'modules/doctors/owned-doctor.ts -> modules/reference/reference-catalog.ts',
  'modules/doctors/owned-doctor.ts -> modules/reference/reference-matcher.ts',
  'modules/follows/follow-service.ts -> modules/doctors/doctor-type.ts',
  'modules/follows/follow-service.ts -> modules/reference/reference-catalog.ts',
  'modules/follows/follow-service.ts -> modules/reference/reference-matcher.ts',
  'modules/moderation/moderation-service.ts -> modules/doctors/doctor-type.ts',
  'modules/reviews/review-presenter.ts -> modules/doctors/doctor-type.ts',
  'modules/reviews/review-presenter.ts -> modules/reference/reference-catalog.ts',
  'modules/reviews/review-service.ts -> modules/doctors/doctor-type.ts',
  'modules/reviews/review-service.ts -> modules/reference/reference-catalog.ts',
  'modules/sitemaps/sitemap-service.ts -> modules/doctors/doctor-counts.ts',
  'modules/sitemaps/sitemap-service.ts -> modules/doctors/doctor-directory.ts',
  'modules/sitemaps/sitemap-service.ts -> modules/reference/reference-catalog.ts',
  'modules/verification/verification-repository.ts -> modules/doctors/doctor-naming.ts',
  'modules/verification/verification-service.ts -> modules/doctors/doctor-type.ts',
  'modules/verification/verification-service.ts -> modules/reference/reference-catalog.ts',
  'seed/factories.ts -> modules/doctors/doctor-naming.ts',
  'seed/generate-demo-data.ts -> modules/blogs/blog-content.ts',
  'seed/generate-demo-data.ts -> modules/doctors/doctor-naming.ts',
  'seed/pending-verifications.ts -> modules/doctors/doctor-naming.ts',
  'staff-cli/staff-accounts.ts -> modules/accounts/password-hasher.ts',
  'staff-cli/staff-accounts.ts -> modules/accounts/password-policy.ts',
];

const moduleBoundaryExceptions = moduleBoundaryDebt.map((pair) => {
  const [from, to] = pair.split(' -> ');
  return {
    from: { file: { path: `apps/server/src/${from}` } },
    allow: { to: { file: { path: `apps/server/src/${to}` } } },
  };
});

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
    // Decision 022: the web app's layers, checked on every import (a feature's root files
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
    // CONTRIBUTING.md point 2: no import cycles, in any package (decision 063).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Decision 063: a server module is used by the rest of the server through its services and its
    // index only; its repositories and other files are its own. Seed writes in bulk below the services
    // and may use repositories. Tests and benchmarks are outside the boundaries.
    files: ['apps/server/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/server/src/**/*'],
      'boundaries/elements': [
        { type: 'module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
        { type: 'seed', pattern: 'apps/server/src/seed' },
        // Last: db, jobs, plugins, staff-cli, mail, media and the entry points.
        { type: 'server', pattern: 'apps/server/src' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            'Module {{ to.element.captured.module }} is used through its services or index, not {{ to.element.fileInternalPath }} (decision 063)',
          policies: [
            { allow: { to: { element: { type: ['server', 'seed'] } } } },
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            { allow: { to: { element: { type: 'module', fileInternalPath: ['index.ts', '**/*-service.ts'] } } } },
            // The composition root (app.ts, server.ts) builds every module and registers its routes.
            { from: { file: { path: 'apps/server/src/*.ts' } }, allow: { to: { element: { type: 'module' } } } },
            {
              from: { element: { type: 'module' } },
              allow: {
                to: { element: { type: 'module', captured: { module: '{{ from.element.captured.module }}' } } },
              },
            },
            {
              from: { element: { type: 'seed' } },
              allow: { to: { element: { type: 'module', fileInternalPath: '**/*-repository.ts' } } },
            },
            ...moduleBoundaryExceptions,
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
