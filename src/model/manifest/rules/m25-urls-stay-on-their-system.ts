// M25: a url that starts with `{system}` opens that system, on its origin. The text after the
// reference must end the address's authority at once (nothing, or `/`, `?` or `#`); anything else
// (`.evil.example`, `@evil.example`, `:8443`, a placeholder, a look-alike dot) can continue the
// host, replace it with userinfo or change the port, and would carry the lecturer's tokens (M11
// lets them go only to a trusted system's address) to another server. The launcher checks the
// filled address's origin again (src/features/launch/plan.ts).
import { isPlaceholderField, placeholderFields } from '../../../../schema/vocabulary.ts';
import type { ManifestIssue } from '../issues.ts';
import { sample } from '../url-template.ts';
import { issue, type RuleContext } from './context.ts';

const endsAuthority = /^[/?#]/;

/** Where the address would go instead, when the URL parser can tell. */
function originOf(address: string): string | undefined {
  try {
    return new URL(address).origin;
  } catch {
    return undefined;
  }
}

export function m25UrlsStayOnTheirSystem({ urls, systems }: RuleContext): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  for (const { node, url, template } of urls) {
    if (template.system === undefined) continue;
    const system = systems.get(template.system);
    if (!system) continue; // M13
    const [first] = template.written;
    if (first === undefined || (typeof first === 'string' && endsAuthority.test(first))) continue;
    const own = originOf(system.value.url) ?? system.value.url; // an unsafe system address is M12's
    const reached = typeof first === 'string' ? originOf(sample(template.written, system.value.url, 'x')) : undefined;
    const tokens = template.placeholders.filter((p) => isPlaceholderField(p.field) && placeholderFields[p.field].token);
    const rest = url.slice(template.system.length + 2);
    const outcome =
      typeof first !== 'string'
        ? `lets <${first.field}> become part of the host of ${own}`
        : reached && reached !== own
          ? `would open ${reached} instead of ${own}`
          : `can move the address off ${own}`;
    const carried = tokens.length ? `, with ${tokens.map((t) => `<${t.field}>`).join(', ')}` : '';
    issues.push(
      issue(
        'LEAVES_SYSTEM',
        node,
        ['url'],
        `${node.id}: after {${template.system}} the url must go on with /, ? or # (or end there): "${rest}" ${outcome}${carried}`,
        { offset: template.system.length + 2 },
      ),
    );
  }
  return issues;
}
