import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useModel } from '../../app/model-context.tsx';
import { authAtom } from '../../session/state.ts';
import { Button } from '../../ui/button.tsx';
import { formatJakartaDateTime } from '../shared/jakarta-time.ts';
import '../shared/page.css';
import './cetak-lkam.css';
import { identityOf } from './identity.ts';

export default function CetakLkam() {
  const model = useModel();
  const auth = useAtomValue(authAtom);
  const [printedAt, setPrintedAt] = useState(() => new Date());

  // The printout carries the moment it was printed, not when the page was opened.
  useEffect(() => {
    const stamp = () => setPrintedAt(new Date());
    window.addEventListener('beforeprint', stamp);
    return () => window.removeEventListener('beforeprint', stamp);
  }, []);

  return (
    <article className="page cetak-lkam" aria-labelledby="cetak-lkam-title">
      <header className="cetak-lkam__header">
        <div>
          <h1 id="cetak-lkam-title">Cetak LKAM</h1>
          <p className="page-lead">{model.portal.title} — Universitas Terbuka</p>
        </div>
        <div className="cetak-lkam__actions" data-print="hide">
          <Button type="button" icon="printer" onClick={() => window.print()}>
            Cetak
          </Button>
        </div>
      </header>
      <section className="cetak-lkam__sheet" aria-labelledby="cetak-lkam-identitas">
        <h2 id="cetak-lkam-identitas">Identitas Dosen</h2>
        <table className="cetak-lkam__identity">
          <caption className="ui-visually-hidden">Identitas dosen</caption>
          <tbody>
            {identityOf(auth).map((line) => (
              <tr key={line.label}>
                <th scope="row">{line.label}</th>
                <td>{line.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="cetak-lkam__printed">
          Dicetak pada <time dateTime={printedAt.toISOString()}>{formatJakartaDateTime(printedAt)}</time>
        </p>
      </section>
    </article>
  );
}
