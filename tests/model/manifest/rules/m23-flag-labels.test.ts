// M23 of docs/manifest-rules.md (src/model/manifest/rules/m23-flag-labels.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { base, check, line } from '../../../support/manifest.ts';

const gated = `  - id: rpl
    parent: dashboard
    label: RPL
    url: https://rpl.example.ac.id
    requires: [statusAsesor]
  - id: rpl-lagi
    parent: dashboard
    label: RPL lagi
    url: https://rpl.example.ac.id/lagi
    requires: [accessLkam, statusAsesor]
`;

describe('M23 flag labels', () => {
  it('[M23] asks for the words for each flag a requires names, once, at its first use', () => {
    const unlabelled = base.replace(/^ {2}flags: .*\n/m, '');
    expect(check(gated).lines).toEqual([]);
    const { lines, model } = check(unlabelled + gated, { alone: true });
    expect(model).toBeUndefined();
    expect(lines).toEqual([
      `m.yaml:${line(5) - 1}:16 FLAG_LABEL rpl: requires statusAsesor, but portal.flags does not say who holds it; add portal.flags.statusAsesor.label (and en), the words the no-access dialog ends with: "hanya dapat dibuka oleh …"`,
      `m.yaml:${line(10) - 1}:16 FLAG_LABEL rpl-lagi: requires accessLkam, but portal.flags does not say who holds it; add portal.flags.accessLkam.label (and en), the words the no-access dialog ends with: "hanya dapat dibuka oleh …"`,
    ]);
  });

  it('[M23] names only session flags in portal.flags, with a suggestion', () => {
    const { lines } = check(base.replace('accessLkam: {label', 'accesLkam: {label'), { alone: true });
    expect(lines).toEqual([
      `m.yaml:7:68 FLAG_LABEL portal.flags.accesLkam: not a session flag (did you mean accessLkam?); known: statusAsesor, accessLkam`,
    ]);
  });

  it('[M23] compiles the labels into the model', () => {
    expect(check(gated).model?.portal.flags).toEqual({
      statusAsesor: { label: 'asesor', en: 'assessors' },
      accessLkam: { label: 'pemegang akses', en: 'access holders' },
    });
  });
});
