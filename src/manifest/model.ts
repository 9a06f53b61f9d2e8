// The compiled portal: what the runtime, the route report and the /list-route page work from.
// Plain JSON (the Vite plugin embeds it in the bundle), no YAML and no schema code.
import type { Access } from '../../schema/manifest.ts';
import type { IconKey, LayoutKey, PageKey, SessionFlag } from '../../schema/vocabulary.ts';
import type { TemplatePart } from './url-template.ts';

export type Behaviour =
  | { kind: 'redirect'; target: string }
  | { kind: 'component'; page: PageKey }
  | { kind: 'url'; system?: string; template: string; parts: TemplatePart[] };

export interface PortalNode {
  id: string;
  parent?: string;
  /** Full URL path, e.g. /dashboard/pendidikan-pengajar/kurikulum-&-bahan-ajar */
  path: string;
  segment: string;
  label: string;
  title: string;
  icon?: IconKey;
  access: Access;
  behaviour: Behaviour;
  layout?: LayoutKey;
  requires: SessionFlag[];
  hidden: boolean;
  keywords: string[];
  description?: string;
  /** Portal API path of an internal page's data. */
  source?: string;
  mode?: string;
  children: string[];
}

export interface PortalModel {
  portal: { id: string; title: string; home: string; login: string; description?: string };
  systems: Record<string, { label: string; url: string; trusted: boolean }>;
  nodes: Record<string, PortalNode>;
  roots: string[];
}
