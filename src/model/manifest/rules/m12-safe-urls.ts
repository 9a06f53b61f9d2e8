// M12: node and system addresses are absolute https: (http: only on localhost), judged after the
// browser's own normalisation, so no manifest entry can turn a link into script. Also where the
// template itself is malformed: an unclosed `<`, a `{system}` that does not start the url.
import type { ManifestIssue } from '../issues.ts';
import { checkUrl } from '../url-policy.ts';
import { sample } from '../url-template.ts';
import { issue, type RuleContext } from './context.ts';

/** Fills every placeholder, so the shape of the address can be checked before any value exists. */
const standIn = 'placeholder-value';

export function m12SafeUrls({ urls, systems }: RuleContext): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  for (const { node, template } of urls) {
    for (const error of template.errors)
      issues.push(issue('UNSAFE_URL', node, ['url'], `${node.id}: ${error.message}`, { offset: error.offset }));
    const system = template.system === undefined ? undefined : systems.get(template.system);
    if (template.system !== undefined && !system) continue; // M13; without its address there is nothing to judge
    const verdict = checkUrl(sample(template.written, system?.value.url ?? '', standIn));
    if (!verdict.ok) issues.push(issue('UNSAFE_URL', node, ['url'], `${node.id}: ${verdict.reason}`));
    else if (verdict.url.host.includes(standIn) || verdict.url.protocol.includes(standIn)) {
      issues.push(issue('UNSAFE_URL', node, ['url'], `${node.id}: placeholders may not stand in the scheme or host of an address`));
    }
  }
  for (const system of systems.values()) {
    const verdict = checkUrl(system.value.url);
    if (!verdict.ok) issues.push(issue('UNSAFE_URL', system, ['url'], `system ${system.value.name}: ${verdict.reason}`));
    else if (verdict.url.search || verdict.url.hash) {
      issues.push(
        issue('UNSAFE_URL', system, ['url'], `system ${system.value.name}: a system address is a base without ?query or #fragment`),
      );
    }
  }
  return issues;
}
