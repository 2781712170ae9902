// Lint for the bugs the compiler lets through: promises nobody awaits or catches, promises where a
// callback's return is ignored, switches that miss a case of a union, and names never used.
// Type-aware, so it reads the TypeScript program: `npm run lint` (eslint + the unused-exports check).
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['dist/**', 'dev-dist/**', 'data/**', 'public/**', 'test-results/**', 'playwright-report/**', '.scratch/**', '**/*.js', '**/*.d.ts'] },
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parser: tseslint.parser,
      // One program for the whole tree (tsconfig.json includes src, server, tests, bench and the
      // configs): the project service builds it once, not once per file.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
);
