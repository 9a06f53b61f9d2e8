import { Link } from '@tanstack/react-router';
import type { Texts } from '../../../platform/i18n/lang.ts';
import { useTexts } from '../../../platform/i18n/use-texts.ts';
import type { RouteRow } from '../../../model/manifest/route-table.ts';
import { routeWords } from './labels.ts';

const texts = {
  id: { hidden: ' (tersembunyi)' },
  en: { hidden: ' (hidden)' },
} satisfies Texts<{ hidden: string }>;

/** The route table body: one row per node, the label indented by its depth in the menu tree. */
export function RouteRows({ rows }: { rows: readonly RouteRow[] }) {
  const t = useTexts(texts);
  const words = useTexts(routeWords);
  return (
    <tbody>
      {rows.map((row) => (
        <tr key={row.id} data-route-id={row.id}>
          <td className="list-route__path">{row.kind === 'url' ? <code>{row.path}</code> : <Link to={row.path}>{row.path}</Link>}</td>
          <th scope="row" className="list-route__label" style={{ paddingInlineStart: `${0.75 + row.depth * 1.25}rem` }}>
            {row.label}
            {row.hidden && <span className="list-route__hidden">{t.hidden}</span>}
          </th>
          <td>{words.access[row.access]}</td>
          <td>{words.kind[row.kind]}</td>
          <td className="list-route__target">
            <code>{row.target}</code>
          </td>
          <td>{row.requires.length ? row.requires.join(', ') : '—'}</td>
        </tr>
      ))}
    </tbody>
  );
}
