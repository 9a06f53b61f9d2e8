import { useStoreValue } from '../../../platform/core/use-store-value.ts';
import { useEffect, useState } from 'react';
import type { Texts } from '../../../platform/i18n/lang.ts';
import { useInstitution, usePortalName } from '../../../platform/i18n/portal-name.ts';
import { authAtom } from '../../../platform/session/state.ts';
import { Button } from '../../../platform/ui/button.tsx';
import { formatJakartaDateTime } from '../../../model/time/jakarta.ts';
import { useLang } from '../../../platform/i18n/use-texts.ts';
import '../shared/page.css';
import './cetak-lkam.css';
import { identityOf } from './identity.ts';

const texts = {
  id: { title: 'Cetak LKAM', print: 'Cetak', identity: 'Identitas Dosen', identityCaption: 'Identitas dosen', printedAt: 'Dicetak pada' },
  en: { title: 'Print LKAM', print: 'Print', identity: 'Lecturer identity', identityCaption: 'Lecturer identity', printedAt: 'Printed on' },
} satisfies Texts<Record<'title' | 'print' | 'identity' | 'identityCaption' | 'printedAt', string>>;

export default function CetakLkam() {
  const portalName = usePortalName();
  const institution = useInstitution();
  const auth = useStoreValue(authAtom);
  const lang = useLang();
  const t = texts[lang];
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
          <h1 id="cetak-lkam-title">{t.title}</h1>
          <p className="page-lead">
            {portalName} — {institution.name}
          </p>
        </div>
        <div className="cetak-lkam__actions" data-print="hide">
          <Button type="button" icon="printer" onClick={() => window.print()}>
            {t.print}
          </Button>
        </div>
      </header>
      <section className="cetak-lkam__sheet" aria-labelledby="cetak-lkam-identitas">
        <h2 id="cetak-lkam-identitas">{t.identity}</h2>
        <table className="cetak-lkam__identity">
          <caption className="ui-visually-hidden">{t.identityCaption}</caption>
          <tbody>
            {identityOf(auth, lang).map((line) => (
              <tr key={line.label}>
                <th scope="row">{line.label}</th>
                <td>{line.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="cetak-lkam__printed">
          {t.printedAt} <time dateTime={printedAt.toISOString()}>{formatJakartaDateTime(printedAt, lang)}</time>
        </p>
      </section>
    </article>
  );
}
