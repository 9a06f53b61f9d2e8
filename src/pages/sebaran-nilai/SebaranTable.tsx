import { formatNumber } from '../shared/format.ts';
import { GradeBar } from './GradeBar.tsx';
import { grades, type SebaranNilaiRow } from './schema.ts';

export function SebaranTable({ rows }: { rows: readonly SebaranNilaiRow[] }) {
  return (
    <div className="page-table-wrap">
      <table className="page-table sebaran-nilai__table">
        <caption>Sebaran nilai per mata kuliah ({formatNumber(rows.length)} baris)</caption>
        <thead>
          <tr>
            <th scope="col">Kode</th>
            <th scope="col">Mata Kuliah</th>
            <th scope="col">Masa</th>
            {grades.map((grade) => (
              <th key={grade} scope="col" className="num">
                {grade}
              </th>
            ))}
            <th scope="col" className="num">
              Jumlah
            </th>
            <th scope="col">Sebaran</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.kodeMataKuliah}:${row.masa}`}>
              <td>{row.kodeMataKuliah}</td>
              <th scope="row">{row.namaMataKuliah}</th>
              <td>{row.masa}</td>
              {grades.map((grade) => (
                <td key={grade} className="num">
                  {formatNumber(row[grade])}
                </td>
              ))}
              <td className="num">{formatNumber(row.jumlah)}</td>
              <td>
                <GradeBar row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
