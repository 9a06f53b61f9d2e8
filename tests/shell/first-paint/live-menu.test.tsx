// @vitest-environment jsdom
// The pre-rendered menu before the app has mounted (src/shell/first-paint/live-menu.ts): its clicks do what
// the app's would, with the app's code, and leave the markup React will render for that state.
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { Provider as JotaiProvider } from 'jotai';
import { renderToStaticMarkup } from 'react-dom/server';
import { bootScript } from '../../../scripts/build/first-paint/boot-script.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prerender } from '../../../scripts/build/first-paint/prerender.tsx';
import {
  BOOT_META_NAME,
  EARLY_CLICKS,
  OPENS_SIGN_IN,
  PRERENDER_ID,
  ROOT_ID,
  SHELL_ATTRIBUTE,
  type BootSettings,
} from '../../../src/shell/first-paint/ids.ts';
import { ModelProvider } from '../../../src/platform/core/model-context.tsx';
import { recentIdsAtom } from '../../../src/features/favourites/state.ts';
import { DashboardFrame } from '../../../src/shell/layout/DashboardLayout.tsx';
import { ClosedGroupItems } from '../../../src/shell/layout/SidebarItem.tsx';
import { menuActions } from '../../../src/shell/first-paint/live-links.ts';
import { liveMenu } from '../../../src/shell/first-paint/live-menu.ts';
import { currentSubMenusAtom } from '../../../src/features/menu/open-groups.ts';
import { appSessionStore, authAtom, createSessionStore, signedOut, type SessionStore } from '../../../src/platform/session/state.ts';
import { favouriteIdsAtom, setPin } from '../../../src/features/favourites/state.ts';
import { searchOpenAtom, searchTypedAtom } from '../../../src/features/search/state.ts';
import { ThemeToggle } from '../../../src/features/theme/ThemeToggle.tsx';
import { render } from '@testing-library/react';
import { REPEAT_MS } from '../../../src/features/launch/repeat-guard.ts';
import { loginScopes, msalPopupName, popupFor } from '../../../src/platform/auth/reserve-popup.ts';
import { realModel } from '../../support/real-model.ts';

const model = realModel('dosen');
const store = appSessionStore();
const shellHtml = prerender(model).html;
const bootSource = await bootScript();

/** The layout as React renders it at /dashboard with `openGroups` open (and what `setup` does to its store). */
function appMarkup(openGroups: string[], setup?: (appStore: SessionStore) => void): Document {
  const appStore = createSessionStore();
  appStore.set(currentSubMenusAtom, openGroups);
  setup?.(appStore);
  const router = createRouter({ routeTree: createRootRoute(), history: createMemoryHistory({ initialEntries: ['/dashboard'] }) });
  const html = renderToStaticMarkup(
    <JotaiProvider store={appStore}>
      <ModelProvider
        model={{
          ...model,
          nodes: Object.fromEntries(Object.entries(model.nodes).map(([id, n]) => [id, n.window ? { ...n, hidden: true } : n])),
        }}
      >
        <RouterContextProvider router={router}>
          {/* Closed groups with their items, as in the copy: the app renders them when a group opens. */}
          <ClosedGroupItems value>
            <DashboardFrame />
          </ClosedGroupItems>
        </RouterContextProvider>
      </ModelProvider>
    </JotaiProvider>,
  );
  return new DOMParser().parseFromString(html, 'text/html');
}

/** Runs the boot script as on a page of the signed-in layout with a stored session: it keeps the copy's clicks until liveMenu takes them. */
function runBootScript() {
  const meta = document.createElement('meta');
  meta.name = BOOT_META_NAME;
  meta.content = JSON.stringify({ shell: '/dashboard', shellLang: 'id' } satisfies BootSettings);
  document.head.append(meta);
  localStorage.setItem('vuex', JSON.stringify({ auth: { token: 'portal-token' } }));
  document.documentElement.lang = 'id';
  new Function(bootSource)();
  meta.remove();
}

