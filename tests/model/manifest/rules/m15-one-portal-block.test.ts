// M15 of docs/manifest-rules.md (src/model/manifest/rules/m15-one-portal-block.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../../../src/model/manifest/format-issues.ts';
import { loadManifest } from '../../../../src/model/manifest/load.ts';
import { baseWithStatus, check } from '../../../support/manifest.ts';

describe('M15 m15OnePortalBlock', () => {
  it('[M15] requires exactly one portal block whose home and login exist', () => {
    expect(check('nodes: []\n', { alone: true }).lines).toEqual([
      'm.yaml:1:1 PORTAL no file defines the portal block (portal: {id, title, home, login, institution})',
    ]);
    const { issues } = loadManifest([
      {
        name: 'a.yaml',
        text: 'portal: { id: t, title: T, home: dasbor, login: l, institution: { name: I, shortName: I, account: A, provider: P, help: "https://i.example" } }\nnodes:\n  - { id: l, component: login, access: public, label: L }\n',
      },
      {
        name: 'b.yaml',
        text: 'portal: { id: t, title: T, home: l, login: l, institution: { name: I, shortName: I, account: A, provider: P, help: "https://i.example" } }\n',
      },
    ]);
    expect(issues.map(formatIssue)).toEqual([
      'a.yaml:1:34 PORTAL portal.home: no node "dasbor"',
      'b.yaml:1:1 PORTAL portal is already defined at a.yaml:1:9',
    ]);
  });

  it('[M15] reports a portal with no files instead of crashing', () => {
    expect(loadManifest([]).issues.map(formatIssue)).toEqual([
      '(no manifest files):1:1 PORTAL no file defines the portal block (portal: {id, title, home, login, institution})',
    ]);
  });

  it('[M15] counts a portal block that breaks the schema as there: only M2 reports it', () => {
    expect(check(baseWithStatus.replace('    slug: layanan-ut\n', '    slugg: layanan-ut\n'), { alone: true }).lines).toEqual([
      'm.yaml:7:5 MISSING_FIELD portal: missing required field "status.slug"',
      'm.yaml:9:5 UNKNOWN_KEY portal: unknown key "slugg" (did you mean slug?)',
    ]);
  });
});
