// @vitest-environment jsdom
// src/boot/boot.js: what the page looks like before any bundle has run.
import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bootScriptCspHash, bootScriptSource } from '../../scripts/lib/boot-script.ts';
import { BOOT_META_NAME, SHELL_ATTRIBUTE } from '../../src/boot/ids.ts';
import { renderNginxConf } from '../../scripts/lib/nginx-conf.ts';

const settings = {
  shell: '/dashboard',
  shellLang: 'id',
  languages: ['id', 'en'],
  sessionKey: 'vuex',
  langKey: 'portal:lang',
  themeKey: 'portal:theme',
};
const signedIn = JSON.stringify({ auth: { token: 'portal-token' } });
const source = readFileSync('src/boot/boot.js', 'utf8');

function reset() {
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

beforeEach(reset);
afterEach(() => history.replaceState(null, '', '/'));

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

  it('is never shown by a portal without a layout', () => {
    const { shell: _, ...noShell } = settings;
    expect(boot('/dashboard', { vuex: signedIn }, noShell).shell).toBe(false);
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
    expect(conf).toContain(`script-src 'self' ${bootScriptCspHash()} `);
    expect(bootScriptCspHash('x')).toBe("'sha256-LXEWQrcmsEQBYnyp+6wy9chTD7GQPMTbAiWHF5IaSIE='");
  });
});
