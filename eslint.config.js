// @ts-check
import comments from '@eslint-community/eslint-plugin-eslint-comments';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

/**
 * Code rules beside the layer rules (dependency-cruiser): typescript-eslint's type-checked set over
 * every TypeScript file of tsconfig.json, and React's hook rules over the app and its tests. A rule
 * turned off or narrowed below says why; a disable in the code names its rule and says why after `--`.
 */
export default defineConfig(
  // The .mjs scripts are plain Node and outside tsconfig.json, so the type-checked rules cannot read them.
  {
    ignores: [
      'dist/',
      'dist-*/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'artifacts/',
      'build/',
      '**/*.mjs',
      '**/*.js',
    ],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // View-models and their helpers are MobX `autoBind` classes: handing `vm.retry` to a handler is the convention.
      '@typescript-eslint/unbound-method': 'off',
      // An async method with nothing to await still keeps its port's promise contract (a throw becomes a rejection).
      '@typescript-eslint/require-await': 'off',
      // View-model actions return their promise for callers that wait; as a JSX handler they report their own failures.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // react-router's redirect() is a Response, thrown from loaders and middleware as its API asks.
      '@typescript-eslint/only-throw-error': ['error', { allow: [{ from: 'lib', name: 'Response' }] }],
      // An abort rejects with the signal's reason, as fetch does, whatever value the caller aborted with.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
      // `_` names a value left out on purpose (a destructured rest, an unused parameter).
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Every disable names its rule (no bare `eslint-disable`) and says why after `--`.
    files: ['**/*.{ts,tsx}'],
    plugins: { '@eslint-community/eslint-comments': comments },
    rules: {
      '@eslint-community/eslint-comments/no-unlimited-disable': 'error',
      '@eslint-community/eslint-comments/require-description': ['error', { ignore: ['eslint-enable'] }],
    },
  },
  {
    // vitest's asymmetric matchers (expect.any, expect.objectContaining) are typed `any` by design.
    files: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // React code only: Playwright's fixtures call a `use` that is not React's.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
);
