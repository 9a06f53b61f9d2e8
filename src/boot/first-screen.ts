// Which screen the page opens on, from the build's boot settings (<meta name="portal-boot">,
// scripts/prerender/prerender.tsx), for src/main.tsx to fetch that screen's code with the app's.
import { BOOT_META_NAME } from './ids.ts';

/** Whether this page is the dashboard home (the first screen after signing in). */
export function onDashboardHome(doc: Document = document): boolean {
  try {
    const settings = JSON.parse(doc.querySelector(`meta[name="${BOOT_META_NAME}"]`)?.getAttribute('content') ?? '{}') as {
      dashboardHome?: string;
    };
    return settings.dashboardHome === doc.location.pathname;
  } catch {
    return false;
  }
}
