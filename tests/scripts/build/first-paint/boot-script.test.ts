// @vitest-environment jsdom
// The boot script (src/shell/first-paint/boot.ts, bundled into index.html): what the page looks
// like before any bundle has run, the script as inlined, and the app's functions it is built from.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootBundle, bootScriptCspHash, bootScriptSource } from '../../../../scripts/build/first-paint/boot-script.ts';
import {
  BOOT_META_NAME,
  EARLY_CLICKS,
  EARLY_POPUP,
  OPENS_SIGN_IN,
  PRERENDER_ID,
  SHELL_ATTRIBUTE,
  type BootSettings,
} from '../../../../src/shell/first-paint/ids.ts';
import { launchTabMark } from '../../../../src/features/launch/launch-tab.ts';
import { renderNginxConf } from '../../../../scripts/deploy/nginx-conf.ts';

const settings = { shell: '/dashboard', shellLang: 'id' } satisfies BootSettings;
const signedIn = JSON.stringify({ auth: { token: 'portal-token' } });
const { source, modules } = await bootBundle();

function reset() {
  earlyClicks()?.(); // the listener of the boot script run before
  delete (window as { [EARLY_POPUP]?: unknown })[EARLY_POPUP];
  document.head.innerHTML = '';
  localStorage.clear();
  const root = document.documentElement;
  for (const name of [SHELL_ATTRIBUTE, 'data-theme']) root.removeAttribute(name);
  root.lang = 'id';
}

function boot(path: string, stored: Record<string, string>, boot: object = settings) {
  reset();
  history.replaceState(null, '', path);
  for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
  // As in index.html: the page's <title>, then the settings and the script.
  const title = document.createElement('title');
  title.textContent = 'Portal Dosen';
  const meta = document.createElement('meta');
  meta.name = BOOT_META_NAME;
  meta.content = JSON.stringify(boot);
  document.head.append(title, meta);
  new Function(source)();
  const root = document.documentElement;
  const preloaded = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
  return { shell: root.hasAttribute(SHELL_ATTRIBUTE), theme: root.getAttribute('data-theme'), lang: root.lang, preloaded };
}

const earlyClicks = () => (window as unknown as Record<string, (() => Element[]) | undefined>)[EARLY_CLICKS];

beforeEach(reset);
afterEach(() => {
  reset();
  history.replaceState(null, '', '/');
});

describe('the pre-rendered menu', () => {
  it('shows for a stored session on the layout path and below it', () => {
    expect(boot('/dashboard', { vuex: signedIn }).shell).toBe(true);
    expect(boot('/dashboard/pendidikan-pengajar/kurikulum-&-bahan-ajar', { vuex: signedIn }).shell).toBe(true);
  });

  it('stays hidden outside the layout, signed out, or with an unreadable session', () => {
    expect(boot('/login', { vuex: signedIn }).shell).toBe(false);
    expect(boot('/dashboardx', { vuex: signedIn }).shell).toBe(false);
    expect(boot('/dashboard', {}).shell).toBe(false);
    for (const raw of ['{"auth":{"token":', '"hello"', '{"auth":"x"}', '{"auth":{"token":""}}', '{"auth":{"token":5}}']) {
      expect(boot('/dashboard', { vuex: raw }).shell, raw).toBe(false);
    }
  });

  it('stays hidden when another language than the pre-rendered one is chosen', () => {
    expect(boot('/dashboard', { vuex: signedIn, 'portal:lang': 'en' })).toMatchObject({ shell: false, lang: 'en' });
  });

  it('shows the sign-in page on its path to a browser without a session', () => {
    const withLogin = { ...settings, login: '/login' };
    expect(boot('/login', {}, withLogin).shell).toBe(true);
    expect(document.documentElement.getAttribute(SHELL_ATTRIBUTE)).toBe('login');
    expect(boot('/login', { vuex: signedIn }, withLogin).shell, 'signed in: the app sends them on').toBe(false);
    expect(boot('/login', { 'portal:lang': 'en' }, withLogin).shell, 'rendered in another language').toBe(false);
    expect(boot('/dashboard', { vuex: signedIn }, withLogin).shell).toBe(true);
    expect(document.documentElement.getAttribute(SHELL_ATTRIBUTE)).toBe('layout');
  });

  it('is never shown by a portal without a layout', () => {
    const { shell: _, ...noShell } = settings;
    expect(boot('/dashboard', { vuex: signedIn }, noShell).shell).toBe(false);
  });
});

