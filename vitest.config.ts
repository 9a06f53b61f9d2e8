import { defineConfig } from 'vitest/config';

// Two cores: at most two workers. Browser (e2e) tests run in their own project so their
// shared servers start once.
export default defineConfig({
  // As a usual build defines it (vite.config.ts), for code under test that reads it; no checked
  // configuration (__PORTAL_ENV__): the tests stub VITE_* per file, and env() checks what they set.
  define: { __PORTAL_SERVICE_WORKER__: JSON.stringify('on'), __PORTAL_ENV__: 'undefined' },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    exclude: ['tests/e2e/**'],
    maxWorkers: 2,
    testTimeout: 15_000,
  },
});
