// Which screen the page opens on, from the build's boot settings (<meta name="portal-boot">,
// scripts/first-paint/prerender.tsx), for start.ts to fetch that screen's code with the app's.
import { BOOT_META_NAME, type BootSettings } from './ids.ts';

/** Whether this page is the dashboard home (the first screen after signing in). */
export function onDashboardHome(doc: Document = document): boolean {
  try {
    const settings = JSON.parse(
      doc.querySelector(`meta[name="${BOOT_META_NAME}"]`)?.getAttribute('content') ?? '{}',
    ) as Partial<BootSettings>;
    return settings.dashboardHome === doc.location.pathname;
  } catch {
    return false;
  }
}
