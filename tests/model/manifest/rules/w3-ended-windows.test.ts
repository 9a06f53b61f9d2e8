// W3 of docs/manifest-rules.md (src/model/manifest/rules/w3-ended-windows.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../../../src/model/manifest/format-issues.ts';
import { check, checkBeside, line } from '../../../support/manifest.ts';

describe('W3 w3EndedWindows', () => {
  it('[W3] warns about a window that has ended, judged against the injected time', () => {
    const text = `  - id: uas
    parent: dashboard
    label: UAS
    url: https://x.example.ac.id
    window: {from: 2026-11-01, until: 2026-11-20}
announcements:
  - id: libur
    title: Libur
    body: Kantor tutup.
    window: {until: "2026-11-21 00:00"}
`;
    const { issues, model } = check(text);
    expect(issues.map((i) => `${formatIssue(i)} (${i.severity})`)).toEqual([
      `m.yaml:${line(5)}:39 WINDOW_ENDED uas: the window ended 21 Nov 2026 00:00 WIB; remove the item (or its window) (warning)`,
      `m.yaml:${line(10)}:21 WINDOW_ENDED announcement libur: the window ended 21 Nov 2026 00:00 WIB; remove the announcement (warning)`,
    ]);
    expect(model).toBeDefined();
    // One minute earlier both windows were still open (until is exclusive).
    expect(check(text, { now: Date.parse('2026-11-20T23:59:00+07:00') }).lines).toEqual([]);
  });

  it('[W3] warns about a maintenance window that has ended, asking to remove it', () => {
    const text = `systems:
  tuton:
    label: Tuton
    url: https://elearning.ut.ac.id
    maintenance:
      - from: 2026-11-19 22:00
        until: 2026-11-20
        message: Pemeliharaan yang sudah lewat.
      - from: 2026-11-21 22:00
        until: 2026-11-22 04:00
        message: Pemeliharaan berikutnya.
    source: https://elearning.ut.ac.id/tentang
`;
    const { issues, model } = checkBeside(text);
    expect(issues.map((i) => `${formatIssue(i)} (${i.severity})`)).toEqual([
      'm.yaml:7:16 WINDOW_ENDED system tuton maintenance #1: the window ended 21 Nov 2026 00:00 WIB; remove the maintenance window (warning)',
    ]);
    expect(model?.systems.tuton?.maintenance).toHaveLength(2);
  });
});
