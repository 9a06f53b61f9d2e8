// The browser tests' CSP reporting (scripts/harness/csp-reports.ts, nginx.ts withCspReports):
// the shipped policy gains report-uri and nothing else, and what browsers post is read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspReportsSince, describeReports, startCspReports, type CspReports } from '../../../scripts/harness/csp-reports.ts';
import { withCspReports } from '../../../scripts/harness/nginx.ts';
import { renderNginxConf } from '../../../scripts/deploy/nginx-conf.ts';

const conf = renderNginxConf({
  PORTAL_LISTEN: '8080',
  PORTAL_ROOT: '/srv/portal/dist',
  PORTAL_CONNECT_SRC: 'https://api.example.ac.id',
  PORTAL_FRAME_SRC: 'https://login.example.ac.id',
});
const policies = (text: string) =>
  [...text.matchAll(/(?:add_header Content-Security-Policy|set \$portal_csp) "([^"]*)"/g)].map((m) => m[1]!);

describe('withCspReports', () => {
  it('ends every policy of the shipped config with report-uri, and changes nothing else', () => {
    const reported = withCspReports(conf, 'http://127.0.0.1:4140/report');
    expect(policies(conf).length).toBeGreaterThanOrEqual(3);
    expect(policies(reported)).toEqual(policies(conf).map((policy) => `${policy}; report-uri http://127.0.0.1:4140/report`));
    expect(reported.replaceAll('; report-uri http://127.0.0.1:4140/report', '')).toBe(conf);
  });

  it('refuses a config that sends no policy', () => {
    expect(() => withCspReports('server { listen 80; }', 'http://127.0.0.1:1/report')).toThrow(/no Content-Security-Policy/);
  });
});

describe('the report collector', () => {
  let collector: CspReports;
  beforeAll(async () => {
    collector = await startCspReports(0);
  });
  afterAll(() => collector.close());

  const post = (body: unknown, contentType: string, userAgent: string) =>
    fetch(collector.reportUri, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': contentType, 'user-agent': userAgent },
    });

  it('keeps a report-uri report (application/csp-report) and a Reporting API list, with the browser that sent each', async () => {
    const since = Date.now();
    await post(
      {
        'csp-report': {
          'document-uri': 'http://localhost:4180/dashboard',
          'violated-directive': 'script-src-elem',
          'blocked-uri': 'inline',
          'source-file': 'http://localhost:4180/dashboard',
          'line-number': 12,
        },
      },
      'application/csp-report',
      'Firefox',
    );
    await post(
      [
        {
          type: 'csp-violation',
          body: { documentURL: 'http://localhost:4180/login', effectiveDirective: 'img-src', blockedURL: 'https://x.test/a.png' },
        },
      ],
      'application/reports+json',
      'WebKit',
    );
    const reports = await cspReportsSince(collector.url, since);
    expect(reports.map(({ at, ...report }) => report)).toEqual([
      {
        userAgent: 'Firefox',
        documentUri: 'http://localhost:4180/dashboard',
        directive: 'script-src-elem',
        blockedUri: 'inline',
        source: 'http://localhost:4180/dashboard:12',
      },
      { userAgent: 'WebKit', documentUri: 'http://localhost:4180/login', directive: 'img-src', blockedUri: 'https://x.test/a.png' },
    ]);
    expect(describeReports(reports)).toBe(
      'http://localhost:4180/dashboard: script-src-elem blocked inline (http://localhost:4180/dashboard:12)\n' +
        'http://localhost:4180/login: img-src blocked https://x.test/a.png',
    );
    expect(await cspReportsSince(collector.url, Date.now() + 1_000)).toEqual([]);
  });

  it('ignores what is not a report', async () => {
    const before = collector.reports.length;
    await fetch(collector.reportUri, { method: 'POST', body: 'not json' });
    expect(collector.reports.length).toBe(before);
  });
});
