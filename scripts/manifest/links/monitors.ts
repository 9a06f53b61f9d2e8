// The manifest's monitors against the live status page (npm run manifest:monitors): every system
// whose `monitor` is not on the page (a monitor renamed by IT, another case, a deleted one: the
// portal then silently shows nothing for it), every name that several monitors share (the portal
// shows the worse of them), and the page's monitors that no system names. The page is asked as the
// browser asks it, both answers read by the portal's own parser (src/features/launch/status-feed.ts).
import { escapeData, escapeProperty, formatIssues } from '../../../src/model/manifest/format-issues.ts';
import type { Position } from '../../../src/model/manifest/issues.ts';
import { loadManifest } from '../../../src/model/manifest/load.ts';
import { parseFile } from '../../../src/model/manifest/parse.ts';
import type { MonitorRef, StatusSource } from '../../../src/model/manifest/model.ts';
import { type ReadManifest, readFiles } from '../../../src/model/manifest/read.ts';
import { didYouMean } from '../../../src/model/manifest/suggest.ts';
import { withDeadline } from '../../../src/platform/core/deadline.ts';
import { type LiveMonitor, monitorsOf } from '../../../src/features/launch/availability.ts';
import { monitorText } from '../../../src/model/manifest/rules/m20-valid-status-source.ts';
import { readStatusPage, statusUrls } from '../../../src/features/launch/status-feed.ts';
import { plural } from '../diff/report.ts';
import type { LinkFormat } from './format.ts';
import type { PortalFiles } from './run.ts';

type MonitorFinding = Position & { portal: string } & (
    | { kind: 'missing'; system: string; monitor: MonitorRef; hint: string }
    | { kind: 'shared'; system: string; monitor: string; ids: number[] }
    | { kind: 'unnamed'; slug: string; monitor: LiveMonitor }
    | { kind: 'unread'; slug: string; reason: string }
  );

/** What one portal's status page holds and what the check found. */
interface PortalMonitors {
  portal: string;
  slug: string;
  /** Where it was asked (the base the runtime adds /api/status-page/… to), if it could be. */
  url?: string;
  monitors: number;
  findings: MonitorFinding[];
}

