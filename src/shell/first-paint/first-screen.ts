// Which screen the page opens on, from the build's boot settings (<meta name="portal-boot">,
// scripts/build/first-paint/prerender.tsx), for entry.ts to fetch that screen's code with the app's.
import { BOOT_META_NAME, type BootSettings } from './ids.ts';

/** The screens whose code is worth fetching with the app's: the dashboard home and the sign-in page. */
export type FirstScreen = 'dashboard' | 'login';

/** The screen this page opens on, when it is one of them. */
export function firstScreenOf(doc: Document = document): FirstScreen | undefined {
  try {
    const settings = JSON.parse(
      doc.querySelector(`meta[name="${BOOT_META_NAME}"]`)?.getAttribute('content') ?? '{}',
    ) as Partial<BootSettings>;
    const path = doc.location.pathname;
    return settings.dashboardHome === path ? 'dashboard' : settings.login === path ? 'login' : undefined;
  } catch {
    return undefined;
  }
}
