// The link check's report: one line per place that writes a broken or redirected address, then the
// count per class. For people (human), CI annotations (github) and tools (json), like manifest:check.
import { siteName, type Address, type Site } from './addresses.ts';
import { isBroken, linkClasses, type LinkClass, type LinkResult } from './classify.ts';
import { escapeData, escapeProperty } from '../../../src/model/manifest/format-issues.ts';
import { plural } from '../diff/report.ts';
import { type Unreviewed, unreviewedText } from './ownership.ts';

export type LinkFormat = 'human' | 'github' | 'json';

export interface LinkReport {
  /** The portals checked, by the name the command was given. */
  portals: string[];
  /** Every distinct address with its result. */
  checked: { address: Address; result: LinkResult }[];
  /** The systems without an owner, a review date or a source. */
  unreviewed: Unreviewed[];
}

/** A place with the result of the address it writes. */
interface Problem {
  site: Site;
  result: LinkResult;
}

/** Every place of a broken or redirected address, in file and line order. */
function problems(report: LinkReport): Problem[] {
  return report.checked
    .filter(({ result }) => result.class !== 'ok')
    .flatMap(({ address, result }) => address.sites.map((site) => ({ site, result })))
    .sort((a, b) => a.site.file.localeCompare(b.site.file) || a.site.line - b.site.line || a.site.col - b.site.col);
}

/** How many addresses fell in each class, the classes in summary order, empty ones left out. */
function countByClass(report: LinkReport): [LinkClass, number][] {
  const counts = new Map<LinkClass, number>();
  for (const { result } of report.checked) counts.set(result.class, (counts.get(result.class) ?? 0) + 1);
  return (Object.keys(linkClasses) as LinkClass[]).filter((c) => counts.has(c)).map((c) => [c, counts.get(c)!]);
}

export const hasBroken = (report: LinkReport) => report.checked.some(({ result }) => isBroken(result.class));

/** `manifest/dosen/systems.yaml:45:10 tutorial https://tutorial.ut.ac.id/ → DNS failure (…)` */
const formatProblem = ({ site, result }: Problem) =>
  `${site.file}:${site.line}:${site.col} ${siteName(site)} ${result.url} → ${result.detail}`;

function summaryLines(report: LinkReport): string[] {
  const places = report.checked.reduce((n, { address }) => n + address.sites.length, 0);
  const counts = countByClass(report);
  const width = Math.max(0, ...counts.map(([c]) => linkClasses[c].length));
  const digits = Math.max(0, ...counts.map(([, n]) => String(n).length));
  return [
    `${plural(report.checked.length, 'address', 'addresses')} (written in ${plural(places, 'place')}) of ${report.portals.join(', ')}:`,
    ...counts.map(([c, n]) => `  ${linkClasses[c].padEnd(width)}  ${String(n).padStart(digits)}`),
  ];
}

const annotation = ({ site, result }: Problem) =>
  `::${isBroken(result.class) ? 'error' : 'warning'} file=${escapeProperty(site.file)},line=${site.line},col=${site.col},` +
  `title=${escapeProperty(`link: ${linkClasses[result.class]}`)}::${escapeData(`${siteName(site)} ${result.url} → ${result.detail}`)}`;

function json(report: LinkReport): string {
  return JSON.stringify(
    {
      portals: report.portals,
      addresses: report.checked.map(({ address, result }) => ({ ...result, sites: address.sites })),
      summary: Object.fromEntries(countByClass(report)),
      unreviewed: report.unreviewed,
    },
    null,
    2,
  );
}

/** The systems without an owner, a review date or a source: notices for CI, which do not fail the job. */
function unreviewedLines(report: LinkReport, format: LinkFormat): string[] {
  if (!report.unreviewed.length) return [];
  if (format === 'github')
    return report.unreviewed.map(
      (s) =>
        `::notice file=${escapeProperty(s.file)},line=${s.line},col=${s.col},title=${escapeProperty('owner and source')}::${escapeData(unreviewedText(s))}`,
    );
  return [
    `${plural(report.unreviewed.length, 'system')} without an owner, a review date or a source (docs/manifest.md, "Owners and review dates", "Sources"):`,
    ...report.unreviewed.map((s) => `  ${s.file}:${s.line}:${s.col} ${unreviewedText(s)}`),
  ];
}

/**
 * The report in one format. Its sections follow one another, separated by a blank line: the
 * problems, the summary of the addresses, then the systems without an owner, a review date or a source.
 */
export function formatLinkReport(report: LinkReport, format: LinkFormat): string {
  if (format === 'json') return json(report);
  const found = problems(report);
  const sections = [found.map(format === 'github' ? annotation : formatProblem), summaryLines(report), unreviewedLines(report, format)];
  return sections
    .filter((lines) => lines.length)
    .map((lines) => lines.join('\n'))
    .join('\n\n');
}
