// What a manifest change does, for review (`npm run manifest:diff`): two compiled models → one
// ManifestDiff, ordered by importance (route paths that break first), and two formatters (a
// terminal and a pull-request comment). Pure: the CLI does the git and file work.
import type { Announcement, Behaviour, PortalModel, PortalNode } from '../../src/manifest/model.ts';
import { formatWindow } from '../../src/manifest/schedule.ts';

export interface NodeRef {
  id: string;
  label: string;
  path: string;
}

/** An old route path that no longer leads where it did (bookmarks, shared links, other sites). */
export interface RouteChange {
  /** broken: nothing answers at `path` any more; taken: another node answers there now. */
  status: 'broken' | 'taken';
  path: string;
  /** The node that had the path. */
  node: NodeRef;
  /** removed; moved (to another parent); path: its own segment changed. */
  why: 'removed' | 'moved' | 'path';
  /** The node's new path, when it still exists. */
  movedTo?: string;
  /** taken: the node that now answers at `path`. */
  nowShows?: NodeRef;
  /** Paths below `path` that break the same way (the same move or removal), folded in. */
  below: { path: string; movedTo?: string }[];
}

/** A node added or removed, with its added or removed descendants folded in. */
export interface NodeEntry {
  node: NodeRef;
  /** What it does, e.g. "link {sinta}/authors?q=<namaTanpaGelar>". */
  behaviour: string;
  below: NodeRef[];
}

export interface Renamed {
  from: string;
  to: string;
  label: string;
  path: string;
}

export interface Moved {
  node: NodeRef;
  /** Parent before / after (undefined: top level). */
  from?: NodeRef;
  to?: NodeRef;
  fromPath: string;
}

export type Category = 'url' | 'rule' | 'label' | 'other';

/** One field of a node that changed; values are already written for people. */
export interface ValueChange {
  field: string;
  before?: string;
  after?: string;
  /** Free text (labels, descriptions, help), shown quoted; other values are names, paths, rules. */
  text?: true;
}

export interface FieldChange extends ValueChange {
  node: NodeRef;
  category: Category;
}

export interface SystemChange {
  name: string;
  status: 'added' | 'removed' | 'changed';
  changes: ValueChange[];
  /** Ids of the nodes whose links use the system. */
  usedBy: string[];
}

export interface AnnouncementChange {
  id: string;
  title: string;
  status: 'added' | 'removed' | 'changed';
  changes: ValueChange[];
}

export interface ManifestDiff {
  portal: string;
  /** Broken first, then taken; each by path. */
  routes: RouteChange[];
  removed: NodeEntry[];
  renamed: Renamed[];
  moved: Moved[];
  added: NodeEntry[];
  /** url, then rule, label and other changes; within a category in menu order. */
  fields: FieldChange[];
  systems: SystemChange[];
  announcements: AnnouncementChange[];
  portalBlock: ValueChange[];
}

const empty: PortalModel = { portal: { id: '', title: '', home: '', login: '' }, systems: {}, nodes: {}, roots: [], announcements: [] };

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

const yesNo = (b: boolean) => (b ? 'yes' : 'no');
const list = (items: readonly string[]) => (items.length ? items.join(', ') : 'none');
const windowText = (w: PortalNode['window']) => (w ? formatWindow(w, 'en') : undefined);

/**
 * Compares two compiled manifests of one portal. Nodes are matched by id; a removed id whose path
 * an added id now has is the same node renamed. Either side may be missing (a portal that is new,
 * or was deleted): then everything is added, or removed.
 */
export function diffModels(beforeModel: PortalModel | undefined, afterModel: PortalModel | undefined): ManifestDiff {
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
      routes.push({ status: 'taken', path: old.path, node: refOf(old), why, ...(now && { movedTo: now.path }), nowShows: refOf(owner), below: [] });
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
  fields.sort((x, y) => categories.indexOf(x.category) - categories.indexOf(y.category) || position.get(x.node.id)! - position.get(y.node.id)!);

  return {
    portal: after.portal.id || before.portal.id,
    routes,
    removed,
    renamed,
    moved,
    added,
    fields,
    systems: diffSystems(before, after, afterOrder, beforeOrder),
    announcements: diffAnnouncements(before, after, match),
    // A portal that is new or deleted has nothing to compare its block with.
    portalBlock:
      beforeModel && afterModel
        ? values(
            (['title', 'home', 'login', 'description'] as const).map((field) => [field, before.portal[field], after.portal[field], field === 'title' || field === 'description']),
          )
        : [],
  };
}

