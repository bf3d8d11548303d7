// @ts-check
import comments from '@eslint-community/eslint-plugin-eslint-comments';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import globals from 'globals';
import { ISOLATED_TEST_FILES } from './tests/isolated-test-files.mjs';
import tseslint from 'typescript-eslint';

/**
 * Code rules beside the layer rules (dependency-cruiser): typescript-eslint's type-checked set over
 * every TypeScript file and Node script (.mjs) of tsconfig.json (src, tests, e2e, scripts, deploy,
 * local-api), ESLint's own rules over the config files at the root, and React's hook rules over the
 * app and its tests. A rule turned off or narrowed below says why; a disable in the code names its
 * rule and says why after `--`.
 */
export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'coverage/',
      'test-results/',
      'playwright-report/',
      'screenshots/',
      'artifacts/',
      'build/',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mjs}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Two scripts have a declaration beside them (.d.mts, for the TypeScript that imports them), which
          // takes their place in tsconfig.json's program: they are read on their own.
          allowDefaultProject: ['deploy/render-nginx-conf.mjs', 'scripts/support/start-host.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
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
    files: ['**/*.{ts,tsx,mjs,js,cjs}'],
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
    // Test files share their worker's modules (vitest.config.ts): what would leak into the next file
    // is kept to the files that run isolated (tests/isolated-test-files.mjs).
    files: ['**/*.test.{ts,tsx}'],
    ignores: ISOLATED_TEST_FILES,
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubGlobal', 'stubEnv'].map((property) => ({
          object: 'vi',
          property,
          message: 'It would reach the next test file in this worker: list the file in tests/isolated-test-files.mjs.',
        })),
      ],
    },
  },
  {
    // The Node scripts (scripts/, deploy/, the local API's workers) are JavaScript: tsconfig.json reads
    // them (allowJs) so the rules that catch a script's real mistakes (a promise left floating, an
    // await of a non-promise, a misused promise) see their types. They carry no type annotations, so
    // whatever the checker cannot infer is `any`: the no-unsafe-* rules, which keep `any` out of the
    // TypeScript code, would flag nearly every line here and are off for these files. Every name a
    // script uses must exist: Node's globals, and the browser's inside the functions it hands to
    // page.evaluate (Playwright runs those in the page).
    files: ['**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      'no-undef': 'error',
    },
  },
  {
    // The config files at the root (this one, dependency-cruiser's): ESLint's own rules, without types.
    files: ['*.js', '*.cjs', '.*.cjs'],
    extends: [js.configs.recommended],
    languageOptions: { globals: globals.node },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
  },
  {
    // React code only: Playwright's fixtures call a `use` that is not React's.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
);
