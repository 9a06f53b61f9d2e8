import { useCurrentNode } from '../../../shell/routing/use-current-node.ts';

/** The page's portal API path from its manifest node (`source:`), or the page's default. */
export function useSourcePath(fallback: string): string {
  return useCurrentNode()?.source ?? fallback;
}
