// W5 of docs/manifest-rules.md (src/model/manifest/rules/w5-unsourced-systems.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { checkBeside } from '../../../support/manifest.ts';

const system = (lines: string) => `systems:\n  tuton:\n    label: Tuton\n    url: https://elearning.ut.ac.id\n${lines}`;
const withSeverity = (text: string) =>
  checkBeside(text)
    .issues.filter((i) => i.code === 'UNSOURCED_SYSTEM')
    .map((i) => `${i.file}:${i.line}:${i.col} ${i.code} ${i.message} (${i.severity})`);

describe('W5 w5UnsourcedSystems', () => {
  it('[W5] a system taken as confirmed without a source is a warning at its url; the manifest still compiles', () => {
    expect(withSeverity(system(''))).toEqual([
      'm.yaml:4:10 UNSOURCED_SYSTEM system tuton: address https://elearning.ut.ac.id counts as confirmed but names no source; add source: (the https:// address of a public page that shows it), or mark it verified: false (warning)',
    ]);
    expect(withSeverity(system('    verified: true\n'))).toHaveLength(1);
    expect(checkBeside(system('')).model).toBeDefined();
  });

  it('[W5] a source quiets it, and so does verified: false (W1 speaks for that one)', () => {
    expect(checkBeside(system('    source: https://pustaka.example.ac.id/panduan.html\n')).lines).toEqual([]);
    expect(checkBeside(system('    verified: false\n')).issues.map((i) => i.code)).toEqual(['UNVERIFIED_SYSTEM']);
    expect(
      checkBeside(system('    verified: false\n    source: https://pustaka.example.ac.id/panduan.html\n')).issues.map((i) => i.code),
    ).toEqual(['UNVERIFIED_SYSTEM']);
  });
});
