/// <reference types="vite/client" />

declare module 'virtual:portal-model' {
  const model: import('./model/manifest/model.ts').PortalModel;
  export default model;
}

/** PORTAL_SERVICE_WORKER at build time (vite.config.ts): `off` builds retire the worker (src/features/pwa/retire.ts). */
declare const __PORTAL_SERVICE_WORKER__: 'on' | 'off';
