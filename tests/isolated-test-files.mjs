// The test files that change what another file in the same worker would see, so vitest runs them
// each in its own module graph (vitest.config.ts); every other file shares its worker's. ESLint
// (eslint.config.js) keeps vi.mock, vi.doMock, vi.stubGlobal and vi.stubEnv to these files. Say why
// beside each.
export const ISOLATED_TEST_FILES = [
  // vi.mock('@mantine/notifications'), and it moves the page's address.
  'src/presentation/shell/toast-pages.test.ts',
  // Sets globalThis.indexedDB and IDBKeyRange (fake-indexeddb).
  'src/infrastructure/storage/idb-keyval-edition-draft-store.test.ts',
  // Installs the chunk-reload decision, a module-level hook of the app.
  'src/presentation/shared/navigation/chunk-reload.test.ts',
  // Hands the module its router (reloadToPendingNavigation), a module-level hook of the app.
  'src/main/reload-on-chunk-error.test.ts',
];
