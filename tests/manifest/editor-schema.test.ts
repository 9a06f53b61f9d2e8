// schema/manifest.schema.json as an editor sees it: ajv (the validator yaml-language-server builds
// on) with the checked-in schema, errors placed on lines the way an editor underlines them. The real
// manifests show nothing; each broken file is flagged on the line the project's validator names too.
import Ajv2020, { type ErrorObject } from 'ajv/dist/2020.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LineCounter, parseDocument } from 'yaml';
import { loadManifest } from '../../src/manifest/load.ts';
import { portalIds, readPortal } from '../../scripts/lib/manifest-files.ts';
import { base } from './helpers.ts';

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

  it('flags a system address that is not https on its line', () => {
    const text = base.replace('url: https://www.researchgate.net', 'url: http://www.researchgate.net');
    const line = text.split('\n').findIndex((l) => l.includes('http://www.researchgate.net')) + 1;
    expect(editorLines(text)).toEqual([line]);
    expect(validatorLines(text)).toContain(line);
  });
});
