// What a manifest change does, for review (`npm run manifest:diff`): two compiled models → one
// ManifestDiff (types.ts), ordered by importance (route paths that break first). Pure: the CLI does
// the git and file work; report.ts and the formatters write the result.
import type { Behaviour, PortalModel, PortalNode } from '../../../src/model/manifest/model.ts';
import { diffAnnouncements, diffMaintenance, diffPortalBlock, diffSystems, list, valueChange, windowText, yesNo } from './diff-blocks.ts';
import type { Category, FieldChange, ManifestDiff, Moved, NodeEntry, NodeRef, Provenance, Renamed, RouteChange } from './types.ts';

const empty: PortalModel = {
  portal: {
    id: '',
    title: '',
    home: '',
    login: '',
    institution: { name: '', shortName: '', account: '', provider: '', help: '' },
    paths: { home: '', login: '', signedOut: '' },
  },
  systems: {},
  nodes: {},
  roots: [],
  announcements: [],
};

const refOf = (n: PortalNode): NodeRef => ({ id: n.id, label: n.label, path: n.path });

/** Node ids in menu order: each root, then its descendants depth first. */
function menuOrder(model: PortalModel): string[] {
  const out: string[] = [];
  const visit = (id: string) => {
    out.push(id);
    model.nodes[id]?.children.forEach(visit);
  };
  model.roots.forEach(visit);
  return out;
}

/**
 * Compares two compiled manifests of one portal. Nodes are matched by id; a removed id whose path
 * an added id now has is the same node renamed. Either side may be missing (a portal that is new,
 * or was deleted): then everything is added, or removed.
 */
