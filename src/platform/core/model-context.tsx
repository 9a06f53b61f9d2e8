// The compiled portal model reaches components through context, so tests and the UI catalogue
// can render with any model (the app passes the one the Vite plugin embedded).
import { createContext, useContext, type ReactNode } from 'react';
import type { PortalModel } from '../../model/manifest/model.ts';

const ModelContext = createContext<PortalModel | null>(null);

export const ModelProvider = ({ model, children }: { model: PortalModel; children: ReactNode }) => (
  <ModelContext.Provider value={model}>{children}</ModelContext.Provider>
);

export function useModel(): PortalModel {
  const model = useContext(ModelContext);
  if (!model) throw new Error('useModel() needs a <ModelProvider>');
  return model;
}
