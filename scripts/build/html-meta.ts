// The page description that search engines and link previews show (and Lighthouse's SEO audit
// asks for): the manifest's `portal.description`, in the page's language (Indonesian, <html
// lang="id">); a portal that has only the English one (`portal.en.description`) gets that.
import type { PortalModel } from '../../src/model/manifest/model.ts';

/** Text made safe inside an HTML attribute or element. */
export const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Puts `<meta name="description">` after the page's `<title>`; a portal without a description gets none. */
export function withDescription(html: string, portal: Pick<PortalModel['portal'], 'description' | 'en'>): string {
  const description = (portal.description ?? portal.en?.description)?.trim().replace(/\s+/g, ' ');
  if (!description) return html;
  if (!html.includes('</title>')) throw new Error('page-meta: the page needs a <title> to put the description after');
  return html.replace('</title>', `</title>\n    <meta name="description" content="${escapeHtml(description)}" />`);
}
