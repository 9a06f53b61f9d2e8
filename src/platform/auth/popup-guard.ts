// A deadline around MSAL's popups (the login and every token popup: popup.ts opens them all). The
// popup itself cannot tell the portal that the provider is unreachable (the browser's error page is
// unreadable to MSAL's legacy polling), so a check beside it decides, and giving up closes MSAL's
// window, which makes MSAL end its own interaction.
import { textsIn } from '../i18n/lang.ts';
import type { SessionStore } from '../session/state.ts';
import { AuthFlowError, authTexts, errorCodeOf } from './auth-errors.ts';
import { checkProvider, PROVIDER_ANSWER_MS, type ProviderVerdict } from './provider-check.ts';

/**
 * The longest a popup may stay open while its provider answers: the person is in it (a password,
 * MFA, a consent), which fits well within it.
 */
export const POPUP_DEADLINE_MS = 10 * 60_000;

/**
 * Closes the window named `name` that this page opened. With an empty URL, window.open only looks
 * the window up (even while it shows another origin's or the browser's error page).
 */
export function closeNamedPopup(name: string, opener: Pick<Window, 'open'> = window): void {
  try {
    opener.open('', name)?.close();
  } catch {
    // nothing left to close
  }
}

// A popup given up on whose MSAL call has not ended yet, i.e. MSAL still counts its interaction.
let abandoned: Promise<unknown> | undefined;

/**
 * True while a popup this module gave up on is still MSAL's interaction in progress (its window
 * could not be closed): the next login then asks MSAL to override that interaction.
 */
export const abandonedPopupPending = (): boolean => abandoned !== undefined;

export interface PopupGuardOptions {
  /** Closes the window MSAL opened for this popup. */
  close: () => void;
  /** Where to ask whether the identity provider answers; no check without it. */
  checkUrl: URL | undefined;
  store: SessionStore;
  check?: typeof checkProvider;
}

/**
 * Runs `open` (which must open the popup synchronously, in the click) and ends it with a message
 * when the provider is unreachable, does not answer, or the popup outlives POPUP_DEADLINE_MS.
 */
export async function withinPopupDeadline<T>(
  open: () => Promise<T>,
  { close, checkUrl, store, check = checkProvider }: PopupGuardOptions,
): Promise<T> {
  const popup = open();
  let settled = false;
  popup.then(
    () => (settled = true),
    () => (settled = true),
  );
  const stopCheck = new AbortController();
  const verdict = checkUrl ? check(checkUrl, { signal: stopCheck.signal }) : Promise.resolve<ProviderVerdict>('stopped');
  const t = textsIn(authTexts, store);
  const providerError = (v: ProviderVerdict) => {
    if (!checkUrl || (v !== 'unreachable' && v !== 'silent')) return undefined;
    return v === 'unreachable'
      ? new AuthFlowError(t.providerUnreachable(checkUrl.host), 'provider_unreachable')
      : new AuthFlowError(t.providerSilent(checkUrl.host, PROVIDER_ANSWER_MS / 1000), 'provider_silent');
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<never>((_, reject) => {
    void verdict.then((v) => {
      const error = providerError(v);
      if (error) reject(error);
    });
    timer = setTimeout(() => reject(new AuthFlowError(t.popupExpired(POPUP_DEADLINE_MS / 60_000), 'popup_deadline')), POPUP_DEADLINE_MS);
  });
  try {
    return await Promise.race([popup, giveUp]);
  } catch (error) {
    if (!settled) abandon(popup, close);
    // Someone who closes the popup on the browser's error page is told why it was there.
    else if (errorCodeOf(error) === 'user_cancelled') throw providerError(await verdict) ?? error;
    throw error;
  } finally {
    clearTimeout(timer);
    stopCheck.abort();
  }
}

function abandon(popup: Promise<unknown>, close: () => void): void {
  // With its window gone, MSAL's polling reports user_cancelled within ~30 ms and clears its
  // interaction_in_progress state; that late rejection is expected and not an error of the page.
  const pending = popup.then(
    () => undefined,
    () => undefined,
  );
  abandoned = pending;
  void pending.then(() => {
    if (abandoned === pending) abandoned = undefined;
  });
  close();
}
