import { useMatches } from '@tanstack/react-router';
import { useModel } from '../../platform/core/model-context.tsx';
import type { PortalNode } from '../../model/manifest/model.ts';

/** The manifest node of the deepest matched route (each route carries its node id as static data). */
export function useCurrentNode(): PortalNode | undefined {
  const model = useModel();
  const nodeId = useMatches({ select: (matches) => matches.findLast((m) => m.staticData.nodeId)?.staticData.nodeId });
  return nodeId ? model.nodes[nodeId] : undefined;
}
