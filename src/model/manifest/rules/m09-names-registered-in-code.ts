// M9: component, layout and icon name something registered in code (schema/vocabulary.ts); the
// manifest can only choose among them, never bring its own.
import { iconKeys, isIconKey, isLayoutKey, isPageKey, layoutKeys, pageKeys } from '../../../../schema/vocabulary.ts';
import type { ManifestIssue } from '../issues.ts';
import { didYouMean } from '../suggest.ts';
import { issue, type RuleContext } from './context.ts';

const vocabulary = [
  ['component', pageKeys, isPageKey, 'page'],
  ['layout', layoutKeys, isLayoutKey, 'layout'],
  ['icon', iconKeys, isIconKey, 'icon'],
] as const;

export function m9NamesRegisteredInCode({ nodes }: RuleContext): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  for (const node of nodes.values()) {
    for (const [field, known, isKnown, what] of vocabulary) {
      const value = node.def?.[field];
      if (value !== undefined && !isKnown(value)) {
        issues.push(issue('UNKNOWN_NAME', node, [field], `${node.id}: unknown ${what} "${value}"${didYouMean(value, known)}`));
      }
    }
  }
  return issues;
}
