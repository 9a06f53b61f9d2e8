// The words of the route table's access and kind columns in each language, and the filter.
import type { Texts } from '../../../platform/i18n/lang.ts';
import type { RouteRow } from '../../../model/manifest/route-table.ts';

export interface RouteWords {
  access: Record<RouteRow['access'], string>;
  kind: Record<RouteRow['kind'], string>;
}

export const routeWords = {
  id: {
    access: { public: 'publik', guest: 'tamu', user: 'pengguna' },
    kind: { redirect: 'pengalihan', component: 'halaman', url: 'tautan eksternal' },
  },
  en: {
    access: { public: 'public', guest: 'guest', user: 'signed in' },
    kind: { redirect: 'redirect', component: 'page', url: 'external link' },
  },
} satisfies Texts<RouteWords>;

/**
 * Rows whose id, path, label, target, access or kind contains every word of the filter. Access and
 * kind are matched in the words the table shows (`words`), so a filter matches what the reader sees.
 */
export function filterRows(rows: readonly RouteRow[], filter: string, words: RouteWords = routeWords.id): RouteRow[] {
  const wanted = filter.toLowerCase().split(/\s+/).filter(Boolean);
  if (wanted.length === 0) return [...rows];
  return rows.filter((row) => {
    const text = [row.id, row.path, row.label, row.target, words.access[row.access], words.kind[row.kind], ...row.requires]
      .join(' ')
      .toLowerCase();
    return wanted.every((word) => text.includes(word));
  });
}
