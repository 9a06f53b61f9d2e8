// M23: the no-access dialog says who may open an item ("… hanya dapat dibuka oleh asesor RPL"):
// the words for the holders of each session flag are the portal's (portal.flags), so every flag a
// `requires` names needs them, and portal.flags names session flags only.
import { isSessionFlag, sessionFlags } from '../../../../schema/vocabulary.ts';
import type { ManifestIssue } from '../issues.ts';
import { didYouMean } from '../suggest.ts';
import { issue, type RuleContext } from './context.ts';

export function m23FlagLabels({ portal, requirements }: RuleContext): ManifestIssue[] {
  if (!portal) return []; // no portal block (or a broken one): reported already
  const labelled = portal.value.flags ?? {};
  const issues = Object.keys(labelled)
    .filter((flag) => !isSessionFlag(flag))
    .map((flag) =>
      issue(
        'FLAG_LABEL',
        portal,
        ['flags', flag],
        `portal.flags.${flag}: not a session flag${didYouMean(flag, sessionFlags)}; known: ${sessionFlags.join(', ')}`,
      ),
    );
  const reported = new Set<string>();
  for (const { place, owner, flags } of requirements) {
    for (const [i, flag] of flags.entries()) {
      if (!isSessionFlag(flag) || Object.hasOwn(labelled, flag) || reported.has(flag)) continue;
      reported.add(flag);
      issues.push(
        issue(
          'FLAG_LABEL',
          place,
          ['requires', i],
          `${owner}: requires ${flag}, but portal.flags does not say who holds it; add portal.flags.${flag}.label (and en), the words the no-access dialog ends with: "hanya dapat dibuka oleh …"`,
        ),
      );
    }
  }
  return issues;
}
