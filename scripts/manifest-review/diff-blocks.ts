// The parts of a manifest review outside the menu tree: systems and announcements, and the
// helpers that write a changed value for people (shared with diff.ts).
import type { Announcement, PortalModel, PortalNode } from '../../src/manifest/model.ts';
import { formatWindow } from '../../src/manifest/schedule.ts';
import type { AnnouncementChange, SystemChange, ValueChange } from './types.ts';

export const yesNo = (b: boolean) => (b ? 'yes' : 'no');
export const list = (items: readonly string[]) => (items.length ? items.join(', ') : 'none');
export const windowText = (w: PortalNode['window']) => (w ? formatWindow(w, 'en') : undefined);

export const valueChange = (field: string, x: string | undefined, y: string | undefined, text = false): ValueChange => ({
  field,
  ...(x !== undefined && { before: x }),
  ...(y !== undefined && { after: y }),
  ...(text && { text: true as const }),
});

export function values(pairs: [string, string | undefined, string | undefined, boolean?][]): ValueChange[] {
  return pairs.filter(([, x, y]) => x !== y).map(([field, x, y, text]) => valueChange(field, x, y, text));
}

export function diffSystems(before: PortalModel, after: PortalModel, afterOrder: string[], beforeOrder: string[]): SystemChange[] {
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

export function diffAnnouncements(before: PortalModel, after: PortalModel, match: Map<string, string>): AnnouncementChange[] {
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
