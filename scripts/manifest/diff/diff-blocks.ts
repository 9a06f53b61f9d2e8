// The parts of a manifest review outside the menu tree: systems, their planned maintenance,
// announcements and the portal block, and the helpers that write a changed value for people
// (shared with diff.ts).
import type {
  Announcement,
  MaintenanceWindow,
  PortalInfo,
  PortalModel,
  PortalNode,
  PortalSystem,
} from '../../../src/model/manifest/model.ts';
import { formatWindow } from '../../../src/model/manifest/schedule.ts';
import { parseFile, type ManifestFile } from '../../../src/model/manifest/parse.ts';
import { readFiles } from '../../../src/model/manifest/read.ts';
import type { AnnouncementChange, MaintenanceChange, Provenance, SystemChange, SystemProvenance, ValueChange } from './types.ts';

export const yesNo = (b: boolean) => (b ? 'yes' : 'no');
export const list = (items: readonly string[]) => (items.length ? items.join(', ') : 'none');
export const windowText = (w: PortalNode['window']) => (w ? formatWindow(w, 'en') : undefined);

export const valueChange = (field: string, x: string | undefined, y: string | undefined, text = false): ValueChange => ({
  field,
  ...(x !== undefined && { before: x }),
  ...(y !== undefined && { after: y }),
  ...(text && { text: true as const }),
});

const monitorName = (system: PortalSystem | undefined) => (typeof system?.monitor === 'string' ? system.monitor : undefined);
const monitorId = (system: PortalSystem | undefined) => (typeof system?.monitor === 'number' ? String(system.monitor) : undefined);

function values(pairs: [string, string | undefined, string | undefined, boolean?][]): ValueChange[] {
  return pairs.filter(([, x, y]) => x !== y).map(([field, x, y, text]) => valueChange(field, x, y, text));
}

/** Each system's provenance in the manifest files as written (the first definition of a name, as the validator takes it). */
export function provenanceOf(files: readonly ManifestFile[]): Record<string, SystemProvenance> {
  const { read } = readFiles(files.map((f) => parseFile(f).parsed));
  const out: Record<string, SystemProvenance> = {};
  for (const { value } of read.systems) {
    if (value.name in out) continue;
    out[value.name] = { verified: value.verified !== false, ...(value.source !== undefined && { source: value.source }) };
  }
  return out;
}

export function diffSystems(
  before: PortalModel,
  after: PortalModel,
  afterOrder: string[],
  beforeOrder: string[],
  provenance: Provenance = {},
): SystemChange[] {
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
    const px = x && provenance.before?.[name];
    const py = y && provenance.after?.[name];
    const changes = values([
      ['url', x?.url, y?.url],
      ['trusted', x && yesNo(x.trusted), y && yesNo(y.trusted)],
      ['verified', px && yesNo(px.verified), py && yesNo(py.verified)],
      ['source', px?.source, py?.source],
      ['label', x?.label, y?.label, true],
      // A monitor by name is an editor's text; by id, a number.
      ['monitor', monitorName(x), monitorName(y), true],
      ['monitor id', monitorId(x), monitorId(y)],
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

/**
 * Maintenance windows added, removed and changed, per system. Windows have no ids: one that is
 * still there exactly is unchanged, and a new window whose time overlaps one that went is that
 * window changed (moved, lengthened or reworded); the rest were added or removed.
 */
export function diffMaintenance(before: PortalModel, after: PortalModel): MaintenanceChange[] {
  const describe = (w: MaintenanceWindow | undefined): [string, string | undefined, boolean][] => [
    ['time', w && formatWindow(w, 'en'), false],
    ['message', w?.message, true],
    ['en', w?.en, true],
  ];
  const same = (x: MaintenanceWindow, y: MaintenanceWindow) =>
    x.from === y.from && x.until === y.until && x.message === y.message && x.en === y.en;
  const out: MaintenanceChange[] = [];
  for (const system of [...new Set([...Object.keys(before.systems), ...Object.keys(after.systems)])].sort()) {
    const old = before.systems[system]?.maintenance ?? [];
    const now = after.systems[system]?.maintenance ?? [];
    const gone = old.filter((x) => !now.some((y) => same(x, y)));
    const fresh = now.filter((y) => !old.some((x) => same(x, y)));
    const was = new Map<MaintenanceWindow, MaintenanceWindow>(); // a changed window → the one it replaces
    for (const x of gone) {
      const y = fresh.find((w) => !was.has(w) && w.from < x.until && x.from < w.until);
      if (y) was.set(y, x);
    }
    const replaced = new Set(was.values());
    const pairs = [
      ...gone.filter((x) => !replaced.has(x)).map((x) => [x, undefined] as const),
      ...fresh.map((y) => [was.get(y), y] as const),
    ].sort(([x1, y1], [x2, y2]) => (x1 ?? y1)!.from - (x2 ?? y2)!.from);
    for (const [x, y] of pairs) {
      const ys = describe(y);
      out.push({
        system,
        status: !x ? 'added' : !y ? 'removed' : 'changed',
        window: formatWindow((x ?? y)!, 'en'),
        changes: values(describe(x).map(([field, value, text], i) => [field, value, ys[i]![1], text])),
      });
    }
  }
  return out;
}

/** The portal block's fields as a review shows them (a new or deleted portal has nothing to compare). */
export function diffPortalBlock(before: PortalInfo, after: PortalInfo): ValueChange[] {
  const status = (p: PortalInfo) => p.status && `${p.status.provider} ${p.status.url}, slug ${p.status.slug}`;
  return values([
    ...(['title', 'home', 'login', 'description'] as const).map((field): [string, string | undefined, string | undefined, boolean] => [
      field,
      before[field],
      after[field],
      field === 'title' || field === 'description',
    ]),
    ...(['name', 'shortName', 'account', 'provider', 'help', 'logo', 'themeColor'] as const).map(
      (field): [string, string | undefined, string | undefined, boolean] => [
        `institution.${field}`,
        before.institution[field] || undefined,
        after.institution[field] || undefined,
        field === 'name' || field === 'account',
      ],
    ),
    ['language', before.language, after.language],
    [
      'agenda',
      before.agenda === undefined ? undefined : yesNo(before.agenda),
      after.agenda === undefined ? undefined : yesNo(after.agenda),
    ],
    ['status', status(before), status(after)],
  ]);
}
