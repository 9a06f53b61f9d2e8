import { useDeferredValue, useMemo, useState } from 'react';
import { useModel } from '../../app/model-context.tsx';
import { routeTable } from '../../manifest/route-table.ts';
import { Input } from '../../ui/input.tsx';
import '../shared/page.css';
import { filterRows } from './labels.ts';
import './list-route.css';
import { RouteRows } from './RouteRows.tsx';

/** Every route of the portal, for editors and support staff (the same table as `npm run manifest:routes`). */
export default function ListRoute() {
  const model = useModel();
  const rows = useMemo(() => routeTable(model), [model]);
  const [filter, setFilter] = useState('');
  const shown = filterRows(rows, useDeferredValue(filter));

  return (
    <main className="page list-route">
      <header>
        <h1>Daftar Rute</h1>
        <p className="page-lead">Semua rute {model.portal.title}, sesuai urutan menu.</p>
      </header>
      <div className="list-route__filter">
        <Input
          label="Saring rute"
          value={filter}
          onChange={setFilter}
          placeholder="Path, label, akses, jenis atau tujuan"
          hint="Setiap kata harus cocok dengan salah satu kolom."
        />
      </div>
      <p role="status" className="list-route__count">
        Menampilkan {shown.length} dari {rows.length} rute
      </p>
      <div className="page-table-wrap">
        <table className="page-table">
          <caption>Rute {model.portal.title}</caption>
          <thead>
            <tr>
              <th scope="col">Path</th>
              <th scope="col">Label</th>
              <th scope="col">Akses</th>
              <th scope="col">Jenis</th>
              <th scope="col">Tujuan</th>
              <th scope="col">Syarat</th>
            </tr>
          </thead>
          <RouteRows rows={shown} />
        </table>
      </div>
    </main>
  );
}
