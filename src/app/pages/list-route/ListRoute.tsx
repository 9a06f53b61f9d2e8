import { useDeferredValue, useMemo, useState } from 'react';
import { useModel } from '../../../platform/core/model-context.tsx';
import type { Texts } from '../../../platform/i18n/lang.ts';
import { usePortalName } from '../../../platform/i18n/portal-name.ts';
import { labelOf } from '../../../platform/i18n/localize.ts';
import { routeTable } from '../../../model/manifest/route-table.ts';
import { Input } from '../../../platform/ui/input.tsx';
import { useLang } from '../../../platform/i18n/use-texts.ts';
import '../shared/page.css';
import { filterRows, routeWords } from './labels.ts';
import './list-route.css';
import { RouteRows } from './RouteRows.tsx';

interface ListRouteTexts {
  title: string;
  lead: (portal: string) => string;
  filter: string;
  filterPlaceholder: string;
  filterHint: string;
  count: (shown: number, total: number) => string;
  caption: (portal: string) => string;
  path: string;
  label: string;
  access: string;
  kind: string;
  target: string;
  requires: string;
}

const texts = {
  id: {
    title: 'Daftar Rute',
    lead: (portal) => `Semua rute ${portal}, sesuai urutan menu.`,
    filter: 'Saring rute',
    filterPlaceholder: 'Path, label, akses, jenis atau tujuan',
    filterHint: 'Setiap kata harus cocok dengan salah satu kolom.',
    count: (shown, total) => `Menampilkan ${shown} dari ${total} rute`,
    caption: (portal) => `Rute ${portal}`,
    path: 'Path',
    label: 'Label',
    access: 'Akses',
    kind: 'Jenis',
    target: 'Tujuan',
    requires: 'Syarat',
  },
  en: {
    title: 'Route List',
    lead: (portal) => `Every route of ${portal}, in menu order.`,
    filter: 'Filter routes',
    filterPlaceholder: 'Path, label, access, kind or target',
    filterHint: 'Every word must match one of the columns.',
    count: (shown, total) => `Showing ${shown} of ${total} routes`,
    caption: (portal) => `${portal} routes`,
    path: 'Path',
    label: 'Label',
    access: 'Access',
    kind: 'Kind',
    target: 'Target',
    requires: 'Requires',
  },
} satisfies Texts<ListRouteTexts>;

/** Every route of the portal, for editors and support staff (the same table as `npm run manifest:routes`). */
export default function ListRoute() {
  const model = useModel();
  const portalName = usePortalName();
  const lang = useLang();
  const t = texts[lang];
  // Labels in the reader's language, so the table and its filter show and match the same words.
  const rows = useMemo(() => routeTable(model).map((row) => ({ ...row, label: labelOf(model.nodes[row.id]!, lang) })), [model, lang]);
  const [filter, setFilter] = useState('');
  const shown = filterRows(rows, useDeferredValue(filter), routeWords[lang]);

  return (
    <main className="page list-route">
      <header>
        <h1>{t.title}</h1>
        <p className="page-lead">{t.lead(portalName)}</p>
      </header>
      <div className="list-route__filter">
        <Input label={t.filter} value={filter} onChange={setFilter} placeholder={t.filterPlaceholder} hint={t.filterHint} />
      </div>
      <p role="status" className="list-route__count">
        {t.count(shown.length, rows.length)}
      </p>
      <div className="page-table-wrap">
        <table className="page-table">
          <caption>{t.caption(portalName)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.path}</th>
              <th scope="col">{t.label}</th>
              <th scope="col">{t.access}</th>
              <th scope="col">{t.kind}</th>
              <th scope="col">{t.target}</th>
              <th scope="col">{t.requires}</th>
            </tr>
          </thead>
          <RouteRows rows={shown} />
        </table>
      </div>
    </main>
  );
}
