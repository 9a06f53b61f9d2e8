// M13: a url's `{system}` names a system defined under `systems`, whose address it starts with.
import type { ManifestIssue } from '../issues.ts';
import { didYouMean } from '../suggest.ts';
import { issue, type RuleContext } from './context.ts';

export const m13KnownSystems = ({ urls, systems }: RuleContext): ManifestIssue[] =>
  urls
    .filter(({ template }) => template.system !== undefined && !systems.has(template.system))
    .map(({ node, template: { system } }) =>
      issue('UNKNOWN_SYSTEM', node, ['url'], `${node.id}: unknown system {${system}}${didYouMean(system!, systems.keys())}`, { offset: 0 }),
    );
