// M14: `requires` (of a node or an announcement) names a boolean session flag; an unknown flag
// would hide the item from everyone.
import { isSessionFlag, sessionFlags } from '../../../../schema/vocabulary.ts';
import type { ManifestIssue } from '../issues.ts';
import { didYouMean } from '../suggest.ts';
import { issue, type RuleContext } from './context.ts';

export function m14KnownSessionFlags({ requirements }: RuleContext): ManifestIssue[] {
  return requirements.flatMap(({ place, owner, flags }) =>
    flags.flatMap((flag, i) =>
      isSessionFlag(flag)
        ? []
        : [
            issue(
              'UNKNOWN_FLAG',
              place,
              ['requires', i],
              `${owner}: unknown session flag "${flag}"${didYouMean(flag, sessionFlags)}; known: ${sessionFlags.join(', ')}`,
            ),
          ],
    ),
  );
}
