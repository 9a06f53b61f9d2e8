// "Preview as role" (dev only; the header loads it behind import.meta.env.DEV): switch each session
// flag (named as the portal names who holds it) and the id token on or off to see the portal as a
// person of that kind, without signing in again. Only this tab's memory changes (the browser keeps
// storing the real session): leaving the page, signing out or "back to my session" shows the real
// session again, and a banner shows while previewing.
import { useRouter } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useStoreValue } from '../../platform/core/use-store-value.ts';
import { useEffect, useState, type ChangeEvent } from 'react';
import { createPortal } from 'react-dom';
import { useModel } from '../../platform/core/model-context.tsx';
import type { Texts } from '../../platform/i18n/lang.ts';
import { flagLabelOf } from '../../platform/i18n/localize.ts';
import { useLang, useTexts } from '../../platform/i18n/use-texts.ts';
import { authAtom } from '../../platform/session/state.ts';
import { endPreview, followSession, previewAtom, realRole, showRole, type PreviewRole } from './state.ts';
import './preview.css';

const texts = {
  id: {
    panel: 'Pratinjau peran (dev)',
    legend: 'Lihat portal sebagai:',
    withIdToken: 'Token ID (tautan yang memakainya)',
    banner: 'Pratinjau peran: ini bukan sesi Anda yang sebenarnya.',
    on: 'ya',
    off: 'tidak',
    end: 'Kembali ke sesi asli',
  },
  en: {
    panel: 'Preview as role (dev)',
    legend: 'See the portal as:',
    withIdToken: 'ID token (the links that carry it)',
    banner: 'Previewing a role: this is not your real session.',
    on: 'yes',
    off: 'no',
    end: 'Back to my session',
  },
} satisfies Texts<{
  panel: string;
  legend: string;
  withIdToken: string;
  banner: string;
  on: string;
  off: string;
  end: string;
}>;

const flagKeys = ['statusAsesor', 'accessLkam', 'withIdToken'] as const satisfies readonly (keyof PreviewRole)[];

/** Mounted in the browser only: the header is also rendered on the server (a portal cannot be). */
export default function PreviewSlot() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted ? <PreviewAsRole /> : null;
}

function PreviewAsRole() {
  const store = useStore();
  const router = useRouter();
  const t = useTexts(texts);
  const { portal } = useModel();
  const lang = useLang();
  // The flags in the portal's words for the people who hold them (as the no-access dialog names them).
  const nameOf = (key: keyof PreviewRole) => (key === 'withIdToken' ? t.withIdToken : flagLabelOf(portal, key, lang));
  const preview = useStoreValue(previewAtom);
  const auth = useStoreValue(authAtom);
  const role = preview?.role ?? realRole(auth);

  useEffect(() => {
    const unfollow = followSession(store);
    return () => {
      unfollow();
      endPreview(store); // no header, no banner: a preview must not go on unseen
    };
  }, [store]);

  // Pages and guards that read the session see the change at once.
  const refresh = () => void router.invalidate();
  const toggle = (key: keyof PreviewRole) => (e: ChangeEvent<HTMLInputElement>) => {
    showRole(store, { ...role, [key]: e.target.checked });
    refresh();
  };
  const stop = () => {
    endPreview(store);
    refresh();
  };

  return createPortal(
    <>
      {preview && (
        <div className="dev-preview-banner" role="status">
          <span>
            {t.banner} {flagKeys.map((key) => `${nameOf(key)}: ${preview.role[key] ? t.on : t.off}`).join(' · ')}
          </span>
          <button type="button" onClick={stop}>
            {t.end}
          </button>
        </div>
      )}
      <details className="dev-preview-panel" data-print="hide">
        <summary>{t.panel}</summary>
        <fieldset>
          <legend>{t.legend}</legend>
          {flagKeys.map((key) => (
            <label key={key}>
              <input type="checkbox" checked={role[key]} onChange={toggle(key)} />
              {nameOf(key)}
            </label>
          ))}
        </fieldset>
        {preview && (
          <button type="button" onClick={stop}>
            {t.end}
          </button>
        )}
      </details>
    </>,
    document.body,
  );
}
