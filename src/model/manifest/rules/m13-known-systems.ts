// M13: a url's `{system}` names a system defined under `systems`, whose address it starts with.
// A system whose definition broke the schema is still defined (M2 reports what is wrong with it).
import type { ManifestIssue } from '../issues.ts';
import { didYouMean } from '../suggest.ts';
import { issue, type RuleContext } from './context.ts';

export const m13KnownSystems = ({ urls, systems, read }: RuleContext): ManifestIssue[] =>
  urls
    .filter(
      ({ template }) => template.system !== undefined && !systems.has(template.system) && !read.broken.systems.includes(template.system),
    )
    .map(({ node, template: { system } }) =>
      issue(
        'UNKNOWN_SYSTEM',
        node,
        ['url'],
        `${node.id}: unknown system {${system}}${didYouMean(system!, [...systems.keys(), ...read.broken.systems])}`,
        { offset: 0 },
      ),
    );
