// M4: a node's parent exists, so every node hangs somewhere in the menu.
import { didYouMean } from '../suggest.ts';
import { issue, type RuleContext } from './context.ts';

export const m4ParentExists = ({ nodes, ids }: RuleContext) =>
  [...nodes.values()]
    .filter((node) => node.parent !== undefined && !nodes.has(node.parent))
    .map((node) =>
      issue('UNKNOWN_PARENT', node, ['parent'], `${node.id}: parent "${node.parent}" does not exist${didYouMean(node.parent!, ids)}`),
    );
