import type { Texts } from '../../../platform/i18n/lang.ts';
import { formatNumber, formatPercent } from '../shared/number-format.ts';
import type { RekapitulasiRow } from './schema.ts';
import { useLang } from '../../../platform/i18n/use-texts.ts';

/** Totals over the shown rows; the overall rate is recomputed from the sums, not averaged. */
function totalsOf(rows: readonly RekapitulasiRow[]) {
  const peserta = rows.reduce((sum, row) => sum + row.peserta, 0);
  const lulus = rows.reduce((sum, row) => sum + row.lulus, 0);
  return { peserta, lulus, persentase: peserta > 0 ? Math.round((lulus / peserta) * 1000) / 10 : 0 };
}

interface TableTexts {
  caption: (rows: string) => string;
  fakultas: string;
  programStudi: string;
  masa: string;
  peserta: string;
  lulus: string;
  persentase: string;
  total: string;
}

const texts = {
  id: {
    caption: (rows) => `Rekapitulasi jumlah kelulusan per program studi (${rows} baris)`,
    fakultas: 'Fakultas',
    programStudi: 'Program Studi',
    masa: 'Masa',
    peserta: 'Peserta',
    lulus: 'Lulus',
    persentase: 'Persentase',
    total: 'Total',
  },
  en: {
    caption: (rows) => `Passes per study programme (${rows} rows)`,
    fakultas: 'Faculty',
    programStudi: 'Study Programme',
    masa: 'Period',
    peserta: 'Candidates',
    lulus: 'Passed',
    persentase: 'Percentage',
    total: 'Total',
  },
} satisfies Texts<TableTexts>;

export function RekapitulasiTable({ rows }: { rows: readonly RekapitulasiRow[] }) {
  const lang = useLang();
  const t = texts[lang];
  const total = totalsOf(rows);
  return (
    <div className="page-table-wrap">
      <table className="page-table">
        <caption>{t.caption(formatNumber(rows.length, lang))}</caption>
        <thead>
          <tr>
            <th scope="col">{t.fakultas}</th>
            <th scope="col">{t.programStudi}</th>
            <th scope="col">{t.masa}</th>
            <th scope="col" className="num">
              {t.peserta}
            </th>
            <th scope="col" className="num">
              {t.lulus}
            </th>
            <th scope="col" className="num">
              {t.persentase}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.programStudi}:${row.masa}`}>
              <td>{row.fakultas}</td>
              <th scope="row">{row.programStudi}</th>
              <td>{row.masa}</td>
              <td className="num">{formatNumber(row.peserta, lang)}</td>
              <td className="num">{formatNumber(row.lulus, lang)}</td>
              <td className="num">{formatPercent(row.persentase, lang)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              {t.total}
            </th>
            <td className="num" data-total="peserta">
              {formatNumber(total.peserta, lang)}
            </td>
            <td className="num" data-total="lulus">
              {formatNumber(total.lulus, lang)}
            </td>
            <td className="num" data-total="persentase">
              {formatPercent(total.persentase, lang)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