let shell: HTMLElement;
/** The live menu with the app's code for its links and groups loaded, as it is from just after the first paint. */
async function connected() {
  const live = liveMenu(shell, () => model);
  live.connect(Promise.resolve(menuActions));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return live;
}
const $ = <E extends Element = HTMLElement>(selector: string) => shell.querySelector<E>(selector)!;
const group = (id: string) => $(`button[aria-controls="menu-${id}"]`);
const link = (id: string) => $<HTMLAnchorElement>(`a[data-node="${id}"]`);
const click = (element: Element, init: MouseEventInit = {}) =>
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
/** Whether the click was left to the browser (not cancelled); the browser's navigation is then stopped (jsdom has none). */
function leftToBrowser(element: Element, init: MouseEventInit = {}): boolean {
  let left = false;
  const stop = (event: Event) => {
    left = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', stop);
  click(element, init);
  window.removeEventListener('click', stop);
  return left;
}

// Every test here launches in the page's one store: each starts later than the launch guard's
// interval (src/features/launch/repeat-guard.ts), as a person's next click would.
const realNow = Date.now.bind(Date);
let later = 0;

beforeEach(() => {
  later += 2 * REPEAT_MS;
  vi.spyOn(Date, 'now').mockImplementation(() => realNow() + later);
  localStorage.clear();
  history.replaceState(null, '', '/dashboard');
  document.body.innerHTML = `<div id="${PRERENDER_ID}">${shellHtml}</div><div id="${ROOT_ID}"></div>`;
  document.documentElement.setAttribute(SHELL_ATTRIBUTE, '');
  shell = document.getElementById(PRERENDER_ID)!;
  store.set(currentSubMenusAtom, []);
  store.set(authAtom, { ...signedOut, token: 'portal-token', nip: '198503122010122001', namaTanpaGelar: 'Siti Rahmawati' });
});
afterEach(() => vi.restoreAllMocks());

describe('the pre-rendered menu before the app has mounted', () => {
  it('opens and closes a group, keeps the open groups for the app, and looks as the app would render it', async () => {
    await connected();
    click(group('pendidikan-pengajar'));
    click(group('tutorial'));
    expect(store.get(currentSubMenusAtom)).toEqual(['pendidikan-pengajar', 'tutorial']);
    const app = appMarkup(['pendidikan-pengajar', 'tutorial']);
    const item = (doc: ParentNode) => doc.querySelector('button[aria-controls="menu-pendidikan-pengajar"]')!.parentElement!;
    expect(item(shell).isEqualNode(item(app)), 'the open group as React renders it').toBe(true);

    click(group('tutorial'));
    expect(store.get(currentSubMenusAtom)).toEqual(['pendidikan-pengajar']);
    expect(item(shell).isEqualNode(item(appMarkup(['pendidikan-pengajar'])))).toBe(true);
    expect(group('tutorial').nextElementSibling!.hasAttribute('inert')).toBe(true);
  });

  it('launches a url item from the click with the app’s planner and records it as recent', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await connected();
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link('tuton').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(open).toHaveBeenCalledWith('https://elearning.ut.ac.id/', '_blank', 'noopener,noreferrer');
    expect(store.get(recentIdsAtom)[0]).toBe('tuton');
    expect(location.pathname).toBe('/dashboard');
  });

  it('before the app’s code for links has come: a launch opens its launch tab in the click, once; a group is open in the app’s store', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    const live = liveMenu(shell, () => model);
    click(group('tutorial'));
    expect(group('tutorial').getAttribute('aria-expanded'), 'the group opens at once').toBe('true');
    expect(leftToBrowser(link('tuton')), 'the click is taken, not followed').toBe(false);
    // In the click itself: the launch goes on in that tab (launch-tab.ts), which reports and records it.
    expect(open).toHaveBeenCalledExactlyOnceWith(`${model.nodes.tuton!.path}?launch`, '_blank');
    expect(leftToBrowser(link('tuton')), 'a double click').toBe(false);
    let arrive!: (actions: typeof menuActions) => void;
    live.connect(new Promise((resolve) => (arrive = resolve)));
    arrive(menuActions);
    await vi.waitFor(() => expect(store.get(currentSubMenusAtom)).toEqual(['tutorial']));
    expect(open, 'one click, one tab: nothing more when the code comes').toHaveBeenCalledOnce();
  });

  it('does what was clicked before its script ran (kept by the boot script): the group opened at the click, a launch whose tab was blocked loads its page', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    runBootScript();
    click(group('tutorial'));
    expect(group('tutorial').getAttribute('aria-expanded'), 'the boot script opened it at the click').toBe('true');
    const item = (doc: ParentNode) => doc.querySelector('button[aria-controls="menu-tutorial"]')!.parentElement!;
    expect(item(shell).isEqualNode(item(appMarkup(['tutorial']))), 'as React renders the open group').toBe(true);
    const openedByBoot = shell.innerHTML;
    expect(leftToBrowser(link('tuton')), 'kept, not followed').toBe(false);

    expect(open, 'the boot script tried its launch tab in the click').toHaveBeenCalledExactlyOnceWith(
      `${model.nodes.tuton!.path}?launch`,
      '_blank',
    );

    const live = liveMenu(shell, () => model);
    expect(shell.innerHTML, 'not toggled a second time').toBe(openedByBoot);
    expect((window as unknown as Record<string, unknown>)[EARLY_CLICKS], 'taken once').toBeUndefined();
    expect(open.mock.calls.slice(1), 'the kept launch, done as the script runs: its launch tab, else its page here').toEqual([
      [`${model.nodes.tuton!.path}?launch`, '_blank'],
      [link('tuton').href, '_self'],
    ]);
    live.connect(Promise.resolve(menuActions));
    await vi.waitFor(() => expect(store.get(currentSubMenusAtom)).toEqual(['tutorial']));
  });

  it('answers the theme, a pin and the other buttons in a click made before its script ran; the pin and the language are done once it runs', async () => {
    runBootScript();
    const theme = $('[data-theme-choice]');
    click(theme);
    expect(document.documentElement.dataset.theme, 'switched in the click').toBe('light');
    expect(theme.getAttribute('aria-label')).toBe('Tema tampilan: terang');
    const pin = $('[data-pin="tuton"]');
    click(pin);
    expect(pin.getAttribute('aria-pressed'), 'shown pinned in the click').toBe('true');
    const language = $('.lang-switch');
    click(language);
    expect(language.getAttribute('aria-busy'), 'on its way').toBe('true');

    const live = liveMenu(shell, () => model);
    expect(document.documentElement.dataset.theme, 'not switched a second time').toBe('light');
    expect(pin.getAttribute('aria-pressed'), 'not flipped a second time').toBe('true');
    expect(pin.getAttribute('title')).toBe(`Lepas sematan ${model.nodes.tuton!.label}`);
    live.connect(Promise.resolve(menuActions));
    await vi.waitFor(() => expect(store.get(favouriteIdsAtom)).toContain('tuton'));
    const twin = document.createElement('button');
    const clicked = vi.fn();
    twin.addEventListener('click', clicked);
    live.handedOver((element) => (element === language ? twin : null));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledOnce());
  });

  it('opens a launch’s tab in a click made before its script ran, once however often it is clicked; nothing is left to do', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    runBootScript();
    let inClick = false;
    open.mockImplementation(() => {
      expect(inClick, 'inside the click').toBe(true);
      return {} as Window;
    });
    const during = (event: Event) => {
      inClick = event.type === 'click';
    };
    window.addEventListener('click', during, true);
    expect(leftToBrowser(link('tuton')), 'kept, not followed').toBe(false);
    expect(leftToBrowser(link('tuton')), 'a double click').toBe(false);
    window.removeEventListener('click', during, true);
    inClick = true;
    expect(open).toHaveBeenCalledExactlyOnceWith(`${model.nodes.tuton!.path}?launch`, '_blank');
    liveMenu(shell, () => model);
    expect(open, 'the script opens no second tab').toHaveBeenCalledOnce();
  });

  it('opens the sign-in’s popup in a click on the copy’s sign-in button before its script ran, which the app’s sign-in takes under MSAL’s name', () => {
    const early = { name: '', closed: false, close: vi.fn(), location: { href: 'about:blank' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(early as unknown as Window);
    runBootScript();
    click($(`[${OPENS_SIGN_IN}]`));
    expect(open, 'in the click, of MSAL’s size').toHaveBeenCalledExactlyOnceWith('', '', expect.stringMatching(/^width=483,height=600,/));
    click($(`[${OPENS_SIGN_IN}]`));
    expect(open, 'one popup').toHaveBeenCalledOnce();
    liveMenu(shell, () => model);
    expect(open, 'the kept click opens no second window').toHaveBeenCalledOnce();
    const { correlationId } = popupFor(loginScopes());
    expect(early.name).toBe(
      msalPopupName(import.meta.env.VITE_MSAL_CLIENT_ID ?? '', loginScopes(), import.meta.env.VITE_MSAL_AUTHORITY ?? '', correlationId),
    );
    expect(early.close).not.toHaveBeenCalled();
  });

  it('if the browser blocks even the launch tab, a launch clicked before the code has come loads its launch page here', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    liveMenu(shell, () => model);
    expect(leftToBrowser(link('tuton'))).toBe(false);
    expect(open.mock.calls).toEqual([
      [`${model.nodes.tuton!.path}?launch`, '_blank'],
      [link('tuton').href, '_self'],
    ]);
  });

  it('leaves a click with a modifier key to the browser', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await connected();
    expect(leftToBrowser(link('tuton'), { ctrlKey: true })).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });

  it('goes to an internal page by changing the address, which the app starts on; the menu marks it', async () => {
    await connected();
    expect(leftToBrowser(link('ttm'))).toBe(false);
    expect(location.pathname).toBe(model.nodes.ttm!.path);
    expect(link('ttm').getAttribute('aria-current')).toBe('page');
    expect(link('dashboard').hasAttribute('aria-current')).toBe(false);
    expect(store.get(recentIdsAtom)[0]).toBe('ttm');
  });

  it('lets an internal link load its page once the app could not be loaded', async () => {
    (await connected()).appFailed();
    expect(leftToBrowser(link('ttm')), 'the browser loads the page').toBe(true);
  });

  it('opens the drawer, and closes it with the scrim or Escape', () => {
    liveMenu(shell, () => model);
    const layout = $('.portal-shell');
    click($('.portal-menu-button'));
    expect(layout.dataset.drawer).toBe('open');
    expect($('.portal-menu-button').getAttribute('aria-expanded')).toBe('true');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(layout.dataset.drawer).toBe('closed');
    click($('.portal-menu-button'));
    click($('.portal-scrim'));
    expect(layout.dataset.drawer).toBe('closed');
    expect($('.portal-menu-button').getAttribute('aria-expanded')).toBe('false');
  });

  it('shows at the click that the language switch and signing out are on their way, and has the app’s copy do them once', async () => {
    const live = liveMenu(shell, () => model);
    const language = $('.lang-switch');
    const signOut = [...shell.querySelectorAll<HTMLElement>('.portal-header button')].find((b) => b.textContent === 'Keluar')!;
    click(language);
    click(signOut);
    click(signOut);
    expect(language.getAttribute('aria-busy')).toBe('true');
    expect(signOut.getAttribute('aria-busy')).toBe('true');
    const twins = { language: document.createElement('button'), signOut: document.createElement('button') };
    const clicked = { language: vi.fn(), signOut: vi.fn() };
    twins.language.addEventListener('click', clicked.language);
    twins.signOut.addEventListener('click', clicked.signOut);
    live.handedOver((element) => (element === language ? twins.language : element === signOut ? twins.signOut : null));
    await vi.waitFor(() => expect(clicked.language).toHaveBeenCalledOnce());
    expect(clicked.signOut).toHaveBeenCalledOnce();
  });

  it('leaves no control on its way when the app cannot be loaded', () => {
    const live = liveMenu(shell, () => model);
    click($('.lang-switch'));
    click($('.search-button'));
    live.appFailed();
    expect($('.lang-switch').hasAttribute('aria-busy')).toBe(false);
    expect($('.search-button').hasAttribute('aria-busy')).toBe(false);
  });

  it('switches the theme at the click, stored and shown as the app’s button shows it', () => {
    localStorage.setItem('portal:theme', 'dark');
    liveMenu(shell, () => model);
    const button = $('[data-theme-choice]');
    /** The app's button, mounted with the choice stored now. */
    const appButton = () => {
      const { container, unmount } = render(<ThemeToggle className="portal-icon-button" />);
      const html = container.querySelector('button')!.outerHTML;
      unmount();
      return html;
    };
    expect(button.outerHTML, 'the stored choice, from the start').toBe(appButton());
    click(button);
    expect(localStorage.getItem('portal:theme')).toBeNull();
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false);
    expect(button.outerHTML).toBe(appButton());
    click(button);
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(button.getAttribute('aria-label')).toBe('Tema tampilan: terang');
    expect(button.outerHTML).toBe(appButton());
  });

  it('shows a pin’s new state at the click, on every toggle of that item, and keeps it in the app’s store', async () => {
    await connected();
    const pin = $('[data-pin="tuton"]');
    click(pin);
    const pinnedApp = appMarkup([], (appStore) => {
      appStore.set(authAtom, store.get(authAtom));
      setPin(appStore, 'tuton', true);
    });
    expect(pin.isEqualNode(pinnedApp.querySelector('[data-pin="tuton"]')), 'the toggle as React renders it pinned').toBe(true);
    expect(store.get(favouriteIdsAtom)).toContain('tuton');
    click(pin);
    expect(pin.isEqualNode(appMarkup([]).querySelector('[data-pin="tuton"]')), 'and unpinned').toBe(true);
    expect(store.get(favouriteIdsAtom)).not.toContain('tuton');
  });

  it('puts a pin back when there is no lecturer to keep it for (the app says why)', async () => {
    store.set(authAtom, { ...signedOut, token: 'portal-token' });
    await connected();
    const pin = $('[data-pin="tuton"]');
    click(pin);
    expect(pin.getAttribute('aria-pressed')).toBe('false');
    expect(store.get(favouriteIdsAtom)).toEqual([]);
  });

  it('shows a pin asked for before the link code came at once, and keeps it when the code comes', async () => {
    const live = liveMenu(shell, () => model);
    const pin = $('[data-pin="tuton"]');
    click(pin);
    expect(pin.getAttribute('aria-pressed')).toBe('true');
    expect(store.get(favouriteIdsAtom)).not.toContain('tuton');
    live.connect(Promise.resolve(menuActions));
    await vi.waitFor(() => expect(store.get(favouriteIdsAtom)).toContain('tuton'));
  });

  it('opens the sign-in popup in a click on the copy’s sign-in button, for the app’s sign-in to take (a browser blocks it later)', async () => {
    const live = liveMenu(shell, () => model);
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const button = $(`[${OPENS_SIGN_IN}]`);
    click(button);
    expect(open, 'in the click').toHaveBeenCalledOnce();
    expect(open.mock.calls[0]![1]).toMatch(/^msal\./);
    const twin = document.createElement('button');
    const clicked = vi.fn();
    twin.addEventListener('click', clicked);
    live.handedOver((element) => (element === button ? twin : null));
    await vi.waitFor(() => expect(clicked).toHaveBeenCalledOnce());
  });

  it('opens the app’s search once for its button or hotkeys used before the app had mounted, with what was typed meanwhile', async () => {
    const live = await connected();
    const slash = new KeyboardEvent('keydown', { key: '/', bubbles: true, cancelable: true });
    document.body.dispatchEvent(slash);
    expect(slash.defaultPrevented).toBe(true);
    expect($('.search-button').getAttribute('aria-busy'), 'on its way').toBe('true');
    const type = (key: string, init: KeyboardEventInit = {}) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
      document.body.dispatchEvent(event);
      return event.defaultPrevented;
    };
    for (const key of ['t', 'u', 'x', 'Backspace', 't']) expect(type(key), key).toBe(true);
    type('k', { ctrlKey: true });
    click($('.search-button'));
    expect(store.get(searchOpenAtom)).toBe(false);
    live.handedOver(() => null);
    expect(store.get(searchOpenAtom)).toBe(true);
    expect(store.get(searchTypedAtom)).toBe('tut');
    store.set(searchOpenAtom, false);
  });

  it('forgets the search asked for when Escape is pressed before the app came', async () => {
    const live = await connected();
    click($('.search-button'));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'a', bubbles: true, cancelable: true }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    expect($('.search-button').hasAttribute('aria-busy')).toBe(false);
    live.handedOver(() => null);
    expect(store.get(searchOpenAtom)).toBe(false);
  });
});
