/// <reference types="vite/client" />

declare module 'virtual:portal-model' {
  const model: import('./manifest/model.ts').PortalModel;
  export default model;
}
