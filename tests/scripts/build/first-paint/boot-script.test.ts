// @vitest-environment jsdom
// src/shell/first-paint/boot.js: what the page looks like before any bundle has run.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootScriptCspHash, bootScriptSource } from '../../../../scripts/build/first-paint/boot-script.ts';
import { BOOT_META_NAME, EARLY_CLICKS, PRERENDER_ID, SHELL_ATTRIBUTE } from '../../../../src/shell/first-paint/ids.ts';
import { renderNginxConf } from '../../../../scripts/deploy/nginx-conf.ts';

const settings = {
  shell: '/dashboard',
  shellLang: 'id',
  languages: ['id', 'en'],
  sessionKey: 'vuex',
  langKey: 'portal:lang',
  themeKey: 'portal:theme',
};
const signedIn = JSON.stringify({ auth: { token: 'portal-token' } });
const source = bootScriptSource();

function reset() {
  earlyClicks()?.(); // the listener of the boot script run before
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
  const meta = document.createElement('meta');
  meta.name = BOOT_META_NAME;
  meta.content = JSON.stringify(boot);
  document.head.append(meta);
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
    expect(bootScriptSource()).toBe(source);
    expect(conf).toContain(`script-src 'self' ${bootScriptCspHash()};`);
    expect(bootScriptCspHash('x')).toBe("'sha256-LXEWQrcmsEQBYnyp+6wy9chTD7GQPMTbAiWHF5IaSIE='");
  });
});
