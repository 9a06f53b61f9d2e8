// Which addresses the link check asks, and where each is written: every system's base address,
// and every fixed address a menu item adds to it (or writes whole). Pure: works on the manifest as
// read (src/model/manifest/read.ts), which still knows the file and line of every value.
import type { Position } from '../../../src/model/manifest/issues.ts';
import { baseAddress } from '../../../src/model/manifest/compile.ts';
import type { ReadManifest } from '../../../src/model/manifest/read.ts';
import { parseTemplate } from '../../../src/model/manifest/url-template.ts';

/** A place that writes an address: a system's `url`, or a menu item's `url`. */
export interface Site extends Position {
  portal: string;
  /** The system the address belongs to (absent for an item that writes a whole address). */
  system?: string;
  /** The item that adds a path to the system's address (absent for the system's own address). */
  node?: string;
}

/** One distinct address, asked once, with every place that writes it. */
export interface Address {
  url: string;
  sites: Site[];
}

/** How a message names a place: `tuton`, `kurikulum (rps)` for an item of a system, `(beasiswa)` for an item alone. */
export const siteName = (site: Site) =>
  [site.system, site.node === undefined ? undefined : `(${site.node})`].filter((part) => part !== undefined).join(' ');

/**
 * The part of a url template that is the same for every lecturer: the text before its first
 * placeholder. A query or path segment that the placeholder would complete is dropped with it
 * (`{sinta}/authors?q=<namaTanpaGelar>` → `{sinta}/authors`, `{rg}/profile/x-<nip>` →
 * `{rg}/profile/`), and so is a fragment, which never reaches the server.
 */
export function fixedPart(text: string, complete: boolean): string {
  const withoutFragment = text.split('#', 1)[0]!;
  if (complete) return withoutFragment;
  const query = withoutFragment.indexOf('?');
  if (query >= 0) return withoutFragment.slice(0, query);
  return withoutFragment.slice(0, withoutFragment.lastIndexOf('/') + 1);
}

/** The address a node's url template asks before its first placeholder, or undefined when it adds nothing to its system's. */
export function itemAddress(template: string, systemUrl: string | undefined): string | undefined {
  const parsed = parseTemplate(template);
  const firstPlaceholder = parsed.parts.findIndex((part) => typeof part !== 'string');
  const literal = (firstPlaceholder < 0 ? parsed.parts : parsed.parts.slice(0, firstPlaceholder)).join('');
  const prefix = parsed.system === undefined ? '' : baseAddress(systemUrl ?? '');
  const text = prefix + fixedPart(literal, firstPlaceholder < 0);
  if (parsed.system !== undefined && baseAddress(text) === prefix) return undefined;
  return normalise(text);
}

/** The address as a request sends it (`https://x.ac.id` → `https://x.ac.id/`), so that one written two ways is asked once. */
function normalise(text: string): string | undefined {
  try {
    return new URL(text).href;
  } catch {
    return undefined;
  }
}

/**
 * Every address of a portal with the places that write it: the systems first, then the items, in
 * file order. Reads only what passed the schema; call it on a manifest without errors.
 */
export function collectAddresses(portal: string, read: ReadManifest): Address[] {
  const systems = new Map(read.systems.map((s) => [s.value.name, s.value.url]));
  const found: { url: string; site: Site }[] = [];
  for (const { value, file, path } of read.systems) {
    const url = normalise(baseAddress(value.url));
    if (url) found.push({ url, site: { portal, system: value.name, ...file.at([...path, 'url']) } });
  }
  for (const node of read.nodes) {
    const template = node.def?.url;
    if (template === undefined) continue;
    const system = parseTemplate(template).system;
    const url = itemAddress(template, system === undefined ? undefined : systems.get(system));
    if (url)
      found.push({ url, site: { portal, ...(system !== undefined && { system }), node: node.id, ...node.file.at([...node.path, 'url']) } });
  }
  return mergeAddresses(found.map(({ url, site }) => ({ url, sites: [site] })));
}

/** One entry per distinct url, keeping every place, in the order the urls first appear (also across portals). */
export function mergeAddresses(addresses: readonly Address[]): Address[] {
  const merged = new Map<string, Address>();
  for (const { url, sites } of addresses) {
    const entry = merged.get(url);
    if (entry) entry.sites.push(...sites);
    else merged.set(url, { url, sites: [...sites] });
  }
  return [...merged.values()];
}
