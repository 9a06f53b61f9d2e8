// Step 4: a validated manifest → the PortalModel the runtime uses. Only called when validate()
// found no errors, so every reference here resolves.
import type { MaintenanceDef, WindowDef } from '../../../schema/manifest.ts';
import { isIconKey, isLayoutKey, isPageKey, isSessionFlag } from '../../../schema/vocabulary.ts';
import { parseJakartaTime } from '../time/jakarta.ts';
import type {
  Announcement,
  Behaviour,
  MaintenanceWindow,
  PortalInfo,
  PortalModel,
  PortalNode,
  PortalPaths,
  PortalSystem,
  TimeWindow,
} from './model.ts';
import type { ReadManifest } from './read.ts';
import { intersectWindows } from './schedule.ts';
import { buildTree } from './tree.ts';
import { parseTemplate, usesField, type TemplatePart } from './url-template.ts';

/** Bounds as epoch ms (validate() has checked that they parse). */
function windowOf(def: WindowDef): TimeWindow {
  const from = def.from === undefined ? undefined : parseJakartaTime(def.from, 'from');
  const until = def.until === undefined ? undefined : parseJakartaTime(def.until, 'until');
  return { ...(from !== undefined && { from }), ...(until !== undefined && { until }) };
}

/**
 * `value` typed by its vocabulary. The schema reads any string there, so that M9 and M14 can name
 * an unknown one with a suggestion; validate() has reported those, so this never throws for a
 * manifest compile() is given.
 */
function named<T extends string>(is: (value: string) => value is T, value: string): T {
  if (is(value)) return value;
  throw new Error(`compile: "${value}" is not in the vocabulary; validate() reports it`);
}

const flags = (requires: readonly string[] | undefined) => (requires ?? []).map((flag) => named(isSessionFlag, flag));

/** Only the fields that are present, so an absent English text stays absent in the JSON. */
const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

/** A base address without its trailing slashes, so the runtime can append a path with one. */
export const baseAddress = (url: string) => url.replace(/\/+$/, '');

/** Maintenance windows in time order (validate() has checked the bounds, M16, and that none overlap, M19). */
const maintenanceOf = (defs: readonly MaintenanceDef[]): MaintenanceWindow[] =>
  defs
    .map((d) => ({
      from: parseJakartaTime(d.from, 'from')!,
      until: parseJakartaTime(d.until, 'until')!,
      message: d.message,
      ...(d.en !== undefined && { en: d.en }),
    }))
    .sort((a, b) => a.from - b.from);

/** A url node's behaviour: the template parsed, its system's address in front, and that address's origin. */
export function urlBehaviour(written: string, systemUrl: (name: string) => string): Extract<Behaviour, { kind: 'url' }> {
  const template = parseTemplate(written);
  const base = template.system === undefined ? '' : systemUrl(template.system);
  const parts: TemplatePart[] = [...template.parts];
  if (typeof parts[0] === 'string') parts[0] = base + parts[0];
  else if (base) parts.unshift(base);
  return {
    kind: 'url',
    template: written,
    parts,
    ...(template.system !== undefined && { system: template.system, origin: new URL(base).origin }),
  };
}

