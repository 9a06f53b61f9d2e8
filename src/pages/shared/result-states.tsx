// The three states every assessment table shares: loading, error with retry, and no rows.
import type { ReactNode } from 'react';
import { Button } from '../../ui/button.tsx';
import type { DataState } from './use-portal-data.ts';

export const emptyMessage = 'Tidak ada data untuk filter ini.';

interface Props<T> {
  state: DataState<T>;
  retry: () => void;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

export function ResultStates<T>({ state, retry, isEmpty, children }: Props<T>) {
  if (state.status === 'loading') {
    return (
      <p className="page-state" role="status">
        Memuat data…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="page-state page-state--error" role="alert">
        <p>{state.message}</p>
        <Button type="button" variant="secondary" onClick={retry}>
          Coba lagi
        </Button>
      </div>
    );
  }
  if (isEmpty(state.data)) {
    return (
      <p className="page-state" role="status">
        {emptyMessage}
      </p>
    );
  }
  return <>{children(state.data)}</>;
}