const compare = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);

const valueChange = (field: string, x: string | undefined, y: string | undefined, text = false): ValueChange => ({
  field,
  ...(x !== undefined && { before: x }),
  ...(y !== undefined && { after: y }),
  ...(text && { text: true as const }),
});

function values(pairs: [string, string | undefined, string | undefined, boolean?][]): ValueChange[] {
  return pairs.filter(([, x, y]) => x !== y).map(([field, x, y, text]) => valueChange(field, x, y, text));
}

function diffSystems(before: PortalModel, after: PortalModel, afterOrder: string[], beforeOrder: string[]): SystemChange[] {
  const names = [...new Set([...Object.keys(before.systems), ...Object.keys(after.systems)])].sort();
  const users = (model: PortalModel, order: string[], name: string) =>
    order.filter((id) => {
      const beh = model.nodes[id]!.behaviour;
      return beh.kind === 'url' && beh.system === name;
    });
  const out: SystemChange[] = [];
  for (const name of names) {
    const x = before.systems[name];
    const y = after.systems[name];
    const changes = values([
      ['url', x?.url, y?.url],
      ['trusted', x && yesNo(x.trusted), y && yesNo(y.trusted)],
      ['label', x?.label, y?.label, true],
    ]);
    if (!changes.length) continue;
    out.push({
      name,
      status: !x ? 'added' : !y ? 'removed' : 'changed',
      changes,
      usedBy: y ? users(after, afterOrder, name) : users(before, beforeOrder, name),
    });
  }
  return out;
}

function diffAnnouncements(before: PortalModel, after: PortalModel, match: Map<string, string>): AnnouncementChange[] {
  const describe = (n: Announcement | undefined, link: string | undefined): [string, string | undefined, boolean][] => [
    ['title', n?.title, true],
    ['en.title', n?.en?.title, true],
    ['body', n?.body, true],
    ['en.body', n?.en?.body, true],
    ['tone', n?.tone, false],
    ['requires', n && list([...n.requires].sort()), false],
    ['window', n && (windowText(n.window) ?? 'always'), false],
    ['link', link, false],
  ];
  const old = new Map(before.announcements.map((n) => [n.id, n]));
  const now = new Map(after.announcements.map((n) => [n.id, n]));
  const out: AnnouncementChange[] = [];
  const linkOf = (n: Announcement | undefined, model: PortalModel) =>
    n?.link === undefined ? undefined : `${n.link} (${model.nodes[n.link]?.path ?? '?'})`;
  for (const id of [...now.keys(), ...[...old.keys()].filter((k) => !now.has(k))]) {
    const x = old.get(id);
    const y = now.get(id);
    // A link to a renamed node still points at the same page.
    const sameLink = x?.link !== undefined && y?.link !== undefined && match.get(x.link) === y.link;
    const xs = describe(x, sameLink ? linkOf(y, after) : linkOf(x, before));
    const ys = describe(y, linkOf(y, after));
    const changes = values(xs.map(([field, value, text], i) => [field, value, ys[i]![1], text]));
    if (!changes.length) continue;
    out.push({ id, title: (y ?? x)!.title, status: !x ? 'added' : !y ? 'removed' : 'changed', changes });
  }
  return out;
}

export const isEmpty = (d: ManifestDiff) =>
  !d.routes.length &&
  !d.removed.length &&
  !d.renamed.length &&
  !d.moved.length &&
  !d.added.length &&
  !d.fields.length &&
  !d.systems.length &&
  !d.announcements.length &&
  !d.portalBlock.length;

/** Broken route paths, counting the folded ones. */
export const brokenPaths = (d: ManifestDiff) =>
  d.routes.filter((r) => r.status === 'broken').reduce((n, r) => n + 1 + r.below.length, 0);

// ---------------------------------------------------------------------------------------------
// Formatters

export interface DiffHeading {
  /** Folder of the portal, e.g. manifest/dosen */
  dir: string;
  /** What the working tree is compared with, e.g. "main (1a2b3c4)". */
  base: string;
  /** Set when one side has no such portal. */
  note?: string;
}

const sectionTitles = {
  routesBroken: 'Route paths that break (bookmarks and shared links stop working)',
  routesTaken: 'Route paths that now show another node',
  removed: 'Nodes removed',
  renamed: 'Ids renamed, path kept',
  moved: 'Nodes moved',
  added: 'Nodes added',
  url: 'URL changes',
  rule: 'Rule changes (who may open it, when, what it does)',
  label: 'Relabelled',
  announcements: 'Announcements',
  systems: 'Systems',
  portal: 'Portal block',
  other: 'Other changes (search text, icons, menu order)',
} as const;

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

