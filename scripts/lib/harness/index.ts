// Test harness shared by the browser tests (tests/e2e) and the performance benchmark: local
// services on fixed ports, production builds, the shipped nginx config, headless Chromium.
export * from './browser.ts';
export * from './build.ts';
export * from './nginx.ts';
export * from './services.ts';
