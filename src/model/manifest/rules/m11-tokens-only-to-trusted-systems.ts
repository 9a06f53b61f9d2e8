// M11: a token (idToken, token, token2) lets its holder act as the user, so it may only be put
// into the address of a system marked `trusted: true`. Whether a system whose definition broke the
// schema (M2) is trusted cannot be told, so its links wait until it is fixed.
import { isPlaceholderField, placeholderFields } from '../../../../schema/vocabulary.ts';
import type { ManifestIssue } from '../issues.ts';
import { issue, type RuleContext } from './context.ts';

const isToken = (field: string) => isPlaceholderField(field) && placeholderFields[field].token;

export function m11TokensOnlyToTrustedSystems({ urls, systems, read }: RuleContext): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  for (const { node, template } of urls) {
    const system = template.system === undefined ? undefined : systems.get(template.system);
    if (system?.value.trusted) continue;
    if (!system && template.system !== undefined && read.broken.systems.includes(template.system)) continue;
    const target = system ? `system ${system.value.name} is not marked trusted: true` : 'the url names no {system}';
    for (const { field, offset } of template.placeholders) {
      if (isToken(field))
        issues.push(
          issue('TOKEN_TO_UNTRUSTED', node, ['url'], `${node.id}: <${field}> is a token and may only go to a trusted system; ${target}`, {
            offset,
          }),
        );
    }
  }
  return issues;
}
