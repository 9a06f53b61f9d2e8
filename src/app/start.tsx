import { RouterProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import model from 'virtual:portal-model';
import { startClock } from '../platform/core/clock.ts';
import { nextTask } from '../platform/core/next-task.ts';
import { ModelProvider } from '../platform/core/model-context.tsx';
import { views } from './views.ts';
import RouteError from '../shell/views/RouteError.tsx';
import { type LaunchEvent, launchSinkAtom } from '../features/launch/report.ts';
import { loadExplanations } from '../features/launch/explanations.ts';
import { followDeploysWithoutWorker, startDeployRecovery } from '../features/deploys/deploys.ts';
import { type Analytics, createAnalytics } from '../shell/routing/analytics.ts';
import { collectFieldReport } from '../shell/routing/field-report.ts';
import { SHELL_ATTRIBUTE } from '../shell/first-paint/ids.ts';
import { portalAtom } from '../platform/i18n/portal-name.ts';
import { createPortalRouter } from '../shell/routing/create-router.ts';
import { followNavigation } from '../shell/routing/page-meta.ts';
import { isLaunchTab } from '../features/launch/launch-tab.ts';
import { createProfileSync } from '../platform/session/profile-sync.ts';
import { appSessionStore, type SessionStore } from '../platform/session/state.ts';
import { loadToastHost, ToastProvider } from '../platform/ui/toast-provider.tsx';
import { loadSearchDialog } from '../features/search/state.ts';
import { loadListsOf } from '../features/favourites/state.ts';

type PortalRouter = ReturnType<typeof createPortalRouter>;

/**
 * The toast host, the launcher's explanations and the search dialog load when first needed; a
 * service worker keeps them for offline use (and after a deployment). Without one — a retiring
 * build, a browser that refuses workers — they are fetched once the browser is idle, so that a
 * launch offline still explains itself in a toast and the search still opens.
 */
function keepForOffline(): void {
  whenIdle(() => {
    void loadToastHost().catch(() => undefined);
    void loadExplanations().catch(() => undefined);
    void loadSearchDialog().catch(() => undefined);
  });
}

/** Runs `work` once the browser is idle (within 5 s), or after 3 s where it cannot say. */
function whenIdle(work: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(work, { timeout: 5000 });
  else window.setTimeout(work, 3000);
}

const afterIdle = () => new Promise<void>((idle) => whenIdle(idle));

/** How long the first render waits for its page before it renders without it (the page then shows when it comes). */
const FIRST_PAGE_WAIT_MS = 3000;

/**
 * The first location loaded (its guards passed, its page's code fetched) before the first render:
 * loaded by the router's mount instead, in the commit's layout effect, it changed the router's state
 * under that render, and React rendered the page again synchronously, in one long task.
 */
function firstPageLoaded(router: PortalRouter): Promise<unknown> {
  return Promise.race([router.load().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS))]);
}

/** Renders the portal into `rootElement` (src/shell/first-paint/entry.ts calls it once the first frame is painted). */
export async function start(rootElement: HTMLElement): Promise<void> {
  const root = createRoot(rootElement);
  try {
    const store = createAppStore();
    // The store's start (the clock, the lists read from storage) and the router's build in tasks of
    // their own: together one task of 66-121 ms at CPU 4x, where a click waited.
    await nextTask();
    const { router, firstRender } = createAppRouter(store);
    // Before the first render, with or without the service worker: a page or a chunk that fails to
    // load after a deployment loads the new version, once (src/features/deploys/deploys.ts).
    startDeployRecovery(router);
    const analytics = startAnalytics(router, store);
    // The router is built (the longest step); the first page is matched and rendered in the next
    // task, so that a click meanwhile is answered between them.
    await nextTask();
    const rendered = renderWithFirstPage(root, router, store);
    // Once the page has loaded, so that none of these competes with the first paint.
    whenPageLoaded(() => {
      followStatusPage(store);
      // The worker's install fetches and stores every file of the build: started during the first
      // render, it took the cores that render needed (CPU 4x, 2 cores: React ready 407 ms after the
      // paint with workers blocked, 552 with them).
      void firstRender.then(afterIdle).then(keepOfflineAndFollowDeploys);
      // Known when it builds: a build without a measurement id leaves the figures' code out.
      if (import.meta.env.VITE_GA_MEASUREMENT_ID) reportFieldFigures(analytics, rendered);
    });
  } catch (error) {
    showStartError(root, error);
  }
}

/**
 * The app's one store, which the pre-rendered menu (src/shell/first-paint/live-menu.ts) may have
 * used already: the groups the lecturer opened there are open in the app's menu too.
 */
function createAppStore(): SessionStore {
  const store = appSessionStore();
  store.set(portalAtom, model.portal); // messages made outside React name this portal
  // Before the first render: its notices (maintenance) are those a reload would show.
  startClock(store);
  // Before the first render too: loaded in its layout effect (use-personal-lists.ts), the lists made
  // React render the whole home again, synchronously, right after the first commit.
  loadListsOf(store, model);
  return store;
}

/**
 * The router, with RouteError as every route's error view, and a promise of its first render. The
 * profile loads in the background (see routing/guard.ts), so the API client and its schemas load
 * on demand instead of with the first page, and once that page is rendered and the browser is
 * idle: the guard runs before the first render (firstPageLoaded), and the profile's code, its
 * answer and the store's updates would compete with that render, or with the clicks just after
 * it. A launch tab (launch-tab.ts) only launches: the profile is the opening tab's to keep, and
 * loading it here with a portal token the launch is about to renew would end the session first.
 */
