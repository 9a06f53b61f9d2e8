// A sign-in or consent popup opened in the click itself. A browser opens a window only inside the
// click that asked for it: Safari's engine (WebKit, every browser on an iPhone or iPad) not even
// after one awaited import or request, Chromium and Firefox not seconds later. MSAL opens its
// popup only after its own awaits (and after the sign-in code has loaded), so the click opens an
// empty window under the name MSAL will give its popup (msalPopupName) and MSAL,
// opening a window of that name, finds this one and shows the provider in it.
import { splitList } from '../core/env-list.ts';

/**
 * The name MSAL 5.29 gives its popup window (PopupClient.generatePopupName with
 * BrowserConstants.POPUP_NAME_PREFIX "msal"): `authority` is the request's or else the configured
 * one as given, `scopes` the request's. Pinned by tests/platform/auth/popup-guard-msal.test.ts.
 */
export function msalPopupName(clientId: string, scopes: readonly string[], authority: string, correlationId: string): string {
  return `msal.${clientId}.${scopes.join('-')}.${authority}.${correlationId}`;
}

/** MSAL's own popup size (BrowserConstants.POPUP_WIDTH and POPUP_HEIGHT): the window keeps the first size it was given. */
const POPUP_WIDTH = 483;
const POPUP_HEIGHT = 600;

export interface ReservedPopup {
  /** The correlation id to give MSAL's request: its popup's name carries it. */
  correlationId: string;
  /** Closes the window unless MSAL has taken it (nothing to sign in with after all). */
  release(): void;
}

type Opener = Pick<Window, 'open' | 'screenX' | 'screenY' | 'outerWidth' | 'outerHeight'>;

/**
 * Opens an empty window named `name` of MSAL's popup size, centred on `opener` as MSAL centres
 * it: the sign-in's popup here, and in the boot script, which opens it (unnamed until the sign-in
 * names it, holdPopup) in a click made before the page's script ran (src/shell/first-paint/boot.ts).
 */
export function openPopup(opener: Opener, name: string): Window | null {
  const left = Math.max(0, opener.screenX + (opener.outerWidth - POPUP_WIDTH) / 2);
  const top = Math.max(0, opener.screenY + (opener.outerHeight - POPUP_HEIGHT) / 2);
  return opener.open('', name, `width=${POPUP_WIDTH},height=${POPUP_HEIGHT},left=${left},top=${top},scrollbars=yes`);
}

const configured = () => ({ clientId: import.meta.env.VITE_MSAL_CLIENT_ID ?? '', authority: import.meta.env.VITE_MSAL_AUTHORITY ?? '' });

/**
 * Opens the popup for an MSAL request of `scopes` now, in the click. The configured client id and
 * authority are read as MSAL is given them (msal-config.ts passes them unchanged). Where there is
 * no window (tests in Node), or the browser blocks it, MSAL's own attempt says so later.
 */
export function reservePopup(
  scopes: readonly string[],
  opener: Opener | undefined = globalThis.window,
  config: { clientId: string; authority: string } = configured(),
): ReservedPopup {
  return reserve(scopes, config, (name) => (opener ? openPopup(opener, name) : null));
}

/** A reservation of the window `open` gives under the name MSAL will look for. */
function reserve(
  scopes: readonly string[],
  { clientId, authority }: { clientId: string; authority: string },
  open: (name: string) => Window | null,
): ReservedPopup {
  const correlationId = crypto.randomUUID();
  const popup = open(msalPopupName(clientId, scopes, authority, correlationId));
  return {
    correlationId,
    release() {
      try {
        // Still blank (same origin): MSAL never navigated it. On the provider it is MSAL's to close.
        if (popup && !popup.closed && popup.location.href === 'about:blank') popup.close();
      } catch {
        // cross-origin: MSAL has it
      }
    },
  };
}

/** A popup opened by a click before the code that asks MSAL had loaded, kept for that code. */
let held: { scopes: string; popup: ReservedPopup } | undefined;

/**
 * Opens the popup for `scopes` in this click, or takes `opened`, the empty window a click opened
 * before this code had come (named now as MSAL will look for it), and keeps it for the code that
 * will ask MSAL for them once the app has it: the pre-rendered sign-in button's click, done by the
 * app's own button later (src/shell/first-paint/live-menu.ts), outside the click, where a browser
 * opens no window.
 */
export function holdPopup(scopes: readonly string[], opened?: Window | null): void {
  held?.popup.release();
  const popup = opened
    ? reserve(scopes, configured(), (name) => {
        opened.name = name;
        return opened;
      })
    : reservePopup(scopes);
  held = { scopes: scopes.join(' '), popup };
}

/** The popup held for `scopes` (once), else one opened now, in the click that asks. */
export function popupFor(scopes: readonly string[]): ReservedPopup {
  const kept = held?.scopes === scopes.join(' ') ? held.popup : undefined;
  held = undefined;
  return kept ?? reservePopup(scopes);
}

/** The scopes of the sign-in popup (sign-in-flow.ts asks for the portal API's), as configured. */
export const loginScopes = (): string[] => [import.meta.env.VITE_PORTAL_API_SCOPE ?? ''];

/** The scopes of the calendar's popup (calendar.ts), as configured: none where the deployment has no calendar. */
export const calendarScopes = (): string[] => splitList(import.meta.env.VITE_CALENDAR_SCOPES);
