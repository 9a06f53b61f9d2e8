// Entry of dev/ui.html, the UI catalogue (development and browser tests only).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ToastProvider } from '../../src/platform/ui/toast-provider.tsx';
import { Catalogue } from './Catalogue.tsx';
import '../../src/platform/ui/theme.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ToastProvider>
      <Catalogue />
    </ToastProvider>
  </StrictMode>,
);
