// The node tree shared by the validator and the compiler: lookups, children in menu order and
// full paths. Tolerates broken input (missing parents, cycles) because the validator runs on it.

export interface TreeNode {
  id: string;
  parent?: string;
  segment: string;
  order?: number;
}

export interface Tree<N extends TreeNode> {
  byId: Map<string, N>;
  roots: N[];
  children: Map<string, N[]>;
  /** Full URL path, or undefined when the parent chain is broken or cyclic. */
  pathOf(id: string): string | undefined;
  ancestors(id: string): N[];
}

export function buildTree<N extends TreeNode>(nodes: readonly N[]): Tree<N> {
  const byId = new Map<string, N>();
  for (const n of nodes) if (!byId.has(n.id)) byId.set(n.id, n);
  const children = new Map<string, N[]>();
  const roots: N[] = [];
  for (const n of byId.values()) {
    if (n.parent === undefined) roots.push(n);
    else children.set(n.parent, [...(children.get(n.parent) ?? []), n]);
  }
  const byOrder = (list: N[]) =>
    list
      .map((n, i) => ({ n, i }))
      .sort((a, b) => (a.n.order ?? Infinity) - (b.n.order ?? Infinity) || a.i - b.i)
      .map(({ n }) => n);
  roots.splice(0, roots.length, ...byOrder(roots));
  for (const [id, list] of children) children.set(id, byOrder(list));

  const paths = new Map<string, string | undefined>();
  const join = (parentPath: string, segment: string) => (parentPath === '/' ? `/${segment}` : `${parentPath}/${segment}`);
  const pathOf = (id: string): string | undefined => {
    // Climb to the first node whose path is known (or a root), then fill the paths back down.
    const chain: string[] = [];
    const onChain = new Set<string>();
    let known: string | undefined;
    for (let at: string | undefined = id; ; ) {
      if (paths.has(at)) {
        known = paths.get(at);
        break;
      }
      const n = byId.get(at);
      if (!n || onChain.has(at)) break; // missing parent or a cycle: no path
      chain.push(at);
      onChain.add(at);
      if (n.parent === undefined) {
        known = '';
        break;
      }
      at = n.parent;
    }
    for (const nodeId of chain.reverse()) {
      const n = byId.get(nodeId)!;
      known = known === undefined ? undefined : known === '' ? `/${n.segment}` : join(known, n.segment);
      paths.set(nodeId, known);
    }
    return paths.get(id);
  };
  const ancestors = (id: string) => {
    const chain: N[] = [];
    const seen = new Set([id]);
    for (let p = byId.get(id)?.parent; p !== undefined && !seen.has(p); p = byId.get(p)?.parent) {
      seen.add(p);
      const parent = byId.get(p);
      if (!parent) break;
      chain.push(parent);
    }
    return chain;
  };
  return { byId, roots, children, pathOf, ancestors };
}
