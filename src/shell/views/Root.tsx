import { Outlet } from '@tanstack/react-router';
import { useShownLanguage } from '../../platform/i18n/use-texts.ts';
import { SessionWatcher } from '../routing/SessionWatcher.tsx';

export default function Root() {
  useShownLanguage();
  return (
    <>
      <SessionWatcher />
      <Outlet />
    </>
  );
}
