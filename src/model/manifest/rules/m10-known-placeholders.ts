// M10: placeholders name a session field and transform the launcher knows; a misspelt one would
// send the literal text. (An unclosed `<` is an error of the address itself: M12, UNSAFE_URL.)
import { isPlaceholderField, isTransformName, placeholderFields, transformNames } from '../../../../schema/vocabulary.ts';
import type { ManifestIssue } from '../issues.ts';
import { didYouMean } from '../suggest.ts';
import { issue, type RuleContext } from './context.ts';

export function m10KnownPlaceholders({ urls }: RuleContext): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  for (const { node, template } of urls) {
    for (const { field, transform, offset } of template.placeholders) {
      if (!isPlaceholderField(field)) {
        issues.push(
          issue(
            'UNKNOWN_PLACEHOLDER',
            node,
            ['url'],
            `${node.id}: unknown placeholder <${field}>${didYouMean(field, Object.keys(placeholderFields))}`,
            { offset },
          ),
        );
      }
      if (transform !== undefined && !isTransformName(transform)) {
        const message = `${node.id}: unknown transform "${transform}" in <${field}:${transform}>${didYouMean(transform, transformNames)}; known: ${transformNames.join(', ')}`;
        issues.push(issue('UNKNOWN_PLACEHOLDER', node, ['url'], message, { offset }));
      }
    }
  }
  return issues;
}
