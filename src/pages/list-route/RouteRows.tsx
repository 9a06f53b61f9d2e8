import { Link } from '@tanstack/react-router';
import type { RouteRow } from '../../manifest/route-table.ts';
import { accessLabel, kindLabel } from './labels.ts';

/** The route table body: one row per node, the label indented by its depth in the menu tree. */
export function RouteRows({ rows }: { rows: readonly RouteRow[] }) {
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.id} data-route-id={row.id}>
          <td className="list-route__path">
            {row.kind === 'url' ? <code>{row.path}</code> : <Link to={row.path}>{row.path}</Link>}
          </td>
          <th scope="row" className="list-route__label" style={{ paddingInlineStart: `${0.75 + row.depth * 1.25}rem` }}>
            {row.label}
            {row.hidden && <span className="list-route__hidden"> (tersembunyi)</span>}
          </th>
          <td>{accessLabel[row.access]}</td>
          <td>{kindLabel[row.kind]}</td>
          <td className="list-route__target">
            <code>{row.target}</code>
          </td>
          <td>{row.requires.length ? row.requires.join(', ') : '—'}</td>
        </tr>
      ))}
    </tbody>
  );
}
