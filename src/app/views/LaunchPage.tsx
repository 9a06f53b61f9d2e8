import { Link } from '@tanstack/react-router';
import { useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { launch } from '../../launch/open.ts';
import type { LaunchPlan } from '../../launch/plan.ts';
import { useModel } from '../model-context.tsx';
import { useCurrentNode } from '../../routing/use-current-node.ts';
import './views.css';

/**
 * The page of a url node opened directly (bookmark, typed URL, reload, middle click). It tries to
 * open the system, but a browser blocks tabs that no click started, so it always offers the link.
 */
export default function LaunchPage() {
  const model = useModel();
  const node = useCurrentNode();
  const store = useStore();
  const [plan, setPlan] = useState<LaunchPlan | null>(null);
  const tried = useRef<string | null>(null);

  useEffect(() => {
    if (!node || tried.current === node.id) return; // once per node, also under StrictMode
    tried.current = node.id;
    void Promise.resolve(launch(node, store)).then(setPlan);
  }, [node, store]);

  if (!node) return null;
  const home = model.nodes[model.portal.home]!;
  return (
    <section className="view-message" aria-live="polite">
      <h1>{node.label}</h1>
      {node.description && <p className="view-muted">{node.description}</p>}
      {plan === null && <p>Membuka {node.label}…</p>}
      {plan?.kind === 'open' && (
        <>
          <p>{node.label} dibuka di tab baru.</p>
          <p>
            Tidak ada tab baru yang terbuka?{' '}
            <a href={plan.url} target="_blank" rel="noopener noreferrer" className="view-action">
              Klik di sini untuk membuka {node.label}
            </a>
          </p>
        </>
      )}
      {plan?.kind === 'denied' && (
        <p role="alert">
          <strong>Anda tidak memiliki hak akses</strong> ke {node.label}.
        </p>
      )}
      {plan?.kind === 'unavailable' && <p role="alert">{node.label} belum dapat dibuka karena data login Anda tidak lengkap. Silakan keluar lalu masuk kembali.</p>}
      {plan?.kind === 'unsafe' && <p role="alert">Alamat {node.label} tidak aman sehingga tidak dibuka. Hubungi pengelola portal.</p>}
      <p>
        <Link to={home.path}>Kembali ke {home.label}</Link>
      </p>
    </section>
  );
}
