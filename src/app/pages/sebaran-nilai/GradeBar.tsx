import type { Texts } from '../../../platform/i18n/lang.ts';
import { formatPercent } from '../shared/number-format.ts';
import { grades, type SebaranNilaiRow } from './schema.ts';
import { useLang } from '../../../platform/i18n/use-texts.ts';

const texts = {
  id: { name: (shares: string) => `Sebaran nilai: ${shares}` },
  en: { name: (shares: string) => `Grade distribution: ${shares}` },
} satisfies Texts<{ name: (shares: string) => string }>;

const share = (count: number, total: number) => (total > 0 ? (count / total) * 100 : 0);

/**
 * One row's grade distribution as a stacked bar. The bar is one image for screen readers, named
 * with the percentages; the counts themselves are in the row's own cells.
 */
export function GradeBar({ row }: { row: SebaranNilaiRow }) {
  const lang = useLang();
  const total = grades.reduce((sum, grade) => sum + row[grade], 0);
  const description = grades.map((grade) => `${grade} ${formatPercent(share(row[grade], total), lang)}`).join(', ');
  return (
    <div className="grade-bar" role="img" aria-label={texts[lang].name(description)}>
      {grades.map((grade) => (
        <span
          key={grade}
          className={`grade-bar__part grade-bar__part--${grade.toLowerCase()}`}
          style={{ width: `${share(row[grade], total)}%` }}
          title={`${grade}: ${row[grade]}`}
        />
      ))}
    </div>
  );
}
