import type { Texts } from '../../../platform/i18n/lang.ts';
import { formatNumber } from '../shared/number-format.ts';
import { formatIsoDate } from '../../../model/time/jakarta.ts';
import type { KisiKisiRow } from './schema.ts';
import { useLang } from '../../../platform/i18n/use-texts.ts';

interface TableTexts {
  caption: (rows: string) => string;
  kode: string;
  mataKuliah: string;
  masa: string;
  jumlahSoal: string;
  status: string;
  diperbarui: string;
}

const texts = {
  id: {
    caption: (rows) => `Kisi-kisi soal (${rows} baris)`,
    kode: 'Kode',
    mataKuliah: 'Mata Kuliah',
    masa: 'Masa',
    jumlahSoal: 'Jumlah Soal',
    status: 'Status',
    diperbarui: 'Diperbarui',
  },
  en: {
    caption: (rows) => `Test blueprints (${rows} rows)`,
    kode: 'Code',
    mataKuliah: 'Course',
    masa: 'Period',
    jumlahSoal: 'Questions',
    status: 'Status',
    diperbarui: 'Updated',
  },
} satisfies Texts<TableTexts>;

export function KisiKisiTable({ rows }: { rows: readonly KisiKisiRow[] }) {
  const lang = useLang();
  const t = texts[lang];
  return (
    <div className="page-table-wrap">
      <table className="page-table">
        <caption>{t.caption(formatNumber(rows.length, lang))}</caption>
        <thead>
          <tr>
            <th scope="col">{t.kode}</th>
            <th scope="col">{t.mataKuliah}</th>
            <th scope="col">{t.masa}</th>
            <th scope="col" className="num">
              {t.jumlahSoal}
            </th>
            <th scope="col">{t.status}</th>
            <th scope="col">{t.diperbarui}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.kodeMataKuliah}:${row.masa}`}>
              <td>{row.kodeMataKuliah}</td>
              <th scope="row">{row.namaMataKuliah}</th>
              <td>{row.masa}</td>
              <td className="num">{formatNumber(row.jumlahSoal, lang)}</td>
              <td>{row.status}</td>
              <td>
                <time dateTime={row.diperbarui}>{formatIsoDate(row.diperbarui, lang)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
