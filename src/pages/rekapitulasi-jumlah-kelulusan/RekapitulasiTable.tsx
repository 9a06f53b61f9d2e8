import { formatNumber, formatPercent } from '../shared/format.ts';
import type { RekapitulasiRow } from './schema.ts';

/** Totals over the shown rows; the overall rate is recomputed from the sums, not averaged. */
export function totalsOf(rows: readonly RekapitulasiRow[]) {
  const peserta = rows.reduce((sum, row) => sum + row.peserta, 0);
  const lulus = rows.reduce((sum, row) => sum + row.lulus, 0);
  return { peserta, lulus, persentase: peserta > 0 ? Math.round((lulus / peserta) * 1000) / 10 : 0 };
}

export function RekapitulasiTable({ rows }: { rows: readonly RekapitulasiRow[] }) {
  const total = totalsOf(rows);
  return (
    <div className="page-table-wrap">
      <table className="page-table">
        <caption>Rekapitulasi jumlah kelulusan per program studi ({formatNumber(rows.length)} baris)</caption>
        <thead>
          <tr>
            <th scope="col">Fakultas</th>
            <th scope="col">Program Studi</th>
            <th scope="col">Masa</th>
            <th scope="col" className="num">Peserta</th>
            <th scope="col" className="num">Lulus</th>
            <th scope="col" className="num">Persentase</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.programStudi}:${row.masa}`}>
              <td>{row.fakultas}</td>
              <th scope="row">{row.programStudi}</th>
              <td>{row.masa}</td>
              <td className="num">{formatNumber(row.peserta)}</td>
              <td className="num">{formatNumber(row.lulus)}</td>
              <td className="num">{formatPercent(row.persentase)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={3}>
              Total
            </th>
            <td className="num" data-total="peserta">{formatNumber(total.peserta)}</td>
            <td className="num" data-total="lulus">{formatNumber(total.lulus)}</td>
            <td className="num" data-total="persentase">{formatPercent(total.persentase)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