describe('the tab’s title', () => {
  const titles = {
    portal: 'Portal Dosen',
    pages: { '/dashboard': 'Dashboard', '/dashboard/ttm': 'Tutorial Tatap Muka', '/login': 'Login' },
  };
  const withTitles = { ...settings, login: '/login', titles } satisfies BootSettings;

  it('is the title of the page the copy shows, from the first paint', () => {
    boot('/dashboard/ttm', { vuex: signedIn }, withTitles);
    expect(document.title).toBe('Tutorial Tatap Muka — Portal Dosen');
    boot('/login', {}, withTitles);
    expect(document.title).toBe('Login — Portal Dosen');
    expect(document.querySelectorAll('title'), 'the page’s own <title>, changed').toHaveLength(1);
  });

  it('is left to the app where no copy is shown, or for a page it has no title for', () => {
    expect(boot('/login', { vuex: signedIn }, withTitles).shell).toBe(false);
    expect(document.title).toBe('Portal Dosen');
    expect(boot('/dashboard', { vuex: signedIn, 'portal:lang': 'en' }, withTitles).shell).toBe(false);
    expect(document.title, 'the copy’s language only').toBe('Portal Dosen');
    expect(boot('/dashboard/unknown', { vuex: signedIn }, withTitles).shell).toBe(true);
    expect(document.title).toBe('Portal Dosen');
    expect(boot('/dashboard', { vuex: signedIn }).shell, 'settings without titles').toBe(true);
    expect(document.title).toBe('Portal Dosen');
  });
});