function createAppRouter(store: SessionStore): { router: PortalRouter; firstRender: Promise<void> } {
  const sync = isLaunchTab(window.location.search)
    ? undefined
    : createProfileSync(store, (s) => import('../platform/session/current-user.ts').then((m) => m.loadCurrentUser(s)));
  // Called by the guard, never while the router is being built: firstRender is there by then.
  const loadUser = () => (sync ? firstRender.then(afterIdle).then(sync.ensure) : Promise.resolve());
  const router = createPortalRouter({ model, views, store, loadUser });
  router.update({ ...router.options, defaultErrorComponent: RouteError });
  const firstRender = new Promise<void>((resolve) => {
    const stop = router.subscribe('onRendered', () => {
      stop();
      resolve();
    });
  });
  return { router, firstRender };
}

/**
 * Follows the navigation (the page's title and language, src/shell/routing/page-meta.ts) and, when
 * the build names a measurement id, reports to analytics: a page view per page, a launch per launch.
 * The analytics client is `null` without a measurement id.
 */
function startAnalytics(router: PortalRouter, store: SessionStore): Promise<Analytics | null> {
  const measurementId = import.meta.env.VITE_GA_MEASUREMENT_ID;
  // With analytics, the field report starts now: the first screen's origin is read before the app
  // replaces the copy, and an error from here on is reported (src/shell/routing/field-report.ts).
  if (measurementId) collectFieldReport(document.documentElement.hasAttribute(SHELL_ATTRIBUTE) ? 'prerendered' : 'app');
  const analytics = createAnalytics(measurementId);
  followNavigation(router, model, (view) => void analytics.then((a) => a?.pageView(view)));
  // A launch before react-ga4 has loaded waits for it, and so do those made in the pre-rendered menu.
  store.set(launchSinkAtom, measurementId ? (event: LaunchEvent) => void analytics.then((a) => a?.launch(event)) : null);
  return analytics;
}

/**
 * The first render has its page (src/shell/first-paint/hand-off.ts swaps the pre-rendered copy for
 * it): the page's code first, which src/shell/first-paint/entry.ts fetched with the app's on the dashboard home.
 * Resolves once the app's first render is under way.
 */
function renderWithFirstPage(root: Root, router: PortalRouter, store: SessionStore): Promise<void> {
  const app = (
    <StrictMode>
      <JotaiProvider store={store}>
        <ModelProvider model={model}>
          <ToastProvider>
            <RouterProvider router={router} />
          </ToastProvider>
        </ModelProvider>
      </JotaiProvider>
    </StrictMode>
  );
  // A transition: React renders in slices of a few milliseconds and lets the browser handle input in
  // between, so a click on the copy meanwhile is answered at once (live-menu.ts) instead of after the
  // whole first render; the copy stays on screen until that render's commit (hand-off.ts).
  return firstPageLoaded(router).then(() => startTransition(() => root.render(app)));
}

/** Runs `work` once the page has loaded (at once if it has). */
function whenPageLoaded(work: () => void): void {
  if (document.readyState === 'complete') work();
  else window.addEventListener('load', work, { once: true });
}

/** The live status of the portal's systems, when the portal names a status page (src/features/launch/status-poll.ts). */
function followStatusPage(store: SessionStore): void {
  const { status } = model.portal;
  if (!status) return;
  void import('../features/launch/status-poll.ts')
    .then(({ startStatusPoll }) => startStatusPoll(store, status))
    .catch((error: unknown) => console.warn('[status]', error));
}

/**
 * In production only, the offline shell and new deployments (src/features/pwa): with the worker,
 * or, in a browser without one (or that refuses it), by the page itself.
 */
function keepOfflineAndFollowDeploys(): void {
  if (!import.meta.env.PROD) return;
  if (!('serviceWorker' in navigator)) {
    followDeploysWithoutWorker();
    keepForOffline();
    return;
  }
  void import('../features/pwa/register.ts')
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .then((kept) => kept || keepForOffline())
    .catch((error: unknown) => {
      console.warn('[pwa]', error);
      followDeploysWithoutWorker();
      keepForOffline();
    });
}

/**
 * The field figures once the app's first render is under way and the browser is then idle: never
 * before the paint or competing with that render.
 */
function reportFieldFigures(analytics: Promise<Analytics | null>, rendered: Promise<void>): void {
  void rendered.then(() =>
    whenIdle(() =>
      import('../shell/routing/field-figures.ts')
        .then(({ startFieldFigures }) =>
          startFieldFigures((name, params) => void analytics.then((a) => a?.event(name, params)), model.portal.id),
        )
        .catch((error: unknown) => console.warn('[analytics]', error)),
    ),
  );
}

/** In place of the portal, when its start failed (its configuration was checked when it was built): what to tell the lecturer and its operator. */
function showStartError(root: Root, error: unknown): void {
  console.error(error);
  root.render(
    <main style={{ maxWidth: '40rem', margin: '3rem auto', fontFamily: 'system-ui', padding: '0 1rem' }}>
      <h1>Portal belum dapat digunakan</h1>
      <p>Portal gagal dimulai. Muat ulang halaman; bila tetap begini, hubungi pengelola portal.</p>
      <pre style={{ whiteSpace: 'pre-wrap' }}>{String((error as Error).message)}</pre>
    </main>,
  );
}
