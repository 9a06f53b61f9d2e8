// @vitest-environment jsdom
// A page that failed to load comes back without a full reload (src/shell/routing/lazy-page.ts,
// src/shell/views/RouteError.tsx): the retrying loader, the error view's message for each cause,
// and its retries (the connection back, the next navigation, the button). Why a load failed is
// src/features/deploys/deploys.ts's question, answered here by a stand-in; the browser test with real
// faults is tests/e2e/deploy.e2e.ts.
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Link, Outlet, RouterProvider } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { Component, type ReactNode, Suspense, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { explainFailedLoad, explainFailure } from '../../../src/features/deploys/deploys.ts';
import { forgetFailedLoads, lazyPage } from '../../../src/shell/routing/lazy-page.ts';
import { type LoadFailure, PageLoadError } from '../../../src/features/deploys/load-failure.ts';
import { langAtom, type Lang } from '../../../src/platform/i18n/lang.ts';
import RouteError from '../../../src/shell/views/RouteError.tsx';
import { typeInto } from '../../support/ui/dom.ts';

vi.mock('../../../src/features/deploys/deploys.ts', () => ({
  explainFailedLoad: vi.fn(),
  explainFailure: vi.fn(),
}));

// jsdom has no scrolling; the router's scroll restoration calls it after each navigation.
window.scrollTo = () => {};

let cause: LoadFailure = 'offline';
beforeEach(() => {
  cause = 'offline';
  vi.mocked(explainFailedLoad).mockImplementation(async (error) => new PageLoadError(cause, error));
  vi.mocked(explainFailure).mockImplementation(async () => cause);
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {}); // the router's "Error in route match" in dev
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: http://portal.test/assets/Page-abc.js');

/** An import that fails `failures` times, then gives the page; counts its calls. */
function flakyImport(failures: number, text = 'Halaman terbuka') {
  const calls = { count: 0 };
  const load = vi.fn(async () => {
    calls.count += 1;
    if (calls.count <= failures) throw chunkError();
    return { default: () => <p>{text}</p> };
  });
  return { load, calls };
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: undefined as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  reset = () => this.setState({ error: undefined });
  render() {
    if (this.state.error === undefined) return this.props.children;
    const failure = this.state.error instanceof PageLoadError ? this.state.error.failure : 'other';
    return (
      <button type="button" onClick={this.reset}>
        gagal: {failure}
      </button>
    );
  }
}

describe('lazyPage: a failed import is forgotten once its error has been shown', () => {
  it('shows the error without importing again by itself, then imports again after forgetFailedLoads', async () => {
    const { load } = flakyImport(1);
    const Page = lazyPage(load);
    const view = render(
      <Suspense fallback={<p>memuat</p>}>
        <Boundary>
          <Page />
        </Boundary>
      </Suspense>,
    );
    await screen.findByText('gagal: offline');
    // Rendered again (React does before it shows an error, and any update does): no new import.
    view.rerender(
      <Suspense fallback={<p>memuat</p>}>
        <Boundary>
          <Page />
        </Boundary>
      </Suspense>,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('gagal: offline')).toBeTruthy();

    forgetFailedLoads();
    act(() => screen.getByRole('button').click());
    await screen.findByText('Halaman terbuka');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a page that loads is never imported again', async () => {
    const { load } = flakyImport(0);
    const Page = lazyPage(load);
    const view = render(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
    );
    await screen.findByText('Halaman terbuka');
    forgetFailedLoads();
    view.rerender(
      <Suspense fallback={null}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Halaman terbuka')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preloaded (the router does it before the first render), the page renders at once, from the same import', async () => {
    const { load } = flakyImport(0);
    const Page = lazyPage(load);
    await Page.preload();
    render(
      <Suspense fallback={<p>menunggu</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Halaman terbuka'), 'no fallback in between').toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    const failing = flakyImport(1);
    const Failing = lazyPage(failing.load);
    await Failing.preload();
    render(
      <Boundary>
        <Suspense fallback={null}>
          <Failing />
        </Suspense>
      </Boundary>,
    );
    await screen.findByText(/gagal/);
    expect(failing.load, 'the render shows the preload’s failure, not a second try').toHaveBeenCalledTimes(1);
  });

  it('while the new version loads (a deployment), the page waits instead of failing; it fails only if the browser stays', async () => {
    vi.useFakeTimers();
    vi.mocked(explainFailedLoad).mockResolvedValue('reloading');
    const Page = lazyPage(flakyImport(1).load);
    render(
      <Suspense fallback={<p>memuat</p>}>
        <Boundary>
          <Page />
        </Boundary>
      </Suspense>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(9_000));
    expect(screen.getByText('memuat')).toBeTruthy();
    await act(async () => vi.advanceTimersByTimeAsync(1_500));
    expect(screen.getByText('gagal: deploy')).toBeTruthy();
  });

  it('adds the stylesheets that failed again, as new elements, when the failed pages are retried', () => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = 'http://portal.test/assets/page-abc.css';
    document.head.append(link);
    link.dispatchEvent(new Event('error'));
    const loaded = document.createElement('link');
    loaded.rel = 'stylesheet';
    loaded.href = 'http://portal.test/assets/main-abc.css';
    document.head.append(loaded);

    forgetFailedLoads();
    const sheets = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(sheets.map((l) => l.href)).toEqual(['http://portal.test/assets/page-abc.css', 'http://portal.test/assets/main-abc.css']);
    expect(sheets[0]).not.toBe(link); // a new element: the browser fetches it again
    expect(link.isConnected).toBe(false);
    expect(sheets[1]).toBe(loaded); // one that loaded stays as it is
    for (const sheet of sheets) sheet.remove();
  });
});

/**
 * The app's shape: a layout with a field that stays on screen, a page that loads, and one whose
 * import fails `failures` times; RouteError is every route's error view, as in src/app/start.tsx.
 */
async function renderApp(failures: number, lang: Lang = 'id') {
  const { load } = flakyImport(failures, 'Halaman B terbuka');
  const root = createRootRoute({
    component: () => {
      const [note, setNote] = useState('');
      return (
        <>
          <input aria-label="Catatan" value={note} onChange={(event) => setNote(event.target.value)} />
          <Link to="/a">ke A</Link> <Link to="/b">ke B</Link>
          <Outlet />
        </>
      );
    },
  });
  const a = createRoute({ getParentRoute: () => root, path: '/a', component: () => <p>Halaman A</p> });
  const b = createRoute({ getParentRoute: () => root, path: '/b', component: lazyPage(load) });
  const router = createRouter({
    routeTree: root.addChildren([a, b]),
    history: createMemoryHistory({ initialEntries: ['/a'] }),
    defaultErrorComponent: RouteError,
  });
  const store = createStore();
  store.set(langAtom, lang);
  await router.load();
  render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  await screen.findByText('Halaman A');
  return { router, load };
}

const online = () => act(() => window.dispatchEvent(new Event('online')));

describe('RouteError: the cause, and the way back', () => {
  it('offline: says so, and when the connection is back the page appears by itself; the field typed meanwhile keeps its text', async () => {
    const { router, load } = await renderApp(1);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Catatan' });
    await act(() => router.navigate({ to: '/b' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Anda sedang luring, atau portal tidak dapat dihubungi');
    expect(alert.textContent).toContain('dimuat lagi dengan sendirinya');
    act(() => typeInto(field, 'catatan rapat'));

    online();
    await screen.findByText('Halaman B terbuka');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Catatan' }).value).toBe('catatan rapat');
  });

  it('offline, then the next navigation to the page tries again (no online event needed)', async () => {
    const { router, load } = await renderApp(1);
    await act(() => router.navigate({ to: '/b' }));
    await screen.findByRole('alert');
    await act(() => router.navigate({ to: '/a' }));
    await screen.findByText('Halaman A');
    await act(() => router.navigate({ to: '/b' }));
    await screen.findByText('Halaman B terbuka');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a server fault: says so and tries again on the button, in place', async () => {
    cause = 'server';
    const { router } = await renderApp(1);
    await act(() => router.navigate({ to: '/b' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Server portal sedang bermasalah');
    online(); // not offline: the connection is no cause to try again
    expect(screen.getByRole('alert')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Coba lagi' }).click());
    await screen.findByText('Halaman B terbuka');
  });

  it('a deployment whose reload was spent: says the portal was updated and offers a reload, nothing automatic', async () => {
    cause = 'deploy';
    const { router, load } = await renderApp(1);
    await act(() => router.navigate({ to: '/b' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Portal baru saja diperbarui');
    expect(screen.getByRole('button', { name: 'Muat ulang' })).toBeTruthy();
    online();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failure that fails again stays named, and retried again when the connection is back', async () => {
    const { router, load } = await renderApp(2);
    await act(() => router.navigate({ to: '/b' }));
    await screen.findByRole('alert');
    online();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Anda sedang luring'));
    online();
    await screen.findByText('Halaman B terbuka');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('an error that names no cause is explained by asking (deploys.ts), in English too', async () => {
    vi.mocked(explainFailure).mockResolvedValue('server');
    const root = createRootRoute({
      component: () => {
        throw new Error('Cannot read properties of undefined');
      },
    });
    const router = createRouter({
      routeTree: root,
      history: createMemoryHistory({ initialEntries: ['/'] }),
      defaultErrorComponent: RouteError,
    });
    const store = createStore();
    store.set(langAtom, 'en');
    await router.load();
    render(
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>,
    );
    expect((await screen.findByRole('heading')).textContent).toBe('The page could not be loaded');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain("The portal's server has a problem"));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(explainFailure).toHaveBeenCalledTimes(1);
  });

  it('each cause in English', async () => {
    for (const [failure, words, button] of [
      ['offline', 'You are offline, or the portal cannot be reached', 'Try again'],
      ['deploy', 'The portal has just been updated', 'Reload'],
      ['server', "The portal's server has a problem", 'Try again'],
    ] as const) {
      cause = failure;
      const { router } = await renderApp(1, 'en');
      await act(() => router.navigate({ to: '/b' }));
      expect((await screen.findByRole('alert')).textContent, failure).toContain(words);
      expect(screen.getByRole('button', { name: button }), failure).toBeTruthy();
      document.body.innerHTML = '';
    }
  });
});
