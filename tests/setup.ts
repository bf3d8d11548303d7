import 'reflect-metadata/lite';
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installValidationMessages } from '../src/domain/validation/messages';

installValidationMessages();
// findBy*/waitFor wait up to 3 s rather than 1 s: on a loaded shared machine a route's lazy chunks,
// skeleton and prefetch took just over a second, failing tests that pass on an idle one.
configure({ asyncUtilTimeout: 3000 });
afterEach(() => {
  cleanup();
  // Absent in files that opt into `@vitest-environment node` (e.g. tests against the real local API).
  globalThis.localStorage?.clear();
});
