import { formatIssue } from '../../src/model/manifest/format-issues.ts';
import { loadManifest } from '../../src/model/manifest/load.ts';

/** A small valid manifest; tests append nodes or systems to it. */
export const base = `portal:
  id: test
  title: Test
  home: dashboard
  login: login
  institution: {name: Institut Uji, shortName: IU, account: Akun IU, provider: Penyedia Uji, help: https://bantuan.uji.example}
  flags: {statusAsesor: {label: asesor, en: assessors}, accessLkam: {label: pemegang akses, en: access holders}}
systems:
  kurikulum:
    label: Kurikulum
    url: https://kurikulum.example.ac.id
    trusted: true
    source: https://kurikulum.example.ac.id/tentang
  rg:
    label: ResearchGate
    url: https://www.researchgate.net
    source: https://www.researchgate.net/about
nodes:
  - id: home
    path: ""
    redirect: dashboard
    label: Beranda
    hidden: true
  - id: login
    component: login
    access: guest
    label: Login
  - id: dashboard
    component: dashboard-home
    layout: sidebar
    label: Dashboard
`;

/** The time the checks run at: 21 Nov 2026 00.00 WIB, so windows in the tests never expire. */
export const testNow = Date.parse('2026-11-21T00:00:00+07:00');

/** Loads `text` (appended to the base unless `alone`) and returns the issues as `line:col CODE message`. */
export function check(text: string, { alone = false, name = 'm.yaml', now = testNow } = {}) {
  const { issues, model } = loadManifest([{ name, text: alone ? text : base + text }], { now });
  return { issues, model, lines: issues.map(formatIssue) };
}

/** Line numbers of appended text start after the base. */
const baseLines = base.split('\n').length - 1;
export const line = (n: number) => baseLines + n;

/** Loads the base manifest (base.yaml) beside `text` as m.yaml, whose lines count from 1: systems of a test's own. */
export function checkBeside(text: string, { portal = base, now = testNow } = {}) {
  const { issues, model } = loadManifest(
    [
      { name: 'base.yaml', text: portal },
      { name: 'm.yaml', text },
    ],
    { now },
  );
  return { issues, model, lines: issues.map(formatIssue) };
}

/** The base manifest whose portal block names a status page (M20). */
export const baseWithStatus = base.replace(
  '  login: login\n',
  '  login: login\n  status:\n    provider: uptime-kuma\n    url: /status-feed\n    slug: layanan-ut\n',
);
