// Test harness shared by the browser tests (tests/e2e) and the performance benchmark: local
// services on fixed ports, production builds, the shipped nginx config (its CSP reports collected),
// headless Chromium, and the three engines behind one interface (engine.ts; launch-engine.ts starts them).
export * from './browser.ts';
export * from './build.ts';
export * from './csp-reports.ts';
export * from './engine.ts';
export * from './nginx.ts';
export * from './services.ts';