describe('clicks on the menu before the page’s script has run', () => {
  /** Whether the boot script kept the click (cancelled it); jsdom's navigation is stopped either way. */
  function kept(element: Element, init: MouseEventInit = {}): boolean {
    let cancelled = false;
    const stop = (event: Event) => {
      cancelled = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', stop);
    element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    window.removeEventListener('click', stop);
    return cancelled;
  }

  it('are kept for it: plain clicks on the copy’s links and buttons, handed over once', () => {
    expect(boot('/dashboard', { vuex: signedIn }).shell).toBe(true);
    document.body.innerHTML = `<div id="${PRERENDER_ID}"><a href="/dashboard/a"><span>a</span></a><button type="button">g</button><p>text</p></div><a href="/elsewhere">o</a>`;
    const [link, button, text, outside] = ['a', 'button', 'p', 'body > a'].map((selector) => document.querySelector(selector)!);
    expect(kept(link!.firstElementChild!)).toBe(true);
    expect(kept(button!)).toBe(true);
    expect(kept(link!, { ctrlKey: true }), 'the browser’s: a new tab').toBe(false);
    expect(kept(link!, { button: 1 })).toBe(false);
    expect(kept(text!)).toBe(false);
    expect(kept(outside!)).toBe(false);
    expect(earlyClicks()!()).toEqual([link, button]);
    expect(earlyClicks()).toBeUndefined();
    expect(kept(link!), 'once taken, clicks are no longer kept').toBe(false);
  });

  it('open or close a group at once, in the frame of the click, and are still handed over', () => {
    boot('/dashboard', { vuex: signedIn });
    document.body.innerHTML = `<div id="${PRERENDER_ID}"><button type="button" aria-expanded="false" aria-controls="menu-g"><span data-open="false"></span></button><div data-open="false" inert><ul id="menu-g"></ul></div><button type="button" aria-expanded="false" aria-controls="nowhere">d</button></div>`;
    const [group, drawer] = document.querySelectorAll('button');
    const collapse = document.getElementById('menu-g')!.parentElement!;
    const state = () => [
      group!.getAttribute('aria-expanded'),
      group!.firstElementChild!.getAttribute('data-open'),
      collapse.getAttribute('data-open'),
      collapse.hasAttribute('inert'),
    ];
    expect(kept(group!)).toBe(true);
    expect(state()).toEqual(['true', 'true', 'true', false]);
    expect(kept(group!)).toBe(true);
    expect(state(), 'a second click closes it again').toEqual(['false', 'false', 'false', true]);
    expect(kept(drawer!)).toBe(true);
    expect(drawer!.getAttribute('aria-expanded'), 'what controls no collapsible part is left to the app').toBe('false');
    expect(earlyClicks()!()).toEqual([group, group, drawer]);
  });

  it('open a launch item’s launch tab in the click, once however often it is clicked; kept only when the browser blocked it', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    boot('/dashboard', { vuex: signedIn });
    const mark = (path: string) =>
      Object.entries(launchTabMark({ path }))
        .map(([name, value]) => `${name}="${value}"`)
        .join(' ');
    document.body.innerHTML = `<div id="${PRERENDER_ID}"><a href="/dashboard/a" ${mark('/dashboard/a')}>a</a><a href="/dashboard/b" ${mark('/dashboard/b')}>b</a></div>`;
    const [a, b] = document.querySelectorAll('a');
    expect(kept(a!)).toBe(true);
    expect(kept(a!), 'a double click').toBe(true);
    expect(open).toHaveBeenCalledExactlyOnceWith('/dashboard/a?launch', '_blank');
    open.mockReturnValue(null);
    expect(kept(b!)).toBe(true);
    expect(open).toHaveBeenLastCalledWith('/dashboard/b?launch', '_blank');
    expect(earlyClicks()!(), 'the one whose tab was blocked, for the page’s script to load its launch page').toEqual([b]);
    vi.restoreAllMocks();
  });

  it('open the sign-in’s popup in the click on the sign-in button, of MSAL’s size and centred, once, left for the page’s script', () => {
    const popup = { close: vi.fn() } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    boot('/login', {}, { ...settings, login: '/login' });
    document.body.innerHTML = `<div id="${PRERENDER_ID}"><button type="button" ${OPENS_SIGN_IN}>Masuk</button></div>`;
    const button = document.querySelector('button')!;
    expect(kept(button)).toBe(true);
    const left = Math.max(0, window.screenX + (window.outerWidth - 483) / 2);
    const top = Math.max(0, window.screenY + (window.outerHeight - 600) / 2);
    expect(open).toHaveBeenCalledExactlyOnceWith('', '', `width=483,height=600,left=${left},top=${top},scrollbars=yes`);
    expect(kept(button), 'a second click').toBe(true);
    expect(open, 'one sign-in, one popup').toHaveBeenCalledOnce();
    expect((window as { [EARLY_POPUP]?: Window | null })[EARLY_POPUP]).toBe(popup);
    expect(earlyClicks()!()).toEqual([button]);
    vi.restoreAllMocks();
  });

  it('without the page’s script: once the page is parsed, the last link clicked is followed and the sign-in’s popup closed', () => {
    const popup = { close: vi.fn() } as unknown as Window;
    vi.spyOn(window, 'open').mockReturnValue(popup);
    boot('/login', {}, { ...settings, login: '/login' });
    document.body.innerHTML = `<div id="${PRERENDER_ID}"><a href="#first">1</a><button type="button" ${OPENS_SIGN_IN}>Masuk</button><a href="#last">2</a></div>`;
    const [first, button, last] = document.querySelectorAll(`#${PRERENDER_ID} > *`);
    for (const control of [first!, button!, last!]) expect(kept(control)).toBe(true);
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(location.hash).toBe('#last');
    expect(popup.close).toHaveBeenCalledOnce();
    expect(earlyClicks(), 'taken: nothing left for a script that runs late').toBeUndefined();
    vi.restoreAllMocks();
  });

  it('are not kept when no copy is shown', () => {
    boot('/login', { vuex: signedIn });
    expect(earlyClicks()).toBeUndefined();
  });
});

