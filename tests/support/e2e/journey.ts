// What a lecturer does, in any engine (scripts/harness/engine.ts): the sign-in popup of the
// local identity provider, the stored session, the menu's groups. Clicks and keys only; reading
// the page gives it no user activation.
import { sleep, until, waitFor, type EngineBrowser, type EngineTab, type Target } from '../../../scripts/harness/engine.ts';
import { storageKeys } from '../../../src/platform/core/storage.ts';
import type { PortalModel } from '../../../src/model/manifest/model.ts';

/** The first tab `action` opens within `timeout` ms, or undefined (also when the page left `tab`'s address first). */
async function newTabAfter(
  browser: EngineBrowser,
  action: () => Promise<unknown>,
  timeout = 10_000,
  instead: () => Promise<boolean> = async () => false,
): Promise<EngineTab | undefined> {
  const before = new Set(await browser.tabs());
  await action();
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    const opened = (await browser.tabs()).find((tab) => !before.has(tab));
    if (opened) return opened;
    if (await instead()) return undefined;
    await sleep(100);
  }
  return undefined;
}

/** What the page says in its alerts and status messages (toasts, the login page's notice). */
export const pageMessages = (tab: EngineTab) =>
  tab.read<string[]>(
    `Array.prototype.map.call(document.querySelectorAll('[role="alert"], [role="status"], .login-page__error'), function (el) { return el.textContent.replace(/\\s+/g, ' ').trim(); }).filter(Boolean)`,
  );

const isOpen = async (browser: EngineBrowser, tab: EngineTab) => (await browser.tabs()).includes(tab);

/**
 * Clicks the sign-in button and completes the identity provider's popup as `user` (password =
 * login): its login page, then its consent page, until the popup has closed. A popup that closes
 * by itself (the provider still knows the lecturer) may come and go unseen: then the page has
 * left its sign-in page. Throws, with what the page says, when neither happened.
 */
export async function signInThroughPopup(browser: EngineBrowser, tab: EngineTab, user: string, button: Target): Promise<void> {
  const loginPath = await pathOf(tab);
  const left = async () => (await pathOf(tab).catch(() => loginPath)) !== loginPath;
  const popup = await newTabAfter(browser, () => tab.click(button), 10_000, left);
  if (!popup) {
    if (await left()) return;
    throw new Error(`no sign-in popup opened; the page says: ${JSON.stringify(await pageMessages(tab))}`);
  }
  // A page is answered once, and again only if it is still there 5 s later: on a loaded machine the
  // provider may take longer than one round of this loop to answer, and a second submission of the
  // same interaction ends on the provider's error page.
  const answeredAt = new Map<string, number>();
  let seen = '';
  await until(
    async () => {
      if (!(await isOpen(browser, popup))) return true;
      const [state, page, text] = await popup
        .read<['login' | 'consent' | 'other', string, string]>(
          `[document.querySelector('input[name=login]') ? 'login' : /continue/i.test((document.querySelector('button[type=submit]') || {}).textContent || '') ? 'consent' : 'other', location.href, (document.body ? document.body.innerText : '').replace(/\\s+/g, ' ').slice(0, 200)]`,
        )
        .catch(() => ['other', '', ''] as ['other', string, string]);
      seen = `${state} ${page} ${text}`;
      if (state === 'other' || Date.now() - (answeredAt.get(page) ?? -Infinity) < 5_000) return undefined;
      answeredAt.set(page, Date.now());
      if (state === 'login') {
        await popup.click({ css: 'input[name=login]' });
        await popup.press('a', ['Control']);
        await popup.type(user);
        await popup.click({ css: 'input[name=password]' });
        await popup.type(user);
        await popup.press('Enter');
      } else {
        await popup.click({ css: 'button[type=submit]', text: /continue/i }, 3_000).catch(() => undefined);
      }
      return undefined;
    },
    'the sign-in popup to close',
    30_000,
    300,
  ).catch(async (error: Error) => {
    throw new Error(`${error.message}; the popup showed: ${seen}; the page says: ${JSON.stringify(await pageMessages(tab))}`);
  });
}

/** The session as the app stores it (localStorage "vuex"), or null. */
export const storedAuth = (tab: EngineTab) =>
  tab.read<Record<string, unknown> | null>(
    `(function () { try { var v = JSON.parse(localStorage.getItem(${JSON.stringify(storageKeys.session)})); return v && v.auth || null; } catch (e) { return null; } })()`,
  );

/** The path of the page, read in the page. */
export const pathOf = async (tab: EngineTab) => new URL(await tab.url()).pathname;

/** The sidebar's button of group `id`. */
const groupButton = (id: string): Target => ({ css: `nav [aria-controls="menu-${id}"]` });
/** The sidebar's link of item `id`. */
export const itemLink = (id: string): Target => ({ css: `nav a[data-node="${id}"]` });

/** Opens the groups above item `id` in the sidebar, outermost first, as a lecturer does. */
export async function openGroupsAbove(tab: EngineTab, model: PortalModel, id: string): Promise<void> {
  const groups: string[] = [];
  for (let parent = model.nodes[id]!.parent; parent && parent !== model.portal.home; parent = model.nodes[parent]!.parent)
    groups.unshift(parent);
  for (const group of groups) {
    const button = groupButton(group);
    const expanded = () =>
      tab.read<string | null>(
        `(document.querySelector(${JSON.stringify(button.css)}) || { getAttribute: function () { return null; } }).getAttribute('aria-expanded')`,
      );
    await waitFor(tab, button);
    if ((await expanded()) !== 'true') await tab.click(button);
    await until(async () => ((await expanded()) === 'true' ? true : undefined), `group ${group} to open`, 5_000);
  }
}