/** The page's monitors, or why they could not be had: both answers, as the browser's poll asks them. */
async function askStatusPage(source: StatusSource, deadlineMs: number): Promise<LiveMonitor[] | Error> {
  const urls = statusUrls(source);
  const get = async (url: string, signal: AbortSignal) => {
    const response = await fetch(url, { signal, headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new Error(`${url} answered ${response.headers.get('content-type') ?? 'something'} that is not JSON: ${text.slice(0, 60)}`);
    }
  };
  const result = await withDeadline(deadlineMs, undefined, (signal) => Promise.all([get(urls.page, signal), get(urls.heartbeat, signal)]));
  if (result.outcome === 'timeout') return new Error(`${urls.page} gave no answer within ${deadlineMs / 1000} s`);
  if (result.outcome !== 'done') {
    const error = (result as { error?: unknown }).error;
    const cause = (error as { cause?: { message?: string } })?.cause?.message;
    return new Error(`${urls.page}: ${(error as Error)?.message ?? String(error)}${cause ? ` (${cause})` : ''}`);
  }
  const live = readStatusPage(...result.value, { at: Date.now() });
  return live instanceof Error ? new Error(`${urls.page} is not an Uptime Kuma status page: ${live.message}`) : [...live.monitors];
}

/** A name the page writes otherwise (case, spaces), or the closest one. */
function hintFor(ref: MonitorRef, monitors: readonly LiveMonitor[]): string {
  if (typeof ref === 'number') return '';
  const loose = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();
  const same = monitors.find((m) => loose(m.name) === loose(ref));
  if (same) return ` (the page writes it "${same.name}"; names are exact)`;
  return didYouMean(ref, new Set(monitors.map((m) => m.name))).replace(/did you mean (.*)\?/, 'did you mean "$1"?');
}

/** The findings for one portal whose page answered with `monitors`. */
function compareMonitors(portal: string, read: ReadManifest, monitors: readonly LiveMonitor[]): MonitorFinding[] {
  const slug = read.portals[0]!.value.status!.slug;
  const named = new Set<number>();
  const findings: MonitorFinding[] = [];
  for (const { value, file, path } of read.systems) {
    if (value.monitor === undefined) continue;
    const at = file.at([...path, 'monitor']);
    const ref = value.monitor;
    const found = monitorsOf(monitors, ref);
    for (const m of found) named.add(m.id);
    if (found.length === 0)
      findings.push({ kind: 'missing', portal, system: value.name, monitor: ref, hint: hintFor(ref, monitors), ...at });
    else if (found.length > 1 && typeof ref === 'string')
      findings.push({ kind: 'shared', portal, system: value.name, monitor: ref, ids: found.map((m) => m.id), ...at });
  }
  const { file, path } = read.portals[0]!;
  const at = file.at([...path, 'status', 'slug']);
  for (const monitor of monitors) if (!named.has(monitor.id)) findings.push({ kind: 'unnamed', portal, slug, monitor, ...at });
  return findings;
}

/** The finding in words, without its place. */
function findingText(f: MonitorFinding): string {
  switch (f.kind) {
    case 'missing':
      return `${f.system}: ${monitorText(f.monitor)} is not on the status page${f.hint}; the portal shows nothing for it`;
    case 'shared':
      return `${f.system}: ${monitorText(f.monitor)} is the name of ${f.ids.length} monitors on the status page (ids ${f.ids.join(', ')}); the portal shows the worse of them: write the id of the one that watches it`;
    case 'unnamed':
      return `${f.slug}: monitor ${f.monitor.id} "${f.monitor.name}" is named by no system`;
    case 'unread':
      return `${f.slug}: ${f.reason}`;
  }
}

/** Errors fail the check (a system shows nothing, or the page cannot be read); the rest is for people to look at. */
const level = (f: MonitorFinding) => (f.kind === 'missing' || f.kind === 'unread' ? 'error' : f.kind === 'shared' ? 'warning' : 'notice');

const hasMonitorErrors = (report: readonly PortalMonitors[]) => report.some((p) => p.findings.some((f) => level(f) === 'error'));

const byPlace = (a: MonitorFinding, b: MonitorFinding) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col;

function summary(p: PortalMonitors): string {
  const count = (kind: MonitorFinding['kind']) => p.findings.filter((f) => f.kind === kind).length;
  if (p.url === undefined || count('unread')) return `${p.portal}: status page ${p.slug} not read`;
  const parts = [
    `${plural(p.monitors, 'monitor')}`,
    `${plural(count('missing'), 'system')} naming one it does not have`,
    `${plural(count('shared'), 'name')} shared by several`,
    `${count('unnamed')} named by no system`,
  ];
  return `${p.portal}: status page ${p.slug} at ${p.url}: ${parts.join(', ')}`;
}

function formatMonitorReport(report: readonly PortalMonitors[], format: LinkFormat): string {
  if (format === 'json') return JSON.stringify(report, null, 2);
  const findings = report.flatMap((p) => p.findings).sort(byPlace);
  const lines =
    format === 'github'
      ? findings.map(
          (f) =>
            `::${level(f)} file=${escapeProperty(f.file)},line=${f.line},col=${f.col},title=${escapeProperty(`monitor: ${f.kind}`)}::${escapeData(findingText(f))}`,
        )
      : findings.map((f) => `${f.file}:${f.line}:${f.col} ${findingText(f)}`);
  return [lines, report.map(summary)]
    .filter((part) => part.length)
    .map((part) => part.join('\n'))
    .join('\n\n');
}

/**
 * Where each portal's status page is asked: its `status.url` when that is an address; when it is a
 * path on the portal's own origin, that origin (the portal's public address) from `origins`, by
 * portal name or for all (`*`), so the page is asked through the portal's web server as browsers ask it.
 */
export type Origins = ReadonlyMap<string, string>;

export interface MonitorCheckRun {
  stdout: string;
  stderr: string;
  /** 0: every monitor found; 1: a system names a monitor the page does not have, a page could not be read, or a manifest error. */
  code: 0 | 1;
}

export async function runMonitorCheck(
  portals: readonly PortalFiles[],
  origins: Origins,
  format: LinkFormat,
  deadlineMs = 10_000,
): Promise<MonitorCheckRun> {
  const loaded = portals.map(({ portal, files }) => ({ portal, files, ...loadManifest(files) }));
  const broken = loaded.filter((p) => !p.model);
  if (broken.length)
    return {
      stdout: formatIssues(
        broken.flatMap((p) => p.issues.filter((i) => i.severity === 'error')),
        format,
      ),
      stderr: `manifest:monitors: the manifest has errors (${broken.map((p) => p.portal).join(', ')}); fix them first (npm run manifest:check)`,
      code: 1,
    };
  const report: PortalMonitors[] = [];
  const skipped: string[] = [];
  for (const { portal, files, model } of loaded) {
    const status = model!.portal.status;
    if (!status) {
      skipped.push(portal);
      continue;
    }
    const read = readFiles(files.map((f) => parseFile(f).parsed)).read;
    const { file, path } = read.portals[0]!;
    const unread = (reason: string): PortalMonitors => ({
      portal,
      slug: status.slug,
      monitors: 0,
      findings: [{ kind: 'unread', portal, slug: status.slug, reason, ...file.at([...path, 'status', 'url']) }],
    });
    const origin = origins.get(portal) ?? origins.get('*');
    if (status.url.startsWith('/') && !origin) {
      report.push(unread(`status.url ${status.url} is a path on the portal: give its public address, --origin ${portal}=https://…`));
      continue;
    }
    const url = status.url.startsWith('/') ? `${origin!.replace(/\/+$/, '')}${status.url}` : status.url;
    const monitors = await askStatusPage({ ...status, url }, deadlineMs);
    if (monitors instanceof Error) report.push({ ...unread(`the status page could not be read: ${monitors.message}`), url });
    else report.push({ portal, slug: status.slug, url, monitors: monitors.length, findings: compareMonitors(portal, read, monitors) });
  }
  const stdout = formatMonitorReport(report, format);
  const stderr = skipped.length
    ? `manifest:monitors: ${skipped.join(', ')} read${skipped.length === 1 ? 's' : ''} no status page (portal.status)`
    : '';
  return { stdout, stderr, code: hasMonitorErrors(report) ? 1 : 0 };
}
