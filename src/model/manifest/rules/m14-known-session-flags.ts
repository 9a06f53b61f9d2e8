// M14: `requires` (of a node or an announcement) names a boolean session flag; an unknown flag
// would hide the item from everyone.
import { isSessionFlag, sessionFlags } from '../../../../schema/vocabulary.ts';
import type { ManifestIssue } from '../issues.ts';
import { didYouMean } from '../suggest.ts';
import { issue, type Place, type RuleContext } from './context.ts';

export function m14KnownSessionFlags({ nodes, announcements }: RuleContext): ManifestIssue[] {
  const holders: [Place, string, readonly string[] | undefined][] = [
    ...[...nodes.values()].map((n): [Place, string, string[] | undefined] => [n, n.id, n.def?.requires]),
    ...[...announcements.values()].map((a): [Place, string, string[] | undefined] => [a, `announcement ${a.id}`, a.def?.requires]),
  ];
  return holders.flatMap(([place, owner, requires]) =>
    (requires ?? []).flatMap((flag, i) =>
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
