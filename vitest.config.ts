import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'contract/**/*.test.ts'],
          setupFiles: ['tests/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'local-api',
          environment: 'node',
          include: ['local-api/**/*.test.ts'],
          setupFiles: ['tests/setup-node.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
