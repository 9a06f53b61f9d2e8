// The review as sections of lines, shared by both formats (format-text.ts, format-markdown.ts): a
// format only decides how names, values and headings look.
import { brokenPaths, isEmpty } from './diff.ts';
import type {
  AnnouncementChange,
  Category,
  MaintenanceChange,
  ManifestDiff,
  NodeEntry,
  NodeRef,
  RouteChange,
  ValueChange,
} from './types.ts';

export interface DiffHeading {
  /** Folder of the portal, e.g. manifest/dosen */
  dir: string;
  /** What the working tree is compared with, e.g. "main (1a2b3c4)". */
  base: string;
  /** Set when one side has no such portal. */
  note?: string;
}

export const sectionTitles = {
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
  maintenance: 'Planned maintenance',
  portal: 'Portal block',
  other: 'Other changes (search text, icons, menu order)',
} as const;

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export interface Writer {
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
export function sections(d: ManifestDiff, w: Writer): Section[] {
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
    r.why === 'removed'
      ? `${w.name(r.node)} was removed`
      : `${w.name(r.node)} ${r.why === 'moved' ? 'moved to' : 'now has the path'} ${w.code(r.movedTo!)}`;
  const users = (ids: string[]) => (ids.length ? ids.map(w.code).join(', ') : 'no node');
  const announcementAdded = (n: AnnouncementChange) => {
    const get = (field: string) => n.changes.find((c) => c.field === field)?.after;
    const audience = get('requires') === 'none' ? 'everyone' : `users with ${w.code(get('requires')!)}`;
    return `added ${w.code(n.id)} ${w.text(n.title)}: for ${audience}, ${get('window') === 'always' ? 'always' : w.code(get('window')!)}`;
  };
  // An added or removed window with its message; a changed one named by its old time unless the time is what changed.
  const maintenance = (m: MaintenanceChange) => {
    const system = w.code(`{${m.system}}`);
    const message = m.changes.find((c) => c.field === 'message')!;
    if (m.status !== 'changed') return `${m.status} ${system} ${w.code(m.window)}: ${w.text((message.after ?? message.before)!)}`;
    const head = m.changes.some((c) => c.field === 'time') ? system : `${system} ${w.code(m.window)}`;
    return `${head}: ${m.changes.map(change).join('; ')}`;
  };

  return [
    {
      key: 'routesBroken' as const,
      lines: d.routes.filter((r) => r.status === 'broken').map((r) => `${w.code(r.path)}: ${fate(r)}${below(r)}`),
    },
    {
      key: 'routesTaken' as const,
      lines: d.routes.filter((r) => r.status === 'taken').map((r) => `${w.code(r.path)} now shows ${w.name(r.nowShows!)}; ${fate(r)}`),
    },
    { key: 'removed' as const, lines: d.removed.map(entry) },
    {
      key: 'renamed' as const,
      lines: d.renamed.map(
        (r) =>
          `${w.code(r.from)} → ${w.code(r.to)} ${w.text(r.label)} at ${w.code(r.path)}; favourites and recent items saved under the old id drop out`,
      ),
    },
    {
      key: 'moved' as const,
      lines: d.moved.map(
        (m) => `${w.name(m.node)}: from ${m.from ? w.name(m.from) : 'the top level'} to ${m.to ? w.name(m.to) : 'the top level'}`,
      ),
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
        const now = (field: string) => s.changes.find((c) => c.field === field)?.after;
        if (s.status === 'added') {
          const source = now('source');
          const notes = [now('verified') === 'no' ? 'not verified' : '', source === undefined ? '' : `source ${w.code(source)}`];
          return [`added ${name}: ${[w.code(now('url')!), ...notes.filter(Boolean)].join(', ')}`];
        }
        if (s.status === 'removed') return [`removed ${name}`];
        const rest = s.changes.filter((c) => c.field !== 'url');
        return rest.length ? [`${name}: ${rest.map(change).join('; ')}; used by ${users(s.usedBy)}`] : [];
      }),
    },
    { key: 'maintenance' as const, lines: d.maintenance.map(maintenance) },
    { key: 'portal' as const, lines: d.portalBlock.map(change) },
    { key: 'other' as const, lines: byCategory('other') },
  ].filter((s) => s.lines.length);
}

/** One line: what matters most first. */
export function summary(d: ManifestDiff): string {
  if (isEmpty(d)) return 'no changes';
  const broken = brokenPaths(d);
  const taken = d.routes.filter((r) => r.status === 'taken').length;
  const rest = d.fields.length + d.systems.length + d.announcements.length + d.maintenance.length + d.portalBlock.length;
  const parts = [
    broken ? `${plural(broken, 'route path')} break${broken === 1 ? 's' : ''}` : '',
    taken ? `${plural(taken, 'route path')} now show${taken === 1 ? 's' : ''} another node` : '',
    d.removed.length ? `${d.removed.length} removed` : '',
    d.renamed.length ? `${plural(d.renamed.length, 'id')} renamed` : '',
    d.moved.length ? `${d.moved.length} moved` : '',
    d.added.length ? `${d.added.length} added` : '',
    rest
      ? plural(
          rest,
          d.routes.length || d.removed.length || d.renamed.length || d.moved.length || d.added.length ? 'other change' : 'change',
        )
      : '',
  ].filter(Boolean);
  return `${parts.join(', ')}${d.routes.length ? '' : '; no route path breaks'}`;
}
