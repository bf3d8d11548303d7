import 'reflect-metadata/lite';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installValidationMessages } from '../src/domain/validation/messages';

installValidationMessages();
afterEach(() => {
  cleanup();
  // Absent in files that opt into `@vitest-environment node` (e.g. tests against the real local API).
  globalThis.localStorage?.clear();
});
