// M9 of docs/manifest-rules.md (src/model/manifest/rules/m09-names-registered-in-code.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { check, line } from '../../../support/manifest.ts';

describe('M9 m9NamesRegisteredInCode', () => {
  it('[M9] requires component, layout and icon to be registered in code', () => {
    expect(
      check(`  - id: halaman
    parent: dashboard
    label: Halaman
    component: kisi-kisih
    layout: sidbar
    icon: calender
`).lines,
    ).toEqual([
      `m.yaml:${line(4)}:16 UNKNOWN_NAME halaman: unknown page "kisi-kisih" (did you mean kisi-kisi?)`,
      `m.yaml:${line(5)}:13 UNKNOWN_NAME halaman: unknown layout "sidbar" (did you mean sidebar?)`,
      `m.yaml:${line(6)}:11 UNKNOWN_NAME halaman: unknown icon "calender" (did you mean calendar?)`,
    ]);
  });
});