export function compile(read: ReadManifest): PortalModel {
  const systems = Object.fromEntries(
    read.systems.map(({ value }): [string, PortalSystem] => [
      value.name,
      {
        label: value.label,
        url: baseAddress(value.url),
        trusted: value.trusted ?? false,
        ...(value.maintenance?.length && { maintenance: maintenanceOf(value.maintenance) }),
        ...(value.monitor !== undefined && { monitor: value.monitor }),
      },
    ]),
  );
  const defs = read.nodes.map((n) => n.def!);
  const tree = buildTree(defs.map((d) => ({ ...d, segment: d.path ?? d.id })));

  const behaviourOf = (d: (typeof defs)[number]): Behaviour => {
    if (d.redirect !== undefined) return { kind: 'redirect', target: d.redirect };
    if (d.component !== undefined) return { kind: 'component', page: named(isPageKey, d.component) };
    return urlBehaviour(d.url!, (name) => systems[name]!.url);
  };

  const nodes: Record<string, PortalNode> = {};
  for (const d of defs) {
    nodes[d.id] = {
      id: d.id,
      ...(d.parent !== undefined && { parent: d.parent }),
      path: tree.pathOf(d.id)!,
      segment: d.path ?? d.id,
      label: d.label,
      title: d.title ?? d.label,
      ...(d.icon !== undefined && { icon: named(isIconKey, d.icon) }),
      access: d.access ?? 'user',
      behaviour: behaviourOf(d),
      ...(d.layout !== undefined && { layout: named(isLayoutKey, d.layout) }),
      requires: flags(d.requires),
      hidden: d.hidden ?? false,
      keywords: d.keywords ?? [],
      ...(d.description !== undefined && { description: d.description }),
      ...(d.content !== undefined && { content: d.content }),
      ...(d.source !== undefined && { source: d.source }),
      ...(d.help !== undefined && { help: d.help }),
      ...(d.en !== undefined && { en: defined(d.en) }),
      ...(d.window !== undefined && { window: windowOf(d.window) }),
      ...(d.mode !== undefined && { mode: d.mode }),
      children: (tree.children.get(d.id) ?? []).map((c) => c.id),
    };
  }
  // A node is open only while its groups are: its window is the one inside all of theirs, so the
  // menu, search and a bookmarked link all agree.
  const narrow = (id: string, outer: TimeWindow | undefined) => {
    const node = nodes[id]!;
    const window = intersectWindows(outer, node.window);
    if (window) node.window = window;
    for (const child of node.children) narrow(child, window);
  };
  for (const root of tree.roots) narrow(root.id, undefined);

  const announcements = read.announcements.map((ref): Announcement => {
    const a = ref.def!;
    return {
      id: a.id,
      title: a.title,
      body: a.body,
      tone: a.tone ?? 'info',
      requires: flags(a.requires),
      ...(a.window !== undefined && { window: windowOf(a.window) }),
      ...(a.link !== undefined && { link: a.link }),
      ...(a.en !== undefined && { en: defined(a.en) }),
    };
  });
  const meta = read.portals[0]!.value;
  const { logo, ...institution } = meta.institution;
  const token2Links = Object.values(nodes).some((n) => n.behaviour.kind === 'url' && usesField(n.behaviour.parts, 'token2'));
  const portal: PortalInfo = {
    ...meta,
    ...((meta.agenda || token2Links) && { calendar: true as const }),
    institution: { ...institution, ...(logo !== undefined && { logo: logoPath(logo), logoFile: logo }) },
    paths: pathsOf(meta, nodes),
    ...(meta.status && { status: { ...meta.status, url: baseAddress(meta.status.url) } }),
  };
  return { portal, systems, nodes, roots: tree.roots.map((r) => r.id), announcements };
}

/** Where the build serves the logo file of the portal's folder (scripts/build/portal-plugin.ts): its extension, a fixed name. */
const logoPath = (file: string) => `/portal-logo${/\.[a-z0-9]+$/i.exec(file)?.[0].toLowerCase() ?? ''}`;

const isLogoutPage = (node: PortalNode | undefined) => node?.behaviour.kind === 'component' && node.behaviour.page === 'logout';

/** The paths the sign-in and sign-out flows send people to (M15 and M18 have checked the nodes). */
function pathsOf(portal: Pick<PortalInfo, 'home' | 'login'>, nodes: Record<string, PortalNode>): PortalPaths {
  const login = nodes[portal.login]!.path;
  const logout = Object.values(nodes).find((n) => isLogoutPage(n) && !isLogoutPage(n.parent === undefined ? undefined : nodes[n.parent]));
  const signedOut = logout?.children.map((id) => nodes[id]).find(isLogoutPage)?.path ?? login;
  return { home: nodes[portal.home]!.path, login, ...(logout && { logout: logout.path }), signedOut };
}
