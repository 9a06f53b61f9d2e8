// Whether the page opens on the sign-in page, from the build's boot settings (<meta name="portal-boot">,
// scripts/build/first-paint/prerender.tsx), for entry.ts to fetch its code with the app's. The home's
// page needs no such head start: its code is in the app's chunk (scripts/build/first-paint/plugin.ts).
import { BOOT_META_NAME, type BootSettings } from './ids.ts';

export function opensOnSignIn(doc: Document = document): boolean {
  try {
    const settings = JSON.parse(
      doc.querySelector(`meta[name="${BOOT_META_NAME}"]`)?.getAttribute('content') ?? '{}',
    ) as Partial<BootSettings>;
    return settings.login !== undefined && settings.login === doc.location.pathname;
  } catch {
    return false;
  }
}
