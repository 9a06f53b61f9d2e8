import { Outlet } from '@tanstack/react-router';
import { SessionWatcher } from '../routing/SessionWatcher.tsx';

export default function Root() {
  return (
    <>
      <SessionWatcher />
      <Outlet />
    </>
  );
}
