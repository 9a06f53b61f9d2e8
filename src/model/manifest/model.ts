// The compiled portal: what the runtime, the route report and the /list-route page work from.
// Plain JSON (the Vite plugin embeds it in the bundle), no YAML and no schema code.
import type { Access, PageContent } from '../../../schema/manifest.ts';
import type { IconKey, LayoutKey, PageKey, SessionFlag } from '../../../schema/vocabulary.ts';
import type { TemplatePart } from './url-template.ts';

export type Behaviour =
  | { kind: 'redirect'; target: string }
  | { kind: 'component'; page: PageKey }
  /**
   * `origin`: the origin of `system`'s address, the only one the filled address may have (M25; the
   * launcher checks it again). A url without a system has none.
   */
  | { kind: 'url'; system?: string; origin?: string; template: string; parts: TemplatePart[] };

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
  /** The words of a content page (`content` in the manifest), for pages whose text is the institution's. */
  content?: PageContent;
  /** Portal API path of an internal page's data. */
  source?: string;
  /** Who to contact when the user may not open this node (shown in the no-access popup). */
  help?: string;
  /** Optional English text; each field falls back to the Indonesian one. */
  en?: NodeEnglish;
  /**
   * The node is shown and can be launched only inside this window (see src/model/manifest/schedule.ts):
   * its own window narrowed by its groups' windows.
   */
  window?: TimeWindow;
  mode?: string;
  children: string[];
}

export interface NodeEnglish {
  label?: string;
  title?: string;
  description?: string;
  help?: string;
}

/**
 * A time window in epoch milliseconds: `from` inclusive, `until` exclusive; either may be open.
 * The manifest writes the bounds in the university's time zone (Asia/Jakarta, UTC+7).
 */
export interface TimeWindow {
  from?: number;
  until?: number;
}

/** A message on the dashboard home for an audience, inside a time window. */
export interface Announcement {
  id: string;
  title: string;
  body: string;
  tone: 'info' | 'warning';
  /** Only users with all these flags see it. */
  requires: SessionFlag[];
  window?: TimeWindow;
  /** A node the announcement points to (its "open" link). */
  link?: string;
  en?: { title?: string; body?: string };
}

/**
 * The paths the runtime sends people to, derived from the nodes once at compile time, so no code
 * looks them up or writes one itself.
 */
export interface PortalPaths {
  /** portal.home's path: where a signed-in user lands. */
  home: string;
  /** portal.login's path: where signed-out users are sent (a `component: login` page, M18). */
  login: string;
  /** The top-most `component: logout` page, which signs out (the mobile app opens it with ?mobile=1). */
  logout?: string;
  /**
   * Where the identity provider returns a mobile app after sign-out: the logout page's own child
   * `component: logout` page, else the login page (the logout page itself would sign out again).
   */
  signedOut: string;
}

/**
 * Where the portal reads the live status of its systems: one status page of the university's own
 * monitoring, asked once for the whole portal (src/features/launch/status-feed.ts). `url` is where the
 * browser asks: a path on the portal's own origin that the web server passes on to the status page
 * (deploy/nginx.conf.template; Uptime Kuma sends no CORS headers), or an https address of a proxy
 * that adds them for the portal's origin.
 */
export interface StatusSource {
  provider: 'uptime-kuma';
  url: string;
  /** The status page's slug: `<url>/api/status-page/<slug>`. */
  slug: string;
}

/** Who the portal belongs to (portal.yaml `institution`): every institution-specific word comes from here. */
export interface Institution {
  name: string;
  shortName: string;
  /** The sign-in account's name: "Akun UT". */
  account: string;
  /** The sign-in provider people know their account by: "Microsoft". */
  provider: string;
  /** Where people get help with signing in: an https:, mailto: or tel: address. */
  help: string;
  /** The provider's password reset page, when the manifest names one. */
  passwordReset?: string;
  /** Where the build serves the portal's logo (`/portal-logo.svg`), when the manifest names one. */
  logo?: string;
  /** The logo's file in the portal's folder, which the build copies to `logo`. */
  logoFile?: string;
  /** #rrggbb. */
  themeColor?: string;
  en?: { name?: string; shortName?: string; account?: string };
}

/** The words for the people who hold a session flag (portal.yaml `flags`). */
export interface FlagLabel {
  label: string;
  en?: string;
}

export interface PortalInfo {
  id: string;
  title: string;
  /** Node ids; their paths are in `paths`. */
  home: string;
  login: string;
  description?: string;
  en?: { title?: string; description?: string };
  institution: Institution;
  /** The language the portal opens in until the user chooses; Indonesian when absent. */
  language?: 'id' | 'en';
  /** The words for each session flag the portal's `requires` name (M23 makes sure each has them). */
  flags?: Partial<Record<SessionFlag, FlagLabel>>;
  /** Words shown as examples in the search hint. */
  searchExamples?: string[];
  /** Whether the dashboard shows the calendar agenda. */
  agenda?: boolean;
  /**
   * Whether sign-in asks for the calendar token (token2): the dashboard shows the agenda, or a link
   * carries <token2>. Derived by compile().
   */
  calendar?: true;
  paths: PortalPaths;
  status?: StatusSource;
}

/**
 * A planned maintenance of a system, in epoch ms: `from` inclusive, `until` exclusive (the manifest
 * writes both in Asia/Jakarta time). `message` is Indonesian; `en` falls back to it.
 */
export interface MaintenanceWindow {
  from: number;
  until: number;
  message: string;
  en?: string;
}

export interface PortalSystem {
  label: string;
  url: string;
  trusted: boolean;
  /** Planned maintenance, in time order, none overlapping (M19). */
  maintenance?: MaintenanceWindow[];
  /** The monitor that watches this system on the portal's status page. */
  monitor?: MonitorRef;
}

/** A monitor on the status page: its id (a number), or its exact name (two monitors may share one). */
export type MonitorRef = number | string;

export interface PortalModel {
  portal: PortalInfo;
  systems: Record<string, PortalSystem>;
  nodes: Record<string, PortalNode>;
  roots: string[];
  announcements: Announcement[];
}
