// The entry: the page's CSS, the pre-rendered menu made to work at once (src/layout/live-menu.ts),
// then the app once that menu is on screen (src/boot). The app is its own module so that evaluating
// React and the router — the heaviest work of the first load — happens after that first paint
// instead of before it. index.html links the app's CSS; its modules are preloaded by the boot script
// when no shell is shown, and fetched (in parallel, by Vite's preload helper) by this import
// otherwise, so that fetching them does not delay the paint.
import { readModel } from './app/model-data.ts';
import { onDashboardHome } from './boot/first-screen.ts';
import { afterShellPaint, handOffShell } from './boot/hand-off.ts';
import { PRERENDER_ID, ROOT_ID, SHELL_ATTRIBUTE } from './boot/ids.ts';
import { liveMenu } from './layout/live-menu.ts';
import './ui/theme.css';
import './app/base.css';

const rootElement = document.getElementById(ROOT_ID)!;
const shell = document.documentElement.hasAttribute(SHELL_ATTRIBUTE) ? document.getElementById(PRERENDER_ID) : null;
// The model is parsed when the menu's actions arrive, after the first paint, or at a click before.
const live = shell && liveMenu(shell, readModel);
handOffShell(rootElement, document, live?.handedOver);
afterShellPaint(() => {
  if (!live) return startApp();
  // The menu's links and groups get the app's code for what they do first (index.html has fetched
  // it already), then the app comes: imported together with the app's many files, that small code
  // was held back by up to 0.3 s.
  const actions = import('./layout/live-links.ts').then((m) => m.menuActions);
  live.connect(actions);
  void actions.then(startApp, startApp);
});

function startApp() {
  // The dashboard home is the first screen after signing in: its code and its agenda card's are
  // fetched with the app's instead of one after the other as each renders. A head start only: the
  // app imports them itself when it needs them.
  if (shell && onDashboardHome())
    void Promise.all([import('./pages/dashboard-home/DashboardHome.tsx'), import('./pages/dashboard-home/AgendaCard.tsx')]).catch(
      () => undefined,
    );
  import('./app/start.tsx')
    .then(({ start }) => start(rootElement))
    .catch((error: unknown) => {
      // The app's files could not be loaded (connection lost, or a deployment replaced them): the
      // pre-rendered links keep working; say what happened below them.
      console.error(error);
      live?.appFailed();
      const notice = document.createElement('p');
      notice.setAttribute('role', 'alert');
      notice.className = 'portal-load-error';
      notice.textContent =
        document.documentElement.lang === 'en'
          ? 'The portal could not be loaded completely. Check your connection and reload the page.'
          : 'Portal belum termuat sepenuhnya. Periksa koneksi Anda lalu muat ulang halaman.';
      rootElement.after(notice);
    });
}
