// What the lecturer should know about their session: the profile that is still being retried, a
// browser that will not store the session, and why they were signed out. Quiet (role=status).
import { useStoreValue } from '../../platform/core/use-store-value.ts';
import type { Texts } from '../../platform/i18n/lang.ts';
import { useTexts } from '../../platform/i18n/use-texts.ts';
import { profileRetryAtom, profileStatusAtom } from '../../platform/session/profile-sync.ts';
import { persistenceAtom, signOutReasonAtom, type SignOutReason } from '../../platform/session/state.ts';
import { Button } from '../../platform/ui/button.tsx';
import './session-notices.css';

interface NoticeTexts {
  retrying: string;
  offline: string;
  retryNow: string;
  notRemembered: string;
  signedOut: (reason: SignOutReason) => string;
}

const texts = {
  id: {
    retrying: 'Profil belum dapat dimuat — mencoba lagi…',
    offline: 'Profil belum dapat dimuat — Anda sedang luring. Portal mencoba lagi saat koneksi kembali.',
    retryNow: 'Coba sekarang',
    notRemembered:
      'Browser tidak dapat menyimpan sesi Anda (penyimpanan penuh atau dinonaktifkan). Portal tetap dapat dipakai di halaman ini, tetapi Anda perlu masuk lagi setelah memuat ulang atau menutupnya.',
    signedOut(reason) {
      if (reason.kind === 'other-tab')
        return 'Anda telah keluar dari portal di tab atau jendela lain. Silakan masuk kembali untuk melanjutkan.';
      if (reason.kind === 'expired') return 'Sesi Anda sudah berakhir atau tidak berlaku lagi. Silakan masuk kembali.';
      return `Server portal mengakhiri sesi Anda: ${reason.message}`;
    },
  },
  en: {
    retrying: 'Your profile could not be loaded yet — retrying…',
    offline: 'Your profile could not be loaded yet — you are offline. The portal tries again when the connection is back.',
    retryNow: 'Try now',
    notRemembered:
      'The browser cannot store your session (storage is full or disabled). You can keep using the portal on this page, but you will need to sign in again after reloading or closing it.',
    signedOut(reason) {
      if (reason.kind === 'other-tab') return 'You signed out of the portal in another tab or window. Sign in again to continue.';
      if (reason.kind === 'expired') return 'Your session has ended or is no longer valid. Please sign in again.';
      return `The portal server ended your session: ${reason.message}`;
    },
  },
} satisfies Texts<NoticeTexts>;

/** Why this tab was signed out without the lecturer asking (the login page shows it). */
export function SignedOutNotice() {
  const t = useTexts(texts);
  const reason = useStoreValue(signOutReasonAtom);
  if (!reason) return null;
  return (
    <p className="session-notice" role="status">
      {t.signedOut(reason)}
    </p>
  );
}

/** Shown while the browser refuses to store the session. */
export function NotRememberedNotice() {
  const t = useTexts(texts);
  if (useStoreValue(persistenceAtom) !== 'refused') return null;
  return (
    <p className="session-notice" role="status">
      {t.notRemembered}
    </p>
  );
}

/** Shown while the profile is waiting for another try (the server could not be reached). */
function ProfileNotice() {
  const t = useTexts(texts);
  const status = useStoreValue(profileStatusAtom);
  const retry = useStoreValue(profileRetryAtom);
  const waiting = status.state === 'waiting' || (status.state === 'loading' && status.failures > 0);
  if (!waiting) return null;
  const offline = status.state === 'waiting' && status.retryAt === null;
  return (
    <div className="session-notice" role="status">
      <p>
        {offline ? t.offline : t.retrying}
        {status.state === 'waiting' && status.problem ? <span className="session-notice__detail">{status.problem}</span> : null}
      </p>
      {retry && !offline ? (
        <Button variant="secondary" loading={status.state === 'loading'} onClick={retry.retryNow}>
          {t.retryNow}
        </Button>
      ) : null}
    </div>
  );
}

export function SessionNotices() {
  return (
    <>
      <ProfileNotice />
      <NotRememberedNotice />
    </>
  );
}
