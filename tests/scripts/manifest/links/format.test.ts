import { describe, expect, it } from 'vitest';
import type { Address } from '../../../../scripts/manifest/links/addresses.ts';
import type { LinkResult } from '../../../../scripts/manifest/links/classify.ts';
import { formatLinkReport, hasBroken, type LinkReport } from '../../../../scripts/manifest/links/format.ts';

const site = (file: string, line: number, system?: string, node?: string) => ({
  portal: 'dosen',
  file,
  line,
  col: 10,
  ...(system && { system }),
  ...(node && { node }),
});
const entry = (address: Address, result: Omit<LinkResult, 'url'>) => ({ address, result: { url: address.url, ...result } });

const report: LinkReport = {
  portals: ['dosen', 'mahasiswa'],
  checked: [
    entry(
      { url: 'https://tuton.example.ac.id/', sites: [site('manifest/dosen/systems.yaml', 21, 'tuton')] },
      { class: 'ok', detail: 'ok: 200 OK' },
    ),
    entry(
      {
        url: 'https://tmk.example.ac.id/',
        sites: [site('manifest/mahasiswa/systems.yaml', 9, 'tmk'), site('manifest/dosen/systems.yaml', 30, 'tmk')],
      },
      { class: 'redirected', detail: 'redirected elsewhere: ends at https://tmk2.example.ac.id/ (200 OK)' },
    ),
    entry(
      { url: 'https://kurikulum.example.ac.id/rps', sites: [site('manifest/dosen/pendidikan-pengajar.yaml', 212, 'kurikulum', 'rps')] },
      { class: 'client-error', status: 404, detail: 'client error: 404 Not Found' },
    ),
    entry(
      { url: 'https://tuweb.example.ac.id/', sites: [site('manifest/dosen/systems.yaml', 26, 'tuweb')] },
      { class: 'dns', code: 'ENOTFOUND', detail: 'DNS failure (getaddrinfo ENOTFOUND tuweb.example.ac.id)' },
    ),
  ],
  unreviewed: [],
};

describe('the link check report', () => {
  it('lists each place of a problem by file and line, then the count per class', () => {
    expect(formatLinkReport(report, 'human')).toBe(
      [
        'manifest/dosen/pendidikan-pengajar.yaml:212:10 kurikulum (rps) https://kurikulum.example.ac.id/rps → client error: 404 Not Found',
        'manifest/dosen/systems.yaml:26:10 tuweb https://tuweb.example.ac.id/ → DNS failure (getaddrinfo ENOTFOUND tuweb.example.ac.id)',
        'manifest/dosen/systems.yaml:30:10 tmk https://tmk.example.ac.id/ → redirected elsewhere: ends at https://tmk2.example.ac.id/ (200 OK)',
        'manifest/mahasiswa/systems.yaml:9:10 tmk https://tmk.example.ac.id/ → redirected elsewhere: ends at https://tmk2.example.ac.id/ (200 OK)',
        '',
        '4 addresses (written in 5 places) of dosen, mahasiswa:',
        '  ok                    1',
        '  redirected elsewhere  1',
        '  client error (4xx)    1',
        '  DNS failure           1',
      ].join('\n'),
    );
    expect(hasBroken(report)).toBe(true);
  });

  it('annotates broken addresses as errors and redirected ones as warnings for GitHub', () => {
    const lines = formatLinkReport(report, 'github').split('\n');
    expect(lines.slice(0, 4)).toEqual([
      '::error file=manifest/dosen/pendidikan-pengajar.yaml,line=212,col=10,title=link%3A client error (4xx)::kurikulum (rps) https://kurikulum.example.ac.id/rps → client error: 404 Not Found',
      '::error file=manifest/dosen/systems.yaml,line=26,col=10,title=link%3A DNS failure::tuweb https://tuweb.example.ac.id/ → DNS failure (getaddrinfo ENOTFOUND tuweb.example.ac.id)',
      '::warning file=manifest/dosen/systems.yaml,line=30,col=10,title=link%3A redirected elsewhere::tmk https://tmk.example.ac.id/ → redirected elsewhere: ends at https://tmk2.example.ac.id/ (200 OK)',
      '::warning file=manifest/mahasiswa/systems.yaml,line=9,col=10,title=link%3A redirected elsewhere::tmk https://tmk.example.ac.id/ → redirected elsewhere: ends at https://tmk2.example.ac.id/ (200 OK)',
    ]);
    expect(lines.slice(4)).toEqual(formatLinkReport(report, 'human').split('\n').slice(4));
  });

  it('gives tools every address with its result, places and the counts', () => {
    const json = JSON.parse(formatLinkReport(report, 'json'));
    expect(json.portals).toEqual(['dosen', 'mahasiswa']);
    expect(json.addresses[2]).toEqual({
      url: 'https://kurikulum.example.ac.id/rps',
      class: 'client-error',
      status: 404,
      detail: 'client error: 404 Not Found',
      sites: [{ portal: 'dosen', file: 'manifest/dosen/pendidikan-pengajar.yaml', line: 212, col: 10, system: 'kurikulum', node: 'rps' }],
    });
    expect(json.summary).toEqual({ ok: 1, redirected: 1, 'client-error': 1, dns: 1 });
  });

  it('prints only the summary when every address is ok, and a redirect alone is not broken', () => {
    const fine = { ...report, portals: ['dosen'], checked: report.checked.slice(0, 2) };
    expect(hasBroken(fine)).toBe(false);
    const ok = { ...report, portals: ['dosen'], checked: report.checked.slice(0, 1) };
    expect(formatLinkReport(ok, 'human')).toBe('1 address (written in 1 place) of dosen:\n  ok  1');
  });

  it('lists the systems without an owner, a review date or a source after the summary: lines for people, notices for GitHub, a key for tools', () => {
    const unreviewed = [
      {
        portal: 'dosen',
        system: 'tuton',
        missing: ['owner', 'reviewed', 'source'] as const,
        file: 'manifest/dosen/systems.yaml',
        line: 20,
        col: 3,
      },
      { portal: 'dosen', system: 'lppm', missing: ['reviewed'] as const, file: 'manifest/dosen/systems.yaml', line: 104, col: 3 },
    ].map((u) => ({ ...u, missing: [...u.missing] }));
    const withList = { ...report, checked: report.checked.slice(0, 1), unreviewed };
    expect(formatLinkReport(withList, 'human').split('\n').slice(2)).toEqual([
      '',
      '2 systems without an owner, a review date or a source (docs/manifest.md, "Owners and review dates", "Sources"):',
      '  manifest/dosen/systems.yaml:20:3 tuton: no owner, no reviewed date, no source',
      '  manifest/dosen/systems.yaml:104:3 lppm: no reviewed date',
    ]);
    expect(formatLinkReport(withList, 'github').split('\n').slice(-1)).toEqual([
      '::notice file=manifest/dosen/systems.yaml,line=104,col=3,title=owner and source::lppm: no reviewed date',
    ]);
    expect(hasBroken(withList)).toBe(false);
    expect(JSON.parse(formatLinkReport(withList, 'json')).unreviewed).toEqual(unreviewed);
  });
});
