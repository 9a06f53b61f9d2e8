import { formatNumber } from '../shared/format.ts';
import { formatIsoDate } from '../shared/jakarta-time.ts';
import type { KisiKisiRow } from './schema.ts';

export function KisiKisiTable({ rows }: { rows: readonly KisiKisiRow[] }) {
  return (
    <div className="page-table-wrap">
      <table className="page-table">
        <caption>Kisi-kisi soal ({formatNumber(rows.length)} baris)</caption>
        <thead>
          <tr>
            <th scope="col">Kode</th>
            <th scope="col">Mata Kuliah</th>
            <th scope="col">Masa</th>
            <th scope="col" className="num">
              Jumlah Soal
            </th>
            <th scope="col">Status</th>
            <th scope="col">Diperbarui</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.kodeMataKuliah}:${row.masa}`}>
              <td>{row.kodeMataKuliah}</td>
              <th scope="row">{row.namaMataKuliah}</th>
              <td>{row.masa}</td>
              <td className="num">{formatNumber(row.jumlahSoal)}</td>
              <td>{row.status}</td>
              <td>
                <time dateTime={row.diperbarui}>{formatIsoDate(row.diperbarui)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
