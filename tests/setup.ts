import 'reflect-metadata';
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { installValidationMessages } from '../src/domain/validation/messages';

installValidationMessages();
afterEach(() => {
  cleanup();
  localStorage.clear();
});
