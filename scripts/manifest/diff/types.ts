// The shape of a manifest review (`npm run manifest:diff`): what changed between two compiled
// models of one portal, with every value already written for people. diff.ts makes it; report.ts
// and the two formatters write it.

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

/**
 * What the compiled model leaves out of a system because the browser has no use for it, but a
 * reviewer does: whether its address counts as confirmed, and the page that shows it.
 */
export interface SystemProvenance {
  verified: boolean;
  source?: string;
}

/** Each system's provenance by name, for each side of a comparison (a side without it is not compared). */
export interface Provenance {
  before?: Record<string, SystemProvenance>;
  after?: Record<string, SystemProvenance>;
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

/** A planned maintenance window of a system that was added, removed or changed. */
export interface MaintenanceChange {
  /** The system's name. */
  system: string;
  /** changed: a window whose time overlaps one it replaces (moved, lengthened or reworded). */
  status: 'added' | 'removed' | 'changed';
  /** Its time in WIB, e.g. "5 Dec 2026 22:00 – 6 Dec 2026 04:00 WIB": as it was, or as it is when added. */
  window: string;
  /** time, message and en with their values before and after; all that are set when added or removed. */
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
  /** By system name, then in time order. */
  maintenance: MaintenanceChange[];
  portalBlock: ValueChange[];
}
