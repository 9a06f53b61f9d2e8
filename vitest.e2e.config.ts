import { defineConfig } from 'vitest/config';

// Browser tests (tests/e2e): one global setup builds both portals and serves them with nginx;
// files run one at a time (two cores; each file drives its own headless Chromium).
export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['tests/e2e/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Vitest's 1 s is shorter than a page can stall on a loaded two-core CI machine; Playwright's
    // own expect waits 5 s.
    expect: { poll: { timeout: 5_000 } },
  },
});
