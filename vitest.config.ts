import { defineConfig } from 'vitest/config';

// Two cores: at most two workers. Browser (e2e) tests run in their own project so their
// shared servers start once.
export default defineConfig({
  // As a usual build defines it (vite.config.ts), for code under test that reads it. The checked
  // configuration (__PORTAL_ENV__) is the setup file's: the tests stub VITE_* per file.
  define: { __PORTAL_SERVICE_WORKER__: JSON.stringify('on') },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/support/portal-env.ts'],
    exclude: ['tests/e2e/**'],
    maxWorkers: 2,
    testTimeout: 15_000,
  },
});
