// GET asesmen/sebaran-nilai?masa=&mataKuliah= (docs/dev-services.md).
// zod/mini: no eval-based fast path, so a strict CSP (script-src 'self') has nothing to report.
import * as z from 'zod/mini';
import { mataKuliahOption } from '../kisi-kisi/schema.ts';

const count = z.number().check(z.int(), z.nonnegative());

export const grades = ['A', 'B', 'C', 'D', 'E'] as const;

const sebaranNilaiRow = z.object({
  kodeMataKuliah: z.string(),
  namaMataKuliah: z.string(),
  masa: z.string(),
  A: count,
  B: count,
  C: count,
  D: count,
  E: count,
  jumlah: count,
});
export type SebaranNilaiRow = z.infer<typeof sebaranNilaiRow>;

export const sebaranNilaiAnswer = z.object({
  data: z.array(sebaranNilaiRow),
  filters: z.object({ masa: z.array(z.string()), mataKuliah: z.array(mataKuliahOption) }),
});
