// Which build a page is, and which build the server has now. Shared by the build
// (scripts/build/version-plugin.ts writes both) and the page (src/features/deploys/deploys.ts reads
// both).
//
// The version is a hash of everything the build emits, so any change to the app or its menu makes
// a new one and a build of the same tree makes the same one. index.html carries it in a meta tag:
// a page knows the build it runs (with the service worker, the build it was answered from).
// /version.json says what the server has: nginx sends it with no-cache (deploy/nginx.conf.template),
// the worker never keeps it (scripts/build/pwa-options.ts), and the page asks for it with
// no-store, so an open tab can tell a deployment from a network fault for a few hundred bytes.

/** `<meta name="portal-version" content="…">` in index.html. */
export const VERSION_META_NAME = 'portal-version';

/**
 * The version of the build this page runs (index.html's meta); undefined outside a build. The
 * page's deploy checks compare it with the server's (deploys.ts); the dashboard home keeps it with
 * what it rendered, and the boot script paints that only for the same build (src/shell/first-paint/home-snapshot.ts).
 */
export const ownVersion = (doc: Document = document): string | undefined =>
  doc.querySelector<HTMLMetaElement>(`meta[name="${VERSION_META_NAME}"]`)?.content || undefined;

/** Next to index.html, at the site's base. */
export const VERSION_FILE = 'version.json';

/** The body of /version.json. */
export const versionFileText = (version: string): string => `${JSON.stringify({ version })}\n`;

/** The version in a /version.json body; undefined for anything else (a proxy's page, an empty file). */
export function parseVersionFile(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || !('version' in parsed)) return undefined;
    const { version } = parsed;
    return typeof version === 'string' && version !== '' ? version : undefined;
  } catch {
    return undefined;
  }
}
