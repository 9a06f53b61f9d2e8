// schema/manifest.schema.json as an editor sees it: ajv (the validator yaml-language-server builds
// on) with the checked-in schema, errors placed on lines the way an editor underlines them. The real
// manifests show nothing; each broken file is flagged on the line the project's validator names too.
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LineCounter, parseDocument } from 'yaml';
import { loadManifest } from '../../../src/model/manifest/load.ts';
import { portalIds, readPortal } from '../../../scripts/manifest/files.ts';
import { base, baseWithStatus, testNow } from '../../support/manifest.ts';

const schema = JSON.parse(readFileSync('schema/manifest.schema.json', 'utf8'));
const validate = new Ajv2020({ allErrors: true, strict: false }).compile(schema);

/** The lines an editor marks: each error's instance path resolved to its YAML node. */
function editorLines(text: string): number[] {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  if (validate(doc.toJS())) return [];
  const line = (error: ErrorObject) => {
    const path = error.instancePath
      .split('/')
      .slice(1)
      .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
    const node = doc.getIn(path, true) as { range?: [number, number, number] } | undefined;
    return lineCounter.linePos(node?.range?.[0] ?? 0).line;
  };
  return [...new Set(validate.errors!.map(line))].sort((a, b) => a - b);
}

const validatorLines = (text: string) => [...new Set(loadManifest([{ name: 'm.yaml', text }]).issues.map((i) => i.line))];

const firstNodeLine = base.split('\n').length; // the line of the node each case appends

describe('the editor schema', () => {
  it.each([...portalIds(), 'tests/fixtures/portal-kampus'])('shows nothing on the real %s manifest', (portal) => {
    for (const file of readPortal(portal)) expect(editorLines(file.text), file.name).toEqual([]);
  });

  it.each([
    ['a node with no behaviour', '  - { id: kosong, parent: dashboard, label: Kosong }'],
    ['a node with url and redirect', '  - { id: dua, parent: dashboard, label: Dua, url: "{rg}", redirect: dashboard }'],
    ['a mistyped placeholder', '  - { id: salah, parent: dashboard, label: Salah, url: "{rg}/a?q=<namaTanpaGelr>" }'],
    ['an unknown transform', '  - { id: ubah, parent: dashboard, label: Ubah, url: "{rg}/a?q=<nip:title>" }'],
    ['a plain http address', '  - { id: http, parent: dashboard, label: Http, url: "http://example.ac.id/x" }'],
    ['a system reference that is not kebab-case', '  - { id: besar, parent: dashboard, label: Besar, url: "{Research Gate}/x" }'],
  ])('flags %s on its line, as the validator does', (_, node) => {
    const text = `${base}${node}\n`;
    expect(editorLines(text)).toEqual([firstNodeLine]);
    expect(validatorLines(text)).toContain(firstNodeLine);
  });

  /** The status base with a system `tuton` carrying `fields` (lines of 4-space indented YAML). */
  const withTuton = (fields: string) =>
    baseWithStatus.replace('systems:\n', `systems:\n  tuton:\n    label: Tuton\n    url: https://elearning.ut.ac.id\n${fields}`);
  const maintenance = (lines: string) => `    maintenance:\n      - ${lines.trim().split('\n').join('\n        ')}\n`;

  it.each([
    ['a maintenance window without a message', withTuton(maintenance('from: 2026-12-05 22:00\nuntil: 2026-12-06 04:00')), '- from'],
    [
      'a maintenance window with a misspelt key',
      withTuton(maintenance('form: 2026-12-05 22:00\nuntil: 2026-12-06 04:00\nmessage: M')),
      '- form',
    ],
    ['a maintenance bound that is not a time', withTuton(maintenance('from: 5 Dec 2026\nuntil: 2026-12-06 04:00\nmessage: M')), '5 Dec'],
    ['an empty monitor name', withTuton('    monitor: ""\n'), 'monitor:'],
    ['a source on http', withTuton('    source: http://pustaka.example.ac.id/panduan\n'), 'source:'],
    ['a status address on http', baseWithStatus.replace('url: /status-feed', 'url: http://status.example.ac.id'), 'status.example'],
    ['a protocol-relative status address', baseWithStatus.replace('url: /status-feed', 'url: //status.example.ac.id'), 'status.example'],
    ['a status address with a query', baseWithStatus.replace('url: /status-feed', 'url: /status-feed?x=1'), 'status-feed'],
    ['a status slug with capitals', baseWithStatus.replace('slug: layanan-ut', 'slug: Layanan-UT'), 'slug:'],
  ])('flags %s on its line, as the validator does', (_, text, marker) => {
    const line = text.split('\n').findIndex((l) => l.includes(marker)) + 1;
    expect(editorLines(text)).toEqual([line]);
    expect(validatorLines(text)).toContain(line);
  });

  it('shows nothing on a system with maintenance and a monitor, and a status page on the portal', () => {
    const text = withTuton(
      `${maintenance('from: 2026-12-05 22:00\nuntil: 2026-12-06\nmessage: Pemeliharaan.\nen: Maintenance.')}    monitor: E-Learning UT\n    source: https://elearning.ut.ac.id/tentang\n`,
    );
    expect(editorLines(text)).toEqual([]);
    expect(loadManifest([{ name: 'm.yaml', text }], { now: testNow }).issues).toEqual([]);
  });

  it('flags a system address that is not https on its line', () => {
    const text = base.replace('url: https://www.researchgate.net', 'url: http://www.researchgate.net');
    const line = text.split('\n').findIndex((l) => l.includes('http://www.researchgate.net')) + 1;
    expect(editorLines(text)).toEqual([line]);
    expect(validatorLines(text)).toContain(line);
  });
});
