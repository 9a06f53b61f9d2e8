// Step 3: the rules that span nodes, systems and files (docs/manifest-rules.md). Every rule
// adds issues and carries on, so an editor sees all problems of a manifest in one run.
import type { WindowDef } from '../../schema/manifest.ts';
import { iconKeys, layoutKeys, pageKeys, placeholderFields, sessionFlags, transformNames } from '../../schema/vocabulary.ts';
import type { IssueCode, ManifestIssue, Position } from './issues.ts';
import type { DataPath, ParsedFile } from './parse.ts';
import type { AnnouncementRef, NodeRef, ReadManifest } from './read.ts';
import { formatJakartaTime, parseJakartaTime, timeFormatHint } from './schedule.ts';
import { didYouMean } from './suggest.ts';
import { buildTree } from './tree.ts';
import { checkUrl } from './url-policy.ts';
import { parseTemplate, sample } from './url-template.ts';

interface Place {
  file: ParsedFile;
  path: DataPath;
}

const where = (p: Position, from: Position) => (p.file === from.file ? `${p.line}:${p.col}` : `${p.file}:${p.line}:${p.col}`);
const segmentOf = (n: NodeRef) => n.def?.path ?? n.id;
const standIn = 'placeholder-value';

export interface ValidateOptions {
  /** The current time (epoch ms) that ended windows (W3) are judged against; defaults to now. */
  now?: number;
}