interface Writer {
  /** A node: id and label. */
  name(ref: NodeRef): string;
  /** An id, path, URL or rule value. */
  code(value: string): string;
  /** Free text written by an editor (labels, help). */
  text(value: string): string;
}

interface Section {
  key: keyof typeof sectionTitles;
  lines: string[];
}

/** The report as lines per section, shared by both formats; a format only decides how names and values look. */
function sections(d: ManifestDiff, w: Writer): Section[] {
  const value = (v: string, text?: true) => (text ? w.text(v) : w.code(v));
  const change = (c: ValueChange) =>
    c.before === undefined
      ? `${c.field} set to ${value(c.after!, c.text)}`
      : c.after === undefined
        ? `${c.field} ${value(c.before, c.text)} removed`
        : `${c.field} ${value(c.before, c.text)} → ${value(c.after, c.text)}`;
  const entry = (e: NodeEntry) =>
    `${w.name(e.node)} at ${w.code(e.node.path)}: ${w.code(e.behaviour)}${e.below.length ? `; with ${e.below.map(w.name).join(', ')}` : ''}`;
  const byCategory = (category: Category) => d.fields.filter((f) => f.category === category).map((f) => `${w.name(f.node)}: ${change(f)}`);
  const below = (r: RouteChange) => (r.below.length ? ` (and ${plural(r.below.length, 'path')} below it)` : '');
  const fate = (r: RouteChange) =>
    r.why === 'removed' ? `${w.name(r.node)} was removed` : `${w.name(r.node)} ${r.why === 'moved' ? 'moved to' : 'now has the path'} ${w.code(r.movedTo!)}`;
  const users = (ids: string[]) => (ids.length ? ids.map(w.code).join(', ') : 'no node');
  const announcementAdded = (n: AnnouncementChange) => {
    const get = (field: string) => n.changes.find((c) => c.field === field)?.after;
    const audience = get('requires') === 'none' ? 'everyone' : `users with ${w.code(get('requires')!)}`;
    return `added ${w.code(n.id)} ${w.text(n.title)}: for ${audience}, ${get('window') === 'always' ? 'always' : w.code(get('window')!)}`;
  };

  return [
    { key: 'routesBroken' as const, lines: d.routes.filter((r) => r.status === 'broken').map((r) => `${w.code(r.path)}: ${fate(r)}${below(r)}`) },
    {
      key: 'routesTaken' as const,
      lines: d.routes.filter((r) => r.status === 'taken').map((r) => `${w.code(r.path)} now shows ${w.name(r.nowShows!)}; ${fate(r)}`),
    },
    { key: 'removed' as const, lines: d.removed.map(entry) },
    {
      key: 'renamed' as const,
      lines: d.renamed.map((r) => `${w.code(r.from)} → ${w.code(r.to)} ${w.text(r.label)} at ${w.code(r.path)}; favourites and recent items saved under the old id drop out`),
    },
    {
      key: 'moved' as const,
      lines: d.moved.map((m) => `${w.name(m.node)}: from ${m.from ? w.name(m.from) : 'the top level'} to ${m.to ? w.name(m.to) : 'the top level'}`),
    },
    { key: 'added' as const, lines: d.added.map(entry) },
    {
      key: 'url' as const,
      lines: [
        ...byCategory('url'),
        ...d.systems.flatMap((s) => {
          const url = s.status === 'changed' ? s.changes.find((c) => c.field === 'url') : undefined;
          return url ? [`${w.code(`{${s.name}}`)}: ${change(url)}; changes the links of ${users(s.usedBy)}`] : [];
        }),
      ],
    },
    { key: 'rule' as const, lines: byCategory('rule') },
    { key: 'label' as const, lines: byCategory('label') },
    {
      key: 'announcements' as const,
      lines: d.announcements.map((n) =>
        n.status === 'added'
          ? announcementAdded(n)
          : n.status === 'removed'
            ? `removed ${w.code(n.id)} ${w.text(n.title)}`
            : `${w.code(n.id)} ${w.text(n.title)}: ${n.changes.map(change).join('; ')}`,
      ),
    },
    {
      key: 'systems' as const,
      lines: d.systems.flatMap((s) => {
        const name = w.code(`{${s.name}}`);
        if (s.status === 'added') return [`added ${name}: ${w.code(s.changes.find((c) => c.field === 'url')!.after!)}`];
        if (s.status === 'removed') return [`removed ${name}`];
        const rest = s.changes.filter((c) => c.field !== 'url');
        return rest.length ? [`${name}: ${rest.map(change).join('; ')}; used by ${users(s.usedBy)}`] : [];
      }),
    },
    { key: 'portal' as const, lines: d.portalBlock.map(change) },
    { key: 'other' as const, lines: byCategory('other') },
  ].filter((s) => s.lines.length);
}

