// Entry of auth/redirect.html, the page the identity provider sends the popup (or silent
// iframe) back to. Never starts the app.
import { broadcastResponseToMainFrame } from '@azure/msal-browser/redirect-bridge';
import { readStored, storageKeys } from '../core/storage.ts';
import type { Lang, Texts } from '../i18n/lang.ts';
import { portalNameOf } from '../i18n/localize.ts';
import { legacyPolling, pollingGraceMs } from './popup-mode.ts';
import { portalNames } from './redirect-names.ts';

const texts = {
  id: { failed: (portal) => `Proses masuk tidak dapat diselesaikan. Tutup jendela ini lalu coba lagi dari ${portal}.` },
  en: { failed: (portal) => `Signing in could not be completed. Close this window and try again from ${portal}.` },
} satisfies Texts<{ failed: (portal: string) => string }>;

/**
 * The language the portal stored (i18n/lang.ts), read without langAtom: this page stays tiny and
 * does not load jotai for one sentence.
 */
const storedLang = (): Lang => (readStored(storageKeys.lang).value === 'en' ? 'en' : 'id');

function bridge(): void {
  broadcastResponseToMainFrame().catch((error: unknown) => {
    console.error('[auth] the sign-in answer could not be passed to the portal', error);
    const lang = storedLang();
    document.body.textContent = texts[lang].failed(portalNameOf(portalNames(), lang));
  });
}

const openedByPortal = window.opener != null || window.parent !== window;
if (legacyPolling && openedByPortal) {
  // The polling portal reads this URL itself and closes the window within ~30 ms. The bridge would
  // first strip the answer from the URL, a race the poller could lose, so it only runs if nobody
  // picked the answer up.
  setTimeout(bridge, pollingGraceMs);
} else {
  bridge();
}
