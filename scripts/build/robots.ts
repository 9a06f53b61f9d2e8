// robots.txt, written by the build from the portal's model: a portal is a tool for signed-in
// people, so search engines may list only its entry pages — its address, the sign-in page and the
// help pages the sign-in page links to — and fetch what they need to render them (the app's files,
// the icons). Everything else is behind sign-in (a crawler would see the sign-in page again under
// hundreds of addresses) or a step of it (redirect, sign-out and error pages). Rules per RFC 9309:
// the longest matching rule wins, `$` ends a path.
import { signInHelpPages } from '../../src/model/manifest/entry-pages.ts';
import type { PortalModel } from '../../src/model/manifest/model.ts';

/** A path as a robots.txt rule matches it: percent-encoded, its `*` and `$` not special. */
const rulePath = (path: string) => encodeURI(path).replace(/\*/g, '%2A').replace(/\$/g, '%24');

/**
 * `files`: what the build serves beside the pages, by name at the site's root (`assets/`, the public
 * folder's files and folders); a folder's name ends with `/`.
 */
export function robotsTxt(model: PortalModel, files: readonly string[]): string {
  const pages = [...new Set(['/', model.portal.paths.login, ...signInHelpPages(model).map((node) => node.path)])];
  const name = model.portal.title.replace(/\s+/g, ' ');
  return [
    `# ${name}: only the entry pages may be listed (written by the build from the portal's manifest).`,
    'User-agent: *',
    ...pages.map((path) => `Allow: ${rulePath(path)}$`),
    ...[...new Set(files)].sort().map((file) => `Allow: /${rulePath(file)}${file.endsWith('/') ? '' : '$'}`),
    'Disallow: /',
    '',
  ].join('\n');
}
