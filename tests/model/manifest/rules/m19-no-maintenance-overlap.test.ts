// M19 of docs/manifest-rules.md (src/model/manifest/rules/m19-no-maintenance-overlap.ts): message and position of each issue pinned.
import { describe, expect, it } from 'vitest';
import { checkBeside } from '../../../support/manifest.ts';

describe('M19 m19NoMaintenanceOverlap', () => {
  it('[M19] rejects a maintenance window that starts inside an earlier one, at its from, naming the other', () => {
    const { lines, model } = checkBeside(`systems:
  tuton:
    label: Tuton
    url: https://elearning.ut.ac.id
    maintenance:
      - from: 2026-12-05 23:00
        until: 2026-12-06 02:00
        message: Pemeliharaan kedua.
      - from: 2026-12-05 22:00
        until: 2026-12-06 04:00
        message: Pemeliharaan server.
      - from: 2026-12-06 03:00
        until: 2026-12-06
        message: Pemeliharaan ketiga.
    source: https://elearning.ut.ac.id/tentang
`);
    // Judged in time order, whatever the order written: #2 starts first, #1 and #3 start inside it.
    expect(lines).toEqual([
      'm.yaml:6:15 MAINTENANCE_OVERLAP system tuton: maintenance #1 (5 Dec 2026 23:00 – 6 Dec 2026 02:00 WIB) overlaps maintenance #2 at 9:9 (5 Dec 2026 22:00 – 6 Dec 2026 04:00 WIB); make them one window, or let this one start when the other ends (until is exclusive)',
      'm.yaml:12:15 MAINTENANCE_OVERLAP system tuton: maintenance #3 (6 Dec 2026 03:00 – 6 Dec 2026 23:59 WIB) overlaps maintenance #2 at 9:9 (5 Dec 2026 22:00 – 6 Dec 2026 04:00 WIB); make them one window, or let this one start when the other ends (until is exclusive)',
    ]);
    expect(model).toBeUndefined();
  });

  it('[M19] accepts windows that touch, the same times on two systems, and leaves windows M16 rejects to M16', () => {
    expect(
      checkBeside(`systems:
  tuton:
    label: Tuton
    url: https://elearning.ut.ac.id
    maintenance:
      - { from: 2026-12-05 22:00, until: 2026-12-05, message: Sampai tengah malam. }
      - { from: 2026-12-06, until: 2026-12-06 04:00, message: Lanjut sampai subuh. }
    source: https://elearning.ut.ac.id/tentang
  tuweb:
    label: Tuweb
    url: https://tuweb.ut.ac.id
    maintenance:
      - { from: 2026-12-05 22:00, until: 2026-12-06 04:00, message: Bersamaan dengan Tuton. }
    source: https://tuweb.ut.ac.id/tentang
`).lines,
    ).toEqual([]); // a date alone as until is the end of that day: 2026-12-05 ends as 2026-12-06 (00:00) starts
    expect(
      checkBeside(`systems:
  tuton:
    label: Tuton
    url: https://elearning.ut.ac.id
    maintenance:
      - { from: 2026-12-05 22:00, until: 2026-12-05 21:00, message: Terbalik. }
      - { from: 2026-12-05 22:00, until: 2026-12-06 04:00, message: Benar. }
      - { from: 2026-12-05 23:00, until: 2026-12-32, message: Tanggal salah. }
    source: https://elearning.ut.ac.id/tentang
`).lines,
    ).toEqual([
      'm.yaml:6:42 BAD_WINDOW system tuton maintenance #1: the window never opens: it starts 5 Dec 2026 22:00 WIB but ends 5 Dec 2026 21:00 WIB (until is exclusive; a date alone means the end of that day)',
      'm.yaml:8:42 BAD_WINDOW system tuton maintenance #3: until "2026-12-32" is not a time; write YYYY-MM-DD or YYYY-MM-DD HH:mm (Asia/Jakarta time, WIB)',
    ]);
  });
});
