// The page's entry: the styles every screen needs, then the first paint's start
// (src/shell/first-paint/README.md), which starts the app once the pre-rendered menu is on screen.
import './platform/ui/theme.css';
import './app/base.css';
import { WORKER_URL } from './features/pwa/worker-url.ts';
import { nextTask } from './platform/core/next-task.ts';
import { installTrustedTypesPolicy } from './platform/core/trusted-types.ts';
import { DATE_FORMATS_WORKER_URL, warmDateFormats } from './platform/i18n/warm-date-formats.ts';
import { startFirstPaint } from './shell/first-paint/entry.ts';

// Before any library can write markup or load a script (docs/security.md, "Trusted Types").
installTrustedTypesPolicy({
  workerUrls: [WORKER_URL, DATE_FORMATS_WORKER_URL],
  analytics: Boolean(import.meta.env.VITE_GA_MEASUREMENT_ID),
});

startFirstPaint({
  // React's runtime is evaluated in a task of its own, the app's code in the next (react-runtime.ts).
  load: async () => {
    await import('./app/react-runtime.ts');
    await nextTask();
    return (await import('./app/start.tsx')).start;
  },
  prefetchSignIn: () => import('./app/pages/login/LoginPage.tsx'),
  warmUp: () => warmDateFormats(document.documentElement.lang),
});
