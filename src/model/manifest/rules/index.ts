// The rules of docs/manifest-rules.md, in their order. validate() runs them one after another on
// a shared context; tests/model/manifest/rules/index.test.ts keeps this list and the document in step.
// Files are named after the rule number (m03-…), zero-padded so a directory listing is in order.
import type { Rule } from './context.ts';
import { m3UniqueIds } from './m03-unique-ids.ts';
import { m4ParentExists } from './m04-parent-exists.ts';
import { m5NoParentCycles } from './m05-no-parent-cycles.ts';
import { m6UniquePaths } from './m06-unique-paths.ts';
import { m7RedirectsGoDown } from './m07-redirects-go-down.ts';
import { m8OneBehaviour } from './m08-one-behaviour.ts';
import { m9NamesRegisteredInCode } from './m09-names-registered-in-code.ts';
import { m10KnownPlaceholders } from './m10-known-placeholders.ts';
import { m11TokensOnlyToTrustedSystems } from './m11-tokens-only-to-trusted-systems.ts';
import { m12SafeUrls } from './m12-safe-urls.ts';
import { m13KnownSystems } from './m13-known-systems.ts';
import { m14KnownSessionFlags } from './m14-known-session-flags.ts';
import { m15OnePortalBlock } from './m15-one-portal-block.ts';
import { m16ValidWindows } from './m16-valid-windows.ts';
import { m17AnnouncementLinksExist } from './m17-announcement-links-exist.ts';
import { m18PortalPagesOpen } from './m18-portal-pages-open.ts';
import { m19NoMaintenanceOverlap } from './m19-no-maintenance-overlap.ts';
import { m20ValidStatusSource } from './m20-valid-status-source.ts';
import { m21OwnersAreUnits } from './m21-owners-are-units.ts';
import { m22ValidReviewDates } from './m22-valid-review-dates.ts';
import { m23FlagLabels } from './m23-flag-labels.ts';
import { m24LogoIsAnImage } from './m24-logo-is-an-image.ts';
import { m25UrlsStayOnTheirSystem } from './m25-urls-stay-on-their-system.ts';
import { w1UnverifiedSystems } from './w1-unverified-systems.ts';
import { w2UnreachableNodes } from './w2-unreachable-nodes.ts';
import { w3EndedWindows } from './w3-ended-windows.ts';
import { w4ReviewsDue } from './w4-reviews-due.ts';
import { w5UnsourcedSystems } from './w5-unsourced-systems.ts';

/**
 * The first two rules are checked while the files are read, before there is a manifest to run
 * rules on: a file that is not YAML, or not of the manifest's shape, has no parts to compare.
 */
export const rulesCheckedWhileReading = {
  M1: 'src/model/manifest/parse.ts (parseFile): the file is valid YAML',
  M2: 'src/model/manifest/read.ts (readFiles): the shape of schema/manifest.ts',
} as const;

/** Every other rule, in order; issues at the same position come out in this order. */
export const rules: readonly Rule[] = [
  m3UniqueIds,
  m4ParentExists,
  m5NoParentCycles,
  m6UniquePaths,
  m7RedirectsGoDown,
  m8OneBehaviour,
  m9NamesRegisteredInCode,
  m10KnownPlaceholders,
  m11TokensOnlyToTrustedSystems,
  m12SafeUrls,
  m13KnownSystems,
  m14KnownSessionFlags,
  m15OnePortalBlock,
  m16ValidWindows,
  m17AnnouncementLinksExist,
  m18PortalPagesOpen,
  m19NoMaintenanceOverlap,
  m20ValidStatusSource,
  m21OwnersAreUnits,
  m22ValidReviewDates,
  m23FlagLabels,
  m24LogoIsAnImage,
  m25UrlsStayOnTheirSystem,
  w1UnverifiedSystems,
  w2UnreachableNodes,
  w3EndedWindows,
  w4ReviewsDue,
  w5UnsourcedSystems,
];