describe("the app's modules", () => {
  const withModules = { ...settings, preload: ['/assets/start-1.js', '/assets/react-2.js'] };

  it('are preloaded at once when no shell is shown: the app starts as soon as they arrive', () => {
    expect(boot('/login', {}, withModules).preloaded).toEqual(withModules.preload);
    expect(boot('/dashboard', { vuex: '{' }, withModules).preloaded).toEqual(withModules.preload);
  });

  it('are left to the app when the shell is shown, so they do not hold back its first paint', () => {
    expect(boot('/dashboard', { vuex: signedIn }, withModules)).toMatchObject({ shell: true, preloaded: [] });
  });
});

describe('stored choices applied before the first paint', () => {
  it('sets the chosen theme; anything else follows the system', () => {
    expect(boot('/login', { 'portal:theme': 'dark' }).theme).toBe('dark');
    expect(boot('/login', { 'portal:theme': 'purple' }).theme).toBeNull();
  });

  it('sets a known language only', () => {
    expect(boot('/login', { 'portal:lang': 'fr' }).lang).toBe('id');
  });

  it('does nothing without readable settings', () => {
    history.replaceState(null, '', '/dashboard');
    localStorage.setItem('vuex', signedIn);
    expect(() => new Function(source)()).not.toThrow();
    expect(document.documentElement.hasAttribute(SHELL_ATTRIBUTE)).toBe(false);
  });
});

describe('the CSP allows exactly this script', () => {
  it('puts the hash of the inlined source into the nginx config', () => {
    const conf = renderNginxConf({
      PORTAL_LISTEN: '8080',
      PORTAL_ROOT: '/srv/portal',
      PORTAL_CONNECT_SRC: 'https://api.example',
      PORTAL_FRAME_SRC: 'https://login.example',
    });
    expect(bootScriptSource(), 'the nginx renderer hashes the text the build inlines').toBe(source);
    expect(conf).toContain(`script-src 'self' ${bootScriptCspHash()};`);
    expect(bootScriptCspHash()).toBe(bootScriptCspHash(source));
    expect(bootScriptCspHash('x')).toBe("'sha256-LXEWQrcmsEQBYnyp+6wy9chTD7GQPMTbAiWHF5IaSIE='");
  });
});

