/** The service worker's script (sw.js, made by vite-plugin-pwa): registered by register.ts, allowed by the Trusted Types policy. */
export const WORKER_URL = `${import.meta.env.BASE_URL}sw.js`;
