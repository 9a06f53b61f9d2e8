// A launch that cannot open its system straight from the click goes on in a tab of its own,
// opened at once in the click on the portal's own launch page: a token that must be renewed first
// (act.ts), or a click on the pre-rendered menu before the launcher's code has come
// (src/shell/first-paint/live-menu.ts). A browser opens a tab only inside the click, and Safari's
// engine not even after one awaited request; the launch page (src/shell/views/LaunchPage.tsx) then
// renews and goes on to the system in that same tab, or says there why not.
import type { PortalNode } from '../../model/manifest/model.ts';

/** The launch page's query parameter that marks a tab opened for a launch (LaunchPage goes on in place). */
const LAUNCH_TAB_PARAM = 'launch';

export const launchTabUrl = (node: Pick<PortalNode, 'path'>): string => `${node.path}?${LAUNCH_TAB_PARAM}`;

/**
 * On a launch item's link: its launch tab's address, for the boot script to open in a click made
 * before the page's script ran (src/shell/first-paint/boot.ts), when it has no model to read it from.
 */
const LAUNCH_TAB_ATTRIBUTE = 'data-launch-tab';

/** The attributes of a launch item's link. */
export const launchTabMark = (node: Pick<PortalNode, 'path'>) => ({ [LAUNCH_TAB_ATTRIBUTE]: launchTabUrl(node) });

/** The launch tab's address a link is marked with (launchTabMark); null on any other element. */
export const launchTabOf = (link: Element): string | null => link.getAttribute(LAUNCH_TAB_ATTRIBUTE);

/** Whether this page was opened by a click as the tab a launch goes on in. */
export const isLaunchTab = (search: string): boolean => new URLSearchParams(search).has(LAUNCH_TAB_PARAM);

/**
 * Opens the launch tab of `node` now. Not `noopener`: the new tab gets a copy of this tab's
 * sessionStorage, where MSAL keeps what renews a token. Whether the browser opened it.
 */
export function openLaunchTab(node: Pick<PortalNode, 'path'>, win: Pick<Window, 'open'> = window): boolean {
  return openLaunchTabAt(launchTabUrl(node), win);
}

/** Opens the launch tab at `url` (launchTabUrl) now, as openLaunchTab does: for a caller that has only the link's mark (launchTabOf). */
export function openLaunchTabAt(url: string, win: Pick<Window, 'open'> = window): boolean {
  return win.open(url, '_blank') !== null;
}

/**
 * In the launch tab: goes on to the system's address in place, first cutting the tab off from the
 * portal's window that opened it (the system must not be able to navigate that window).
 */
export function goInPlace(url: string, win: Pick<Window, 'opener' | 'location'> = window): void {
  win.opener = null;
  win.location.replace(url);
}