export function diffModels(
  beforeModel: PortalModel | undefined,
  afterModel: PortalModel | undefined,
  provenance: Provenance = {},
): ManifestDiff {
  const before = beforeModel ?? empty;
  const after = afterModel ?? empty;
  const b = before.nodes;
  const a = after.nodes;
  const afterByPath = new Map(Object.values(a).map((n) => [n.path, n]));

  // before id → after id
  const match = new Map<string, string>();
  const renamed: Renamed[] = [];
  const beforeOrder = menuOrder(before);
  const afterOrder = menuOrder(after);
  for (const id of beforeOrder) if (a[id]) match.set(id, id);
  for (const id of beforeOrder) {
    if (a[id]) continue;
    const owner = afterByPath.get(b[id]!.path);
    if (owner && !b[owner.id]) {
      match.set(id, owner.id);
      renamed.push({ from: id, to: owner.id, label: owner.label, path: owner.path });
    }
  }
  const matchedAfter = new Set(match.values());
  const counterpart = (id: string) => {
    const other = match.get(id);
    return other === undefined ? undefined : a[other];
  };

  // Route paths. Walking in menu order lets a descendant fold into its parent's entry when it
  // breaks the same way (removed along with it, or carried along by the same move).
  const routes: RouteChange[] = [];
  const routeOf = new Map<string, { entry: RouteChange; movedTo?: string }>();
  for (const id of beforeOrder) {
    const old = b[id]!;
    const now = counterpart(id);
    if (now && now.path === old.path) continue;
    const owner = afterByPath.get(old.path);
    const why = !now ? 'removed' : now.parent === (old.parent === undefined ? undefined : match.get(old.parent)) ? 'path' : 'moved';
    if (owner) {
      routes.push({
        status: 'taken',
        path: old.path,
        node: refOf(old),
        why,
        ...(now && { movedTo: now.path }),
        nowShows: refOf(owner),
        below: [],
      });
      continue;
    }
    const parent = old.parent === undefined ? undefined : routeOf.get(old.parent);
    const sameFate =
      parent?.entry.status === 'broken' &&
      (now
        ? parent.movedTo !== undefined && now.parent === match.get(old.parent!) && now.segment === old.segment
        : parent.movedTo === undefined);
    if (parent && sameFate) {
      parent.entry.below.push({ path: old.path, ...(now && { movedTo: now.path }) });
      routeOf.set(id, { entry: parent.entry, ...(now && { movedTo: now.path }) });
    } else {
      const entry: RouteChange = { status: 'broken', path: old.path, node: refOf(old), why, ...(now && { movedTo: now.path }), below: [] };
      routes.push(entry);
      routeOf.set(id, { entry, ...(now && { movedTo: now.path }) });
    }
  }
  routes.sort((x, y) => (x.status === y.status ? compare(x.path, y.path) : x.status === 'broken' ? -1 : 1));

  const describe = (beh: Behaviour, model: PortalModel) =>
    beh.kind === 'url'
      ? `link ${beh.template}`
      : beh.kind === 'component'
        ? `page ${beh.page}`
        : `group opening ${beh.target} (${model.nodes[beh.target]?.path ?? '?'})`;
  const folded = (model: PortalModel, order: string[], gone: (id: string) => boolean): NodeEntry[] => {
    const nodes = model.nodes;
    const entries: NodeEntry[] = [];
    const entryOf = new Map<string, NodeEntry>();
    for (const id of order) {
      if (!gone(id)) continue;
      const n = nodes[id]!;
      const parentEntry = n.parent === undefined ? undefined : entryOf.get(n.parent);
      if (parentEntry) {
        parentEntry.below.push(refOf(n));
        entryOf.set(id, parentEntry);
      } else {
        const entry = { node: refOf(n), behaviour: describe(n.behaviour, model), below: [] };
        entries.push(entry);
        entryOf.set(id, entry);
      }
    }
    return entries;
  };
  const removed = folded(before, beforeOrder, (id) => !match.has(id));
  const added = folded(after, afterOrder, (id) => !matchedAfter.has(id));

  const moved: Moved[] = [];
  const fields: FieldChange[] = [];
  for (const id of beforeOrder) {
    const old = b[id]!;
    const now = counterpart(id);
    if (!now) continue;
    const node = refOf(now);
    const change = (category: Category, field: string, x: string | undefined, y: string | undefined, text = false) => {
      if (x !== y) fields.push({ node, category, ...valueChange(field, x, y, text) });
    };

    const oldParent = old.parent === undefined ? undefined : (match.get(old.parent) ?? `\0${old.parent}`);
    if (oldParent !== now.parent) {
      moved.push({
        node,
        ...(old.parent !== undefined && { from: refOf(b[old.parent]!) }),
        ...(now.parent !== undefined && { to: refOf(a[now.parent]!) }),
        fromPath: old.path,
      });
    }

    const ob = old.behaviour;
    const nb = now.behaviour;
    if (ob.kind === 'url' && nb.kind === 'url') change('url', 'url', ob.template, nb.template);
    else if (ob.kind === 'redirect' && nb.kind === 'redirect') {
      if (match.get(ob.target) !== nb.target) change('rule', 'redirect', describe(ob, before), describe(nb, after));
    } else if (ob.kind === 'component' && nb.kind === 'component') change('rule', 'component', ob.page, nb.page);
    else change('rule', 'behaviour', describe(ob, before), describe(nb, after));
    change('rule', 'access', old.access, now.access);
    change('rule', 'requires', list([...old.requires].sort()), list([...now.requires].sort()));
    change('rule', 'hidden', yesNo(old.hidden), yesNo(now.hidden));
    change('rule', 'window', windowText(old.window) ?? 'always', windowText(now.window) ?? 'always');
    change('rule', 'help', old.help, now.help, true);
    change('rule', 'en.help', old.en?.help, now.en?.help, true);
    change('rule', 'layout', old.layout ?? 'none', now.layout ?? 'none');

    change('label', 'label', old.label, now.label, true);
    // The title follows the label unless it is set; a label change alone is reported once.
    if (old.title !== old.label || now.title !== now.label) change('label', 'title', old.title, now.title, true);
    change('label', 'en.label', old.en?.label, now.en?.label, true);
    change('label', 'en.title', old.en?.title, now.en?.title, true);

    change('other', 'icon', old.icon, now.icon);
    change('other', 'description', old.description, now.description, true);
    change('other', 'en.description', old.en?.description, now.en?.description, true);
    change('other', 'keywords', list(old.keywords), list(now.keywords));
    change('other', 'source', old.source, now.source);
    change('other', 'mode', old.mode, now.mode);
    // Menu order among children that stay: added and removed children are reported on their own.
    const kept = new Set(now.children);
    const oldOrder = old.children.map((c) => match.get(c)).filter((c): c is string => c !== undefined && kept.has(c));
    const stayed = new Set(oldOrder);
    change('other', 'menu order', oldOrder.join(', '), now.children.filter((c) => stayed.has(c)).join(', '));
  }
  const categories: Category[] = ['url', 'rule', 'label', 'other'];
  const position = new Map(afterOrder.map((id, i) => [id, i]));
  fields.sort(
    (x, y) => categories.indexOf(x.category) - categories.indexOf(y.category) || position.get(x.node.id)! - position.get(y.node.id)!,
  );

  return {
    portal: after.portal.id || before.portal.id,
    routes,
    removed,
    renamed,
    moved,
    added,
    fields,
    systems: diffSystems(before, after, afterOrder, beforeOrder, provenance),
    announcements: diffAnnouncements(before, after, match),
    maintenance: diffMaintenance(before, after),
    // A portal that is new or deleted has nothing to compare its block with.
    portalBlock: beforeModel && afterModel ? diffPortalBlock(before.portal, after.portal) : [],
  };
}

const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

export const isEmpty = (d: ManifestDiff) =>
  !d.routes.length &&
  !d.removed.length &&
  !d.renamed.length &&
  !d.moved.length &&
  !d.added.length &&
  !d.fields.length &&
  !d.systems.length &&
  !d.announcements.length &&
  !d.maintenance.length &&
  !d.portalBlock.length;

/** Broken route paths, counting the folded ones. */
export const brokenPaths = (d: ManifestDiff) => d.routes.filter((r) => r.status === 'broken').reduce((n, r) => n + 1 + r.below.length, 0);
