// The page's entry: the styles every screen needs, then the first paint's start
// (src/shell/first-paint/README.md), which starts the app once the pre-rendered menu is on screen.
import './platform/ui/theme.css';
import './app/base.css';
import { startFirstPaint } from './shell/first-paint/start.ts';

startFirstPaint({
  load: () => import('./app/start.tsx').then((m) => m.start),
  prefetch: {
    dashboard: () =>
      Promise.all([import('./app/pages/dashboard-home/DashboardHome.tsx'), import('./app/pages/dashboard-home/AgendaCard.tsx')]),
    login: () => import('./app/pages/login/LoginPage.tsx'),
  },
});
