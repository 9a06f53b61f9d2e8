// Indonesian words for the route table's access and kind columns, and the filter.
import type { RouteRow } from '../../manifest/route-table.ts';

export const accessLabel: Record<RouteRow['access'], string> = {
  public: 'publik',
  guest: 'tamu',
  user: 'pengguna',
};

export const kindLabel: Record<RouteRow['kind'], string> = {
  redirect: 'pengalihan',
  component: 'halaman',
  url: 'tautan eksternal',
};

/** Rows whose id, path, label, target, access or kind contains every word of the filter. */
export function filterRows(rows: readonly RouteRow[], filter: string): RouteRow[] {
  const words = filter.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = [row.id, row.path, row.label, row.target, accessLabel[row.access], kindLabel[row.kind], ...row.requires]
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
