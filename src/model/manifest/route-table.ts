// The route report: one row per node, in menu order. Shared by `npm run manifest:routes` and the
// /list-route page, so support staff and editors read the same table.
import type { PortalModel, PortalNode } from './model.ts';

export interface RouteRow {
  id: string;
  path: string;
  label: string;
  access: PortalNode['access'];
  kind: PortalNode['behaviour']['kind'];
  /** Redirect: the target's path; component: the page key; url: the template. */
  target: string;
  requires: string[];
  hidden: boolean;
  depth: number;
  mode?: string;
}

export function routeTable(model: PortalModel): RouteRow[] {
  const rows: RouteRow[] = [];
  const visit = (id: string, depth: number) => {
    const node = model.nodes[id]!;
    const b = node.behaviour;
    rows.push({
      id,
      path: node.path,
      label: node.label,
      access: node.access,
      kind: b.kind,
      target: b.kind === 'redirect' ? model.nodes[b.target]!.path : b.kind === 'component' ? b.page : b.template,
      requires: node.requires,
      hidden: node.hidden,
      depth,
      ...(node.mode !== undefined && { mode: node.mode }),
    });
    for (const child of node.children) visit(child, depth + 1);
  };
  for (const root of model.roots) visit(root, 0);
  return rows;
}
