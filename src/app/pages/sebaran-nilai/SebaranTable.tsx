import type { Texts } from '../../../platform/i18n/lang.ts';
import { formatNumber } from '../shared/number-format.ts';
import { GradeBar } from './GradeBar.tsx';
import { grades, type SebaranNilaiRow } from './schema.ts';
import { useLang } from '../../../platform/i18n/use-texts.ts';

interface TableTexts {
  caption: (rows: string) => string;
  kode: string;
  mataKuliah: string;
  masa: string;
  jumlah: string;
  sebaran: string;
}

const texts = {
  id: {
    caption: (rows) => `Sebaran nilai per mata kuliah (${rows} baris)`,
    kode: 'Kode',
    mataKuliah: 'Mata Kuliah',
    masa: 'Masa',
    jumlah: 'Jumlah',
    sebaran: 'Sebaran',
  },
  en: {
    caption: (rows) => `Grade distribution per course (${rows} rows)`,
    kode: 'Code',
    mataKuliah: 'Course',
    masa: 'Period',
    jumlah: 'Total',
    sebaran: 'Distribution',
  },
} satisfies Texts<TableTexts>;

export function SebaranTable({ rows }: { rows: readonly SebaranNilaiRow[] }) {
  const lang = useLang();
  const t = texts[lang];
  return (
    <div className="page-table-wrap">
      <table className="page-table sebaran-nilai__table">
        <caption>{t.caption(formatNumber(rows.length, lang))}</caption>
        <thead>
          <tr>
            <th scope="col">{t.kode}</th>
            <th scope="col">{t.mataKuliah}</th>
            <th scope="col">{t.masa}</th>
            {grades.map((grade) => (
              <th key={grade} scope="col" className="num">
                {grade}
              </th>
            ))}
            <th scope="col" className="num">
              {t.jumlah}
            </th>
            <th scope="col">{t.sebaran}</th>
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
                  {formatNumber(row[grade], lang)}
                </td>
              ))}
              <td className="num">{formatNumber(row.jumlah, lang)}</td>
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