export function validate(read: ReadManifest, { now = Date.now() }: ValidateOptions = {}): ManifestIssue[] {
  const issues: ManifestIssue[] = [];
  const report = (
    code: IssueCode,
    place: Place,
    field: (string | number)[],
    message: string,
    options: { key?: boolean; offset?: number; severity?: 'warning' } = {},
  ) => {
    const path = [...place.path, ...field];
    issues.push({ code, severity: options.severity ?? 'error', message, path, ...place.file.at(path, options) });
  };
  const positionOf = (place: Place, field: (string | number)[] = []) => place.file.at([...place.path, ...field]);

  // M15: exactly one portal block, pointing at existing nodes.
  const [portal, ...extraPortals] = read.portals;
  for (const extra of extraPortals) {
    report('PORTAL', extra, [], `portal is already defined at ${where(positionOf(portal!), positionOf(extra))}`, { key: true });
  }

  // M3: names are defined once (systems and node ids).
  const systems = new Map<string, (typeof read.systems)[number]>();
  for (const system of read.systems) {
    const first = systems.get(system.value.name);
    if (first) report('DUPLICATE_ID', system, [], `system "${system.value.name}" already defined at ${where(positionOf(first), positionOf(system))}`, { key: true });
    else systems.set(system.value.name, system);
  }
  const firstById = new Map<string, NodeRef>();
  for (const node of read.nodes) {
    const first = firstById.get(node.id);
    if (first) report('DUPLICATE_ID', node, ['id'], `"${node.id}" already defined at ${where(positionOf(first, ['id']), positionOf(node, ['id']))}`);
    else firstById.set(node.id, node);
  }

  const firstAnnouncement = new Map<string, AnnouncementRef>();
  for (const announcement of read.announcements) {
    const first = firstAnnouncement.get(announcement.id);
    if (first) report('DUPLICATE_ID', announcement, ['id'], `announcement "${announcement.id}" already defined at ${where(positionOf(first, ['id']), positionOf(announcement, ['id']))}`);
    else firstAnnouncement.set(announcement.id, announcement);
  }

  const tree = buildTree(read.nodes.map((n) => ({ ...n, segment: segmentOf(n), order: n.def?.order })));
  const ids = [...firstById.keys()];

  if (portal) {
    for (const field of ['home', 'login'] as const) {
      const id = portal.value[field];
      if (!firstById.has(id)) report('PORTAL', portal, [field], `portal.${field}: no node "${id}"${didYouMean(id, ids)}`);
    }
  }

  const reportedCycles = new Set<string>();
  for (const node of firstById.values()) {
    const def = node.def;
    // M4: the parent exists.
    if (node.parent !== undefined && !firstById.has(node.parent)) {
      report('UNKNOWN_PARENT', node, ['parent'], `${node.id}: parent "${node.parent}" does not exist${didYouMean(node.parent, ids)}`);
    }
    // M5: no cycles in the parent chain.
    if (node.parent !== undefined && !reportedCycles.has(node.id)) {
      const chain = [node.id];
      for (let p: string | undefined = node.parent; p !== undefined && firstById.has(p); p = firstById.get(p)!.parent) {
        if (p === node.id) {
          chain.forEach((id) => reportedCycles.add(id));
          report('PARENT_CYCLE', node, ['parent'], `${node.id}: parent cycle ${[...chain, node.id].join(' → ')}`);
          break;
        }
        if (chain.includes(p)) break; // a cycle above this node; reported at its own members
        chain.push(p);
      }
    }
    if (!def) continue; // schema errors were reported by read.ts

    // M8: exactly one behaviour; only redirect nodes (groups) have children.
    const behaviours = (['redirect', 'component', 'url'] as const).filter((b) => def[b] !== undefined);
    if (behaviours.length !== 1) {
      report(
        'BEHAVIOUR',
        node,
        ['id'],
        behaviours.length === 0
          ? `${node.id}: a node needs exactly one of redirect, component or url`
          : `${node.id}: has ${behaviours.join(' and ')}; a node does exactly one of redirect, component or url`,
      );
    }
    if (def.url !== undefined && tree.children.has(node.id)) {
      report('BEHAVIOUR', node, ['url'], `${node.id}: a url node cannot have children (${tree.children.get(node.id)!.map((c) => c.id).join(', ')}); make it a group with a redirect`);
    }

    // M6: path segments; "" only for the root page.
    if (def.path === '' && node.parent !== undefined) report('DUPLICATE_PATH', node, ['path'], `${node.id}: an empty path is only allowed on a top-level node (the root "/")`);

    // M7: redirect goes strictly down the tree (the root "/" may go anywhere).
    if (def.redirect !== undefined) {
      const target = firstById.get(def.redirect);
      const isRoot = node.parent === undefined && segmentOf(node) === '';
      if (!target) report('BAD_REDIRECT', node, ['redirect'], `${node.id}: redirect target "${def.redirect}" does not exist${didYouMean(def.redirect, ids)}`);
      else if (!isRoot && !tree.ancestors(target.id).some((a) => a.id === node.id)) {
        report('BAD_REDIRECT', node, ['redirect'], `${node.id}: redirect target "${def.redirect}" is not a descendant of "${node.id}"`);
      } else if (isRoot && target.id === node.id) report('BAD_REDIRECT', node, ['redirect'], `${node.id}: a node cannot redirect to itself`);
    }

    // M9: names defined by code.
    const vocabulary = [
      ['component', pageKeys, 'page'],
      ['layout', layoutKeys, 'layout'],
      ['icon', iconKeys, 'icon'],
    ] as const;
    for (const [field, known, what] of vocabulary) {
      const value = def[field];
      if (value !== undefined && !(known as readonly string[]).includes(value)) {
        report('UNKNOWN_NAME', node, [field], `${node.id}: unknown ${what} "${value}"${didYouMean(value, known)}`);
      }
    }

    checkFlags(node, node.id, def.requires);
    if (def.window !== undefined) checkWindow(node, node.id, def.window, 'the item (or its window)');
    if (def.url !== undefined) checkNodeUrl(node, def.url);
  }

  // M16: the pages everyone must reach are never switched off by a window: the portal's home and
  // login nodes (and the groups above them), and every redirect target (a group would lead nowhere).
  if (portal) {
    for (const field of ['home', 'login'] as const) {
      const target = firstById.get(portal.value[field]);
      if (!target) continue;
      for (const holder of [target, ...tree.ancestors(target.id)]) {
        const windowed = firstById.get(holder.id);
        if (windowed?.def?.window === undefined) continue;
        const what = holder.id === target.id ? `is the portal's ${field} node` : `contains the portal's ${field} node "${target.id}"`;
        report('BAD_WINDOW', windowed, ['window'], `${holder.id}: cannot have a window: it ${what}, which must always be there`, { key: true });
      }
    }
  }
  for (const node of firstById.values()) {
    const target = node.def?.redirect === undefined ? undefined : firstById.get(node.def.redirect);
    if (!target) continue;
    const ancestors = tree.ancestors(target.id);
    const upTo = ancestors.findIndex((a) => a.id === node.id); // -1: the root "/", which may redirect anywhere
    const path = [target, ...(upTo === -1 ? ancestors : ancestors.slice(0, upTo))];
    const windowed = path.map((n) => firstById.get(n.id)!).find((n) => n.def?.window !== undefined);
    if (windowed) {
      const via = windowed.id === target.id ? '' : ` lies below "${windowed.id}", which`;
      report('BAD_WINDOW', node, ['redirect'], `${node.id}: redirect target "${target.id}"${via} has a time window; redirect to an item that is always there`);
    }
  }

  // Announcements: flags (M14), the node they link to (M17), their window (M16, W3).
  for (const announcement of firstAnnouncement.values()) {
    const def = announcement.def;
    if (!def) continue;
    const owner = `announcement ${announcement.id}`;
    checkFlags(announcement, owner, def.requires);
    if (def.link !== undefined && !firstById.has(def.link)) {
      report('UNKNOWN_LINK', announcement, ['link'], `${owner}: link "${def.link}" does not exist${didYouMean(def.link, ids)}`);
    }
    if (def.window !== undefined) checkWindow(announcement, owner, def.window, 'the announcement');
  }

  // M6: sibling segments are unique (checked per parent).
  const siblingGroups = [tree.roots, ...tree.children.values()];
  for (const siblings of siblingGroups) {
    const seen = new Map<string, NodeRef>();
    for (const sibling of siblings) {
      const first = seen.get(sibling.segment);
      const field = sibling.def?.path !== undefined ? 'path' : 'id';
      if (first) {
        report('DUPLICATE_PATH', sibling, [field], `${sibling.id}: path "${tree.pathOf(sibling.id) ?? sibling.segment}" is already used by "${first.id}" at ${where(positionOf(first, ['id']), positionOf(sibling, [field]))}`);
      } else seen.set(sibling.segment, sibling);
    }
  }

  // W1 and M12 for systems.
  for (const system of systems.values()) {
    const verdict = checkUrl(system.value.url);
    if (!verdict.ok) report('UNSAFE_URL', system, ['url'], `system ${system.value.name}: ${verdict.reason}`);
    else if (verdict.url.search || verdict.url.hash) report('UNSAFE_URL', system, ['url'], `system ${system.value.name}: a system address is a base without ?query or #fragment`);
    if (system.value.verified === false) {
      report('UNVERIFIED_SYSTEM', system, ['url'], `system ${system.value.name}: address ${system.value.url} is not verified yet; confirm it and remove "verified: false"`, { severity: 'warning' });
    }
  }

  // W2: nodes no click can reach (hidden above them, and no redirect leads to them).
  const redirectTargets = new Set(read.nodes.map((n) => n.def?.redirect));
  for (const node of firstById.values()) {
    const hiddenAncestor = tree.ancestors(node.id).find((a) => firstById.get(a.id)?.def?.hidden);
    if (hiddenAncestor && !node.def?.hidden && !redirectTargets.has(node.id)) {
      report('UNREACHABLE', node, ['id'], `${node.id}: not reachable from the menu: its ancestor "${hiddenAncestor.id}" is hidden and no redirect leads here`, { severity: 'warning' });
    }
  }

  return issues;

  // M14: required flags are boolean session flags.
  function checkFlags(place: Place, owner: string, requires: readonly string[] | undefined) {
    requires?.forEach((flag, i) => {
      if (!(sessionFlags as readonly string[]).includes(flag)) {
        report('UNKNOWN_FLAG', place, ['requires', i], `${owner}: unknown session flag "${flag}"${didYouMean(flag, sessionFlags)}; known: ${sessionFlags.join(', ')}`);
      }
    });
  }

  // M16: bounds are Jakarta times and the window opens before it closes; W3: it has not ended.
  function checkWindow(place: Place, owner: string, window: WindowDef, remove: string) {
    if (window.from === undefined && window.until === undefined) {
      report('BAD_WINDOW', place, ['window'], `${owner}: a window needs from, until or both`);
      return;
    }
    const bounds = { from: undefined as number | undefined, until: undefined as number | undefined };
    let readable = true;
    for (const edge of ['from', 'until'] as const) {
      const text = window[edge];
      if (text === undefined) continue;
      bounds[edge] = parseJakartaTime(text, edge);
      if (bounds[edge] === undefined) {
        readable = false;
        report('BAD_WINDOW', place, ['window', edge], `${owner}: window.${edge} "${text}" is not a time; write ${timeFormatHint} (Asia/Jakarta time, WIB)`);
      }
    }
    if (!readable) return;
    const { from, until } = bounds;
    if (from !== undefined && until !== undefined && from >= until) {
      report('BAD_WINDOW', place, ['window', 'until'], `${owner}: the window never opens: it starts ${formatJakartaTime(from, 'en')} WIB but ends ${formatJakartaTime(until, 'en')} WIB (until is exclusive; a date alone means the end of that day)`);
    } else if (until !== undefined && until <= now) {
      report('WINDOW_ENDED', place, ['window', 'until'], `${owner}: the window ended ${formatJakartaTime(until, 'en')} WIB; remove ${remove}`, { severity: 'warning' });
    }
  }

  function checkNodeUrl(node: NodeRef, url: string) {
    const template = parseTemplate(url);
    for (const error of template.errors) report('UNSAFE_URL', node, ['url'], `${node.id}: ${error.message}`, { offset: error.offset });
    const system = template.system === undefined ? undefined : systems.get(template.system);
    if (template.system !== undefined && !system) {
      report('UNKNOWN_SYSTEM', node, ['url'], `${node.id}: unknown system {${template.system}}${didYouMean(template.system, systems.keys())}`, { offset: 0 });
    }
    for (const p of template.placeholders) {
      const fieldKnown = Object.hasOwn(placeholderFields, p.field);
      if (!fieldKnown) {
        report('UNKNOWN_PLACEHOLDER', node, ['url'], `${node.id}: unknown placeholder <${p.field}>${didYouMean(p.field, Object.keys(placeholderFields))}`, { offset: p.offset });
      } else if (placeholderFields[p.field as keyof typeof placeholderFields].token && !system?.value.trusted) {
        const target = system ? `system ${system.value.name} is not marked trusted: true` : 'the url names no {system}';
        report('TOKEN_TO_UNTRUSTED', node, ['url'], `${node.id}: <${p.field}> is a token and may only go to a trusted system; ${target}`, { offset: p.offset });
      }
      if (p.transform !== undefined && !(transformNames as readonly string[]).includes(p.transform)) {
        report('UNKNOWN_PLACEHOLDER', node, ['url'], `${node.id}: unknown transform "${p.transform}" in <${p.field}:${p.transform}>${didYouMean(p.transform, transformNames)}; known: ${transformNames.join(', ')}`, { offset: p.offset });
      }
    }
    if (template.system !== undefined && !system) return;
    const filled = sample(template.parts, system?.value.url ?? '', standIn);
    const verdict = checkUrl(filled);
    if (!verdict.ok) report('UNSAFE_URL', node, ['url'], `${node.id}: ${verdict.reason}`);
    else if (verdict.url.host.includes(standIn) || verdict.url.protocol.includes(standIn)) {
      report('UNSAFE_URL', node, ['url'], `${node.id}: placeholders may not stand in the scheme or host of an address`);
    }
  }
}
