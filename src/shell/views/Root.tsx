import { Outlet } from '@tanstack/react-router';
import { LanguageRoot } from '../../platform/i18n/use-texts.ts';
import { SessionWatcher } from '../routing/SessionWatcher.tsx';

export default function Root() {
  return (
    <LanguageRoot>
      <SessionWatcher />
      <Outlet />
    </LanguageRoot>
  );
}