describe('the script as inlined', () => {
  it('is one classic script: no imports, nothing that would end its <script>', () => {
    expect(source).not.toMatch(/\bimport\s*[({]|\bimport\.meta\b|\bexport\b/);
    expect(source).not.toContain('</');
    expect(() => new Function(source)).not.toThrow();
  });

  it('stays within 10 % of the gzip size of the hand-written boot.js it replaced (4350 bytes)', () => {
    expect(gzipSync(source, { level: 9 }).length).toBeLessThanOrEqual(4785);
  });

  it('is the same text from one build to the next', async () => {
    expect((await bootBundle()).source).toBe(source);
  });
});

// Every decision the boot script makes is the app's own function: the bundle is built from the
// module the app calls, so there is no second copy to drift. The behaviour tests (here,
// first-screen.test.tsx, live-menu.test.tsx) then show that the copy looks and acts as the app's.
describe('the app’s functions it is built from', () => {
  const shared: [decision: string, module: string, fn: string, appModule: string][] = [
    ['the stored session and its token', 'src/platform/session/persisted-auth.ts', 'readPersistedAuth', 'src/platform/session/state.ts'],
    ['signed in: a token', 'src/platform/session/auth-state.ts', 'isSignedIn', 'src/platform/session/state.ts'],
    ['the theme', 'src/features/theme/apply.ts', 'applyTheme', 'src/features/theme/ThemeToggle.tsx'],
    ['the stored theme', 'src/features/theme/apply.ts', 'loadThemeChoice', 'src/features/theme/ThemeToggle.tsx'],
    ['the language chosen', 'src/platform/i18n/languages.ts', 'isLang', 'src/platform/i18n/lang.ts'],
    ['the tab’s title', 'src/platform/i18n/localize.ts', 'pageTitle', 'src/shell/routing/page-meta.ts'],
    ['the plain click', 'src/features/menu/item-click.ts', 'isPlainClick', 'src/shell/first-paint/live-menu.ts'],
    ['a group opened or closed', 'src/platform/ui/disclosure.ts', 'showDisclosure', 'src/shell/first-paint/live-menu.ts'],
    ['a group’s markup', 'src/platform/ui/disclosure.ts', 'disclosureButton', 'src/shell/layout/SidebarItem.tsx'],
    ['a collapsed part’s markup', 'src/platform/ui/disclosure.ts', 'disclosurePart', 'src/platform/ui/collapse.tsx'],
    ['a launch item’s launch tab', 'src/features/launch/launch-tab.ts', 'launchTabMark', 'src/shell/layout/SidebarItem.tsx'],
    ['a launch tab opened', 'src/features/launch/launch-tab.ts', 'openLaunchTab', 'src/shell/first-paint/live-menu.ts'],
    ['the sign-in’s popup', 'src/platform/auth/reserve-popup.ts', 'holdPopup', 'src/shell/first-paint/live-menu.ts'],
    ['the theme a click switches to', 'src/features/theme/toggle.ts', 'cycleTheme', 'src/features/theme/ThemeToggle.tsx'],
    ['the theme button showing a choice', 'src/features/theme/toggle.ts', 'showThemeChoice', 'src/shell/first-paint/live-menu.ts'],
    ['a pin shown at its click', 'src/features/favourites/pin-marks.ts', 'showPinned', 'src/shell/first-paint/live-menu.ts'],
    ['a control on its way to the app', 'src/shell/first-paint/sidebar-dom.ts', 'showOnItsWay', 'src/shell/first-paint/live-menu.ts'],
    [
      'a listed row’s pin shown unpinned',
      'src/features/favourites/pin-marks.ts',
      'pinToggleState',
      'src/features/favourites/PinToggle.tsx',
    ],
    ['the greeting of the hour', 'src/platform/i18n/greeting.ts', 'greetingFor', 'src/app/pages/dashboard-home/DashboardHome.tsx'],
    ['the welcome', 'src/platform/i18n/greeting.ts', 'welcomeFor', 'src/app/pages/dashboard-home/DashboardHome.tsx'],
    [
      'the announcements shown',
      'src/features/launch/session-flags.ts',
      'isAnnouncementShown',
      'src/app/pages/dashboard-home/announcements.ts',
    ],
    ['the build a snapshot is for', 'src/features/deploys/version.ts', 'ownVersion', 'src/shell/first-paint/home-snapshot.ts'],
  ];

  it.each(shared)('%s: %s, which the app calls too', (_, module, fn, appModule) => {
    expect(modules).toContain(module);
    const imports = (file: string) =>
      [...readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)].flatMap(([, names, from]) =>
        names!.split(',').map((name) => `${name.replace(/\btype\b/, '').trim()} ${from!.split('/').pop()}`),
      );
    expect(imports(appModule), `${appModule} imports ${fn}`).toContain(`${fn} ${module.split('/').pop()}`);
  });

  it('takes the storage keys and the names from the app’s modules, not from its settings', () => {
    expect(modules).toEqual(
      expect.arrayContaining(['src/platform/core/storage.ts', 'src/shell/first-paint/ids.ts', 'src/shell/first-paint/boot.ts']),
    );
  });
});