/** One line: what matters most first. */
export function summary(d: ManifestDiff): string {
  if (isEmpty(d)) return 'no changes';
  const broken = brokenPaths(d);
  const taken = d.routes.filter((r) => r.status === 'taken').length;
  const rest = d.fields.length + d.systems.length + d.announcements.length + d.portalBlock.length;
  const parts = [
    broken ? `${plural(broken, 'route path')} break${broken === 1 ? 's' : ''}` : '',
    taken ? `${plural(taken, 'route path')} now show${taken === 1 ? 's' : ''} another node` : '',
    d.removed.length ? `${d.removed.length} removed` : '',
    d.renamed.length ? `${plural(d.renamed.length, 'id')} renamed` : '',
    d.moved.length ? `${d.moved.length} moved` : '',
    d.added.length ? `${d.added.length} added` : '',
    rest ? plural(rest, d.routes.length || d.removed.length || d.renamed.length || d.moved.length || d.added.length ? 'other change' : 'change') : '',
  ].filter(Boolean);
  return `${parts.join(', ')}${d.routes.length ? '' : '; no route path breaks'}`;
}

const textWriter: Writer = {
  name: (r) => `${r.id} "${r.label}"`,
  code: (v) => v,
  text: (v) => `"${v}"`,
};

/** Plain text for a terminal. */
export function formatDiffText(d: ManifestDiff, heading: DiffHeading): string {
  const out = [`${heading.dir}: ${summary(d)}`, `  compared: ${heading.base} → working tree`];
  if (heading.note) out.push(`  ${heading.note}`);
  for (const s of sections(d, textWriter)) {
    out.push('', `${sectionTitles[s.key]}:`);
    s.lines.forEach((line, i) => {
      if (s.key !== 'routesBroken') return out.push(`  ${line}`);
      out.push(`  ! ${line}`);
      // sections() lists the broken routes in d.routes order, and they come first there
      for (const p of d.routes[i]!.below) out.push(`      ${p.path}${p.movedTo === undefined ? '' : ` → ${p.movedTo}`}`);
    });
  }
  return out.join('\n');
}

const escapeMarkdown = (s: string) => s.replace(/[\\`*_[\]<>|#~]/g, (c) => `\\${c}`);
/** A code span that survives backticks in the value. */
const codeSpan = (s: string) => {
  const longest = Math.max(0, ...[...s.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = s.startsWith('`') || s.endsWith('`') || s === '' ? ' ' : '';
  return `${fence}${pad}${s}${pad}${fence}`;
};

const markdownWriter: Writer = {
  name: (r) => `${codeSpan(r.id)} "${escapeMarkdown(r.label)}"`,
  code: codeSpan,
  text: (v) => `"${escapeMarkdown(v)}"`,
};

/** Markdown for a pull-request comment. */
export function formatDiffMarkdown(d: ManifestDiff, heading: DiffHeading): string {
  const warn = d.routes.some((r) => r.status === 'broken') ? '⚠ ' : '';
  const out = [`### ${warn}Manifest ${codeSpan(heading.dir)}: ${escapeMarkdown(summary(d))}`, '', `Compared: ${escapeMarkdown(heading.base)} → working tree.`];
  if (heading.note) out.push('', escapeMarkdown(heading.note));
  for (const s of sections(d, markdownWriter)) {
    const marker = s.key === 'routesBroken' ? '⚠ ' : '';
    out.push('', `#### ${marker}${sectionTitles[s.key]}`, '', ...s.lines.map((l) => `- ${marker}${l}`));
    if (s.key !== 'routesBroken') continue;
    for (const r of d.routes.filter((x) => x.status === 'broken' && x.below.length)) {
      out.push('', `<details><summary>${plural(r.below.length, 'path')} below ${escapeMarkdown(r.path)}</summary>`, '');
      out.push(...r.below.map((p) => `- ${codeSpan(p.path)}${p.movedTo === undefined ? '' : ` → ${codeSpan(p.movedTo)}`}`), '', '</details>');
    }
  }
  return out.join('\n');
}
