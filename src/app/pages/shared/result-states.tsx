// The three states every assessment table shares: loading, error with retry, and no rows.
import type { ReactNode } from 'react';
import type { Texts } from '../../../platform/i18n/lang.ts';
import { useTexts } from '../../../platform/i18n/use-texts.ts';
import { Button } from '../../../platform/ui/button.tsx';
import type { DataState } from './use-portal-data.ts';

const texts = {
  id: { loading: 'Memuat data…', retry: 'Coba lagi', empty: 'Tidak ada data untuk filter ini.' },
  en: { loading: 'Loading data…', retry: 'Try again', empty: 'No data for this filter.' },
} satisfies Texts<{ loading: string; retry: string; empty: string }>;

interface Props<T> {
  state: DataState<T>;
  retry: () => void;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

export function ResultStates<T>({ state, retry, isEmpty, children }: Props<T>) {
  const t = useTexts(texts);
  if (state.status === 'loading') {
    return (
      <p className="page-state" role="status">
        {t.loading}
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="page-state page-state--error" role="alert">
        <p>{state.message}</p>
        <Button type="button" variant="secondary" onClick={retry}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (isEmpty(state.data)) {
    return (
      <p className="page-state" role="status">
        {t.empty}
      </p>
    );
  }
  return <>{children(state.data)}</>;
}
