// GET asesmen/kisi-kisi?masa=&mataKuliah= (docs/dev-services.md).
// zod/mini: no eval-based fast path, so a strict CSP (script-src 'self') has nothing to report.
import * as z from 'zod/mini';

export const mataKuliahOption = z.object({ kode: z.string(), nama: z.string() });

const kisiKisiRow = z.object({
  kodeMataKuliah: z.string(),
  namaMataKuliah: z.string(),
  masa: z.string(),
  jumlahSoal: z.number(),
  status: z.string(),
  /** ISO date, "2025-03-12". */
  diperbarui: z.string(),
});
export type KisiKisiRow = z.infer<typeof kisiKisiRow>;

export const kisiKisiAnswer = z.object({
  data: z.array(kisiKisiRow),
  filters: z.object({ masa: z.array(z.string()), mataKuliah: z.array(mataKuliahOption) }),
});
