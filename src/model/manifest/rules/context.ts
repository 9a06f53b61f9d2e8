// What the rules share: the manifest's parts with their first definitions, the node tree and the
// parsed url templates, built once so that every rule is a small pure function of it.
import type { PortalMeta, WindowDef } from '../../../../schema/manifest.ts';
import { parseJakartaTime } from '../../time/jakarta.ts';
import type { IssueCode, ManifestIssue, Position } from '../issues.ts';
import type { DataPath, ParsedFile } from '../parse.ts';
import type { AnnouncementRef, NodeRef, ReadManifest, Sourced } from '../read.ts';
import { buildTree, type Tree } from '../tree.ts';
import { parseTemplate, type ParsedTemplate } from '../url-template.ts';

/** Where in which file a node, system, announcement or portal block stands. */
export interface Place {
  file: ParsedFile;
  path: DataPath;
}

type SystemRef = ReadManifest['systems'][number];
type TreeNodeRef = NodeRef & { segment: string; order?: number };

/** A node's url with its template parsed, for the url rules (M10–M13). */
interface UrlUse {
  node: NodeRef;
  url: string;
  template: ParsedTemplate;
}

/** A time window, for M16 and W3: a node's or announcement's `window`, or a system's maintenance window. */
interface WindowUse {
  place: Place;
  /** Where the window stands below its place: ['window'], or ['maintenance', 0] for a system's first maintenance. */
  at: DataPath;
  /** How messages name the owner: the node id, "announcement <id>" or "system <name> maintenance #<n>". */
  owner: string;
  /** Put before a bound's name in messages: "window." (window.from) of a node or an announcement, "" of a maintenance window. */
  boundPrefix: string;
  window: WindowDef;
  /** What W3 asks to remove once the window has ended. */
  remove: string;
}

/** A node's or an announcement's `requires`: where it stands, how messages name its owner, the flags as written. */
interface Requirement {
  place: Place;
  owner: string;
  flags: readonly string[];
}

export interface RuleContext {
  read: ReadManifest;
  /** The time ended windows (W3) are judged against, epoch ms. */
  now: number;
  /** Reads a file of the portal's folder (validate.ts, ValidateOptions); absent where files are not checked. */
  readAsset?: (name: string) => Uint8Array | undefined;
  /** The first portal block; more are reported by M15. */
  portal?: Sourced<PortalMeta>;
  /** First definition of each name or id; later ones are reported by M3 and otherwise ignored. */
  systems: Map<string, SystemRef>;
  nodes: Map<string, NodeRef>;
  announcements: Map<string, AnnouncementRef>;
  /** Node ids, for "did you mean" suggestions. */
  ids: string[];
  tree: Tree<TreeNodeRef>;
  urls: UrlUse[];
  windows: WindowUse[];
  /** Every `requires` of a node or an announcement, in file order, for M14 and M23. */
  requirements: Requirement[];
}

/** One rule of docs/manifest-rules.md, named after its number (m3UniqueIds → M3). */
export type Rule = (context: RuleContext) => ManifestIssue[];

export const segmentOf = (n: NodeRef) => n.def?.path ?? n.id;

const firstOf = <T>(items: readonly T[], key: (item: T) => string) => {
  const first = new Map<string, T>();
  for (const item of items) if (!first.has(key(item))) first.set(key(item), item);
  return first;
};

export function buildContext(read: ReadManifest, now: number): RuleContext {
  const nodes = firstOf(read.nodes, (n) => n.id);
  const announcements = firstOf(read.announcements, (a) => a.id);
  const systems = firstOf(read.systems, (s) => s.value.name);
  const urls: UrlUse[] = [];
  const windows: WindowUse[] = [];
  const nodeWindow = { at: ['window'], boundPrefix: 'window.' };
  for (const node of nodes.values()) {
    const url = node.def?.url;
    if (url !== undefined) urls.push({ node, url, template: parseTemplate(url) });
    const window = node.def?.window;
    if (window !== undefined) windows.push({ place: node, ...nodeWindow, owner: node.id, window, remove: 'the item (or its window)' });
  }
  for (const announcement of announcements.values()) {
    const window = announcement.def?.window;
    if (window !== undefined)
      windows.push({ place: announcement, ...nodeWindow, owner: `announcement ${announcement.id}`, window, remove: 'the announcement' });
  }
  for (const system of systems.values()) {
    for (const [index, window] of (system.value.maintenance ?? []).entries()) {
      windows.push({
        place: system,
        at: ['maintenance', index],
        owner: `system ${system.value.name} maintenance #${index + 1}`,
        boundPrefix: '',
        window,
        remove: 'the maintenance window',
      });
    }
  }
  return {
    read,
    now,
    portal: read.portals[0],
    systems,
    nodes,
    announcements,
    ids: [...nodes.keys()],
    tree: buildTree(read.nodes.map((n) => ({ ...n, segment: segmentOf(n), order: n.def?.order }))),
    urls,
    windows,
    requirements: [
      ...[...nodes.values()].map((n) => ({ place: n, owner: n.id, flags: n.def?.requires ?? [] })),
      ...[...announcements.values()].map((a) => ({ place: a, owner: `announcement ${a.id}`, flags: a.def?.requires ?? [] })),
    ],
  };
}

export interface IssueOptions {
  /** Point at the key rather than its value. */
  key?: boolean;
  /** Characters into the value, e.g. the `<` of a placeholder. */
  offset?: number;
  severity?: 'warning';
}

/** An issue at `field` below `place`, positioned in its file. */
export function issue(code: IssueCode, place: Place, field: DataPath, message: string, options: IssueOptions = {}): ManifestIssue {
  const path = [...place.path, ...field];
  return { code, severity: options.severity ?? 'error', message, path, ...place.file.at(path, options) };
}

export const positionOf = (place: Place, field: DataPath = []) => place.file.at([...place.path, ...field]);

/** "line:col", with the file only when it differs from the file of the issue that mentions it. */
export const where = (p: Position, from: Position) => (p.file === from.file ? `${p.line}:${p.col}` : `${p.file}:${p.line}:${p.col}`);

/** A window's bounds as epoch ms; `unreadable` lists the bounds that are not Jakarta times. */
export function windowBounds(window: WindowDef) {
  const bounds = { from: undefined as number | undefined, until: undefined as number | undefined, unreadable: [] as ('from' | 'until')[] };
  for (const edge of ['from', 'until'] as const) {
    const text = window[edge];
    if (text === undefined) continue;
    bounds[edge] = parseJakartaTime(text, edge);
    if (bounds[edge] === undefined) bounds.unreadable.push(edge);
  }
  return bounds;
}
