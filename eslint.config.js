import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier/flat';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * ESLint for the whole repository, run by `npm run lint`. typescript-eslint without type information: `npm run
 * typecheck` already runs the compiler, and syntax-only rules keep lint fast enough to run inside `npm test`.
 * Import boundaries (layers, features, SQL only in repositories) are dependency-cruiser's job
 * (`.dependency-cruiser.cjs`); layout is Prettier's, so `eslint-config-prettier` comes last.
 */
export default defineConfig([
  globalIgnores(['**/dist/', 'data/', 'test-results/', 'web/public/']),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    name: 'tandem/everywhere',
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Comments cite the repository's own tests ("pinned by <test file>"), never a document outside it.
      'no-warning-comments': ['error', { terms: ['spec.md'], location: 'anywhere' }],
      // No barrel files: import from the module that defines the thing, so the import says where it lives.
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No barrel files: import from the module that defines it.' },
        { selector: 'ExportNamedDeclaration[source]', message: 'No barrel files: import from the module that defines it.' },
      ],
      'no-console': 'error',
      eqeqeq: ['error', 'smart'],
      'no-else-return': 'error',
      'no-lonely-if': 'error',
      'no-param-reassign': 'error',
      'no-implicit-coercion': 'error',
      'no-unneeded-ternary': 'error',
      'no-useless-rename': 'error',
      'object-shorthand': 'error',
      'array-callback-return': 'error',
      'no-self-compare': 'error',
      'no-template-curly-in-string': 'error',
      'no-unmodified-loop-condition': 'error',
      'no-constructor-return': 'error',
      'default-case-last': 'error',
      radix: 'error',
      'max-depth': ['error', 4],
      '@typescript-eslint/array-type': 'error',
      '@typescript-eslint/no-useless-constructor': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
    },
  },

  {
    name: 'tandem/node',
    files: ['server/**', 'shared/**', 'e2e/**', 'bench/**', 'eval/**', 'scripts/**', 'web/build/**', '*.{js,cjs,mjs,ts}'],
    languageOptions: { globals: globals.node },
  },

  {
    name: 'tandem/source-file-size',
    files: ['server/**/*.ts', 'shared/**/*.ts', 'web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      // A file past this size usually does several jobs: split it by job (see docs/ARCHITECTURE.md).
      'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }],
    },
  },

  {
    name: 'tandem/server-config',
    files: ['server/**'],
    ignores: ['server/config.ts', 'server/testing/**', '**/*.test.ts'],
    rules: {
      // server/config.ts is the one reader of the environment; everything else is handed its config.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in server/config.ts and hand it in.' },
      ],
    },
  },

  {
    name: 'tandem/web',
    files: ['web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // Only says the React Compiler would skip a component; this app does not run the compiler.
      'react-hooks/incompatible-library': 'off',
      // The browser console is where the app reports what it survived (analytics off, a failed logout); no debug logs.
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },

  {
    name: 'tandem/terminal-programs',
    // The server's entry point and the CLIs talk to a terminal; tests and benchmarks print what they do.
    files: [
      'server/main.ts',
      'server/admin/admin-cli.ts',
      'server/backup/backup-cli.ts',
      'bench/**',
      'eval/**',
      'scripts/**',
      'e2e/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: { 'no-console': 'off' },
  },

  {
    name: 'tandem/test-helpers',
    files: ['server/testing/test-client.ts', 'bench/**'],
    rules: {
      // API tests and benches read answers off the wire as plain JSON; their assertions, not the compiler, check the shape.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },

  prettier,
]);
