import { formatPercent } from '../shared/format.ts';
import { grades, type SebaranNilaiRow } from './schema.ts';

const share = (count: number, total: number) => (total > 0 ? (count / total) * 100 : 0);

/**
 * One row's grade distribution as a stacked bar. The bar is one image for screen readers, named
 * with the percentages; the counts themselves are in the row's own cells.
 */
export function GradeBar({ row }: { row: SebaranNilaiRow }) {
  const total = grades.reduce((sum, grade) => sum + row[grade], 0);
  const description = grades.map((grade) => `${grade} ${formatPercent(share(row[grade], total))}`).join(', ');
  return (
    <div className="grade-bar" role="img" aria-label={`Sebaran nilai: ${description}`}>
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
