// Where the test portals' Content Security Policy reports its violations: the test nginx adds
// `report-uri` to the shipped policy (startNginx, NginxSite.cspReportUri), so every engine's
// browser posts each violation here, from every page of a portal's origin (popups and a document's
// first moments included: WebKit's WebDriver classic cannot watch a page before it loads). Tests
// read them back over http, with the browser that sent each (its User-Agent).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CspReport {
  /** Date.now() when it arrived. */
  at: number;
  userAgent: string;
  documentUri: string;
  directive: string;
  blockedUri: string;
  /** Where the blocked code was, when the browser says. */
  source?: string;
}

export interface CspReports {
  /** The report-uri the policies name. */
  reportUri: string;
  /** The reports so far (GET `url`/reports answers them as JSON). */
  reports: CspReport[];
  url: string;
  close(): Promise<void>;
}

const body = (req: IncomingMessage) =>
  new Promise<string>((done, fail) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => done(text));
    req.on('error', fail);
  });

/** One report from what a browser posts: application/csp-report ({"csp-report": …}) or the Reporting API's list. */
function parse(text: string, userAgent: string): CspReport[] {
  const json = JSON.parse(text) as unknown;
  const items = Array.isArray(json) ? json.map((r: { body?: unknown }) => r.body) : [(json as { 'csp-report'?: unknown })['csp-report']];
  return items.flatMap((item) => {
    if (!item || typeof item !== 'object') return [];
    const r = item as Record<string, unknown>;
    const text = (key: string, other: string) => String(r[key] ?? r[other] ?? '');
    const file = text('source-file', 'sourceFile');
    return [
      {
        at: Date.now(),
        userAgent,
        documentUri: text('document-uri', 'documentURL'),
        directive: text('violated-directive', 'effectiveDirective'),
        blockedUri: text('blocked-uri', 'blockedURL'),
        ...(file && { source: `${file}:${text('line-number', 'lineNumber')}` }),
      },
    ];
  });
}

/** The collector on 127.0.0.1:`port` (0: any free port). */
export async function startCspReports(port: number): Promise<CspReports> {
  const reports: CspReport[] = [];
  const server = createServer(async (req, res) => {
    if (req.method === 'POST' && req.url === '/report') {
      try {
        reports.push(...parse(await body(req), req.headers['user-agent'] ?? ''));
      } catch {
        // not a report
      }
      res.writeHead(204).end();
      return;
    }
    if (req.method === 'GET' && req.url === '/reports') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(reports));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((ready, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', ready);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    reportUri: `${url}/report`,
    reports,
    url,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

/** The reports a test run's collector (at `url`) has received since `since` (Date.now()). */
export async function cspReportsSince(url: string, since: number): Promise<CspReport[]> {
  const all = (await (await fetch(`${url}/reports`)).json()) as CspReport[];
  return all.filter((report) => report.at >= since);
}

export const describeReports = (reports: readonly CspReport[]) =>
  reports.map((r) => `${r.documentUri}: ${r.directive} blocked ${r.blockedUri || 'inline'}${r.source ? ` (${r.source})` : ''}`).join('\n');
