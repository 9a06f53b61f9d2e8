// The page's start (src/main.tsx): the pre-rendered menu made to work at once (live-menu.ts), then
// the app once that menu is on screen. The app is its own module so that evaluating React and the
// router — the heaviest work of the first load — happens after that first paint instead of before
// it. index.html links the app's CSS; its modules are preloaded by boot.ts when no shell is shown,
// and here otherwise, once the paint is on screen (afterShellPaint): fetched before, even at low
// priority, they delay it.
import { nextTask } from '../../platform/core/next-task.ts';
import { appModules, opensOnSignIn, preloadModules } from './first-screen.ts';
import { afterShellPaint, handOffShell } from './hand-off.ts';
import { PRERENDER_ID, ROOT_ID, SHELL_ATTRIBUTE } from './ids.ts';
import { liveMenu } from './live-menu.ts';
import { readModel } from './model-data.ts';
import './first-paint.css';

export interface App {
  /** Loads the app; what it returns renders it into the root. */
  load(): Promise<(root: HTMLElement) => void>;
  /** Fetches the sign-in page's code with the app's: a head start only. */
  prefetchSignIn(): Promise<unknown>;
  /** Starts, off the page's thread, work the first screens will want done (once the paint is on screen). */
  warmUp(): void;
}

export function startFirstPaint(app: App, doc: Document = document): void {
  const rootElement = doc.getElementById(ROOT_ID)!;
  const shell = doc.documentElement.hasAttribute(SHELL_ATTRIBUTE) ? doc.getElementById(PRERENDER_ID) : null;
  // The model is parsed when the menu's actions arrive, after the first paint, or at a click before.
  const live = shell && liveMenu(shell, () => readModel(doc));
  handOffShell(rootElement, doc, live?.handedOver);

  const startApp = (loaded: Promise<(root: HTMLElement) => void>) => {
    loaded
      // The app's code is evaluated in one task; it starts in the next, so that a click or a frame
      // due meanwhile waits for one of them, not for both.
      .then(async (start) => {
        await nextTask();
        start(rootElement);
      })
      .catch((error: unknown) => {
        // The app's files could not be loaded (connection lost, or a deployment replaced them): the
        // pre-rendered links keep working; say what happened below them.
        console.error(error);
        live?.appFailed();
        const notice = doc.createElement('p');
        notice.setAttribute('role', 'alert');
        notice.className = 'portal-load-error';
        notice.textContent =
          doc.documentElement.lang === 'en'
            ? 'The portal could not be loaded completely. Check your connection and reload the page.'
            : 'Portal belum termuat sepenuhnya. Periksa koneksi Anda lalu muat ulang halaman.';
        rootElement.after(notice);
      });
  };

  afterShellPaint(() => {
    app.warmUp();
    // The menu's links and groups get the app's code for what they do first (index.html has fetched
    // it already) while the app's many files are fetched; the app starts once that code is connected.
    const actions = live && import('./live-links.ts').then((m) => m.menuActions);
    if (actions) live.connect(actions);
    if (shell && opensOnSignIn(doc)) void app.prefetchSignIn().catch(() => undefined);
    // All at once, though the app imports them in steps (React's runtime, then its own code).
    if (shell) preloadModules(appModules(doc), doc);
    const loaded = app.load();
    const afterActions = () => loaded;
    startApp(actions ? actions.then(afterActions, afterActions) : loaded);
  }, doc);
}
