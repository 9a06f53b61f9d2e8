import { useSetAtom, useStore } from 'jotai';
import { useStoreValue } from '../../platform/core/use-store-value.ts';
import { lazy, Suspense, useState } from 'react';
import { useModel } from '../../platform/core/model-context.tsx';
import type { Texts } from '../../platform/i18n/lang.ts';
import { useTexts } from '../../platform/i18n/use-texts.ts';
import { useInstitution, usePortalName } from '../../platform/i18n/portal-name.ts';
import { SearchButton } from '../../features/search/SearchButton.tsx';
import { isModalLogoutAtom } from './logout-question.ts';
import { authAtom, headerNameOf } from '../../platform/session/state.ts';
import { ThemeToggle } from '../../features/theme/ThemeToggle.tsx';
import { Button } from '../../platform/ui/button.tsx';
import { Modal, preloadModal, useModalPending } from '../../platform/ui/modal.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { firstPaintPart } from '../first-paint/home-snapshot.ts';

interface HeaderTexts {
  menu: string;
  signOut: string;
  confirmTitle: string;
  cancel: string;
  confirmText: (portal: string, provider: string) => string;
}

const texts = {
  id: {
    menu: 'Menu',
    signOut: 'Keluar',
    confirmTitle: 'Keluar dari portal?',
    cancel: 'Batal',
    confirmText: (portal, provider) => `Anda akan keluar dari ${portal} dan akun ${provider} di peramban ini.`,
  },
  en: {
    menu: 'Menu',
    signOut: 'Sign out',
    confirmTitle: 'Sign out of the portal?',
    cancel: 'Cancel',
    confirmText: (portal, provider) => `You will be signed out of ${portal} and of your ${provider} account in this browser.`,
  },
} satisfies Texts<HeaderTexts>;

// Dev only: the branch (and its chunk) is dropped from production builds.
const PreviewAsRole = import.meta.env.DEV ? lazy(() => import('../../features/preview/PreviewAsRole.tsx')) : null;

export function Header({ menuId, menuOpen, onToggleMenu }: { menuId: string; menuOpen: boolean; onToggleMenu: () => void }) {
  const model = useModel();
  const portalName = usePortalName();
  const { provider } = useInstitution();
  const t = useTexts(texts);
  const auth = useStoreValue(authAtom);
  const confirming = useStoreValue(isModalLogoutAtom);
  const setConfirming = useSetAtom(isModalLogoutAtom);
  const [leaving, setLeaving] = useState(false);
  // Asked, and the question not shown yet: the button says so from the click.
  const asking = useModalPending(confirming);
  const store = useStore();
  const name = headerNameOf(auth);

  const signOut = async () => {
    setLeaving(true);
    const { logout } = await import('../../platform/auth/logout.ts');
    await logout(store, { paths: model.portal.paths });
    setLeaving(false);
    setConfirming(false);
  };

  return (
    <header className="portal-header" data-print="hide">
      <button type="button" className="portal-menu-button" aria-controls={menuId} aria-expanded={menuOpen} onClick={onToggleMenu}>
        <span aria-hidden="true">☰</span>
        <span className="ui-visually-hidden">{t.menu}</span>
      </button>
      <span className="portal-title">{portalName}</span>
      <SearchButton />
      <span className="portal-user" title={auth.userEmail ?? undefined} {...firstPaintPart('user')}>
        {name}
      </span>
      <ThemeToggle className="portal-icon-button" />
      <LanguageSwitch className="portal-icon-button" />
      {PreviewAsRole && (
        <Suspense fallback={null}>
          <PreviewAsRole />
        </Suspense>
      )}
      <Button
        variant="ghost"
        aria-busy={asking || undefined}
        onPointerEnter={preloadModal}
        onFocus={preloadModal}
        onClick={() => setConfirming(true)}
      >
        {t.signOut}
      </Button>
      <Modal
        open={confirming}
        onClose={() => !leaving && setConfirming(false)}
        title={t.confirmTitle}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={leaving}>
              {t.cancel}
            </Button>
            <Button variant="danger" loading={leaving} onClick={signOut}>
              {t.signOut}
            </Button>
          </>
        }
      >
        <p>{t.confirmText(portalName, provider)}</p>
      </Modal>
    </header>
  );
}
