import js from '@eslint/js';
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
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'] },
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
    files: ['apps/web/src/features/*/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*/**', '!../../../**', '../../../app/**', '../../../routes/**'],
              message: 'A feature imports shared code, lib and components, never another feature, the app or routes.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/{lib,components}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features/**', '**/app/**', '**/routes/**'],
              message: 'lib and components sit below features, app and routes.',
            },
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
