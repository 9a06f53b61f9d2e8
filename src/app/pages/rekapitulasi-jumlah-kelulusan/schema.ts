// GET asesmen/rekapitulasi-kelulusan?masa=&fakultas= (docs/dev-services.md).
// zod/mini: no eval-based fast path, so a strict CSP (script-src 'self') has nothing to report.
import * as z from 'zod/mini';

const count = z.number().check(z.int(), z.nonnegative());

const rekapitulasiRow = z.object({
  fakultas: z.string(),
  programStudi: z.string(),
  masa: z.string(),
  peserta: count,
  lulus: count,
  /** Percent of peserta, one decimal (85.3). */
  persentase: z.number(),
});
export type RekapitulasiRow = z.infer<typeof rekapitulasiRow>;

export const rekapitulasiAnswer = z.object({
  data: z.array(rekapitulasiRow),
  filters: z.object({ masa: z.array(z.string()), fakultas: z.array(z.string()) }),
});
